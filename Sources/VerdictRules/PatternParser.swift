import VerdictVocabulary

/// Reads a pattern of ``PatternAutomaton``'s subset into a ``PatternNode``, or gives `nil` for
/// any pattern outside it: whatever is read here means exactly what it means to
/// `NSRegularExpression` without options (which has already accepted the pattern when this
/// runs), on any value.
///
/// ```swift
/// var parser = PatternParser("^a+$")
/// parser.parse() // .sequence([.assertion(.start), .repetition(.set(…), minimum: 1, maximum: nil), .assertion(.end)])
/// ```
struct PatternParser {
    /// The pattern's scalars.
    let scalars: [UInt32]
    /// The next scalar to read.
    private var index = 0
    /// How many groups are open: the parser, the compiler and `isNullable` recurse once a group.
    private var depth = 0

    /// The deepest nesting of groups read: a deeper pattern is outside the automaton, so that no
    /// recursion here grows with the pattern.
    static let maximumDepth = 32

    /// The largest count of a `{n,m}` read: past it, the pattern is outside the automaton.
    static let maximumCount = 1_000

    init(_ pattern: String) { scalars = pattern.unicodeScalars.map(\.value) }

    /// The whole pattern, or `nil` outside the subset (or empty: ICU refuses the empty pattern).
    mutating func parse() -> PatternNode? {
        guard !scalars.isEmpty, let node = parseChoice(), index == scalars.count else { return nil }
        return node
    }

    private var current: UInt32? { index < scalars.count ? scalars[index] : nil }
    private var following: UInt32? { index + 1 < scalars.count ? scalars[index + 1] : nil }

    private static func ascii(_ character: Unicode.Scalar) -> UInt32 { character.value }

    /// Alternatives separated by `|`.
    private mutating func parseChoice() -> PatternNode? {
        var alternatives: [PatternNode] = []
        while true {
            guard let sequence = parseSequence() else { return nil }
            alternatives.append(sequence)
            guard current == Self.ascii("|") else { break }
            index += 1
        }
        return alternatives.count == 1 ? alternatives[0] : .choice(alternatives)
    }

    /// Atoms, each with its quantifier, up to a `|`, a `)` or the end.
    private mutating func parseSequence() -> PatternNode? {
        var items: [PatternNode] = []
        while let scalar = current, scalar != Self.ascii("|"), scalar != Self.ascii(")") {
            guard let atom = parseAtom(), let item = parseQuantifier(of: atom) else { return nil }
            items.append(item)
        }
        return items.count == 1 ? items[0] : .sequence(items)
    }

    private mutating func parseAtom() -> PatternNode? {
        guard let scalar = current else { return nil }
        index += 1
        switch scalar {
        case Self.ascii("("):
            if current == Self.ascii("?") {
                // Only the non-capturing group: flags, look-arounds and named groups are outside.
                guard following == Self.ascii(":") else { return nil }
                index += 2
            }
            depth += 1
            guard depth <= Self.maximumDepth, let inner = parseChoice(), current == Self.ascii(")") else {
                return nil
            }
            depth -= 1
            index += 1
            return inner
        case Self.ascii("["):
            return parseClass()
        case Self.ascii("."):
            return .set(ScalarSet([.class(.notLineTerminator)], inverted: false))
        case Self.ascii("^"):
            return .assertion(.start)
        case Self.ascii("$"):
            return .assertion(.end)
        case Self.ascii("\\"):
            guard let escaped = current else { return nil }
            // ICU refuses a quantifier on `\A`, `\Z` and `\z` (not on `^` and `$`).
            let quantified = following.map(Self.quantifiers.contains) ?? false
            switch escaped {
            case Self.ascii("A"):
                index += 1
                return quantified ? nil : .assertion(.start)
            case Self.ascii("Z"):
                index += 1
                return quantified ? nil : .assertion(.end)
            case Self.ascii("z"):
                index += 1
                return quantified ? nil : .assertion(.absoluteEnd)
            default:
                guard let member = parseEscape() else { return nil }
                return .set(ScalarSet([member], inverted: false))
            }
        case Self.ascii("*"), Self.ascii("+"), Self.ascii("?"), Self.ascii("{"), Self.ascii("}"), Self.ascii("]"):
            return nil
        default:
            return .set(ScalarSet(single: scalar))
        }
    }

    /// `*`, `+`, `?`, `{n}`, `{n,}` or `{n,m}` after `atom`, greedy or lazy (`?` after it: a
    /// match exists either way, which is all ``Match`` asks); a possessive one is outside.
    private mutating func parseQuantifier(of atom: PatternNode) -> PatternNode? {
        let counts: (minimum: Int, maximum: Int?)
        switch current {
        case Self.ascii("*"):
            counts = (0, nil)
            index += 1
        case Self.ascii("+"):
            counts = (1, nil)
            index += 1
        case Self.ascii("?"):
            counts = (0, 1)
            index += 1
        case Self.ascii("{"):
            guard let read = parseCounts() else { return nil }
            counts = read
        default:
            return atom
        }
        if current == Self.ascii("?") { index += 1 }
        if let next = current, Self.quantifiers.contains(next) { return nil }
        return .repetition(atom, minimum: counts.minimum, maximum: counts.maximum)
    }

    private static let quantifiers: [UInt32] = [ascii("*"), ascii("+"), ascii("?"), ascii("{")]

    /// `{n}`, `{n,}` or `{n,m}`, read up to and past its `}`.
    private mutating func parseCounts() -> (Int, Int?)? {
        index += 1
        guard let minimum = parseNumber() else { return nil }
        var maximum: Int? = minimum
        if current == Self.ascii(",") {
            index += 1
            maximum = current == Self.ascii("}") ? nil : parseNumber()
            if maximum == nil && current != Self.ascii("}") { return nil }
        }
        guard current == Self.ascii("}") else { return nil }
        index += 1
        if let maximum, maximum < minimum { return nil }
        return (minimum, maximum)
    }

    private mutating func parseNumber() -> Int? {
        var value = 0
        var digits = 0
        while let scalar = current, let digit = Self.hexDigit(scalar), digit < 10 {
            value = value * 10 + Int(digit)
            digits += 1
            index += 1
            guard value <= Self.maximumCount else { return nil }
        }
        return digits > 0 ? value : nil
    }

    /// A bracket class of scalars, ranges and escapes, optionally negated; nested classes,
    /// operations (`&&`, `--`), POSIX classes and a leading `]` are outside the subset.
    private mutating func parseClass() -> PatternNode? {
        // `[:alpha:]` is a POSIX class to ICU.
        guard current != Self.ascii(":") else { return nil }
        var negated = false
        if current == Self.ascii("^") {
            negated = true
            index += 1
            guard current != Self.ascii(":") else { return nil }
        }
        var members: [ScalarSet.Member] = []
        while true {
            guard let scalar = current else { return nil }
            if scalar == Self.ascii("]") {
                guard !members.isEmpty else { return nil }
                index += 1
                break
            }
            // Nested classes, `&` (ICU's intersection), and `{…}` (a string in ICU's sets) are
            // outside.
            if Self.classOperators.contains(scalar) { return nil }
            if scalar == Self.ascii("-") {
                // A literal dash first or last only (`--` is ICU's set difference); anywhere
                // else ICU's reading is left outside.
                guard following != Self.ascii("-"), members.isEmpty || following == Self.ascii("]") else {
                    return nil
                }
                index += 1
                members.append(.range(scalar...scalar))
                continue
            }
            guard let member = parseClassMember() else { return nil }
            if case .range(let low) = member, low.lowerBound == low.upperBound, current == Self.ascii("-"),
                let after = following, after != Self.ascii("]")
            {
                index += 1
                // `--` is ICU's set difference.
                guard current != Self.ascii("-"), case .range(let high)? = parseClassMember(),
                    high.lowerBound == high.upperBound, low.lowerBound <= high.lowerBound
                else {
                    return nil
                }
                members.append(.range(low.lowerBound...high.lowerBound))
            } else {
                members.append(member)
            }
        }
        return .set(ScalarSet(members, inverted: negated))
    }

    private static let classOperators: [UInt32] = [ascii("["), ascii("&"), ascii("{"), ascii("}")]

    /// One member of a class: a scalar (as a range of one, which may start a range) or an
    /// escape's class.
    private mutating func parseClassMember() -> ScalarSet.Member? {
        guard let scalar = current, scalar != Self.ascii("]"), !Self.classOperators.contains(scalar) else {
            return nil
        }
        index += 1
        guard scalar == Self.ascii("\\") else { return .range(scalar...scalar) }
        return parseEscape()
    }

    /// The escape after a `\` (read here): `\w`, `\d`, `\s` and their negations, `\p{…}` and
    /// `\P{…}` of general categories, `\t` `\n` `\r` `\f` `\a` `\e`, `\uhhhh`, `\xhh`, `\x{h…}`,
    /// or escaped ASCII punctuation (a literal); `nil` for anything else (`\b`, `\1`, `\Q`, `\N`…).
    private mutating func parseEscape() -> ScalarSet.Member? {
        guard let escaped = current else { return nil }
        index += 1
        switch escaped {
        case Self.ascii("w"): return .class(.word)
        case Self.ascii("W"): return .class(.not(.word))
        case Self.ascii("d"): return .class(.digit)
        case Self.ascii("D"): return .class(.not(.digit))
        case Self.ascii("s"): return .class(.space)
        case Self.ascii("S"): return .class(.not(.space))
        case Self.ascii("t"): return .range(0x09...0x09)
        case Self.ascii("n"): return .range(0x0A...0x0A)
        case Self.ascii("r"): return .range(0x0D...0x0D)
        case Self.ascii("f"): return .range(0x0C...0x0C)
        case Self.ascii("a"): return .range(0x07...0x07)
        case Self.ascii("e"): return .range(0x1B...0x1B)
        case Self.ascii("p"), Self.ascii("P"):
            guard let name = parseBraced(), let propertyClass = ScalarClass.property(named: name) else {
                return nil
            }
            return .class(escaped == Self.ascii("p") ? propertyClass : .not(propertyClass))
        case Self.ascii("u"):
            guard let value = parseHex(digits: 4) else { return nil }
            return Self.literal(value)
        case Self.ascii("x"):
            if current == Self.ascii("{") {
                guard let digits = parseBraced(), (1...6).contains(digits.count),
                    let value = UInt32(digits, radix: 16)
                else { return nil }
                return Self.literal(value)
            }
            guard let value = parseHex(digits: 2) else { return nil }
            return Self.literal(value)
        default:
            // Escaped ASCII punctuation is itself; letters and digits mean something else.
            guard escaped >= 0x20, escaped < 0x7F, !Self.isASCIILetterOrDigit(escaped) else { return nil }
            return .range(escaped...escaped)
        }
    }

    /// A scalar value written in hexadecimal, or `nil` for a surrogate or a value past U+10FFFF.
    private static func literal(_ value: UInt32) -> ScalarSet.Member? {
        guard Unicode.Scalar(value) != nil else { return nil }
        return .range(value...value)
    }

    /// `{…}` after `\p`, `\P` or `\x`: its contents, ASCII letters, digits and `_` only.
    private mutating func parseBraced() -> String? {
        guard current == Self.ascii("{") else { return nil }
        index += 1
        var name = ""
        while let scalar = current, scalar != Self.ascii("}") {
            guard Self.isASCIILetterOrDigit(scalar) || scalar == Self.ascii("_"), name.count < 32 else {
                return nil
            }
            name.unicodeScalars.append(Unicode.Scalar(UInt8(scalar)))
            index += 1
        }
        guard current == Self.ascii("}") else { return nil }
        index += 1
        return name
    }

    /// Exactly `digits` hexadecimal digits.
    private mutating func parseHex(digits: Int) -> UInt32? {
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard let scalar = current, let digit = Self.hexDigit(scalar) else { return nil }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private static func hexDigit(_ scalar: UInt32) -> UInt32? {
        switch scalar {
        case 0x30...0x39: scalar - 0x30
        case 0x41...0x46: scalar - 0x41 + 10
        case 0x61...0x66: scalar - 0x61 + 10
        default: nil
        }
    }

    private static func isASCIILetterOrDigit(_ scalar: UInt32) -> Bool {
        (0x30...0x39).contains(scalar) || (0x41...0x5A).contains(scalar) || (0x61...0x7A).contains(scalar)
    }
}
