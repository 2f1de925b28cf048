import Foundation
import VerdictVocabulary

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
        /// Some character must satisfy the predicate. `ascii`, when set, holds the ASCII
        /// characters that do, for the byte-level shortcut (see `asciiContainsAny(_:in:)`).
        case containsAny(ascii: ASCIISet?)
        /// Every character must satisfy the predicate. `scalars`, when set, is the set every
        /// scalar of a passing value belongs to (`only(_:)` with a `CharacterSet`), for a shortcut
        /// that skips forming characters.
        case containsOnly(scalars: (set: CharacterSet, ascii: ASCIISet)?)
    }

    private let mode: Mode
    private let failureCode: ErrorCode
    private let failureTemplate: MessageTemplate
    private let predicate: @Sendable (Character) -> Bool

    /// A `contains…` rule: `predicate` must hold for some character.
    private init(
        containsAny code: ErrorCode, _ template: MessageTemplate,
        _ predicate: @escaping @Sendable (Character) -> Bool
    ) {
        self.mode = .containsAny(ascii: Self.asciiShortcut(for: predicate))
        self.failureCode = code
        self.failureTemplate = template
        self.predicate = predicate
    }

    /// An `only` rule: `predicate` must hold for every character.
    private init(
        containsOnly scalars: (set: CharacterSet, ascii: ASCIISet)?,
        _ predicate: @escaping @Sendable (Character) -> Bool
    ) {
        self.mode = .containsOnly(scalars: scalars)
        self.failureCode = .charactersNotAllowed
        self.failureTemplate = Self.notAllowedTemplate
        self.predicate = predicate
    }

    private static let notAllowedTemplate: MessageTemplate = "{attribute} must not contain “{character}”."

    /// At least one decimal digit, in any script (`7`, `٣`).
    ///
    /// ```swift
    /// Characters.containsDigit.validate("abc1") // nil
    /// ```
    public static let containsDigit = Characters(
        containsAny: .charactersMissingDigit, "{attribute} must contain at least one digit."
    ) { $0.unicodeScalars.first?.properties.generalCategory == .decimalNumber }

    /// At least one letter, in any script.
    ///
    /// ```swift
    /// Characters.containsLetter.validate("1234")?.code // .charactersMissingLetter
    /// ```
    public static let containsLetter = Characters(
        containsAny: .charactersMissingLetter, "{attribute} must contain at least one letter.", \.isLetter)

    /// At least one uppercase letter.
    ///
    /// ```swift
    /// Characters.containsUppercase.validate("abc")?.code // .charactersMissingUppercase
    /// ```
    public static let containsUppercase = Characters(
        containsAny: .charactersMissingUppercase, "{attribute} must contain at least one uppercase letter.",
        \.isUppercase)

    /// At least one lowercase letter.
    ///
    /// ```swift
    /// Characters.containsLowercase.validate("ABC")?.code // .charactersMissingLowercase
    /// ```
    public static let containsLowercase = Characters(
        containsAny: .charactersMissingLowercase, "{attribute} must contain at least one lowercase letter.",
        \.isLowercase)

    /// At least one punctuation mark or symbol (`!`, `#`, `€`, an emoji).
    ///
    /// ```swift
    /// Characters.containsSymbol.validate("pa$$word") // nil
    /// ```
    public static let containsSymbol = Characters(
        containsAny: .charactersMissingSymbol,
        "{attribute} must contain at least one symbol or punctuation mark."
    ) { $0.isPunctuation || $0.isSymbol }

    /// Only characters whose scalars all belong to `set`.
    ///
    /// ```swift
    /// Characters.only(.decimalDigits).validate("12a")?.code // .charactersNotAllowed
    /// ```
    public static func only(_ set: CharacterSet) -> Characters {
        Characters(containsOnly: (set, ASCIISet(set.contains))) { $0.unicodeScalars.allSatisfy(set.contains) }
    }

    /// Only characters for which `predicate` holds.
    ///
    /// ```swift
    /// Characters.only { $0.isASCII }.validate("café")?.code // .charactersNotAllowed
    /// ```
    public static func only(_ predicate: @escaping @Sendable (Character) -> Bool) -> Characters {
        Characters(containsOnly: nil, predicate)
    }

    /// Fails with the rule's code: a `containsDigit`-style rule when no character qualifies, an
    /// `only` rule at the first character that is not allowed (named by the `character` parameter).
    ///
    /// ```swift
    /// Characters.containsUppercase.validate("Abc") // nil
    /// ```
    public func apply(to value: inout String) -> RuleFailure? {
        switch mode {
        case .containsAny(let ascii):
            // The byte-level answer when the bytes give one, else the character scan.
            let contains = ascii.flatMap { Self.asciiContainsAny($0, in: value) } ?? value.contains(where: predicate)
            if contains { return nil }
            return RuleFailure(code: failureCode, template: failureTemplate, attemptedValue: .string(value))
        case .containsOnly(let scalars):
            if let scalars, Self.allScalars(of: value, in: scalars.set, ascii: scalars.ascii) { return nil }
            guard let refused = value.first(where: { !predicate($0) }) else { return nil }
            return RuleFailure(
                code: failureCode, template: failureTemplate,
                parameters: ["character": .string(String(refused))], attemptedValue: .string(value))
        }
    }

    /// The ASCII characters satisfying a `contains…` predicate, or `nil` when the shortcut
    /// would not be exact: when CR, LF or the one two-scalar ASCII character CR LF satisfies it.
    private static func asciiShortcut(for predicate: (Character) -> Bool) -> ASCIISet? {
        guard !predicate("\r"), !predicate("\n"), !predicate("\r\n") else { return nil }
        return ASCIISet { predicate(Character($0)) }
    }

    /// Whether `value` has a character in `ascii`, answered from the UTF-8 bytes, or `nil` when
    /// only the `Character` scan can tell.
    ///
    /// No grapheme rule joins two ASCII scalars except CR LF, so an ASCII byte with an ASCII
    /// byte (or an end of the string) on each side is a character of its own: a hit there
    /// answers `true`. In a string that is all ASCII every character is such a byte or CR LF,
    /// and `ascii` excludes CR, LF and CR LF, so no hit answers `false`.
    private static func asciiContainsAny(_ ascii: ASCIISet, in value: String) -> Bool? {
        // Unsafe: the bytes are read only during the call that lends them, below their count.
        unsafe value.withUTF8Bytes { bytes in
            var isASCII = true
            for i in bytes.indices {
                if unsafe bytes[i] >= 0x80 {
                    isASCII = false
                } else if unsafe ascii.contains(bytes[i]), unsafe i == 0 || bytes[i - 1] < 0x80,
                    unsafe i + 1 == bytes.count || bytes[i + 1] < 0x80
                {
                    return true
                }
            }
            return isASCII ? false : nil
        }
    }

    /// Whether every scalar of `value` is in `set`, which for `only(_:)` with a `CharacterSet` is
    /// whether every character passes. ASCII bytes are looked up in `ascii`.
    private static func allScalars(of value: String, in set: CharacterSet, ascii: ASCIISet) -> Bool {
        // Unsafe: the bytes are read only during the call that lends them, below their count.
        let asciiAnswer: Bool? = unsafe value.withUTF8Bytes { bytes in
            var iterator = unsafe bytes.makeIterator()
            while let byte = unsafe iterator.next() {
                guard byte < 0x80 else { return nil }
                if !ascii.contains(byte) { return false }
            }
            return true
        }
        return asciiAnswer ?? value.unicodeScalars.allSatisfy(set.contains)
    }
}
