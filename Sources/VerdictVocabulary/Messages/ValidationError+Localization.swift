import Foundation

extension ValidationError {
    /// The message in the language of `locale`, with `catalog`'s messages and labels: a rule's own
    /// `.message(_:)` as written, else the catalog's message for the code, else the built-in
    /// translation, else English. A locale in none of the 24 built-in languages gives English.
    ///
    /// ```swift
    /// error.message(in: Locale(identifier: "de"))   // "Username muss mindestens 4 Zeichen enthalten."
    /// error.message(in: Locale(identifier: "en"))   // the same as error.message
    /// ```
    public func message(in locale: Locale, catalog: MessageCatalog = MessageCatalog()) -> String {
        MessageLocalizer(locale: locale, catalog: catalog).message(of: self)
    }
}

extension ValidationReport {
    /// Every error's message in the language of `locale`, in the report's order; the locale is
    /// resolved once for all of them.
    ///
    /// ```swift
    /// for message in report.messages(in: Locale(identifier: "ru")) { print(message) }
    /// ```
    public func messages(in locale: Locale, catalog: MessageCatalog = MessageCatalog()) -> [String] {
        let localizer = MessageLocalizer(locale: locale, catalog: catalog)
        // Through the buffer, each error is read in place rather than copied (a copy retains
        // each of its references: a tenth of rendering an English message). Only its indices are
        // read, and the pointers handed on are used only during the call they are passed to.
        return unsafe errors.withUnsafeBufferPointer { errors in
            var messages: [String] = []
            messages.reserveCapacity(errors.count)
            if localizer.isPlainEnglish {
                for index in errors.indices { unsafe messages.append(errors[index].message) }
            } else {
                for index in errors.indices {
                    unsafe messages.append(localizer.message(at: errors.baseAddress! + index))
                }
            }
            return messages
        }
    }
}

extension RuleFailure {
    /// The message in the language of `locale`, with `label` for `{attribute}`.
    ///
    /// ```swift
    /// Length(min: 8).validate("short")?.message(label: "Passwort", in: Locale(identifier: "de"))
    /// // "Passwort muss mindestens 8 Zeichen enthalten."
    /// ```
    public func message(label: String, in locale: Locale, catalog: MessageCatalog = MessageCatalog()) -> String {
        MessageLocalizer(locale: locale, catalog: catalog).message(
            code: code, template: template, parameters: parameters, label: label, value: attemptedValue, path: nil)
    }
}
