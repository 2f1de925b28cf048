/// A value received from outside — a JSON body, a dictionary, a form — before massive
/// assignment converts it to an attribute's type.
///
/// JSON numbers keep their text, so nothing is lost before the attribute's type reads them (a
/// 400-digit number is an out-of-range error, not a rounded value). Text from a form or a query
/// string says nothing of its type: it converts to any type it spells (`"42"` to `Int`, `"on"` to
/// `Bool`), while a JSON string (``string(_:)``) converts only to text-like types (`String`,
/// `Date`, `URL`, `UUID`, `Decimal`, enums). ``textValue`` reads both alike.
///
/// A struct over an internal representation, so that the readers' kinds can grow without breaking
/// anyone's `switch`: make values with the static members, and read them with the accessors
/// (``isNull``, ``boolValue``, ``numberText``, ``textValue``, ``elements``, ``members``).
///
/// ```swift
/// let input: InputValue = .object([InputMember(key: "age", value: .number("42"))])
/// ```
public struct InputValue: Sendable, Hashable {
    /// The kinds of value the readers make.
    @usableFromInline
    package enum Representation: Sendable, Hashable {
        /// JSON `null`.
        case null
        /// JSON `true` or `false`.
        case bool(Bool)
        /// A JSON number, as its text.
        case number(String)
        /// A JSON string.
        case string(String)
        /// Text of unsaid type: a value from a form or a query string.
        case text(String)
        /// A JSON array, or indexed form keys (`items[0]`, `items[1]`).
        case array([InputValue])
        /// A JSON object, or bracketed form keys (`address[zip]`), its members in the order received.
        case object([InputMember])
    }

    /// What the value is, for the library's readers and converters to switch over.
    @usableFromInline
    package let representation: Representation

    @inlinable
    package init(_ representation: Representation) { self.representation = representation }

    /// JSON `null`.
    ///
    /// ```swift
    /// InputValue.null.isNull // true
    /// ```
    @inlinable
    public static var null: InputValue { InputValue(.null) }

    /// JSON `true` or `false`.
    ///
    /// ```swift
    /// InputValue.bool(true).boolValue // true
    /// ```
    @inlinable
    public static func bool(_ value: Bool) -> InputValue { InputValue(.bool(value)) }

    /// A JSON number, as its text.
    ///
    /// ```swift
    /// InputValue.number("1e400").numberText // "1e400"
    /// ```
    @inlinable
    public static func number(_ text: String) -> InputValue { InputValue(.number(text)) }

    /// A JSON string.
    ///
    /// ```swift
    /// InputValue.string("alice").textValue // "alice"
    /// ```
    @inlinable
    public static func string(_ text: String) -> InputValue { InputValue(.string(text)) }

    /// Text of unsaid type: a value from a form or a query string, which the readers make.
    @inlinable
    package static func text(_ text: String) -> InputValue { InputValue(.text(text)) }

    /// A JSON array, or indexed form keys (`items[0]`, `items[1]`).
    ///
    /// ```swift
    /// InputValue.array([.number("1")]).elements?.count // 1
    /// ```
    @inlinable
    public static func array(_ elements: [InputValue]) -> InputValue { InputValue(.array(elements)) }

    /// A JSON object, or bracketed form keys (`address[zip]`), its members in the order received.
    ///
    /// ```swift
    /// InputValue.object([InputMember(key: "zip", value: .string("10115"))]).members?.first?.key // "zip"
    /// ```
    @inlinable
    public static func object(_ members: [InputMember]) -> InputValue { InputValue(.object(members)) }

    /// Whether the value is JSON `null`.
    ///
    /// ```swift
    /// InputValue.string("").isNull // false
    /// ```
    @inlinable
    public var isNull: Bool {
        if case .null = representation { true } else { false }
    }

    /// The truth value of JSON `true` or `false`; `nil` for any other value (form text such as
    /// `"on"` too: converting it is the attribute type's business).
    ///
    /// ```swift
    /// InputValue.number("1").boolValue // nil
    /// ```
    @inlinable
    public var boolValue: Bool? {
        if case .bool(let value) = representation { value } else { nil }
    }

    /// The text of a JSON number, as received; `nil` for any other value.
    ///
    /// ```swift
    /// InputValue.string("42").numberText // nil
    /// ```
    @inlinable
    public var numberText: String? {
        if case .number(let text) = representation { text } else { nil }
    }

    /// The text of a JSON string or of a form value; `nil` for any other value.
    ///
    /// ```swift
    /// InputValue.string("alice").textValue // "alice"
    /// ```
    @inlinable
    public var textValue: String? {
        switch representation {
        case .string(let text), .text(let text): text
        default: nil
        }
    }

    /// The elements of an array; `nil` for any other value.
    ///
    /// ```swift
    /// InputValue.array([.null, .bool(false)]).elements // [.null, .bool(false)]
    /// ```
    @inlinable
    public var elements: [InputValue]? {
        if case .array(let elements) = representation { elements } else { nil }
    }

    /// The members of an object, in the order received; `nil` for any other value.
    ///
    /// ```swift
    /// InputValue.object([]).members?.isEmpty // true
    /// ```
    @inlinable
    public var members: [InputMember]? {
        if case .object(let members) = representation { members } else { nil }
    }

    /// What kind of value this is, as a message names it: "null", "a boolean", "a number",
    /// "text", "a list" or "an object".
    ///
    /// ```swift
    /// InputValue.array([]).kind // "a list"
    /// ```
    public var kind: String {
        switch representation {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string, .text: "text"
        case .array: "a list"
        case .object: "an object"
        }
    }
}
