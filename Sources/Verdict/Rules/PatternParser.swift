/// Reads a pattern of ``ASCIIPattern``'s subset into a ``PatternNode``, or gives `nil` for any
/// pattern outside it: the subset is kept narrow, so that whatever is read here means on
/// printable ASCII exactly what it means to `NSRegularExpression` (which has already accepted
/// the pattern when this runs).
///
/// ```swift
/// var parser = PatternParser(bytes: Array("^a+$".utf8))
/// parser.parse() // .sequence([.start, .repetition(.set(…), minimum: 1, maximum: nil), .end])
/// ```
struct PatternParser {
    /// The pattern's UTF-8 bytes.
    let bytes: [UInt8]
    /// The next byte to read.
    private var index = 0
    /// How many groups are open: the parser, the compiler and `isNullable` recurse once a group.
    private var depth = 0

    /// The deepest nesting of groups read: a deeper pattern is left to ICU, so that no recursion
    /// here grows with the pattern.
    static let maximumDepth = 32

    /// The largest count of a `{n,m}` read: past it, ICU is left the pattern.
    static let maximumCount = 1_000

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// The whole pattern, or `nil` outside the subset (or empty: ICU refuses the empty pattern).
    mutating func parse() -> PatternNode? {
        guard !bytes.isEmpty, bytes.allSatisfy(Self.isPrintable), let node = parseChoice(), index == bytes.count
        else { return nil }
        return node
    }

    /// Whether `byte` is printable ASCII, U+0020 to U+007E: the only bytes of the values (and
    /// of the patterns) the fast path takes.
    static func isPrintable(_ byte: UInt8) -> Bool { byte >= 0x20 && byte <= 0x7E }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }
    private var following: UInt8? { index + 1 < bytes.count ? bytes[index + 1] : nil }

    /// Alternatives separated by `|`.
    private mutating func parseChoice() -> PatternNode? {
        var alternatives: [PatternNode] = []
        while true {
            guard let sequence = parseSequence() else { return nil }
            alternatives.append(sequence)
            guard current == UInt8(ascii: "|") else { break }
            index += 1
        }
        return alternatives.count == 1 ? alternatives[0] : .choice(alternatives)
    }

    /// Atoms, each with its quantifier, up to a `|`, a `)` or the end.
    private mutating func parseSequence() -> PatternNode? {
        var items: [PatternNode] = []
        while let byte = current, byte != UInt8(ascii: "|"), byte != UInt8(ascii: ")") {
            guard let atom = parseAtom(), let item = parseQuantifier(of: atom) else { return nil }
            items.append(item)
        }
        return items.count == 1 ? items[0] : .sequence(items)
    }

    private mutating func parseAtom() -> PatternNode? {
        guard let byte = current else { return nil }
        index += 1
        switch byte {
        case UInt8(ascii: "("):
            if current == UInt8(ascii: "?") {
                // Only the non-capturing group: flags, look-arounds and named groups are left to ICU.
                guard following == UInt8(ascii: ":") else { return nil }
                index += 2
            }
            depth += 1
            guard depth <= Self.maximumDepth, let inner = parseChoice(), current == UInt8(ascii: ")") else {
                return nil
            }
            depth -= 1
            index += 1
            return inner
        case UInt8(ascii: "["):
            return parseClass()
        case UInt8(ascii: "."):
            return .set(ASCIISet { Self.isPrintable(UInt8($0.value)) })
        case UInt8(ascii: "^"):
            return .start
        case UInt8(ascii: "$"):
            return .end
        case UInt8(ascii: "\\"):
            guard let escaped = current else { return nil }
            index += 1
            switch escaped {
            case UInt8(ascii: "A"): return .start
            case UInt8(ascii: "z"), UInt8(ascii: "Z"): return .end
            default: return Self.escapeSet(escaped).map { .set($0) }
            }
        case UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "?"), UInt8(ascii: "{"), UInt8(ascii: "}"),
            UInt8(ascii: "]"):
            return nil
        default:
            return .set(Self.single(byte))
        }
    }

    /// `*`, `+`, `?`, `{n}`, `{n,}` or `{n,m}` after `atom`, greedy or lazy (`?` after it: a
    /// match exists either way, which is all ``Match`` asks); a possessive one is left to ICU.
    private mutating func parseQuantifier(of atom: PatternNode) -> PatternNode? {
        let counts: (minimum: Int, maximum: Int?)
        switch current {
        case UInt8(ascii: "*"):
            counts = (0, nil)
            index += 1
        case UInt8(ascii: "+"):
            counts = (1, nil)
            index += 1
        case UInt8(ascii: "?"):
            counts = (0, 1)
            index += 1
        case UInt8(ascii: "{"):
            guard let read = parseCounts() else { return nil }
            counts = read
        default:
            return atom
        }
        // A quantified anchor, or a repetition of something that can match the empty string:
        // ICU answers some of those wrongly (`\Z|(()|-)+?x` finds no match in "]"), and its
        // answers, not the right ones, are what the fast path must give.
        guard !atom.isNullable else { return nil }
        if current == UInt8(ascii: "?") { index += 1 }
        if let next = current, Self.quantifierBytes.contains(next) { return nil }
        return .repetition(atom, minimum: counts.minimum, maximum: counts.maximum)
    }

    private static let quantifierBytes: [UInt8] = [
        UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "?"), UInt8(ascii: "{"),
    ]

    /// `{n}`, `{n,}` or `{n,m}`, read up to and past its `}`.
    private mutating func parseCounts() -> (Int, Int?)? {
        index += 1
        guard let minimum = parseNumber() else { return nil }
        var maximum: Int? = minimum
        if current == UInt8(ascii: ",") {
            index += 1
            maximum = current == UInt8(ascii: "}") ? nil : parseNumber()
            if maximum == nil && current != UInt8(ascii: "}") { return nil }
        }
        guard current == UInt8(ascii: "}") else { return nil }
        index += 1
        if let maximum, maximum < minimum { return nil }
        return (minimum, maximum)
    }

    private mutating func parseNumber() -> Int? {
        var value = 0
        var digits = 0
        while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
            index += 1
            guard value <= Self.maximumCount else { return nil }
        }
        return digits > 0 ? value : nil
    }

    /// A bracket class of characters, ranges and `\w`-like escapes, optionally negated; nested
    /// classes, operations (`&&`, `--`), properties, POSIX classes and a leading `]` are left to
    /// ICU.
    private mutating func parseClass() -> PatternNode? {
        // `[:alpha:]` is a POSIX class to ICU.
        guard current != UInt8(ascii: ":") else { return nil }
        var negated = false
        if current == UInt8(ascii: "^") {
            negated = true
            index += 1
            guard current != UInt8(ascii: ":") else { return nil }
        }
        var members: [ASCIISet] = []
        while true {
            guard let byte = current else { return nil }
            if byte == UInt8(ascii: "]") {
                guard !members.isEmpty else { return nil }
                index += 1
                break
            }
            // Nested classes, `&` (ICU's intersection), and `{…}` (a string in ICU's sets) are
            // left to ICU.
            if Self.classOperators.contains(byte) { return nil }
            if byte == UInt8(ascii: "-") {
                // A literal dash first or last only (`--` is ICU's set difference); anywhere
                // else ICU's reading is left to ICU.
                guard following != UInt8(ascii: "-"), members.isEmpty || following == UInt8(ascii: "]") else {
                    return nil
                }
                index += 1
                members.append(Self.single(byte))
                continue
            }
            guard let (member, literal) = parseClassMember() else { return nil }
            if let low = literal, current == UInt8(ascii: "-"), let after = following, after != UInt8(ascii: "]") {
                index += 1
                // `--` is ICU's set difference.
                guard current != UInt8(ascii: "-"), let (_, high) = parseClassMember(), let high, low <= high else {
                    return nil
                }
                members.append(ASCIISet { (low...high).contains(UInt8($0.value)) })
            } else {
                members.append(member)
            }
        }
        let set = ASCIISet { scalar in
            let byte = UInt8(scalar.value)
            return Self.isPrintable(byte) && members.contains { $0.contains(byte) } != negated
        }
        return .set(set)
    }

    private static let classOperators: [UInt8] = [
        UInt8(ascii: "["), UInt8(ascii: "&"), UInt8(ascii: "{"), UInt8(ascii: "}"),
    ]

    /// One member of a class: its set, and its byte when it is a single character (which may
    /// start a range).
    private mutating func parseClassMember() -> (ASCIISet, UInt8?)? {
        guard let byte = current, byte != UInt8(ascii: "]"), !Self.classOperators.contains(byte) else { return nil }
        index += 1
        guard byte == UInt8(ascii: "\\") else { return (Self.single(byte), byte) }
        guard let escaped = current, let set = Self.escapeSet(escaped) else { return nil }
        index += 1
        return (set, Self.isWordByte(escaped) ? nil : escaped)
    }

    /// The set an escape stands for: `\w`, `\d`, `\s`, their negations, or escaped punctuation
    /// (a literal); `nil` for any other letter or digit (`\b`, `\p`, `\1`, `\n`…), left to ICU.
    private static func escapeSet(_ escaped: UInt8) -> ASCIISet? {
        switch escaped {
        case UInt8(ascii: "w"): return printable { isWordByte($0) }
        case UInt8(ascii: "W"): return printable { !isWordByte($0) }
        case UInt8(ascii: "d"): return printable { isDigit($0) }
        case UInt8(ascii: "D"): return printable { !isDigit($0) }
        case UInt8(ascii: "s"): return printable { $0 == UInt8(ascii: " ") }
        case UInt8(ascii: "S"): return printable { $0 != UInt8(ascii: " ") }
        default:
            return isWordByte(escaped) ? nil : single(escaped)
        }
    }

    private static func printable(where isMember: (UInt8) -> Bool) -> ASCIISet {
        ASCIISet { isPrintable(UInt8($0.value)) && isMember(UInt8($0.value)) }
    }

    private static func single(_ byte: UInt8) -> ASCIISet { ASCIISet { $0.value == UInt32(byte) } }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// ICU's `\w` on printable ASCII: letters, digits and the underscore (the one connector
    /// punctuation of ASCII).
    private static func isWordByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: "_")
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }
}
