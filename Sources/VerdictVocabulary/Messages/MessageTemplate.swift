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
    /// The text and its parsed form, shared by copies.
    let storage: ParsedTemplate

    /// The longest template text a decoder accepts, in UTF-8 bytes: a template read from another
    /// service's JSON is refused beyond it, rather than kept and rendered at any size.
    public static let maximumDecodedLength = 8_192

    /// The template text as written.
    ///
    /// ```swift
    /// MessageTemplate("{attribute} is taken.").text // "{attribute} is taken."
    /// ```
    public var text: String { storage.text }

    /// Parses the template once, in one pass; rendering then only substitutes.
    ///
    /// ```swift
    /// let template = MessageTemplate("{attribute} is taken.")
    /// ```
    public init(_ text: String) { storage = ParsedTemplate(text) }

    /// ```swift
    /// let template: MessageTemplate = "{attribute} is taken."
    /// ```
    public init(stringLiteral value: String) { self.init(value) }

    /// The template as a rule's own message (set by `.message(_:)`): rendered as written in every
    /// language, never replaced by a catalog's or a built-in translation.
    package var own: MessageTemplate {
        storage.isOwn ? self : MessageTemplate(storage: ParsedTemplate(text, isOwn: true))
    }

    private init(storage: ParsedTemplate) { self.storage = storage }

    /// A template that renders `text` as it is, in every language: no placeholder is read in it
    /// (a message another service rendered already, braces included).
    package init(literal text: String) {
        storage = ParsedTemplate(literal: text)
    }

    /// Decodes the text, refusing one longer than ``maximumDecodedLength`` bytes.
    ///
    /// ```swift
    /// let template = try JSONDecoder().decode(MessageTemplate.self, from: Data(#""{attribute}""#.utf8))
    /// ```
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard text.utf8.count <= Self.maximumDecodedLength else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "A message template is longer than \(Self.maximumDecodedLength) bytes.")
        }
        self.init(text)
    }

    /// ```swift
    /// try JSONEncoder().encode(MessageTemplate("{attribute} is taken."))
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    /// Templates are equal when their texts are.
    ///
    /// ```swift
    /// MessageTemplate("{a}") == "{a}" // true
    /// ```
    public static func == (lhs: MessageTemplate, rhs: MessageTemplate) -> Bool {
        lhs.storage === rhs.storage || lhs.text == rhs.text
    }

    /// Hashes the text.
    ///
    /// ```swift
    /// var hasher = Hasher()
    /// MessageTemplate("{a}").hash(into: &hasher)
    /// ```
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
    }

    /// The template text.
    ///
    /// ```swift
    /// print(MessageTemplate("{attribute}")) // {attribute}
    /// ```
    public var description: String { text }

    /// Substitutes the parameters into the parsed template, in one pass. A placeholder whose
    /// parameter is missing, and a `{` without its `}`, stay as written.
    ///
    /// ```swift
    /// MessageTemplate("{attribute} is {value}.").render(["attribute": "Age", "value": 3])
    /// // "Age is 3."
    /// ```
    public func render(_ parameters: [String: MessageParameter]) -> String {
        storage.render(parameters)
    }

    /// Renders with `label` for `{attribute}` and `value` for `{value}`, without copying
    /// `parameters` to add them.
    func render(
        _ parameters: [String: MessageParameter], attribute label: String, value: MessageParameter? = nil,
        language: LanguageRules? = nil
    ) -> String {
        storage.render(parameters, attribute: label, value: value, language: language)
    }
}
