import Foundation

/// Checks which characters a string contains (after ALPValidator): at least one digit, letter,
/// uppercase or lowercase letter, or symbol; or only characters from an allowed set.
///
/// Characters are user-perceived (`Character`), so `"É"` written as `E` plus a combining accent
/// is one uppercase letter.
///
/// ```swift
/// Characters.containsDigit.validate("password")?.message(label: "Password")
/// // "Password must contain at least one digit."
/// Characters.only(.alphanumerics).validate("abc-1")?.message(label: "Code")
/// // "Code must not contain “-”."
/// ```
public struct Characters: ValueRule {
    private enum Mode {
        /// Some character must satisfy the predicate.
        case containsAny
        /// Every character must satisfy the predicate.
        case containsOnly
    }

    private let mode: Mode
    private let failureCode: ErrorCode
    private let failureTemplate: MessageTemplate
    private let predicate: @Sendable (Character) -> Bool

    private init(
        _ mode: Mode, _ code: ErrorCode, _ template: MessageTemplate,
        _ predicate: @escaping @Sendable (Character) -> Bool
    ) {
        self.mode = mode
        self.failureCode = code
        self.failureTemplate = template
        self.predicate = predicate
    }

    /// At least one decimal digit, in any script (`7`, `٣`).
    ///
    /// ```swift
    /// Characters.containsDigit.validate("abc1") // nil
    /// ```
    public static let containsDigit = Characters(
        .containsAny, .charactersMissingDigit, "{attribute} must contain at least one digit."
    ) { $0.unicodeScalars.first?.properties.generalCategory == .decimalNumber }

    /// At least one letter, in any script.
    ///
    /// ```swift
    /// Characters.containsLetter.validate("1234")?.code // .charactersMissingLetter
    /// ```
    public static let containsLetter = Characters(
        .containsAny, .charactersMissingLetter, "{attribute} must contain at least one letter.", \.isLetter)

    /// At least one uppercase letter.
    ///
    /// ```swift
    /// Characters.containsUppercase.validate("abc")?.code // .charactersMissingUppercase
    /// ```
    public static let containsUppercase = Characters(
        .containsAny, .charactersMissingUppercase, "{attribute} must contain at least one uppercase letter.",
        \.isUppercase)

    /// At least one lowercase letter.
    ///
    /// ```swift
    /// Characters.containsLowercase.validate("ABC")?.code // .charactersMissingLowercase
    /// ```
    public static let containsLowercase = Characters(
        .containsAny, .charactersMissingLowercase, "{attribute} must contain at least one lowercase letter.",
        \.isLowercase)

    /// At least one punctuation mark or symbol (`!`, `#`, `€`, an emoji).
    ///
    /// ```swift
    /// Characters.containsSymbol.validate("pa$$word") // nil
    /// ```
    public static let containsSymbol = Characters(
        .containsAny, .charactersMissingSymbol,
        "{attribute} must contain at least one symbol or punctuation mark."
    ) { $0.isPunctuation || $0.isSymbol }

    /// Only characters whose scalars all belong to `set`.
    ///
    /// ```swift
    /// Characters.only(.decimalDigits).validate("12a")?.code // .charactersNotAllowed
    /// ```
    public static func only(_ set: CharacterSet) -> Characters {
        only { $0.unicodeScalars.allSatisfy(set.contains) }
    }

    /// Only characters for which `predicate` holds.
    ///
    /// ```swift
    /// Characters.only { $0.isASCII }.validate("café")?.code // .charactersNotAllowed
    /// ```
    public static func only(_ predicate: @escaping @Sendable (Character) -> Bool) -> Characters {
        Characters(.containsOnly, .charactersNotAllowed, "{attribute} must not contain “{character}”.", predicate)
    }

    /// Fails with the rule's code: a `containsDigit`-style rule when no character qualifies, an
    /// `only` rule at the first character that is not allowed (named by the `character` parameter).
    ///
    /// ```swift
    /// Characters.containsUppercase.validate("Abc") // nil
    /// ```
    public func apply(to value: inout String) -> RuleFailure? {
        var parameters: [String: MessageParameter] = ["value": .string(value)]
        switch mode {
        case .containsAny:
            if value.contains(where: predicate) { return nil }
        case .containsOnly:
            guard let refused = value.first(where: { !predicate($0) }) else { return nil }
            parameters["character"] = .string(String(refused))
        }
        return RuleFailure(code: failureCode, template: failureTemplate, parameters: parameters)
    }
}
