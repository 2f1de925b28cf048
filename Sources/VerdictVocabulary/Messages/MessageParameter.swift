/// A typed value substituted into a message template, such as `{min}` or `{value}`.
///
/// A struct over an internal representation, so that new kinds of values (a date, a decimal) can
/// come without breaking anyone's `switch`: make parameters with the static members or a literal,
/// and read them back with the accessors (``stringValue``, ``intValue``, ``doubleValue``,
/// ``boolValue``, ``listValue``). Any other value goes in as one of these, through
/// ``init(describing:)``.
///
/// Parameters are kept typed so that JSON clients receive numbers as numbers:
///
/// ```swift
/// let failure = RuleFailure(code: .stringTooShort,
///                           template: "{attribute} needs {min} characters.",
///                           parameters: ["min": 8])
/// ```
public struct MessageParameter: Sendable, Hashable, Codable, CustomStringConvertible,
    ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral
{
    /// The kinds of value a parameter holds, each as the JSON value it encodes to.
    enum Kind: Sendable, Hashable {
        case string(String)
        case int(Int)
        case double(Double)
        case bool(Bool)
        case list([MessageParameter])
    }

    /// What the parameter holds.
    let kind: Kind

    init(_ kind: Kind) { self.kind = kind }

    /// Text.
    ///
    /// ```swift
    /// MessageParameter.string("USA").stringValue // "USA"
    /// ```
    public static func string(_ value: String) -> MessageParameter { MessageParameter(.string(value)) }
    /// A whole number.
    ///
    /// ```swift
    /// MessageParameter.int(8).intValue // 8
    /// ```
    public static func int(_ value: Int) -> MessageParameter { MessageParameter(.int(value)) }
    /// A floating-point number.
    ///
    /// ```swift
    /// MessageParameter.double(2.5).doubleValue // 2.5
    /// ```
    public static func double(_ value: Double) -> MessageParameter { MessageParameter(.double(value)) }
    /// A truth value.
    ///
    /// ```swift
    /// MessageParameter.bool(true).boolValue // true
    /// ```
    public static func bool(_ value: Bool) -> MessageParameter { MessageParameter(.bool(value)) }
    /// A list, rendered comma-separated.
    ///
    /// ```swift
    /// MessageParameter.list([1, 2]).listValue // [1, 2]
    /// ```
    public static func list(_ items: [MessageParameter]) -> MessageParameter { MessageParameter(.list(items)) }

    /// The text of a parameter made with ``string(_:)``; `nil` for any other kind.
    ///
    /// ```swift
    /// MessageParameter.int(8).stringValue // nil
    /// ```
    public var stringValue: String? {
        if case .string(let value) = kind { value } else { nil }
    }

    /// The number of a parameter made with ``int(_:)``; `nil` for any other kind (a whole
    /// ``double(_:)`` too).
    ///
    /// ```swift
    /// MessageParameter(describing: 3).intValue // 3
    /// ```
    public var intValue: Int? {
        if case .int(let value) = kind { value } else { nil }
    }

    /// The number of a parameter made with ``double(_:)``; `nil` for any other kind (an
    /// ``int(_:)`` too).
    ///
    /// ```swift
    /// MessageParameter(describing: 0.5).doubleValue // 0.5
    /// ```
    public var doubleValue: Double? {
        if case .double(let value) = kind { value } else { nil }
    }

    /// The truth value of a parameter made with ``bool(_:)``; `nil` for any other kind.
    ///
    /// ```swift
    /// MessageParameter(describing: false).boolValue // false
    /// ```
    public var boolValue: Bool? {
        if case .bool(let value) = kind { value } else { nil }
    }

    /// The items of a parameter made with ``list(_:)``; `nil` for any other kind.
    ///
    /// ```swift
    /// MessageParameter.string("a, b").listValue // nil
    /// ```
    public var listValue: [MessageParameter]? {
        if case .list(let items) = kind { items } else { nil }
    }

    /// ```swift
    /// let p: MessageParameter = "USA"
    /// ```
    public init(stringLiteral value: String) { self.init(.string(value)) }
    /// ```swift
    /// let p: MessageParameter = 8
    /// ```
    public init(integerLiteral value: Int) { self.init(.int(value)) }
    /// ```swift
    /// let p: MessageParameter = 2.5
    /// ```
    public init(floatLiteral value: Double) { self.init(.double(value)) }
    /// ```swift
    /// let p: MessageParameter = true
    /// ```
    public init(booleanLiteral value: Bool) { self.init(.bool(value)) }
    /// ```swift
    /// let p: MessageParameter = [1, 2, 3]
    /// ```
    public init(arrayLiteral elements: MessageParameter...) { self.init(.list(elements)) }

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
        switch kind {
        case .string(let s): return s
        case .int(let i): return String(i)
        case .double(let d):
            if d.isFinite, d == d.rounded(), abs(d) < 1e15 { return String(Int(d)) }
            return String(d)
        case .bool(let b): return b ? "true" : "false"
        case .list(let items): return items.map(\.description).joined(separator: ", ")
        }
    }

    /// Decodes a JSON scalar or array. An array is refused (`DecodingError.dataCorrupted`) when it
    /// lies 32 or more levels deep in the document (its coding path), so that decoding nested
    /// lists, which recurses once per level, stays within a small stack.
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
            // The coding path is counted only here, for a list: at most `maximumDepth` levels.
            guard decoder.codingPath.count < ValidationProblem.maximumDepth else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: decoder.codingPath,
                        debugDescription:
                            "A parameter nests lists more than \(ValidationProblem.maximumDepth) levels deep."))
            }
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
        switch kind {
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
