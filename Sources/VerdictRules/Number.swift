import VerdictVocabulary

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
public struct Number<Value>: ValueRule, SelfDiagnosingRule {
    /// The whole check, built once for `Value`.
    private let check: @Sendable (Value) -> RuleFailure?
    /// Mistakes in the bounds (a minimum above the maximum, a NaN bound), reported by the
    /// rule-graph compiler.
    package let declarationProblems: [String]
    /// The bounds as a JSON Schema may state them (`nil` for numbers in text): never narrower
    /// than the rule's.
    package let schemaBounds: NumberSchemaBounds?

    /// An integer within the bounds.
    ///
    /// ```swift
    /// Number<Int>(max: 10).validate(11)?.code // .numberTooBig
    /// ```
    public init(min: Value? = nil, max: Value? = nil) where Value: BinaryInteger & Sendable {
        let bounds = NumberBounds(min: min, max: max)
        declarationProblems = bounds.problems
        schemaBounds = NumberSchemaBounds(
            minimum: min.map { NumberSchemaBounds.text($0) }, maximum: max.map { NumberSchemaBounds.text($0) },
            integerOnly: false)
        // Built for `Int` itself when `Value` is `Int`, so checking needs no generic lookups.
        if let intBounds = bounds as? NumberBounds<Int>,
            let intCheck = retyped(intBounds.checkInteger, as: Value.self)
        {
            check = intCheck
        } else {
            check = { bounds.checkInteger($0) }
        }
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
        schemaBounds = NumberSchemaBounds(
            minimum: min.flatMap { NumberSchemaBounds.text(Double($0.nextDown)) },
            maximum: max.flatMap { NumberSchemaBounds.text(Double($0.nextUp)) }, integerOnly: integerOnly,
            isWidened: true)
        // Built for `Double` itself when `Value` is `Double`, so checking needs no generic lookups.
        if let doubleBounds = bounds as? NumberBounds<Double>,
            let doubleCheck = retyped({ doubleBounds.checkFloatingPoint($0, integerOnly: integerOnly) }, as: Value.self)
        {
            check = doubleCheck
        } else {
            check = { bounds.checkFloatingPoint($0, integerOnly: integerOnly) }
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
        schemaBounds = nil
        check = { text in
            guard let form = DecimalForm(text), let number = Double(text), number.isFinite else {
                return NumberFailure.make(.numberInvalid, value: .string(text))
            }
            if integerOnly, form != .integer { return NumberFailure.make(.numberNotInteger, value: .string(text)) }
            return bounds.check(number, .string(text))
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
/// A ``Number`` rule's bounds as JSON number text for a JSON Schema's `minimum` and `maximum`,
/// never narrower than the rule's: an integer bound exactly; a floating-point bound one step
/// outward, since a number in the text that rounds to the bound passes the rule.
package struct NumberSchemaBounds: Sendable {
    package var minimum: String?
    package var maximum: String?
    /// Whether the rule also requires whole numbers (`integerOnly:`), which no schema keyword
    /// states soundly: the text `1.0000000000000001` is not whole, but reads as 1.
    package var integerOnly: Bool
    /// Whether the bounds were widened (floating-point bounds): the schema lets through the
    /// numbers between the bound and the next `Double` outward.
    package var isWidened = false

    /// `value` as JSON text.
    package static func text<Integer: BinaryInteger>(_ value: Integer) -> String { "\(value)" }

    /// A finite `Double` as JSON number text (`1e+20`, `0.5`); `nil` for NaN and the infinities.
    package static func text(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}

private struct NumberBounds<Bound: Comparable & Sendable>: Sendable {
    let min: Bound?
    let max: Bound?
    /// `min` and `max` as message parameters, with room for the value's.
    let parameters: [String: MessageParameter]

    init(min: Bound?, max: Bound?) {
        self.min = min
        self.max = max
        var parameters = [String: MessageParameter](minimumCapacity: 3)
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

    /// Fails a value outside the bounds; `parameter` is the value's message parameter.
    func check(_ value: Bound, _ parameter: @autoclosure () -> MessageParameter) -> RuleFailure? {
        if let min, value < min { return NumberFailure.make(.numberTooSmall, value: parameter(), bounds: parameters) }
        if let max, value > max { return NumberFailure.make(.numberTooBig, value: parameter(), bounds: parameters) }
        return nil
    }
}

extension NumberBounds where Bound: BinaryInteger {
    /// The whole check of an integer.
    func checkInteger(_ value: Bound) -> RuleFailure? {
        check(value, Int(exactly: value).map(MessageParameter.int) ?? .string("\(value)"))
    }
}

extension NumberBounds where Bound: BinaryFloatingPoint {
    /// The whole check of a floating-point number: finite, whole if `integerOnly`, in bounds.
    func checkFloatingPoint(_ value: Bound, integerOnly: Bool) -> RuleFailure? {
        guard value.isFinite else { return NumberFailure.make(.numberInvalid, value: .double(Double(value))) }
        if integerOnly, value.rounded(.towardZero) != value {
            return NumberFailure.make(.numberNotInteger, value: .double(Double(value)))
        }
        return check(value, .double(Double(value)))
    }
}

/// The failures of a ``Number`` rule.
private enum NumberFailure {
    static let tooSmallTemplate: MessageTemplate = "{attribute} must be no less than {min}."
    static let tooBigTemplate: MessageTemplate = "{attribute} must be no greater than {max}."
    static let notIntegerTemplate: MessageTemplate = "{attribute} must be an integer."
    static let invalidTemplate: MessageTemplate = "{attribute} must be a number."

    /// The failure with `code`: the bounds' parameters, if given, and the value's.
    static func make(
        _ code: ErrorCode, value: MessageParameter, bounds: [String: MessageParameter] = [:]
    ) -> RuleFailure {
        let template =
            switch code {
            case .numberTooSmall: tooSmallTemplate
            case .numberTooBig: tooBigTemplate
            case .numberNotInteger: notIntegerTemplate
            default: invalidTemplate
            }
        return RuleFailure(code: code, template: template, parameters: bounds, attemptedValue: value)
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
        // Unsafe: the bytes are read only during the call that lends them, below their count.
        guard let form = unsafe text.withUTF8Bytes(Self.init(bytes:)) else { return nil }
        self = form
    }

    private init?(bytes: UnsafeBufferPointer<UInt8>) {
        // Unsafe: each read checks `i < bytes.count` first.
        var i = 0
        func skipSign() {
            if i < bytes.count, unsafe bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
        }
        func skip(_ byte: UInt8) -> Bool {
            guard i < bytes.count, unsafe bytes[i] == byte else { return false }
            i += 1
            return true
        }
        func digits() -> Int {
            let start = i
            while i < bytes.count, unsafe bytes[i] >= UInt8(ascii: "0"), unsafe bytes[i] <= UInt8(ascii: "9") { i += 1 }
            return i - start
        }
        skipSign()
        var form = DecimalForm.integer
        let integerDigits = digits()
        if skip(UInt8(ascii: ".")) {
            guard digits() > 0 else { return nil }
            form = .decimal
        } else if integerDigits == 0 {
            return nil
        }
        if skip(UInt8(ascii: "e")) || skip(UInt8(ascii: "E")) {
            skipSign()
            guard digits() > 0 else { return nil }
            form = .decimal
        }
        guard i == bytes.count else { return nil }
        self = form
    }
}
