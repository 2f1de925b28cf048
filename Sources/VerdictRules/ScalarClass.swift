import VerdictVocabulary

/// A class of Unicode scalars defined by properties, with ICU's definitions (those of
/// `NSRegularExpression` without options), read from the standard library's
/// `Unicode.Scalar.Properties`.
///
/// The standard library may know a newer Unicode version than the ICU Foundation carries: a
/// scalar assigned since (for example U+1ACF, a mark of Unicode 16) is a member here and not
/// to ICU. Every scalar assigned in both versions has the same answer.
///
/// ```swift
/// ScalarClass.word.contains(0x00E9)        // true: "é" is alphabetic
/// ScalarClass.digit.contains(0x0663)       // true: Nd
/// ScalarClass.notLineTerminator.contains(0x2028) // false: `.` stops at a line separator
/// ```
enum ScalarClass: Sendable {
    /// `\w`: Alphabetic, marks, decimal digits, connector punctuation, U+200C and U+200D.
    case word
    /// `\d`: decimal digits (Nd).
    case digit
    /// `\s`: White_Space.
    case space
    /// `.`: anything but a line terminator (U+000A to U+000D, U+0085, U+2028, U+2029).
    case notLineTerminator
    /// `\p{…}` of general categories: the categories whose bit (`1 << index`) is set.
    case categories(UInt32)
    /// `\p{Alphabetic}`.
    case alphabetic
    /// The complement of a class (`\W`, `\D`, `\S`, `\P{…}`).
    indirect case not(ScalarClass)

    /// Whether `scalar` (a Unicode scalar value; any other value is in no class) is a member.
    func contains(_ scalar: UInt32) -> Bool {
        guard let unicodeScalar = Unicode.Scalar(scalar) else { return false }
        switch self {
        case .word:
            if scalar == 0x200C || scalar == 0x200D { return true }
            let properties = unicodeScalar.properties
            return properties.isAlphabetic || Self.wordCategories & Self.bit(properties.generalCategory) != 0
        case .digit:
            return unicodeScalar.properties.generalCategory == .decimalNumber
        case .space:
            return unicodeScalar.properties.isWhitespace
        case .notLineTerminator:
            return !Self.isLineTerminator(scalar)
        case .categories(let mask):
            return mask & Self.bit(unicodeScalar.properties.generalCategory) != 0
        case .alphabetic:
            return unicodeScalar.properties.isAlphabetic
        case .not(let inner):
            return !inner.contains(scalar)
        }
    }

    /// ICU's line terminators, which `.` does not match and before which (the last one) `$`
    /// matches: U+000A to U+000D, U+0085, U+2028 and U+2029.
    static func isLineTerminator(_ scalar: UInt32) -> Bool {
        (0x0A...0x0D).contains(scalar) || scalar == 0x85 || scalar == 0x2028 || scalar == 0x2029
    }

    /// The general categories in the order of their bits.
    private static let allCategories: [Unicode.GeneralCategory] = [
        .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        .nonspacingMark, .spacingMark, .enclosingMark,
        .decimalNumber, .letterNumber, .otherNumber,
        .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
        .finalPunctuation, .otherPunctuation,
        .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol,
        .spaceSeparator, .lineSeparator, .paragraphSeparator,
        .control, .format, .surrogate, .privateUse, .unassigned,
    ]

    /// The bit of `category` in a `categories` mask.
    static func bit(_ category: Unicode.GeneralCategory) -> UInt32 {
        switch category {
        case .uppercaseLetter: 1 << 0
        case .lowercaseLetter: 1 << 1
        case .titlecaseLetter: 1 << 2
        case .modifierLetter: 1 << 3
        case .otherLetter: 1 << 4
        case .nonspacingMark: 1 << 5
        case .spacingMark: 1 << 6
        case .enclosingMark: 1 << 7
        case .decimalNumber: 1 << 8
        case .letterNumber: 1 << 9
        case .otherNumber: 1 << 10
        case .connectorPunctuation: 1 << 11
        case .dashPunctuation: 1 << 12
        case .openPunctuation: 1 << 13
        case .closePunctuation: 1 << 14
        case .initialPunctuation: 1 << 15
        case .finalPunctuation: 1 << 16
        case .otherPunctuation: 1 << 17
        case .mathSymbol: 1 << 18
        case .currencySymbol: 1 << 19
        case .modifierSymbol: 1 << 20
        case .otherSymbol: 1 << 21
        case .spaceSeparator: 1 << 22
        case .lineSeparator: 1 << 23
        case .paragraphSeparator: 1 << 24
        case .control: 1 << 25
        case .format: 1 << 26
        case .surrogate: 1 << 27
        case .privateUse: 1 << 28
        case .unassigned: 1 << 29
        @unknown default: 0
        }
    }

    private static let wordCategories =
        bit(.nonspacingMark) | bit(.spacingMark) | bit(.enclosingMark) | bit(.decimalNumber)
        | bit(.connectorPunctuation)

    /// The class `\p{name}` names, for the general categories by their short names (`L`, `Lu`,
    /// `Nd`…) and a few long ones, or `nil` for a name left outside the automaton (scripts,
    /// blocks, other properties, loose spellings).
    static func property(named name: String) -> ScalarClass? {
        if name == "Alphabetic" { return .alphabetic }
        if name == "White_Space" { return .space }
        guard let mask = categoryMasks[name] else { return nil }
        return .categories(mask)
    }

    private static let categoryMasks: [String: UInt32] = {
        let short = [
            "Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Mc", "Me", "Nd", "Nl", "No", "Pc", "Pd", "Ps", "Pe", "Pi", "Pf",
            "Po", "Sm", "Sc", "Sk", "So", "Zs", "Zl", "Zp", "Cc", "Cf", "Cs", "Co", "Cn",
        ]
        var masks: [String: UInt32] = [:]
        for (name, category) in zip(short, allCategories) {
            let bit = bit(category)
            masks[name] = bit
            masks[String(name.prefix(1)), default: 0] |= bit
        }
        masks["Letter"] = masks["L"]
        masks["Mark"] = masks["M"]
        masks["Number"] = masks["N"]
        masks["Punctuation"] = masks["P"]
        masks["Symbol"] = masks["S"]
        masks["Separator"] = masks["Z"]
        masks["Decimal_Number"] = masks["Nd"]
        masks["Uppercase_Letter"] = masks["Lu"]
        masks["Lowercase_Letter"] = masks["Ll"]
        return masks
    }()
}
