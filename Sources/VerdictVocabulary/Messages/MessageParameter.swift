/// A typed value substituted into a message template, such as `{min}` or `{value}`.
///
/// The enum is closed on purpose: its cases mirror the kinds of JSON value a parameter encodes
/// to (string, whole or floating-point number, boolean, array), so no case will be added and a
/// `switch` over it can be exhaustive. Any other value goes in as one of these, through
/// ``init(describing:)``.
///
/// Parameters are kept typed so that JSON clients receive numbers as numbers:
///
/// ```swift
/// let failure = RuleFailure(code: .stringTooShort,
///                           template: "{attribute} needs {min} characters.",
///                           parameters: ["min": 8])
/// ```
public enum MessageParameter: Sendable, Hashable, Codable, CustomStringConvertible,
    ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral
{
    /// Text.
    case string(String)
    /// A whole number.
    case int(Int)
    /// A floating-point number.
    case double(Double)
    /// A truth value.
    case bool(Bool)
    /// A list, rendered comma-separated.
    case list([MessageParameter])

    /// ```swift
    /// let p: MessageParameter = "USA"
    /// ```
    public init(stringLiteral value: String) { self = .string(value) }
    /// ```swift
    /// let p: MessageParameter = 8
    /// ```
    public init(integerLiteral value: Int) { self = .int(value) }
    /// ```swift
    /// let p: MessageParameter = 2.5
    /// ```
    public init(floatLiteral value: Double) { self = .double(value) }
    /// ```swift
    /// let p: MessageParameter = true
    /// ```
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// ```swift
    /// let p: MessageParameter = [1, 2, 3]
    /// ```
    public init(arrayLiteral elements: MessageParameter...) { self = .list(elements) }

    /// Makes a parameter from any value, keeping numbers, booleans and strings typed.
    ///
    /// ```swift
    /// MessageParameter(describing: 3)      // .int(3)
    /// MessageParameter(describing: "USA")  // .string("USA")
    /// ```
    public init(describing value: some Any) {
        switch value {
        case let v as MessageParameter: self = v
        case let v as String: self = .string(v)
        case let v as Bool: self = .bool(v)
        case let v as Int: self = .int(v)
        case let v as Double: self = .double(v)
        case let v as any BinaryInteger: self = Int(exactly: v).map { .int($0) } ?? .string("\(v)")
        case let v as any BinaryFloatingPoint: self = .double(Double(v))
        default: self = .string(String(describing: value))
        }
    }

    /// ``init(describing:)`` for values of type `Value`, chosen once: for a `String` or an `Int`,
    /// a conversion that tests no type at each call (the tests of ``init(describing:)`` cost
    /// about 400 instructions in code that is not specialized).
    package static func describer<Value>(for _: Value.Type) -> @Sendable (Value) -> MessageParameter {
        // Each cast is to the type that `Value` was just found to be.
        if Value.self == String.self { return { unsafe .string(unsafeBitCast($0, to: String.self)) } }
        if Value.self == Int.self { return { unsafe .int(unsafeBitCast($0, to: Int.self)) } }
        return { MessageParameter(describing: $0) }
    }

    /// The text substituted into a message: lists are joined with ", ", whole doubles lose ".0".
    ///
    /// ```swift
    /// MessageParameter.list([1, 2]).description // "1, 2"
    /// ```
    public var description: String {
        switch self {
        case .string(let s): return s
        case .int(let i): return String(i)
        case .double(let d):
            if d.isFinite, d == d.rounded(), abs(d) < 1e15 { return String(Int(d)) }
            return String(d)
        case .bool(let b): return b ? "true" : "false"
        case .list(let items): return items.map(\.description).joined(separator: ", ")
        }
    }

    /// Decodes a JSON scalar or array.
    ///
    /// ```swift
    /// let p = try JSONDecoder().decode(MessageParameter.self, from: Data("8".utf8)) // .int(8)
    /// ```
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let b = try? container.decode(Bool.self) {
            self = .bool(b)
        } else if let i = try? container.decode(Int.self) {
            self = .int(i)
        } else if let d = try? container.decode(Double.self) {
            self = .double(d)
        } else if let s = try? container.decode(String.self) {
            self = .string(s)
        } else {
            self = .list(try container.decode([MessageParameter].self))
        }
    }

    /// Encodes as a JSON scalar or array (non-finite doubles as strings). A whole double within
    /// `Int`'s range is written as the integer it is (`JSONEncoder` would write `1e+16`, which
    /// decodes as an `Int`), so that what is decoded and encoded again reads the same.
    ///
    /// ```swift
    /// try JSONEncoder().encode(MessageParameter.int(8)) // 8
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let s): try container.encode(s)
        case .int(let i): try container.encode(i)
        case .double(let d):
            if let whole = Int(exactly: d) {
                try container.encode(whole)
            } else if d.isFinite {
                try container.encode(d)
            } else {
                try container.encode(String(d))
            }
        case .bool(let b): try container.encode(b)
        case .list(let items): try container.encode(items)
        }
    }
}
