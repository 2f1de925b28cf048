import VerdictVocabulary

/// Why ``PatternAutomaton`` refuses a pattern that `NSRegularExpression` compiles: the
/// constructs outside its subset, found by one scan of the pattern, for ``Match``'s diagnostic.
///
/// ```swift
/// PatternRefusal.reasons(#"(a)\1"#, options: false) // ["back-reference"]
/// PatternRefusal.reasons(#"\bcat\b"#, options: false) // ["\\b"]
/// ```
enum PatternRefusal {
    /// The escapes (after `\`) the automaton reads; any other ASCII letter is named as refused.
    private static let readEscapes: Set<Unicode.Scalar> = [
        "w", "W", "d", "D", "s", "S", "t", "n", "r", "f", "a", "e", "p", "P", "u", "x", "A", "Z", "z",
    ]

    /// The refused constructs of `pattern`, in the order first met, each named once; `options`
    /// adds "options" (the expression was compiled with some). Never empty: when the scan finds
    /// nothing it names the program's size or, failing that, lists what is outside the subset.
    static func reasons(_ pattern: String, options: Bool) -> [String] {
        var found: [String] = options ? ["options"] : []
        func note(_ reason: String) { if !found.contains(reason) { found.append(reason) } }
        let characters = Array(pattern.unicodeScalars)
        var index = 0
        var classDepth = 0
        var groupDepth = 0
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if character == "\\", let next {
                index += 2
                switch next {
                case "1"..."9", "k": note("back-reference")
                case "0": note("octal escape")
                case "b", "B": if classDepth == 0 { note("\\b") }
                case "p", "P":
                    // `\p{…}` of a class the automaton knows, or a script or other property.
                    let name =
                        index < characters.count && characters[index] == "{"
                        ? String(
                            String.UnicodeScalarView(characters[(index + 1)...].prefix(40).prefix(while: { $0 != "}" }))
                        ) : ""
                    if ScalarClass.property(named: name) == nil { note("script property") }
                case "Q": note("\\Q…\\E quoting")
                case "N": note("named character")
                default:
                    if next.isASCII, next.properties.isAlphabetic, !readEscapes.contains(next) { note("\\\(next)") }
                }
                continue
            }
            index += 1
            if classDepth > 0 {
                switch character {
                case "[":
                    classDepth += 1
                    note("class operation")
                case "]": classDepth -= 1
                case "&" where next == "&", "-" where next == "-": note("class operation")
                default: break
                }
                continue
            }
            switch character {
            case "[": classDepth = 1
            case "(":
                groupDepth += 1
                if groupDepth == PatternParser.maximumDepth + 1 { note("groups nested past 32 levels") }
                guard next == "?", index + 1 < characters.count else { break }
                switch characters[index + 1] {
                case ":": break
                case "=", "!": note("look-around")
                case "<":
                    let after = index + 2 < characters.count ? characters[index + 2] : nil
                    note(after == "=" || after == "!" ? "look-around" : "named group")
                case ">": note("atomic group")
                case "#": note("comment")
                default: note("options")
                }
            case ")": groupDepth = max(0, groupDepth - 1)
            case "*", "+", "?", "}": if next == "+" { note("possessive quantifier") }
            case "{":
                let digits = characters[index...].prefix(while: { $0 == "," || ("0"..."9").contains($0) })
                let counts = digits.split(separator: ",").compactMap { Int(String(String.UnicodeScalarView($0))) }
                if counts.contains(where: { $0 > PatternParser.maximumCount }) { note("count past 1,000") }
            default: break
            }
        }
        if found.isEmpty {
            var parser = PatternParser(pattern)
            // The subset reads it, so only the program's size can have refused it.
            found.append(
                parser.parse() != nil
                    ? "program over 1,000 instructions"
                    : "outside the automaton's subset")
        }
        return found
    }
}
