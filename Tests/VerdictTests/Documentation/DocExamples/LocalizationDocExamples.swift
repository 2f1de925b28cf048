// swift-format-ignore-file
// (the examples keep the documentation's formatting)
import Foundation
import Verdict
@testable import VerdictTestSupport

// The examples of messages in the user's language (MessageCatalog, the `in:` renderings, the
// localized problem details), verbatim (DocExampleSyncTests checks it). Compiled, never run.

extension DocExamples {
    // MARK: MessageCatalog.swift

    static func messageCatalog(report: ValidationReport) {
        var catalog = MessageCatalog(
            language: "de",
            messages: ["username.taken": "{attribute} ist schon vergeben."],
            labels: ["username": "Benutzername", "email": "E-Mail-Adresse"])
        catalog.add(language: "fr", labels: ["username": "Nom d’utilisateur"])
        let messages = report.messages(in: Locale(identifier: "de-DE"), catalog: catalog)
        _ = messages
    }

    static func messageCatalogInits() {
        do {
            let builtIn = MessageCatalog()
            _ = builtIn
        }
        do {
            let catalog = MessageCatalog(language: "de", labels: ["email": "E-Mail-Adresse"])
            _ = catalog
        }
        do {
            var catalog = MessageCatalog()
            catalog.add(language: "es", messages: ["required": "Rellena el campo {attribute}."])
        }
        _ = MessageCatalog(language: "pt_br").languages // ["pt-BR"]
    }

    // MARK: MessageCatalog+AcceptLanguage.swift

    static func acceptLanguage() {
        let locale = MessageCatalog().locale(forAcceptLanguage: "fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5")
        _ = locale.identifier // "fr"
    }

    // MARK: ValidationError+Localization.swift

    static func localizedMessages(error: ValidationError, report: ValidationReport) {
        _ = error.message(in: Locale(identifier: "de"))   // "Username muss mindestens 4 Zeichen enthalten."
        _ = error.message(in: Locale(identifier: "en"))   // the same as error.message
        for message in report.messages(in: Locale(identifier: "ru")) { print(message) }
        _ = Length(min: 8).validate("short")?.message(label: "Passwort", in: Locale(identifier: "de"))
        // "Passwort muss mindestens 8 Zeichen enthalten."
    }

    // MARK: MessagesAndLanguages.md

    static func languagesArticle(form: inout SignUp) throws {
        let report = try SignUp.rules.validate(&form, scenario: .register)
        let german = report.messages(in: Locale(identifier: "de"))
        // ["Username muss mindestens 4 Zeichen enthalten.", …]
        let body = report.problem(instance: "/signup", locale: Locale(identifier: "fr")).jsonData
        _ = (german, body)
        var catalog = MessageCatalog(
            language: "de",
            messages: ["handle.taken": "{attribute} ist schon vergeben.", .required: "Bitte {attribute} angeben."],
            labels: ["username": "Benutzername", "addresses[].zip": "Postleitzahl"])
        catalog.add(language: "es", labels: ["username": "Nombre de usuario"])
        let messages = report.messages(in: Locale(identifier: "de-AT"), catalog: catalog)
        let locale = catalog.locale(forAcceptLanguage: "fr-CH, fr;q=0.9, en;q=0.8")
        let problem = report.problem(locale: locale, catalog: catalog)
        _ = (messages, problem)
    }

    // MARK: README.md

    static func readmeLanguages(report: ValidationReport) {
        let catalog = MessageCatalog(language: "de", labels: ["username": "Benutzername"])
        let locale = catalog.locale(forAcceptLanguage: "de-CH, de;q=0.9, en;q=0.5")
        print(report.messages(in: locale, catalog: catalog)[0])
        // Benutzername muss mindestens 4 Zeichen enthalten.
    }
}
