import VerdictEngine

/// The text of a number in JSON's grammar (`-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`),
/// split into its parts so that a whole number of any width is read exactly, in time linear in
/// the text, whatever its length or exponent.
struct NumberText {
    enum Integer<Value> {
        case value(Value)
        case notWhole
        case outOfRange
    }

    var isNegative: Bool
    /// The integer and fraction digits together, as ASCII.
    var digits: [UInt8]
    /// How many of ``digits`` follow the decimal point.
    var fractionCount: Int
    /// The exponent, saturated to ±2⁶²: the digit counts it is added to are bounded by the
    /// text's length, far below, so that every sum with them is exact where it decides the value
    /// (beyond, every nonzero value is out of range or not whole, whatever its digits).
    var exponent: Int
    /// Whether the text has neither a decimal point nor an exponent: `42`, not `42.0` or `42e0`.
    var isIntegerNotation = true

    /// Where ``exponent`` saturates.
    static let exponentLimit = 1 << 62

    init?(_ text: String) {
        var bytes = Array(text.utf8)[...]
        isNegative = bytes.first == UInt8(ascii: "-")
        if isNegative { bytes = bytes.dropFirst() }
        func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
        let integer = bytes.prefix(while: isDigit)
        guard !integer.isEmpty, integer.count == 1 || integer.first != UInt8(ascii: "0") else { return nil }
        bytes = bytes.dropFirst(integer.count)
        digits = Array(integer)
        fractionCount = 0
        if bytes.first == UInt8(ascii: ".") {
            isIntegerNotation = false
            let fraction = bytes.dropFirst().prefix(while: isDigit)
            guard !fraction.isEmpty else { return nil }
            digits += fraction
            fractionCount = fraction.count
            bytes = bytes.dropFirst(1 + fraction.count)
        }
        exponent = 0
        if let first = bytes.first, first | 0x20 == UInt8(ascii: "e") {
            isIntegerNotation = false
            bytes = bytes.dropFirst()
            let negative = bytes.first == UInt8(ascii: "-")
            if negative || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            let exponentDigits = bytes.prefix(while: isDigit)
            guard !exponentDigits.isEmpty else { return nil }
            for digit in exponentDigits {
                let next =
                    exponent > Self.exponentLimit / 10
                    ? Self.exponentLimit : exponent * 10 + Int(digit - UInt8(ascii: "0"))
                exponent = min(next, Self.exponentLimit)
            }
            if negative { exponent = -exponent }
            bytes = bytes.dropFirst(exponentDigits.count)
        }
        guard bytes.isEmpty else { return nil }
    }

    /// The significant digits (no leading or trailing zero; empty for zero) and the power of ten
    /// that scales them: the value is `±digits × 10^scale`. `scale` is exact while the text is
    /// shorter than 2⁶¹ bytes.
    var significand: (digits: ArraySlice<UInt8>, scale: Int) {
        var significant = digits[...].drop { $0 == UInt8(ascii: "0") }
        guard !significant.isEmpty else { return (significant, 0) }
        var scale = exponent - fractionCount
        while significant.last == UInt8(ascii: "0") {
            significant.removeLast()
            scale += 1
        }
        return (significant, scale)
    }

    /// The value as `Value`, if it is whole and in range.
    func integer<Value: FixedWidthInteger>(_: Value.Type) -> Integer<Value> {
        let (significant, shift) = significand
        guard !significant.isEmpty else { return .value(0) }
        // value = significant × 10^shift
        guard shift >= 0 else { return .notWhole }
        guard significant.count + shift <= 40 else { return .outOfRange }
        guard !isNegative || Value.isSigned else { return .outOfRange }
        var value: Value = 0
        for byte in significant.map({ $0 - UInt8(ascii: "0") }) + repeatElement(0, count: shift) {
            let (scaled, overflowScale) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowAdd) =
                isNegative
                ? scaled.subtractingReportingOverflow(Value(byte)) : scaled.addingReportingOverflow(Value(byte))
            guard !overflowScale, !overflowAdd else { return .outOfRange }
            value = next
        }
        // With a decimal point or an exponent, only where every reader agrees (issue 37): up to
        // 2^53 in magnitude, which a reader of JSON numbers as doubles (JavaScript, Python's
        // `float`, jsonschema) reads exactly too. `18446744073709551614.0` is 2^64 to them.
        if !isIntegerNotation, let exact = Value.Magnitude(exactly: Self.exactInDouble),
            value.magnitude > exact
        {
            return .notWhole
        }
        return .value(value)
    }

    /// 2^53: the largest magnitude up to which every whole number is a `Double`.
    static let exactInDouble: UInt64 = 1 << 53

    /// The text to give `Double(_:)` or `Float(_:)`: a number in JSON's grammar, or, when allowed,
    /// `nan` and the infinities; `nil` for anything else (hexadecimal floats included).
    static func floatingText(of input: InputValue, allowsNonFinite: Bool) -> String? {
        let text: String
        switch input.representation {
        case .number(let number): text = number
        case .text(let value): text = value.trimmingASCIISpaces
        default: return nil
        }
        if allowsNonFinite {
            switch text.lowercased() {
            case "nan", "inf", "+inf", "-inf", "infinity", "+infinity", "-infinity": return text
            default: break
            }
        }
        return NumberText(text) == nil ? nil : text
    }
}
