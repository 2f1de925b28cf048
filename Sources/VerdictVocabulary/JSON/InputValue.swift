/// A value received from outside — a JSON body, a dictionary, a form — before massive
/// assignment converts it to an attribute's type.
///
/// JSON numbers keep their text, so nothing is lost before the attribute's type reads them (a
/// 400-digit number is an out-of-range error, not a rounded value). Text from a form or a query
/// string says nothing of its type, so it is ``text(_:)``, which converts to any type it spells
/// (`"42"` to `Int`, `"on"` to `Bool`); a JSON string is ``string(_:)`` and converts only to
/// text-like types (`String`, `Date`, `URL`, `UUID`, `Decimal`, enums).
///
/// ```swift
/// let input: InputValue = .object([InputMember(key: "age", value: .number("42"))])
/// ```
public enum InputValue: Sendable, Hashable {
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

    /// What kind of value this is, as a message names it: "null", "a boolean", "a number",
    /// "text", "a list" or "an object".
    ///
    /// ```swift
    /// InputValue.array([]).kind // "a list"
    /// ```
    public var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string, .text: "text"
        case .array: "a list"
        case .object: "an object"
        }
    }

    /// The text of a JSON string or of a form value; `nil` for any other value.
    ///
    /// ```swift
    /// InputValue.text("alice").textValue // "alice"
    /// ```
    public var textValue: String? {
        switch self {
        case .string(let text), .text(let text): text
        default: nil
        }
    }
}
