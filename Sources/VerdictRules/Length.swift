import VerdictVocabulary

/// Checks the length of a string, counted in user-perceived characters (`Character`s):
/// `"e\u{301}"` and a flag emoji are one character each.
///
/// Counting stops as soon as the answer is known, so a megabyte of text against `max: 24`
/// costs 25 characters of work.
///
/// ```swift
/// Length(4...24).validate("bob")?.message(label: "Username")
/// // "Username must contain at least 4 characters."
/// Length(min: 8).validate("correct horse") // nil
/// Length(2).validate("🇫🇷🇩🇪")              // nil: two flags
/// ```
public struct Length: ValueRule, SelfDiagnosingRule {
    /// The exact length required, if any.
    package let exactly: Int?
    /// The minimum length, if any.
    package let min: Int?
    /// The maximum length, if any.
    package let max: Int?
    /// The largest bound, past which counting can stop; `nil` without bounds.
    private let countLimit: Int?
    /// The bounds that are set, as message parameters with room for the value's: a failure
    /// copies them and adds one key, rather than hashing every bound again.
    private let bounds: [String: MessageParameter]

    /// The string must have exactly `exactly` characters.
    ///
    /// ```swift
    /// Length(5).validate("1234")?.code // .stringWrongLength
    /// ```
    public init(_ exactly: Int) {
        self.exactly = exactly
        self.min = nil
        self.max = nil
        self.countLimit = exactly
        self.bounds = Self.bounds(exactly: exactly, min: nil, max: nil)
    }

    /// The string must have between `range.lowerBound` and `range.upperBound` characters.
    ///
    /// ```swift
    /// Length(4...24).validate("a much too long user name")?.code // .stringTooLong
    /// ```
    public init(_ range: ClosedRange<Int>) {
        self.init(min: range.lowerBound, max: range.upperBound)
    }

    /// The string must have at least `min` and at most `max` characters (each optional).
    ///
    /// ```swift
    /// Length(min: 8).validate("secret")?.code   // .stringTooShort
    /// Length(max: 3).validate("abcd")?.code     // .stringTooLong
    /// ```
    public init(min: Int? = nil, max: Int? = nil) {
        self.exactly = nil
        self.min = min
        self.max = max
        self.countLimit = [min, max].compactMap { $0 }.max()
        self.bounds = Self.bounds(exactly: nil, min: min, max: max)
    }

    /// Fails with ``ErrorCode/stringTooShort``, ``ErrorCode/stringTooLong`` or
    /// ``ErrorCode/stringWrongLength``.
    ///
    /// ```swift
    /// Length(min: 1, max: 1).validate("é") // nil
    /// ```
    public func apply(to value: inout String) -> RuleFailure? {
        guard let countLimit else { return nil }
        let count = Self.count(value, stoppingAfter: countLimit)
        if let exactly, count != exactly { return failure(.stringWrongLength, Self.wrongLengthTemplate, value) }
        if let min, count < min { return failure(.stringTooShort, Self.tooShortTemplate, value) }
        if let max, count > max { return failure(.stringTooLong, Self.tooLongTemplate, value) }
        return nil
    }

    /// The number of characters of `text`, or `limit + 1` if it has more than `limit`.
    static func count(_ text: String, stoppingAfter limit: Int) -> Int {
        if let count = asciiCount(text, stoppingAfter: limit) { return count }
        // A character takes at least one UTF-8 byte, so a short string can be counted in full.
        if text.utf8.count <= limit { return text.count }
        var count = 0
        for _ in text {
            count += 1
            if count > limit { break }
        }
        return count
    }

    /// ``count(_:stoppingAfter:)`` from the UTF-8 bytes, while they are ASCII: no grapheme rule
    /// joins two ASCII scalars except CR LF, so every ASCII byte starts a character unless it
    /// is an LF after a CR. `nil` when a non-ASCII byte comes before the answer.
    private static func asciiCount(_ text: String, stoppingAfter limit: Int) -> Int? {
        // Unsafe: the bytes are read only during the call that lends them, below their count.
        unsafe text.withUTF8Bytes { bytes in
            var count = 0
            var previous: UInt8 = 0
            var iterator = unsafe bytes.makeIterator()
            while let byte = unsafe iterator.next() {
                guard byte < 0x80 else { return nil }
                if byte != UInt8(ascii: "\n") || previous != UInt8(ascii: "\r") {
                    count += 1
                    if count > limit { break }
                }
                previous = byte
            }
            return count
        }
    }

    /// Mistakes in the bounds, reported by the rule-graph compiler: a negative bound, or a
    /// minimum above the maximum (every value would fail).
    package var declarationProblems: [String] {
        var problems: [String] = []
        for (name, bound) in [("length", exactly), ("min", min), ("max", max)] {
            if let bound, bound < 0 { problems.append("Length \(name) \(bound) is negative.") }
        }
        if let min, let max, min > max {
            problems.append("Length min \(min) is greater than max \(max): every value fails.")
        }
        return problems
    }

    private static let wrongLengthTemplate: MessageTemplate =
        "{attribute} must contain exactly {length} {length, plural, one {character} other {characters}}."
    private static let tooShortTemplate: MessageTemplate =
        "{attribute} must contain at least {min} {min, plural, one {character} other {characters}}."
    private static let tooLongTemplate: MessageTemplate =
        "{attribute} must contain at most {max} {max, plural, one {character} other {characters}}."

    private func failure(_ code: ErrorCode, _ template: MessageTemplate, _ value: String) -> RuleFailure {
        RuleFailure(code: code, template: template, parameters: bounds, attemptedValue: .string(value))
    }

    /// Only the bounds that are set.
    private static func bounds(exactly: Int?, min: Int?, max: Int?) -> [String: MessageParameter] {
        var bounds = [String: MessageParameter](minimumCapacity: 2)
        if let exactly { bounds["length"] = .int(exactly) }
        if let min { bounds["min"] = .int(min) }
        if let max { bounds["max"] = .int(max) }
        return bounds
    }
}
