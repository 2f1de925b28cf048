/// A CLDR plural category: which form of a counted word a number takes in a language.
///
/// A plural placeholder names its choices by category, `{min, plural, one {character} other
/// {characters}}`; ``PluralRule`` says which category a number falls in.
enum PluralCategory: String, Sendable, CaseIterable {
    case zero, one, two, few, many, other
}

/// The operands of CLDR's plural rules (Unicode TR 35, "Plural rules"), read from a number as it
/// is shown: `n` the absolute value, `i` its integer digits, `v` the number of visible fraction
/// digits, `f` those digits as a number, `t` the same without trailing zeros. `1.50` has
/// n = 1.5, i = 1, v = 2, f = 50, t = 5.
struct PluralOperands: Equatable {
    var n: Double
    var i: Int
    var v: Int
    var f: Int
    var t: Int

    /// A whole number.
    init(_ integer: Int) {
        let magnitude = integer == .min ? Int.max : abs(integer)
        n = Double(magnitude)
        i = magnitude
        v = 0
        f = 0
        t = 0
    }

    /// The operands of a number written in decimal (`-1.50`, `3`); `nil` for any other text.
    init?(decimal text: String) {
        var integerPart = 0
        var fraction = 0
        var fractionDigits = 0
        var sawDigit = false
        var inFraction = false
        var overflow = false
        for (position, byte) in text.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "-") where position == 0: continue
            case UInt8(ascii: ".") where !inFraction && sawDigit: inFraction = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                sawDigit = true
                let digit = Int(byte - UInt8(ascii: "0"))
                if inFraction {
                    guard fractionDigits < 15 else { overflow = true; continue }
                    fraction = fraction * 10 + digit
                    fractionDigits += 1
                } else {
                    let (times, o1) = integerPart.multipliedReportingOverflow(by: 10)
                    let (sum, o2) = times.addingReportingOverflow(digit)
                    if o1 || o2 { overflow = true } else { integerPart = sum }
                }
            default: return nil
            }
        }
        guard sawDigit, !overflow else { return nil }
        var trimmed = fraction
        while trimmed != 0, trimmed % 10 == 0 { trimmed /= 10 }
        var scale = 1.0
        for _ in 0..<fractionDigits { scale *= 10 }
        n = Double(integerPart) + Double(fraction) / scale
        i = integerPart
        v = fractionDigits
        f = fraction
        t = trimmed
    }

    /// The operands of a message parameter as a message shows it; `nil` when it is not a number.
    init?(_ parameter: MessageParameter) {
        switch parameter.kind {
        case .int(let integer): self.init(integer)
        case .double(let double):
            guard double.isFinite else { return nil }
            self.init(decimal: MessageParameter.double(double).description)
        case .string(let text): self.init(decimal: text)
        case .bool, .list: return nil
        }
    }

    /// Whether the number is whole: no fraction digits other than zeros.
    var isWhole: Bool { f == 0 }
}

extension MessageParameter {
    /// Whether the parameter is a number below zero (or text that starts with a minus).
    var isNegative: Bool {
        switch kind {
        case .int(let int): int < 0
        case .double(let double): double < 0
        case .string(let text): text.utf8.first == UInt8(ascii: "-")
        case .bool, .list: false
        }
    }
}
