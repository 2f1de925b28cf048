/// Checks a number, in a numeric field or a numeric string: optional inclusive bounds `min` and
/// `max`, and `integerOnly`.
///
/// Floating-point values must be finite. Strings must be plain decimal numbers: an optional
/// sign, ASCII digits, an optional fraction and an optional exponent (`-12`, `3.5`, `.5`,
/// `1e-3`), with no surrounding whitespace; `"nan"`, `"inf"`, hexadecimal and numbers too large
/// for a `Double` are invalid. Bounds of string numbers are compared as `Double`.
///
/// ```swift
/// Number<Int>(min: 18, max: 120).validate(16)?.message(label: "Age")
/// // "Age must be no less than 18."
/// Number<Double>().validate(.nan)?.code                 // .numberInvalid
/// Number<String>(integerOnly: true).validate("2.5")?.code // .numberNotInteger
/// ```
public struct Number<Value>: ValueRule, DiagnosableRule {
    /// The whole check, built once for `Value`.
    private let check: @Sendable (Value) -> RuleFailure?
    /// Mistakes in the bounds (a minimum above the maximum, a NaN bound), reported by the
    /// rule-graph compiler.
    let declarationProblems: [String]

    /// An integer within the bounds.
    ///
    /// ```swift
    /// Number<Int>(max: 10).validate(11)?.code // .numberTooBig
    /// ```
    public init(min: Value? = nil, max: Value? = nil) where Value: BinaryInteger & Sendable {
        let bounds = NumberBounds(min: min, max: max)
        declarationProblems = bounds.problems
        check = { value in bounds.check(value, Int(exactly: value).map(MessageParameter.int) ?? .string("\(value)")) }
    }

    /// A finite floating-point number within the bounds, and whole if `integerOnly`.
    ///
    /// ```swift
    /// Number<Double>(min: 0).validate(-0.5)?.code              // .numberTooSmall
    /// Number<Double>(integerOnly: true).validate(2.5)?.code    // .numberNotInteger
    /// Number<Double>().validate(.infinity)?.code               // .numberInvalid
    /// ```
    public init(min: Value? = nil, max: Value? = nil, integerOnly: Bool = false)
    where Value: BinaryFloatingPoint & Sendable {
        let bounds = NumberBounds(min: min, max: max)
        declarationProblems = bounds.problems + NumberBounds<Value>.nanProblems(min, max)
        check = { value in
            let parameter = MessageParameter.double(Double(value))
            guard value.isFinite else { return NumberBounds<Value>.failure(.numberInvalid, parameter) }
            if integerOnly, value.rounded(.towardZero) != value {
                return NumberBounds<Value>.failure(.numberNotInteger, parameter)
            }
            return bounds.check(value, parameter)
        }
    }

    /// A string holding a decimal number within the bounds (and an integer if `integerOnly`).
    ///
    /// ```swift
    /// Number<String>().validate("12.5")                 // nil
    /// Number<String>().validate(" 12")?.code            // .numberInvalid
    /// Number<String>(min: 0, max: 1).validate("2")?.code // .numberTooBig
    /// ```
    public init(min: Double? = nil, max: Double? = nil, integerOnly: Bool = false) where Value == String {
        let bounds = NumberBounds(min: min, max: max)
        declarationProblems = bounds.problems + NumberBounds<Double>.nanProblems(min, max)
        check = { text in
            let parameter = MessageParameter.string(text)
            guard let form = DecimalForm(text), let number = Double(text), number.isFinite else {
                return NumberBounds<Double>.failure(.numberInvalid, parameter)
            }
            if integerOnly, form != .integer { return NumberBounds<Double>.failure(.numberNotInteger, parameter) }
            return bounds.check(number, parameter)
        }
    }

    /// Fails with ``ErrorCode/numberInvalid``, ``ErrorCode/numberNotInteger``,
    /// ``ErrorCode/numberTooSmall`` or ``ErrorCode/numberTooBig``.
    ///
    /// ```swift
    /// Number<Int>(min: 1).validate(0)?.code // .numberTooSmall
    /// ```
    public func apply(to value: inout Value) -> RuleFailure? {
        check(value)
    }
}

/// The inclusive bounds of a ``Number`` rule and their message parameters.
private struct NumberBounds<Bound: Comparable & Sendable>: Sendable {
    let min: Bound?
    let max: Bound?
    let parameters: [String: MessageParameter]

    init(min: Bound?, max: Bound?) {
        self.min = min
        self.max = max
        var parameters: [String: MessageParameter] = [:]
        parameters["min"] = min.map { MessageParameter(describing: $0) }
        parameters["max"] = max.map { MessageParameter(describing: $0) }
        self.parameters = parameters
    }

    /// A minimum above the maximum: every value fails.
    var problems: [String] {
        guard let min, let max, min > max else { return [] }
        return ["Number min \(min) is greater than max \(max): every value fails."]
    }

    /// A NaN bound compares false with everything, so it would never fail a value.
    static func nanProblems<F: FloatingPoint>(_ min: F?, _ max: F?) -> [String] {
        [("min", min), ("max", max)].compactMap { name, bound in
            bound?.isNaN == true ? "Number \(name) is NaN: it never fails a value." : nil
        }
    }

    func check(_ value: Bound, _ parameter: @autoclosure () -> MessageParameter) -> RuleFailure? {
        if let min, value < min { return failure(.numberTooSmall, parameter()) }
        if let max, value > max { return failure(.numberTooBig, parameter()) }
        return nil
    }

    private func failure(_ code: ErrorCode, _ value: MessageParameter) -> RuleFailure {
        Self.failure(code, value, parameters)
    }

    static func failure(
        _ code: ErrorCode, _ value: MessageParameter, _ parameters: [String: MessageParameter] = [:]
    ) -> RuleFailure {
        let template: MessageTemplate =
            switch code {
            case .numberTooSmall: "{attribute} must be no less than {min}."
            case .numberTooBig: "{attribute} must be no greater than {max}."
            case .numberNotInteger: "{attribute} must be an integer."
            default: "{attribute} must be a number."
            }
        return RuleFailure(code: code, template: template, parameters: parameters.merging(["value": value]) { $1 })
    }
}

/// The shape of a plain decimal number string: `[+-]? digits* (. digits+)? ([eE] [+-]? digits+)?`
/// with at least one digit before the exponent, as Yii's number pattern (so `".5"` is a number
/// and `"5."` is not). ASCII digits only; one pass over the UTF-8 bytes.
private enum DecimalForm {
    /// Only a sign and digits: `-12`.
    case integer
    /// With a fraction or an exponent: `1.5`, `1e3`.
    case decimal

    init?(_ text: String) {
        var bytes = text.utf8[...]
        func skipSign() {
            if let b = bytes.first, b == UInt8(ascii: "+") || b == UInt8(ascii: "-") { bytes.removeFirst() }
        }
        func digits() -> Int {
            let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
            bytes.removeFirst(count)
            return count
        }
        skipSign()
        var form = DecimalForm.integer
        guard digits() > 0 || bytes.first == UInt8(ascii: ".") else { return nil }
        if bytes.first == UInt8(ascii: ".") {
            bytes.removeFirst()
            guard digits() > 0 else { return nil }
            form = .decimal
        }
        if let b = bytes.first, b == UInt8(ascii: "e") || b == UInt8(ascii: "E") {
            bytes.removeFirst()
            skipSign()
            guard digits() > 0 else { return nil }
            form = .decimal
        }
        guard bytes.isEmpty else { return nil }
        self = form
    }
}
