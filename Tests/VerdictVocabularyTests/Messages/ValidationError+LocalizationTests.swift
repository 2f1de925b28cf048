import Foundation
import Testing
import VerdictTesting
import VerdictValidation

@testable import VerdictTestSupport

/// Messages rendered in a locale given at the call: the precedence of a rule's own message, a
/// catalog, the built-in language, its base language and English; labels from a catalog; the
/// problem details; numbers and right-to-left text.
@Suite("Messages in the user's language")
struct ValidationErrorLocalizationTests {
    static let invalid = SignUp(
        username: "Al", email: "alice@example", password: "short", passwordRepeat: "shorter", age: 12)

    static func report() throws -> ValidationReport {
        var form = invalid
        return try SignUp.rules.validate(&form, scenario: .register)
    }

    @Test("without a locale, and in English, the messages are the English ones") func english() throws {
        let report = try Self.report()
        #expect(report.messages(in: Locale(identifier: "en")) == report.errors.map(\.message))
        #expect(report.messages(in: Locale(identifier: "en_GB")) == report.errors.map(\.message))
        #expect(report.messages(in: Locale(identifier: "tlh")) == report.errors.map(\.message))
        #expect(report.problem(locale: Locale(identifier: "en")).jsonData == report.problem().jsonData)
    }

    @Test(
        "the sign-up's messages in German, Russian and Arabic",
        arguments: [
            (
                "de",
                [
                    "Username muss mindestens 4 Zeichen enthalten.", "Email ist keine gültige E-Mail-Adresse.",
                    "Age darf nicht kleiner als 18 sein.", "Password muss mindestens 8 Zeichen enthalten.",
                    "Password repeat muss mit Password übereinstimmen.",
                ]
            ),
            (
                "ru",
                [
                    "Поле «Username» должно содержать не менее 4 символов.",
                    "Поле «Email» не содержит корректный адрес электронной почты.",
                    "Поле «Age» должно быть не меньше 18.",
                    "Поле «Password» должно содержать не менее 8 символов.",
                    "Поле «Password repeat» должно совпадать со значением Password.",
                ]
            ),
            (
                "ar",
                [
                    "يجب أن يحتوي الحقل «Username» على 4 أحرف على الأقل.",
                    "الحقل «Email» ليس عنوان بريد إلكتروني صالحًا.",
                    "يجب ألا تقل قيمة الحقل «Age» عن 18.",
                    "يجب أن يحتوي الحقل «Password» على 8 أحرف على الأقل.",
                    "يجب أن تكون قيمة الحقل «Password repeat» مساوية لـ Password.",
                ]
            ),
        ])
    func signUp(identifier: String, expected: [String]) throws {
        #expect(try Self.report().messages(in: Locale(identifier: identifier)) == expected)
    }

    @Test("the README's example prints what the README says") func readme() throws {
        let report = try Self.report()
        let catalog = MessageCatalog(language: "de", labels: ["username": "Benutzername"])
        let locale = catalog.locale(forAcceptLanguage: "de-CH, de;q=0.9, en;q=0.5")
        #expect(report.messages(in: locale, catalog: catalog)[0] == "Benutzername muss mindestens 4 Zeichen enthalten.")
    }

    @Test("one error's message and the report's agree") func oneError() throws {
        let report = try Self.report()
        let locale = Locale(identifier: "fr_FR")
        #expect(report.errors.map { $0.message(in: locale) } == report.messages(in: locale))
        #expect(report.errors[0].message(in: locale) == "Le champ Username doit contenir au moins 4 caractères.")
    }

    // MARK: Precedence

    struct Account: Sendable {
        var name = ""
        var code = ""
        var handle = ""
        var pin = ""

        static let rules = RuleSet<Account> {
            Attribute(\.name) { Length(min: 3).message("{attribute}: {min}+ please.") }
            Attribute(\.code) { Custom<String>(message: "{attribute} must be even.") { $0.count % 2 == 0 } }
            Constraint(\.handle, code: "handle.taken", message: "{attribute} is taken.") { _ in false }
            Attribute(\.pin) { Length(4) }
        }
    }

    /// The errors of the name, the code, the handle and the pin, in that order.
    static func accountErrors() throws -> [ValidationError] {
        let report = try Account.rules.testValidate(Account(name: "Al", code: "abc", handle: "x", pin: "12")).report
        return [\Account.name, \Account.code, \Account.handle, \Account.pin].map { report.errors(at: $0)[0] }
    }

    @Test("a rule's own message wins over the catalog and the built-in language") func ownMessage() throws {
        let name = try Self.accountErrors()[0]
        let catalog = MessageCatalog(language: "de", messages: [.stringTooShort: "{attribute} ist zu kurz."])
        #expect(name.message(in: Locale(identifier: "de"), catalog: catalog) == "Name: 3+ please.")
        #expect(name.message(in: Locale(identifier: "de")) == "Name: 3+ please.")
    }

    @Test("a message given at the rule with a built-in code stays as written") func customWithBuiltInCode() throws {
        let code = try Self.accountErrors()[1]
        #expect(code.code == .customFailed)
        let catalog = MessageCatalog(language: "de", messages: [.customFailed: "{attribute} ist ungültig."])
        #expect(code.message(in: Locale(identifier: "de"), catalog: catalog) == "Code must be even.")
    }

    @Test("a catalog translates a code of your own, by language then base language") func ownCode() throws {
        let handle = try Self.accountErrors()[2]
        var catalog = MessageCatalog(language: "pt", messages: ["handle.taken": "{attribute} já está em uso."])
        catalog.add(language: "pt-PT", messages: ["handle.taken": "{attribute} já está a ser utilizado."])
        #expect(handle.message(in: Locale(identifier: "pt_BR"), catalog: catalog) == "Handle já está em uso.")
        #expect(handle.message(in: Locale(identifier: "pt_PT"), catalog: catalog) == "Handle já está a ser utilizado.")
        // No entry for German: the built-in translation of the English text, then English.
        #expect(handle.message(in: Locale(identifier: "de"), catalog: catalog) == "Handle is taken.")
    }

    @Test("a catalog's message replaces the built-in one; other languages keep theirs") func catalogOverBuiltIn() throws
    {
        let pin = try Self.accountErrors()[3]
        let catalog = MessageCatalog(
            language: "de", messages: [.stringWrongLength: "Bitte genau {length} Ziffern für {attribute}."])
        #expect(pin.message(in: Locale(identifier: "de_AT"), catalog: catalog) == "Bitte genau 4 Ziffern für Pin.")
        #expect(pin.message(in: Locale(identifier: "nl"), catalog: catalog) == "Pin moet precies 4 tekens bevatten.")
        #expect(pin.message(in: Locale(identifier: "sw"), catalog: catalog) == pin.message)
    }

    @Test("a built-in language is reached through its base language") func baseLanguage() throws {
        let pin = try Self.accountErrors()[3]
        #expect(pin.message(in: Locale(identifier: "es_MX")) == "El campo Pin debe contener exactamente 4 caracteres.")
        #expect(pin.message(in: Locale(identifier: "zh-Hant-HK")) == "Pin必須正好是4個字元。")
        #expect(pin.message(in: Locale(identifier: "zh_CN")) == "Pin必须正好是4个字符。")
    }

    @Test("an error decoded from JSON is translated as well") func decoded() throws {
        let error = try Self.report().errors[0]
        let decoded = try JSONDecoder().decode(ValidationError.self, from: JSONEncoder().encode(error))
        let locale = Locale(identifier: "pl")
        #expect(decoded.message(in: locale) == error.message(in: locale))
        #expect(decoded.message(in: locale) == "Pole Username musi zawierać co najmniej 4 znaki.")
    }

    // MARK: Labels

    @Test("labels from a catalog: by path, by path without indices, by English label") func labels() throws {
        var form = SignUp(username: "alice", email: "alice@example.com", age: 30, tags: ["ok", ""])
        let report = try SignUp.rules.validate(&form, scenario: .register)
        let catalog = MessageCatalog(
            language: "de",
            labels: ["password": "Passwort", "tags[]": "Schlagwort", "Password repeat": "Passwort (Wiederholung)"])
        let locale = Locale(identifier: "de")
        #expect(
            report.messages(in: locale, catalog: catalog) == [
                "Schlagwort darf nicht leer sein.", "Passwort darf nicht leer sein.",
                "Passwort (Wiederholung) darf nicht leer sein.",
            ])
    }

    @Test("a label keyed by a property also names it where another rule mentions it") func compareLabel() throws {
        let error = try Self.report().errors(at: \SignUp.passwordRepeat)[0]
        let catalog = MessageCatalog(
            language: "de", labels: ["password": "Passwort", "passwordRepeat": "Passwort (Wiederholung)"])
        #expect(
            error.message(in: Locale(identifier: "de"), catalog: catalog)
                == "Passwort (Wiederholung) muss mit Passwort übereinstimmen.")
    }

    // MARK: Numbers, lists, plurals, right-to-left

    struct Sizes: Sendable {
        var count = 0
        var ratio = 0.0
        var text = ""
        var choice = ""

        static let rules = RuleSet<Sizes> {
            Attribute(\.count) { Number(min: 12_345) }
            Attribute(\.ratio) { Number(max: 1.5) }
            Attribute(\.text) { Length(min: 21) }
            Attribute(\.choice) { In(["a", "b"]) }
        }
    }

    @Test(
        "numbers and lists are written for the language",
        arguments: [
            (
                "de",
                [
                    "Count darf nicht kleiner als 12.345 sein.", "Ratio darf nicht größer als 1,5 sein.",
                    "Text muss mindestens 21 Zeichen enthalten.", "Choice muss einer dieser Werte sein: a, b.",
                ]
            ),
            (
                "ru",
                [
                    "Поле «Count» должно быть не меньше 12\u{A0}345.", "Поле «Ratio» должно быть не больше 1,5.",
                    "Поле «Text» должно содержать не менее 21 символа.",
                    "Поле «Choice» должно иметь одно из значений: a, b.",
                ]
            ),
            (
                "hi",
                [
                    "Count का मान 12,345 से कम नहीं होना चाहिए।", "Ratio का मान 1.5 से अधिक नहीं होना चाहिए।",
                    "Text में कम से कम 21 अक्षर होने चाहिए।", "Choice का मान इनमें से एक होना चाहिए: a, b।",
                ]
            ),
            (
                "ja",
                [
                    "Countは12,345以上にしてください。", "Ratioは1.5以下にしてください。", "Textは21文字以上で入力してください。",
                    "Choiceは次のいずれかにしてください：a、b。",
                ]
            ),
        ])
    func numbers(identifier: String, expected: [String]) throws {
        let report = try Sizes.rules.testValidate(Sizes(count: 1, ratio: 2, text: "x", choice: "c")).report
        #expect(report.messages(in: Locale(identifier: identifier)) == expected)
    }

    @Test("right-to-left messages keep the label and the numbers, with no direction marks", arguments: ["ar", "he"])
    func rightToLeft(identifier: String) throws {
        let report = try Sizes.rules.testValidate(Sizes(count: 1, ratio: 2, text: "x", choice: "c")).report
        let messages = report.messages(in: Locale(identifier: identifier))
        for (message, label) in zip(messages, ["Count", "Ratio", "Text", "Choice"]) {
            #expect(message.contains(label))
            let marks = message.unicodeScalars.filter {
                (0x200E...0x200F).contains($0.value) || (0x202A...0x202E).contains($0.value)
                    || (0x2066...0x2069).contains($0.value)
            }
            #expect(marks.isEmpty, "\(message)")
            #expect(message.unicodeScalars.contains { (0x0590...0x06FF).contains($0.value) })
        }
        #expect(messages[0].contains("12,345"))
        #expect(messages[1].contains("1.5"))
        #expect(messages[2].contains("21"))
    }

    // MARK: Problem details

    @Test("problem details in German: title, detail, messages; codes and parameters unchanged") func problem() throws {
        let report = try Self.report()
        let german = report.problem(instance: "/signup", locale: Locale(identifier: "de"))
        let english = report.problem(instance: "/signup")
        #expect(german.title == "Die Anfrage ist ungültig.")
        #expect(german.detail == "5 Fehler.")
        #expect(german.errors.map(\.message) == report.messages(in: Locale(identifier: "de")))
        #expect(german.errors.map(\.code) == english.errors.map(\.code))
        #expect(german.errors.map(\.parameters) == english.errors.map(\.parameters))
        let unreadable = report.problem(status: 400, locale: Locale(identifier: "uk"))
        #expect(unreadable.title == "Не вдалося прочитати тіло запиту.")
        #expect(
            ValidationReport(errors: [], scenario: .default).problem(locale: Locale(identifier: "pl")).detail
                == "Brak błędów.")
    }

    @Test(
        "the problem's detail counts with the language's plurals",
        arguments: [
            ("ru", 1, 0, "1 ошибка."), ("ru", 3, 0, "3 ошибки."), ("ru", 5, 0, "5 ошибок."),
            ("ru", 21, 2, "21 ошибка, 2 предупреждения."),
            ("ar", 2, 0, "2 خطآن."), ("ar", 11, 0, "11 خطأً."), ("en", 1, 1, "1 error, 1 warning."),
            ("en", 0, 2, "2 warnings."),
            ("ja", 3, 1, "エラー3件、警告1件。"), ("cs", 2, 0, "2 chyby."), ("cs", 5, 0, "5 chyb."),
        ])
    func detail(identifier: String, errors: Int, warnings: Int, expected: String) {
        let error = ValidationError(
            path: AttributePath("a"), keyPath: nil,
            failure: RuleFailure(code: .required, template: "{attribute} cannot be blank."),
            label: "A")
        var warning = error
        warning.severity = .warning
        let report = ValidationReport(
            errors: Array(repeating: error, count: errors) + Array(repeating: warning, count: warnings),
            scenario: .default)
        #expect(report.problem(locale: Locale(identifier: identifier)).detail == expected)
        if identifier == "en" { #expect(report.problem().detail == expected) }
    }

    @Test("a failure renders in a locale with the label given") func failure() throws {
        let failure = try #require(Length(min: 8).validate("short"))
        #expect(
            failure.message(label: "Passwort", in: Locale(identifier: "de"))
                == "Passwort muss mindestens 8 Zeichen enthalten.")
    }
}
