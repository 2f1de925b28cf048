import Foundation

/// A locale resolved once against the built-in languages and a catalog: what renders every
/// message of a report in that language.
///
/// Which template an error is rendered with, first match wins:
/// 1. the rule's own `.message(_:)`, as written;
/// 2. the catalog's message for the error's code, in the locale's language or a more general one
///    (`pt-BR`, then `pt`), unless the error carries a message of its rule rather than the code's
///    built-in one (`Custom(message:)` with a built-in code);
/// 3. the built-in translation of the error's template, recognised by its English text;
/// 4. the template itself (English, or a rule's message of its own).
struct MessageLocalizer {
    /// The built-in language, English when Verdict has none for the locale.
    let language: BuiltInLanguage
    /// The language's parsed templates and rules (`nil` for English).
    private let templates: [MessageTemplate]?
    private let rules: LanguageRules?
    /// The catalog's entries along the locale's fallbacks, most specific first, each with the
    /// rules of its language.
    private let catalog: [(entries: MessageCatalog.Entries, rules: LanguageRules?)]
    private let hasLabels: Bool
    /// The BCP 47 tag of the language the text is in: the catalog's most specific language along
    /// the locale's fallbacks, or else the built-in language's tag (`en` when Verdict has none).
    let contentLanguage: String

    init(locale: Locale, catalog: MessageCatalog) {
        if catalog.isEmpty {
            let language = BuiltInLanguage(identifier: locale.identifier) ?? .english
            // Only Portuguese has rules that depend on the region: the tag is read for it alone.
            let region = language == .portuguese ? LanguageTag(locale.identifier)?.region : nil
            self.init(language: language, region: region)
        } else {
            self.init(tag: LanguageTag(locale.identifier), catalog: catalog)
        }
    }

    /// The built-in messages of `language` alone, without a catalog, with the rules of the
    /// language in `region` (see ``BuiltInLanguage/rules(region:)``).
    init(language: BuiltInLanguage, region: String? = nil) {
        self.language = language
        templates = language.table?.templates
        rules = language.rules(region: region)
        catalog = []
        hasLabels = false
        contentLanguage = language.rawValue
    }

    /// Whether the messages are those of ``ValidationError/message``: English, no catalog.
    var isPlainEnglish: Bool { templates == nil && catalog.isEmpty }

    init(tag: LanguageTag?, catalog: MessageCatalog) {
        language = tag.flatMap(BuiltInLanguage.init) ?? .english
        templates = language.table?.templates
        rules = language.rules(region: tag?.region)
        var contentLanguage: String?
        if catalog.isEmpty || tag == nil {
            self.catalog = []
        } else {
            self.catalog = tag!.fallbacks.compactMap { fallback in
                guard let entries = catalog.entries[fallback.description] else { return nil }
                if contentLanguage == nil { contentLanguage = fallback.description }
                let rules: LanguageRules? =
                    if let language = BuiltInLanguage(fallback) {
                        language.rules(region: tag!.region)
                    } else {
                        LanguageRules.unknown
                    }
                return (entries, rules)
            }
        }
        hasLabels = self.catalog.contains { !$0.entries.labels.isEmpty }
        self.contentLanguage = contentLanguage ?? language.rawValue
    }

    /// The message of `error`.
    func message(of error: ValidationError) -> String {
        // The pointer is read only during the call it is lent to.
        unsafe withUnsafePointer(to: error) { unsafe message(at: $0) }
    }

    /// The message of the error at `error`, read in place: passing an error by value copies it,
    /// retaining each of its references (as much as a tenth of rendering its message).
    /// The caller keeps the error alive and unchanged during the call.
    func message(at error: UnsafePointer<ValidationError>) -> String {
        if catalog.isEmpty {
            // Without a catalog, only the built-in translation can apply: no path, no label to
            // look up, nothing copied.
            guard let templates, let builtIn = unsafe error.pointee.template.storage.builtIn else {
                return unsafe error.pointee.message
            }
            return unsafe templates[builtIn.rawValue].storage.render(
                error.pointee.parameters, attribute: error.pointee.label,
                value: error.pointee.isSensitive ? .string(ParsedTemplate.hiddenValue) : error.pointee.attemptedValue,
                language: rules)
        }
        let error = unsafe error.pointee
        return message(
            code: error.code, template: error.template, parameters: error.parameters, label: error.label,
            value: error.isSensitive ? .string(ParsedTemplate.hiddenValue) : error.attemptedValue, path: error.path)
    }

    /// The message of a failure, with `label` for `{attribute}` and, when given, `path` to look
    /// a catalog's label up by.
    func message(
        code: ErrorCode, template: MessageTemplate, parameters: [String: MessageParameter], label: String,
        value: MessageParameter?, path: AttributePath?
    ) -> String {
        let parsed = template.storage
        if parsed.isOwn { return template.render(parameters, attribute: label, value: value) }
        var label = label
        var parameters = parameters
        if hasLabels {
            label = self.label(label, path: path)
            if let other = parameters["compareValue"]?.stringValue, let localized = catalogLabel(other) {
                parameters["compareValue"] = .string(localized)
            }
        }
        if !catalog.isEmpty, Self.catalogApplies(to: code, parsed) {
            for (entries, rules) in catalog {
                if let own = entries.messages[code] {
                    return own.render(parameters, attribute: label, value: value, language: rules)
                }
            }
        }
        if let builtIn = parsed.builtIn, let templates {
            return templates[builtIn.rawValue].render(parameters, attribute: label, value: value, language: rules)
        }
        return template.render(parameters, attribute: label, value: value)
    }

    /// A built-in message of `language` that belongs to no error (the problem's title and detail).
    func message(_ message: BuiltInMessage, _ parameters: [String: MessageParameter] = [:]) -> String {
        (templates?[message.rawValue] ?? MessageTemplate(message.english)).storage
            .render(parameters, language: rules)
    }

    /// The catalog's label for the attribute at `path` whose label is `label`, or `label`.
    func label(_ label: String, path: AttributePath?) -> String {
        guard hasLabels else { return label }
        let exact = path?.description
        let pattern = path.flatMap(Self.pattern)
        for (entries, _) in catalog where !entries.labels.isEmpty {
            if let exact, let found = entries.labels[exact] { return found }
            if let pattern, let found = entries.labels[pattern] { return found }
            if let found = entries.labels[label] ?? entries.derivedLabels[label] { return found }
        }
        return label
    }

    /// The catalog's label for an attribute named by its English label (`{compareValue}`).
    private func catalogLabel(_ label: String) -> String? {
        for (entries, _) in catalog {
            if let found = entries.labels[label] ?? entries.derivedLabels[label] { return found }
        }
        return nil
    }

    /// Whether a catalog's message for `code` may replace a template: not when the code is a
    /// built-in one and the template is not that code's built-in message (then it is the rule's
    /// own, such as `Custom(message:)`'s).
    private static func catalogApplies(to code: ErrorCode, _ parsed: ParsedTemplate) -> Bool {
        if let builtIn = parsed.builtIn, builtIn.codes.contains(code) { return true }
        return !BuiltInMessage.builtInCodes.contains(code)
    }

    /// The path printed with its indices left out (`addresses[].zip`); `nil` when it has none.
    private static func pattern(_ path: AttributePath) -> String? {
        guard path.components.contains(where: { if case .index = $0 { true } else { false } }) else { return nil }
        var unindexed = AttributePath(path.components.map { if case .index = $0 { .index(0) } else { $0 } }).description
        unindexed = unindexed.replacingOccurrences(of: "[0]", with: "[]")
        return unindexed
    }
}
