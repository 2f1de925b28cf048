/// A message with named placeholders, rendered only when the message is read.
///
/// Placeholders are `{name}`; a count may choose a word with
/// `{name, plural, one {word} other {words}}`. Unknown placeholders are left as written.
///
/// ```swift
/// let template: MessageTemplate = "{attribute} needs at least {min} {min, plural, one {character} other {characters}}."
/// template.render(["attribute": "Password", "min": 8]) // "Password needs at least 8 characters."
/// ```
public struct MessageTemplate: Hashable, Sendable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The template text as written.
    public let text: String

    /// ```swift
    /// let template = MessageTemplate("{attribute} is taken.")
    /// ```
    public init(_ text: String) { self.text = text }

    /// ```swift
    /// let template: MessageTemplate = "{attribute} is taken."
    /// ```
    public init(stringLiteral value: String) { self.text = value }

    /// ```swift
    /// let template = try JSONDecoder().decode(MessageTemplate.self, from: Data(#""{attribute}""#.utf8))
    /// ```
    public init(from decoder: any Decoder) throws {
        text = try decoder.singleValueContainer().decode(String.self)
    }

    /// ```swift
    /// try JSONEncoder().encode(MessageTemplate("{attribute} is taken."))
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    /// The template text.
    ///
    /// ```swift
    /// print(MessageTemplate("{attribute}")) // {attribute}
    /// ```
    public var description: String { text }

    /// Substitutes the parameters, in one pass over the text.
    ///
    /// ```swift
    /// MessageTemplate("{attribute} is {value}.").render(["attribute": "Age", "value": 3])
    /// // "Age is 3."
    /// ```
    public func render(_ parameters: [String: MessageParameter]) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            guard character == "{", let close = closingBrace(after: index) else {
                output.append(character)
                index = text.index(after: index)
                continue
            }
            let body = text[text.index(after: index)..<close]
            output += substitute(body, parameters) ?? String(text[index...close])
            index = text.index(after: close)
        }
        return output
    }

    /// The brace closing the placeholder opened at `open`, allowing one level of nested braces.
    private func closingBrace(after open: String.Index) -> String.Index? {
        var depth = 0
        var index = text.index(after: open)
        while index < text.endIndex {
            switch text[index] {
            case "{": depth += 1
            case "}":
                if depth == 0 { return index }
                depth -= 1
            default: break
            }
            index = text.index(after: index)
        }
        return nil
    }

    private func substitute(_ body: Substring, _ parameters: [String: MessageParameter]) -> String? {
        let parts = body.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false)
        let name = String(parts[0].trimmingSpaces)
        guard let value = parameters[name] else { return nil }
        guard parts.count == 3, parts[1].trimmingSpaces == "plural" else {
            return parts.count == 1 ? value.description : nil
        }
        let isOne: Bool
        switch value {
        case .int(let i): isOne = i == 1
        case .double(let d): isOne = d == 1
        default: isOne = false
        }
        return pluralChoice(parts[2], key: isOne ? "one" : "other")
    }

    /// Picks `word` from `one {word} other {words}`.
    private func pluralChoice(_ options: Substring, key: String) -> String? {
        var rest = options[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let label = rest[..<open].trimmingSpaces
            if label == key { return String(rest[rest.index(after: open)..<close]) }
            rest = rest[rest.index(after: close)...]
        }
        return nil
    }
}

extension Substring {
    /// The substring without leading and trailing spaces.
    var trimmingSpaces: Substring {
        var s = self
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return s
    }
}
