/// A printable path from the validated model to a value, such as `addresses[1].zip`.
///
/// ```swift
/// let path: FieldPath = [.property("addresses"), .index(1), .property("zip")]
/// print(path) // addresses[1].zip
/// ```
public struct FieldPath: Hashable, Sendable, Codable, CustomStringConvertible,
    ExpressibleByArrayLiteral, ExpressibleByStringLiteral
{
    /// One step of a path.
    public enum Component: Hashable, Sendable {
        /// A named property.
        case property(String)
        /// A position in a collection.
        case index(Int)
    }

    /// The steps from the root.
    public var components: [Component]

    /// ```swift
    /// let path = FieldPath([.property("email")])
    /// ```
    public init(_ components: [Component] = []) { self.components = components }

    /// ```swift
    /// let path: FieldPath = [.property("email")]
    /// ```
    public init(arrayLiteral elements: Component...) { self.components = elements }

    /// Parses a printable path; text that is not a well-formed path becomes one property name.
    ///
    /// ```swift
    /// let path: FieldPath = "addresses[1].zip"
    /// ```
    public init(stringLiteral value: String) {
        self = FieldPath(parsing: value) ?? FieldPath([.property(value)])
    }

    /// The path under `prefix`.
    ///
    /// ```swift
    /// FieldPath([.property("zip")]).prefixed(by: [.property("address")]) // address.zip
    /// ```
    public func prefixed(by prefix: FieldPath) -> FieldPath {
        FieldPath(prefix.components + components)
    }

    /// The printable form: properties joined by dots, indexes in brackets.
    ///
    /// ```swift
    /// print(FieldPath([.property("tags"), .index(0)])) // tags[0]
    /// ```
    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .property(let name):
                if !text.isEmpty { text += "." }
                text += name
            case .index(let i):
                text += "[\(i)]"
            }
        }
        return text
    }

    /// Parses the printable form; malformed text throws a `DecodingError`.
    ///
    /// ```swift
    /// let path = try JSONDecoder().decode(FieldPath.self, from: Data(#""addresses[1].zip""#.utf8))
    /// ```
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let parsed = FieldPath(parsing: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Malformed field path '\(text)'")
        }
        self = parsed
    }

    /// Encodes the printable form.
    ///
    /// ```swift
    /// try JSONEncoder().encode(FieldPath([.property("email")])) // "email"
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Parses `a.b[2].c`; returns nil for malformed text.
    init?(parsing text: String) {
        var components: [Component] = []
        var name = ""
        var iterator = text.makeIterator()
        var expectName = true
        while let character = iterator.next() {
            switch character {
            case ".":
                if !name.isEmpty { components.append(.property(name)); name = "" } else if expectName { return nil }
                expectName = true
            case "[":
                if !name.isEmpty { components.append(.property(name)); name = "" }
                var digits = ""
                while let d = iterator.next(), d != "]" { digits.append(d) }
                guard let index = Int(digits), index >= 0 else { return nil }
                components.append(.index(index))
                expectName = false
            default:
                name.append(character)
            }
        }
        if !name.isEmpty { components.append(.property(name)) } else if expectName, !components.isEmpty { return nil }
        self.components = components
    }
}
