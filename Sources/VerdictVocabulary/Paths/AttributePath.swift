/// A printable path from the validated model to a value, such as `addresses[1].zip`.
///
/// The printable form joins property names with dots and puts indexes in brackets. A property
/// name that is empty or contains `.`, `[` or `]` is written quoted in brackets instead, with `\"`
/// and `\\` for a quote and a backslash inside: `form["first.name"]`, `tags[""]`. So every path
/// prints to text that parses back to the same path, and a report's JSON always decodes.
///
/// ```swift
/// let path: AttributePath = [.property("addresses"), .index(1), .property("zip")]
/// print(path) // addresses[1].zip
/// ```
public struct AttributePath: Hashable, Sendable, Codable, CustomStringConvertible,
    ExpressibleByArrayLiteral, ExpressibleByStringLiteral
{
    /// One step of a path. Closed: a path is names and indices; it will not gain cases.
    public enum Component: Hashable, Sendable {
        /// A named property.
        case property(String)
        /// A position in a collection.
        case index(Int)
    }

    /// The steps from the root.
    public var components: [Component]

    /// ```swift
    /// let path = AttributePath([.property("email")])
    /// ```
    public init(_ components: [Component] = []) { self.components = components }

    /// ```swift
    /// let path: AttributePath = [.property("email")]
    /// ```
    public init(arrayLiteral elements: Component...) { self.components = elements }

    /// Parses a printable path; text that is not a well-formed path becomes one property name.
    ///
    /// ```swift
    /// let path: AttributePath = "addresses[1].zip"
    /// ```
    public init(stringLiteral value: String) {
        self = AttributePath(parsing: value) ?? AttributePath([.property(value)])
    }

    /// The path under `prefix`.
    ///
    /// ```swift
    /// AttributePath([.property("zip")]).prefixed(by: [.property("address")]) // address.zip
    /// ```
    public func prefixed(by prefix: AttributePath) -> AttributePath {
        AttributePath(prefix.components + components)
    }

    /// The printable form: properties joined by dots, indexes in brackets, and names that are
    /// empty or contain `.`, `[` or `]` quoted in brackets.
    ///
    /// ```swift
    /// print(AttributePath([.property("tags"), .index(0)])) // tags[0]
    /// print(AttributePath([.property("form"), .property("first.name")])) // form["first.name"]
    /// ```
    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .property(let name) where Self.isPlain(name):
                if !text.isEmpty { text += "." }
                text += name
            case .property(let name):
                text += "[\""
                for scalar in name.unicodeScalars {
                    if scalar == "\"" || scalar == "\\" { text.unicodeScalars.append("\\") }
                    text.unicodeScalars.append(scalar)
                }
                text += "\"]"
            case .index(let i):
                text += "[\(i)]"
            }
        }
        return text
    }

    /// Whether `name` prints as it is: not empty, and none of the characters that delimit
    /// components. Checked scalar by scalar, as parsing reads: a combining mark after a dot makes
    /// one `Character` with it, yet the dot still delimits.
    private static func isPlain(_ name: String) -> Bool {
        !name.isEmpty && !name.unicodeScalars.contains { $0 == "." || $0 == "[" || $0 == "]" }
    }

    /// Parses the printable form; malformed text throws a `DecodingError`.
    ///
    /// ```swift
    /// let path = try JSONDecoder().decode(AttributePath.self, from: Data(#""addresses[1].zip""#.utf8))
    /// ```
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let parsed = AttributePath(parsing: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Malformed field path '\(text)'")
        }
        self = parsed
    }

    /// Encodes the printable form.
    ///
    /// ```swift
    /// try JSONEncoder().encode(AttributePath([.property("email")])) // "email"
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Parses the printable form (`a.b[2].c`, `a["b.c"]`); returns nil for malformed text.
    ///
    /// Reads unicode scalars, not characters, so that a combining mark after a delimiter does not
    /// hide it. Accepts a quoted name even where a plain one would do (`a["b"]`).
    init?(parsing text: String) {
        let scalars = text.unicodeScalars
        var components: [Component] = []
        var position = scalars.startIndex
        // Just after a dot, where only a plain name may come.
        var afterDot = false
        while position < scalars.endIndex {
            switch scalars[position] {
            case ".":
                guard !components.isEmpty, !afterDot else { return nil }
                afterDot = true
                scalars.formIndex(after: &position)
            case "[":
                guard !afterDot else { return nil }
                scalars.formIndex(after: &position)
                guard let (component, end) = Self.bracketed(scalars, from: position) else { return nil }
                components.append(component)
                position = end
            case "]":
                return nil
            default:
                // A plain name starts the path or follows a dot.
                guard components.isEmpty || afterDot else { return nil }
                let end = scalars[position...].firstIndex { $0 == "." || $0 == "[" || $0 == "]" } ?? scalars.endIndex
                components.append(.property(String(scalars[position..<end])))
                afterDot = false
                position = end
            }
        }
        guard !afterDot else { return nil }
        self.components = components
    }

    /// The component inside brackets that starts at `start` (after the `[`), and where the text
    /// goes on after its `]`.
    private static func bracketed(
        _ scalars: String.UnicodeScalarView, from start: String.Index
    ) -> (Component, String.Index)? {
        guard start < scalars.endIndex else { return nil }
        var position = start
        if scalars[position] == "\"" {
            // A quoted name, with `\"` and `\\` escaped.
            var name = String.UnicodeScalarView()
            scalars.formIndex(after: &position)
            while true {
                guard position < scalars.endIndex else { return nil }
                var scalar = scalars[position]
                scalars.formIndex(after: &position)
                if scalar == "\"" { break }
                if scalar == "\\" {
                    guard position < scalars.endIndex, scalars[position] == "\"" || scalars[position] == "\\" else {
                        return nil
                    }
                    scalar = scalars[position]
                    scalars.formIndex(after: &position)
                }
                name.append(scalar)
            }
            guard position < scalars.endIndex, scalars[position] == "]" else { return nil }
            return (.property(String(name)), scalars.index(after: position))
        }
        // An index: an optional minus sign and decimal digits.
        guard let close = scalars[position...].firstIndex(of: "]") else { return nil }
        let digits = scalars[position..<close]
        let unsigned = digits.first == "-" ? digits.dropFirst() : digits
        guard !unsigned.isEmpty, unsigned.allSatisfy({ ("0"..."9").contains($0) }),
            let index = Int(String(digits))
        else { return nil }
        return (.index(index), scalars.index(after: close))
    }
}
