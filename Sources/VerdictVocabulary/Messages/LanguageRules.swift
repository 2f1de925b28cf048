/// What rendering a message in one language needs besides its templates: the plural rule, the
/// way numbers are written, and the translations of the English phrases Verdict puts in some
/// parameters (`{expected}`: "a whole number").
/// A class, so that passing a language's rules to each rendering retains one reference.
final class LanguageRules: Sendable {
    let plural: PluralRule
    let numbers: NumberStyle
    /// English phrase → its translation, for the parameters of ``BuiltInMessage/phraseParameters``.
    let phrases: [String: String]

    init(plural: PluralRule, numbers: NumberStyle, phrases: [String: String]) {
        self.plural = plural
        self.numbers = numbers
        self.phrases = phrases
    }

    /// The rules of a catalog's language that Verdict does not know: `one` for exactly 1, digits
    /// as in English.
    static let unknown = LanguageRules(plural: .oneIfExactlyOne, numbers: .plain, phrases: [:])

    /// The translation of `value` when parameter `name` holds one of Verdict's English phrases.
    func phrase(_ value: MessageParameter, parameter name: String) -> MessageParameter? {
        guard let text = value.stringValue, !phrases.isEmpty else { return nil }
        // `compareValue` and `format` hold one phrase each: a comparison spares the hashing.
        let isPhrase =
            switch name {
            case "expected": true
            case "compareValue": text == "the other value"
            case "format": text == "form data"
            default: false
            }
        guard isPhrase, let translated = phrases[text] else { return nil }
        return .string(translated)
    }
}

/// The messages of one built-in language: a `switch` over every ``BuiltInMessage`` (the compiler
/// checks that none is missing), parsed once into ``templates``, and the language's rules.
protocol LanguageTable {
    /// How the language writes numbers and chooses plurals.
    static var rules: LanguageRules { get }
    /// ``text(_:)`` of every message, parsed, in the order of ``BuiltInMessage``.
    static var templates: [MessageTemplate] { get }
    /// The template of `message` in the language.
    static func text(_ message: BuiltInMessage) -> String
}

extension LanguageTable {
    /// Every message parsed, once (each table keeps them in a `static let`).
    static func parsedTemplates() -> [MessageTemplate] {
        BuiltInMessage.allCases.map { MessageTemplate(text($0)) }
    }
}
