import VerdictEngine

/// A type massive assignment can make from an ``InputValue``. `String`, `Bool`, every integer
/// width, `Float`, `Double`, `Decimal`, `Date`, `URL` and `UUID` conform; so do your own types
/// that adopt it. Optionals, arrays and sets of a convertible type, `RawRepresentable` types
/// whose raw value is convertible, and `Decodable` types need nothing more.
///
/// Throw an ``InputConversionError`` that says what was expected; it becomes a
/// ``ValidationError`` at the attribute's path, with its label.
///
/// ```swift
/// struct Colour: InputConvertible {
///     var hex: String
///     init(input: InputValue) throws(InputConversionError) {
///         guard let text = input.textValue, text.count == 7, text.first == "#" else {
///             throw InputConversionError(expected: "a colour such as #ff8800")
///         }
///         hex = text
///     }
/// }
/// ```
public protocol InputConvertible {
    /// The value `input` spells, or the failure that says what was expected.
    init(input: InputValue) throws(InputConversionError)
}

extension String: InputConvertible {
    /// Text from a JSON string or a form value.
    ///
    /// ```swift
    /// let name = try String(input: .string("Alice")) // "Alice"
    /// ```
    public init(input: InputValue) throws(InputConversionError) {
        guard let text = input.textValue else { throw .text }
        self = text
    }
}

extension Bool: InputConvertible {
    /// JSON `true` or `false`; from a form, `true`/`false`, `1`/`0`, `on`/`off` or `yes`/`no`.
    ///
    /// ```swift
    /// let agreed = try Bool(input: .bool(true)) // true
    /// ```
    public init(input: InputValue) throws(InputConversionError) {
        switch input.representation {
        case .bool(let value): self = value
        case .text(let text):
            switch text.lowercased() {
            case "true", "1", "on", "yes": self = true
            case "false", "0", "off", "no": self = false
            default: throw .boolean
            }
        default: throw .boolean
        }
    }
}

extension InputConvertible where Self: FixedWidthInteger {
    /// A whole number from a JSON number or a form value: `42`, `4.2e1` and `42.0` are 42;
    /// `4.5` is not a whole number, and a value outside the type's range is an error, never a
    /// wrap or a trap. Written in integer notation, a number of any width is read exactly; with a
    /// decimal point or an exponent, only up to 2^53 in magnitude, where readers of JSON numbers
    /// as doubles (JavaScript, Python's jsonschema and OpenAPI validators) read the same value:
    /// beyond, `18446744073709551614.0` is not a whole number (``ErrorCode/inputWrongType``),
    /// `18446744073709551614` is read exactly.
    ///
    /// ```swift
    /// let quantity = try Int(input: .number("42")) // 42
    /// ```
    public init(input: InputValue) throws(InputConversionError) {
        let text: String
        switch input.representation {
        case .number(let number): text = number
        case .text(let value): text = value.trimmingASCIISpaces
        default: throw .wholeNumber
        }
        switch NumberText(text)?.integer(Self.self) {
        case .value(let value)?: self = value
        case .outOfRange?: throw .outOfRange(min: String(Self.min), max: String(Self.max))
        case .notWhole?, nil: throw .wholeNumber
        }
    }
}

extension Int: InputConvertible {}
extension Int8: InputConvertible {}
extension Int16: InputConvertible {}
extension Int32: InputConvertible {}
extension Int64: InputConvertible {}
extension UInt: InputConvertible {}
extension UInt8: InputConvertible {}
extension UInt16: InputConvertible {}
extension UInt32: InputConvertible {}
extension UInt64: InputConvertible {}

extension Double: InputConvertible {
    /// A finite number from a JSON number or a form value (NaN and the infinities are refused
    /// unless ``AssignmentOptions/allowsNonFiniteNumbers`` says otherwise in an assignment).
    ///
    /// ```swift
    /// let price = try Double(input: .number("9.95")) // 9.95
    /// ```
    public init(input: InputValue) throws(InputConversionError) {
        self = try Self.converted(from: input, allowsNonFinite: false)
    }

}

extension Float: InputConvertible {
    /// A finite number from a JSON number or a form value; like `Double`, in single precision.
    ///
    /// ```swift
    /// let ratio = try Float(input: .number("0.5")) // 0.5
    /// ```
    public init(input: InputValue) throws(InputConversionError) {
        self = try Self.converted(from: input, allowsNonFinite: false)
    }

}

extension BinaryFloatingPoint where Self: LosslessStringConvertible {
    /// The number `input` spells, finite unless `allowsNonFinite`.
    static func converted(from input: InputValue, allowsNonFinite: Bool) throws(InputConversionError) -> Self {
        guard let text = NumberText.floatingText(of: input, allowsNonFinite: allowsNonFinite),
            let value = Self(text)
        else { throw .number }
        guard allowsNonFinite || value.isFinite else { throw .notFinite }
        return value
    }
}

extension StringProtocol {
    /// The text without leading and trailing ASCII spaces and tabs.
    var trimmingASCIISpaces: String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
        return String(slice)
    }
}
