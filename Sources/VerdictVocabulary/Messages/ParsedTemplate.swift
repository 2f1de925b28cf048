/// A message template parsed once: literal runs and placeholders, in order. Shared by the copies
/// of a ``MessageTemplate``.
final class ParsedTemplate: Sendable {
    let text: String
    let segments: [TemplateSegment]
    /// The built-in message whose English template this is, found by its text once, when it is
    /// parsed: what a localized rendering translates (see ``MessageLocalizer``).
    let builtIn: BuiltInMessage?
    /// Whether a rule's `.message(_:)` set it: then it is rendered as written in every language.
    let isOwn: Bool

    /// `text` as one literal run, rendered as written in every language (see
    /// ``MessageTemplate/init(literal:)``).
    init(literal text: String) {
        self.text = text
        segments = [.literal(text)]
        builtIn = nil
        isOwn = true
    }

    init(_ text: String, isOwn: Bool = false) {
        self.text = text
        var parser = TemplateParser(text)
        segments = parser.parse()
        builtIn = isOwn ? nil : BuiltInMessage.matching(text)
        self.isOwn = isOwn
    }

    /// What `{value}` shows for a sensitive attribute.
    static let hiddenValue = "(hidden)"

    /// Renders in one pass into one string: the pieces are copied into a buffer on the stack,
    /// which becomes the string at the end (see ``MessageWriter``). `attribute`, when given, is
    /// substituted for `{attribute}` in place of any parameter of that name, and `value` for
    /// `{value}`: the label and the attempted value are passed on their own, so that rendering an
    /// error's message copies no dictionary. With `language`, numbers are written and plurals
    /// chosen by its rules, and the English phrases of ``BuiltInMessage/phrases`` translated;
    /// without, as in English.
    func render(
        _ parameters: [String: MessageParameter], attribute: String? = nil, value: MessageParameter? = nil,
        language: LanguageRules? = nil
    ) -> String {
        if segments.count == 1, case .literal(let literal) = segments[0] { return literal }
        // The writer lives and dies in the allocation's body (``MessageWriter``'s invariants).
        return unsafe withUnsafeTemporaryAllocation(of: UInt8.self, capacity: MessageWriter.bufferCapacity) { buffer in
            var output = unsafe MessageWriter(buffer)
            for segment in segments {
                switch segment {
                case .literal(let literal):
                    output.append(literal)
                case .parameter(let name, let raw):
                    if let attribute, name == "attribute" {
                        output.append(attribute)
                    } else if let value, name == "value" {
                        if let language { output.append(value, language) } else { output.append(value) }
                    } else if let value = Self.parameter(name, in: parameters) {
                        if let language {
                            output.append(language.phrase(value, parameter: name) ?? value, language)
                        } else {
                            output.append(value)
                        }
                    } else {
                        output.append(raw)
                    }
                case .plural(let name, let options, let raw):
                    let chosen: MessageParameter? =
                        if let attribute, name == "attribute" {
                            .string(attribute)
                        } else if let value, name == "value" {
                            value
                        } else {
                            Self.parameter(name, in: parameters)
                        }
                    // One path for every language: English (no rules given) by its CLDR rule too.
                    output.append(Self.choose(options, for: chosen, by: language?.plural ?? .oneIfExactlyOne) ?? raw)
                }
            }
            return output.string
        }
    }

    /// `parameters[name]`; among the few parameters of a failure, by comparing the names, which
    /// costs less than hashing one (about 200 instructions a lookup).
    private static func parameter(_ name: String, in parameters: [String: MessageParameter]) -> MessageParameter? {
        guard parameters.count <= 4 else { return parameters[name] }
        for (key, value) in parameters where key == name { return value }
        return nil
    }

    /// The option for `value` by `rule`: an exact match (`=0`) first, then the value's category,
    /// then `other`; a value that is not a number takes `other`.
    static func choose(_ options: [PluralOption], for value: MessageParameter?, by rule: PluralRule) -> String? {
        guard let value else { return nil }
        guard let operands = PluralOperands(value) else { return options.first { $0.match == .other }?.text }
        let signed = value.isNegative ? -operands.n : operands.n
        for option in options {
            if case .exact(let number) = option.match, number == signed { return option.text }
        }
        let category = PluralMatch.category(rule.category(operands))
        return (options.first { $0.match == category } ?? options.first { $0.match == .other })?.text
    }
}

/// A piece of a parsed template.
enum TemplateSegment: Sendable, Equatable {
    /// Text rendered as is.
    case literal(String)
    /// `{name}`, rendered as the parameter or, when it is missing, as written (`raw`).
    case parameter(name: String, raw: String)
    /// `{name, plural, one {word} other {words}}`.
    case plural(name: String, options: [PluralOption], raw: String)
}

/// One choice of a plural placeholder: `one {character}`, or `=0 {no character}`.
struct PluralOption: Sendable, Equatable {
    var key: String
    var text: String
    /// What the key selects, read once when the template is parsed.
    let match: PluralMatch

    init(key: String, text: String) {
        self.key = key
        self.text = text
        match = PluralMatch(key)
    }
}

/// What a plural option's key selects: a CLDR category, or one exact number (`=0`).
enum PluralMatch: Sendable, Equatable {
    case category(PluralCategory)
    case exact(Double)
    case unknown

    static let other = PluralMatch.category(.other)

    init(_ key: String) {
        if key.hasPrefix("="), let number = Double(key.dropFirst()) {
            self = .exact(number)
        } else if let category = PluralCategory(rawValue: key) {
            self = .category(category)
        } else {
            self = .unknown
        }
    }
}

/// Parses a template in one pass over its UTF-8 bytes (braces are ASCII). Each `{` is paired
/// with its `}` by a stack first, so that a `{` without a partner costs one step, not a scan to
/// the end: parsing is linear in the length of the text.
struct TemplateParser {
    private let text: String
    private let bytes: [UInt8]
    /// Work done, in bytes visited: tests check that it grows linearly.
    private(set) var steps = 0

    init(_ text: String) {
        self.text = text
        bytes = Array(text.utf8)
    }

    mutating func parse() -> [TemplateSegment] {
        let partners = matchBraces()
        var segments: [TemplateSegment] = []
        var literalStart = 0
        var index = 0
        while index < bytes.count {
            steps += 1
            guard bytes[index] == UInt8(ascii: "{"), let close = partners[index] else {
                index += 1
                continue
            }
            if literalStart < index { segments.append(.literal(string(literalStart..<index))) }
            segments.append(placeholder(body: (index + 1)..<close, raw: index..<(close + 1)))
            index = close + 1
            literalStart = index
        }
        if literalStart < bytes.count || segments.isEmpty {
            segments.append(.literal(string(literalStart..<bytes.count)))
        }
        return segments
    }

    /// For each `{` that has one, the position of its `}`, nested braces counted.
    private mutating func matchBraces() -> [Int: Int] {
        var partners: [Int: Int] = [:]
        var open: [Int] = []
        for (index, byte) in bytes.enumerated() {
            steps += 1
            if byte == UInt8(ascii: "{") {
                open.append(index)
            } else if byte == UInt8(ascii: "}"), let start = open.popLast() {
                partners[start] = index
            }
        }
        return partners
    }

    /// `name`, or `name, plural, options`; anything else renders as written.
    private mutating func placeholder(body: Range<Int>, raw: Range<Int>) -> TemplateSegment {
        let rawText = string(raw)
        let parts = string(body).split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false)
        steps += body.count
        let name = String(parts[0].trimmingSpaces)
        if parts.count == 1 { return .parameter(name: name, raw: rawText) }
        guard parts.count == 3, parts[1].trimmingSpaces == "plural" else { return .literal(rawText) }
        return .plural(name: name, options: Self.options(parts[2]), raw: rawText)
    }

    /// `one {word} other {words}` as options, in order.
    private static func options(_ text: Substring) -> [PluralOption] {
        var options: [PluralOption] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            options.append(
                PluralOption(
                    key: String(rest[..<open].trimmingSpaces), text: String(rest[rest.index(after: open)..<close])))
            rest = rest[rest.index(after: close)...]
        }
        return options
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
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
