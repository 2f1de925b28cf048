import Foundation
import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("PatternAutomaton: how Match answers")
struct PatternAutomatonTests {
    @Test(
        "Patterns of the subset compile",
        arguments: [
            #"^[a-z]\w*$"#, #"^\d{5}$"#, "a|b", "(?:ab)+c", "(a|)b", "[-a]", "[a-]", "[^a-c]", #"[\w.-]+"#,
            "x{2,}", "x{0}", "a*?", #"^\S+@\S+\.\S+$"#, #"\A[A-Z]{2}\z"#, #"^\+?[0-9 ]{7,15}$"#, "()", "a||b",
            #"\(\)\[\]\{\}\.\*\+\?\|\\\^\$"#, "^$", "é", "日本+", #"\p{L}+"#, #"\P{Nd}"#, #"[\p{Lu}\d]"#, #"\x41"#,
            #"\x{1F600}"#, #"\u00e9"#, #"\t\n\r\f\a\e"#, "[à-ÿ]", "(a*)*", "(){2}x", "(a?)+", "(^)*a",
            #"\Z|((){1}|[-])+?\}"#, "([-]{0})*?x", "(a|)+", "(?:a|b|c|d|e|f|g|h){0,40}z", #"(?:\A)+?\Z\d?[L]"#,
            #"^(?:a?){26}a{26}$"#,
        ])
    func inSubset(pattern: String) throws {
        _ = try NSRegularExpression(pattern: pattern)
        #expect(PatternAutomaton(pattern) != nil)
    }

    @Test(
        "Patterns outside the subset",
        arguments: [
            "(?i)a", "(?=a)b", "(?<name>a)", #"\p{Hebrew}"#, #"\b"#, #"(a)\1"#, "a*+", "[[a]]", "[a&&b]", "[]a]",
            "a{1001}", "(a{100}){100}", "[a-z-9]", #"[a-\d]"#, #"\Qa\E"#, "a{,3}", "a]", "a}", "(a", "a)", "*a",
            "[!--]", "[a--b]", "[--a]", "[^--]", "[N-a&-(]", "[a&]", "[{a}]", "[:alpha:]", "[^:a]", "", #"\X"#,
            #"\x{110000}"#, #"\ud800"#, "(?>a)", #"\N{LATIN SMALL LETTER A}"#, #"\é"#,
        ])
    func outsideSubset(pattern: String) {
        #expect(PatternAutomaton(pattern) == nil)
    }

    /// ICU refuses a quantifier on `\A`, `\z` and `\Z` (not on `^` and `$`, nor on a group of
    /// them); so does the parser (FuzzPattern found `\Z+`).
    @Test(
        "A quantified \\A, \\z or \\Z is refused, as ICU refuses it",
        arguments: [#"\Z+"#, #"\A?"#, #"\z{2}"#, #"a\Z*"#, #"^\SS+\S+\.\Z+$a@bb.\A"#])
    func quantifiedAnchor(pattern: String) {
        #expect((try? NSRegularExpression(pattern: pattern)) == nil)
        #expect(PatternAutomaton(pattern) == nil)
    }

    @Test("Groups nested past 32 levels are outside the subset")
    func deepNesting() {
        let nested = { (depth: Int) in String(repeating: "(", count: depth) + "a" + String(repeating: ")", count: depth)
        }
        #expect(PatternAutomaton(nested(32))?.matches("a") == true)
        #expect(PatternAutomaton(nested(33)) == nil)
        #expect(PatternAutomaton(nested(100_000)) == nil)
        // Match leaves it to ICU only through the opt-in.
        #expect(Match(nested(40)).patternError?.contains("groups nested past 32 levels") == true)
        #expect(Match(nested(40)).validate("a")?.code == .matchNoMatch)
    }

    @Test(
        "Answers, the same as NSRegularExpression's",
        arguments: [
            (#"^[a-z]\w*$"#, "bobby", true), (#"^[a-z]\w*$"#, "Bobby", false), (#"^[a-z]\w*$"#, "b_0", true),
            (#"^[a-z]\w*$"#, "", false), ("b", "abc", true), ("^b", "abc", false), ("a|^b", "cb", false),
            ("c$|^b", "cb", false), ("(ab)*$", "x", true), ("^(ab)+$", "abab", true), ("^(ab)+$", "aba", false),
            ("^a{2,3}$", "aaaa", false), ("^a{2,3}$", "aaa", true), ("^a{2,}$", "aaaaaaa", true),
            ("^a{2}$", "a", false), (#"^[\w.-]+$"#, "a.b-c", true), (#"^[\w.-]+$"#, "a b", false),
            (#"^\s$"#, " ", true), (#"^\S$"#, " ", false), ("^[^a-c]$", "d", true), ("^[^a-c]$", "b", false),
            ("^.$", "~", true), (#"^\W+$"#, "!@ ", true), (#"^\D\d$"#, "x9", true), ("^[a-]$", "-", true),
            (#"\Z"#, "", true), ("^$", "", true), ("^$", " ", false),
            // Unicode values and patterns.
            (#"^[a-z]\w*$"#, "bøbby", true), (#"^\w+$"#, "é日本_٣\u{301}", true), (#"^\w$"#, "\u{200D}", true),
            (#"^\d$"#, "٣", true), (#"^\d$"#, "²", false), (#"^\s$"#, "\u{3000}", true), (#"^\s$"#, "\u{85}", true),
            (#"^\p{Lu}$"#, "É", true), (#"^\P{L}$"#, "é", false), (#"^\p{N}+$"#, "²٣Ⅻ", true),
            ("^[à-ÿ]+$", "éü", true), ("^[à-ÿ]+$", "eü", false), (#"^\x{1F600}$"#, "😀", true),
            (#"^\u00e9$"#, "é", true), ("^é$", "e\u{301}", false), (#"^[^a]$"#, "😀", true), ("^..$", "😀", false),
            ("^.$", "\n", false), ("^.$", "\u{85}", false), ("^.$", "\u{2028}", false), ("^.$", "\u{1C}", true),
            ("^.$", "\u{1}", true), ("^.$", "\t", true), ("^.$", "\u{B}", false), (#"^\t$"#, "\t", true),
            // `$` and `\Z`: at the end and before a final line terminator, CR LF as one.
            ("a$", "a\n", true), ("a$", "a\r\n", true), (#"a\r$"#, "a\r\n", false), ("a$", "a\n\n", false),
            ("a$", "a\u{2029}", true), ("a$", "a\u{C}", true), ("a$", "a\u{1C}", false), (#"a\Z"#, "a\r\n", true),
            (#"a\z"#, "a\n", false), (#"a$\n"#, "a\n", true), (#"a$\r\n"#, "a\r\n", true), ("^$", "\n", true),
            (#"\A$"#, "\r\n", true), ("a$", "a\n\r", false), (#"a\n$"#, "a\n\r", true),
            ("^(a+)+$", "aaaa\u{1}", false),
        ] as [(String, String, Bool)])
    func answers(pattern: String, value: String, matches: Bool) throws {
        let automaton = try #require(PatternAutomaton(pattern))
        #expect(automaton.matches(value) == matches)
        #expect((Match(pattern).validate(value) == nil) == matches)
        let regex = try NSRegularExpression(pattern: pattern)
        #expect((regex.firstMatch(in: value, range: NSRange(location: 0, length: value.utf16.count)) != nil) == matches)
    }

    /// Where ICU gives up (its backtracking runs out) or errs on a repetition of what matches the
    /// empty string, the automaton answers right, and Match with it (ICU is not asked here: it
    /// takes seconds on the first two).
    @Test(
        "Where ICU gives up or errs, the automaton's answer is Match's",
        arguments: [
            (#"^(?:a?){26}a{26}$"#, String(repeating: "a", count: 26), true),
            (#"(?:(?:\D|\W){4,}){5}x"#, String(repeating: "-", count: 20) + "x", true),
            (#"(?:(?:\D|\W){4,}){5}x"#, String(repeating: "-", count: 19) + "éx", true),
            (#"\Z|((){1}|[-])+?\}"#, "]", true), (#"((){1}|[-])+?\}"#, "]", false), (#"((){1}|[-])+?\}"#, "-}", true),
            ("(a*)*b", "aab", true), ("^(a*)*$", "aac", false), ("^(){2}x$", "x", true), ("^(^)*a", "a", true),
            ("(?:a|)+x", "ax", true), (#"^(?:\A)+?\Z\d?[L]"#, "L", false), (#"(?:\A)+?\Z\d?[L]"#, "", false),
            (#"^((?:)|a)+$"#, "aa", true),
        ] as [(String, String, Bool)])
    func whereICUGivesUp(pattern: String, value: String, matches: Bool) throws {
        let automaton = try #require(PatternAutomaton(pattern))
        #expect(automaton.matches(value) == matches)
        #expect((Match(pattern).validate(value) == nil) == matches)
    }

    /// The patterns that hold ICU's backtracking exponentially (or past 512 instructions, which
    /// the old automaton left to ICU), each with a value made of a repeated unit and a tail that
    /// makes it fail late.
    static let hostile: [(pattern: String, unit: String, tail: String)] = [
        ("^(a+)+$", "a", "\u{1}"), ("^(a+)+$", "a", "é"), (#"^(\w+\s?)*$"#, "ab ", "!\u{1}"),
        (#"^([a-zA-Z0-9_.-])+@(([a-zA-Z0-9-])+\.)+([a-zA-Z0-9]{2,4})+$"#, "a.b", "@é"),
        ("(?:a|b|c|d|e|f|g|h){0,40}z", "abcdefgh", "y"), (#"(?:\A)+?\Z\d?[L]"#, "1", "\n"),
        (#"^(?:a?){26}a{26}$"#, "a", "\u{1}"), (#"(?:(?:\D|\W){4,}){5}x"#, "-", "é"),
    ]

    /// Steps counted, never time: doubling the value at most doubles the steps (plus the
    /// start's), and no value passes `2 × size × (scalars + 1)`.
    @Test("The work is linear in the value, whatever the pattern", arguments: hostile)
    func linear(pattern: String, unit: String, tail: String) throws {
        let automaton = try #require(PatternAutomaton(pattern))
        var counts: [Int] = []
        for repeats in [50, 100, 200, 400, 800] {
            let value = String(repeating: unit, count: repeats) + tail
            var steps = 0
            #expect(automaton.matches(value, steps: &steps) == false, "\(pattern)")
            #expect(steps <= 2 * automaton.size * (value.unicodeScalars.count + 1))
            counts.append(steps)
        }
        // The steps are an affine function of the length once the automaton's states are all
        // live: each doubling adds at most twice what the previous one added (a quadratic
        // count would add four times).
        let increments = zip(counts, counts.dropFirst()).map { $1 - $0 }
        for (earlier, later) in zip(increments, increments.dropFirst()) {
            #expect(later <= 2 * earlier + 2 * automaton.size, "\(pattern): \(counts)")
        }
    }

    @Test("Nested repetitions: steps linear in 20,000 letters, where a backtracking engine takes exponential time")
    func nestedRepetitions() throws {
        let pattern = try #require(PatternAutomaton("^(a+)+b$"))
        let value = String(repeating: "a", count: 20_000)
        var steps = 0
        #expect(pattern.matches(value, steps: &steps) == false)
        #expect(steps <= 2 * pattern.size * (20_000 + 1))
        var doubledSteps = 0
        #expect(pattern.matches(value + value + "b", steps: &doubledSteps) == true)
        #expect(doubledSteps <= 2 * steps + 4 * pattern.size)
    }

    @Test("A program of 1,000 instructions is kept; a larger one is outside")
    func programSize() throws {
        let wide = try #require(PatternAutomaton("(?:a|b|c|d|e|f|g|h){0,40}z"))
        #expect(wide.size == 922)
        #expect(PatternAutomaton("(?:a|b){0,199}")?.size == 996)
        #expect(PatternAutomaton("(?:a|b){0,200}") == nil)
        #expect(PatternAutomaton("(?:abcdefghij){1000}") == nil)
    }

    @Test(
        "The size counted before compiling is the size of the program compiled",
        arguments: ["a", "^[a-z]\\w*$", "(?:a|b|c){2,7}d?", "(a+|b){1,3}$", "x{0,5}(?:y|z)*", "(?:[a-z]{1,99}){1,5}z"])
    func sizeBeforeCompiling(pattern: String) throws {
        var parser = PatternParser(pattern)
        let parsed = parser.parse()
        let node = try #require(parsed)
        let automaton = try #require(PatternAutomaton(pattern))
        #expect(PatternCompiler.size(of: node) + 1 == automaton.size)
    }

    /// Random patterns of the subset and around it, against `NSRegularExpression` on random
    /// values of several scripts, marks, digits, line terminators, emoji and controls: wherever
    /// the automaton answers, the answers must be equal. Excluded from the comparison, and
    /// counted: patterns with a repetition of what can match the empty string, which ICU answers
    /// wrongly now and then (`\Z|((){1}|[-])+?\}` on `"]"`: no match, although `\Z` matches at
    /// the end) and on which its backtracking can run for minutes on 8 characters;
    /// `whereICUGivesUp` checks such patterns against fixed answers.
    @Test("Same answers as NSRegularExpression", arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func sameAsICU(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var compared = 0
        var compiled = 0
        var excluded = 0
        for round in 0..<800 {
            let pattern = round % 4 == 3 ? Self.scramble(&random) : Self.pattern(&random, depth: 0)
            guard let regex = try? NSRegularExpression(pattern: pattern) else { continue }
            guard let automaton = PatternAutomaton(pattern) else { continue }
            var parser = PatternParser(pattern)
            guard let node = parser.parse(), !Self.repeatsTheEmptyString(node) else {
                excluded += 1
                continue
            }
            let rule = Match(pattern)
            compiled += 1
            for _ in 0..<24 {
                let value = Self.value(&random)
                let expected =
                    regex.firstMatch(in: value, range: NSRange(location: 0, length: value.utf16.count)) != nil
                #expect(automaton.matches(value) == expected, "pattern \(pattern), value \(value.debugDescription)")
                #expect((rule.validate(value) == nil) == expected, "Match(\(pattern)) on \(value.debugDescription)")
                compared += 1
            }
        }
        #expect(compiled > 300)
        #expect(compared > 7_200)
        #expect(excluded < compiled / 2)
    }

    /// Whether `node` holds a repetition whose body can match the empty string.
    static func repeatsTheEmptyString(_ node: PatternNode) -> Bool {
        switch node {
        case .set, .assertion: false
        case .sequence(let items), .choice(let items): items.contains(where: repeatsTheEmptyString)
        case .repetition(let inner, _, _): inner.isNullable || repeatsTheEmptyString(inner)
        }
    }

    private static let literals = [
        "a", "b", "c", "A", "0", "1", "_", "-", " ", "!", "@", "#", ",", "=", "~", #"\."#, #"\-"#, #"\ "#, #"\("#,
        #"\)"#, #"\["#, #"\]"#, #"\{"#, #"\}"#, #"\*"#, #"\+"#, #"\?"#, #"\|"#, #"\\"#, #"\$"#, #"\^"#, #"\/"#,
        "é", "ж", "日", "😀", #"\n"#, #"\r"#, #"\t"#, #"\x{E9}"#, #"\u0436"#, "\u{1}",
    ]
    private static let escapes = [
        #"\w"#, #"\W"#, #"\d"#, #"\D"#, #"\s"#, #"\S"#, ".", #"\p{L}"#, #"\P{L}"#, #"\p{Nd}"#, #"\p{Lu}"#,
        #"\p{M}"#, #"\P{Z}"#,
    ]
    private static let anchors = ["^", "$", #"\A"#, #"\z"#, #"\Z"#]
    private static let classMembers = [
        "a", "b", "z", "A", "0", "9", "_", " ", ".", "$", "^", "*", "a-c", "0-5", "A-Z", " -/", #"\w"#, #"\d"#,
        #"\s"#, #"\W"#, #"\S"#, #"\D"#, #"\-"#, #"\]"#, #"\\"#, #"\."#, "!-~", ":", "a:", "é", "à-ÿ", "а-я",
        #"\p{L}"#, #"\P{Nd}"#, #"\n"#, #"\x{1F600}"#,
    ]
    private static let quantifiers = ["", "", "", "*", "+", "?", "{2}", "{0,1}", "{1,3}", "{2,}", "{0}", "*?", "+?"]

    /// A pattern of the subset, groups nested at most twice.
    private static func pattern(_ random: inout SplitMix64, depth: Int) -> String {
        (0...random.below(2)).map { _ in
            (0...random.below(4)).map { _ in
                let atom: String
                switch random.below(depth < 2 ? 10 : 8) {
                case 0...2: atom = random.pick(literals)
                case 3: atom = random.pick(escapes)
                case 4, 5: atom = classPattern(&random)
                case 6, 7:
                    if random.below(2) == 0 { return random.pick(anchors) }
                    atom = random.pick(literals)
                default: atom = (random.below(2) == 0 ? "(" : "(?:") + pattern(&random, depth: depth + 1) + ")"
                }
                return atom + random.pick(quantifiers)
            }.joined()
        }.joined(separator: "|")
    }

    private static func classPattern(_ random: inout SplitMix64) -> String {
        let members = (0...random.below(3)).map { _ in random.pick(classMembers) }.joined()
        let dashes = ["", "", "-"]
        return "[" + (random.below(3) == 0 ? "^" : "") + random.pick(dashes) + members + random.pick(dashes) + "]"
    }

    /// Any characters, many of them special: what the parser must refuse or read as ICU does.
    private static func scramble(_ random: inout SplitMix64) -> String {
        let scalars = Array(#"ab0()[]{}|*+?.^$\-,2w:pPxu{}éL"#.unicodeScalars)
        var pattern = String.UnicodeScalarView()
        for _ in 0...random.below(8) { pattern.append(random.pick(scalars)) }
        return String(pattern)
    }

    /// A value of up to 8 scalars, mostly from the patterns' own characters, with letters of
    /// several scripts, a mark, digits of other scripts, line terminators, emoji and controls.
    private static func value(_ random: inout SplitMix64) -> String {
        let scalars = Array(
            "abcAZ0159_- .!@#$^*()[]{}|\\/~,=abc_0 .-éжЖ日ش\u{301}٣५²\n\r\u{85}\u{2028}\u{B}\t\u{1}😀\u{3000}\u{A0}ÉàÿL"
                .unicodeScalars)
        var value = String.UnicodeScalarView()
        for _ in 0..<random.below(9) { value.append(random.pick(scalars)) }
        return String(value)
    }
}
