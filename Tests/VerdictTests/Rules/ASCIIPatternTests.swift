import Foundation
import Testing

@testable import Verdict

@Suite("ASCIIPattern: Match's fast path")
struct ASCIIPatternTests {
    @Test(
        "Patterns of the subset compile",
        arguments: [
            #"^[a-z]\w*$"#, #"^\d{5}$"#, "a|b", "(?:ab)+c", "(a|)b", "[-a]", "[a-]", "[^a-c]", #"[\w.-]+"#,
            "x{2,}", "x{0}", "a*?", #"^\S+@\S+\.\S+$"#, #"\A[A-Z]{2}\z"#, #"^\+?[0-9 ]{7,15}$"#, "()", "a||b",
            #"\(\)\[\]\{\}\.\*\+\?\|\\\^\$"#, "^$",
        ])
    func inSubset(pattern: String) throws {
        _ = try NSRegularExpression(pattern: pattern)
        #expect(ASCIIPattern(pattern) != nil)
    }

    @Test(
        "Patterns outside the subset are left to NSRegularExpression",
        arguments: [
            "(?i)a", "(?=a)b", "(?<name>a)", #"\p{L}"#, #"\b"#, #"(a)\1"#, "a*+", "[[a]]", "[a&&b]", "é", "[]a]",
            #"\n"#, #"\t"#, "a{1001}", "(a{100}){100}", "[a-z-9]", #"[a-\d]"#, "^*", "$+", #"\Qa\E"#, #"\x41"#,
            "a{,3}", "a]", "a}", "(a", "a)", "*a", "[!--]", "[a--b]", "[--a]", "[^--]", "[N-a&-(]", "[a&]", "[{a}]",
            "[:alpha:]", "[^:a]", "",
            // Repetitions of what can match the empty string, some of which ICU answers wrongly.
            "(a*)*", "(){2}x", "(a?)+", "(^)*a", #"\Z|((){1}|[-])+?\}"#, "([-]{0})*?x", "(a|)+",
        ])
    func outsideSubset(pattern: String) {
        #expect(ASCIIPattern(pattern) == nil)
    }

    @Test("Groups nested past 32 levels are left to NSRegularExpression")
    func deepNesting() {
        let nested = { (depth: Int) in String(repeating: "(", count: depth) + "a" + String(repeating: ")", count: depth)
        }
        #expect(ASCIIPattern(nested(32))?.matches("a") == true)
        #expect(ASCIIPattern(nested(33)) == nil)
        #expect(ASCIIPattern(nested(100_000)) == nil)
        #expect(Match(nested(40)).validate("a") == nil)
    }

    @Test(
        "Values with anything but printable ASCII are left to NSRegularExpression",
        arguments: ["a\n", "\ta", "é", "a\u{7F}", "日本", "a\u{0}", "👍"])
    func notPrintable(value: String) {
        #expect(ASCIIPattern("a")?.matches(value) == nil)
        #expect(ASCIIPattern(".*")?.matches(value) == nil)
    }

    @Test(
        "Answers on printable ASCII",
        arguments: [
            (#"^[a-z]\w*$"#, "bobby", true), (#"^[a-z]\w*$"#, "Bobby", false), (#"^[a-z]\w*$"#, "b_0", true),
            (#"^[a-z]\w*$"#, "", false), ("b", "abc", true), ("^b", "abc", false), ("a|^b", "cb", false),
            ("c$|^b", "cb", false), ("(ab)*$", "x", true), ("^(ab)+$", "abab", true), ("^(ab)+$", "aba", false),
            ("^a{2,3}$", "aaaa", false), ("^a{2,3}$", "aaa", true), ("^a{2,}$", "aaaaaaa", true),
            ("^a{2}$", "a", false),
            (#"^[\w.-]+$"#, "a.b-c", true), (#"^[\w.-]+$"#, "a b", false), (#"^\s$"#, " ", true),
            (#"^\S$"#, " ", false),
            ("^[^a-c]$", "d", true), ("^[^a-c]$", "b", false), ("^.$", "~", true), (#"^\W+$"#, "!@ ", true),
            (#"^\D\d$"#, "x9", true), ("^[a-]$", "-", true), (#"\Z"#, "", true), ("^$", "", true), ("^$", " ", false),
        ] as [(String, String, Bool)])
    func answers(pattern: String, value: String, matches: Bool) throws {
        let fast = try #require(ASCIIPattern(pattern))
        #expect(fast.matches(value) == matches)
        let regex = try NSRegularExpression(pattern: pattern)
        #expect((regex.firstMatch(in: value, range: NSRange(location: 0, length: value.utf16.count)) != nil) == matches)
    }

    @Test("Nested repetitions run in linear time, where a backtracking engine takes exponential time")
    func nestedRepetitions() throws {
        let pattern = try #require(ASCIIPattern("^(a+)+b$"))
        #expect(pattern.matches(String(repeating: "a", count: 20_000)) == false)
        #expect(pattern.matches(String(repeating: "a", count: 20_000) + "b") == true)
    }

    /// Random patterns of the subset and around it, against `NSRegularExpression` on random
    /// printable values: wherever the fast path answers, the answers must be equal.
    @Test("Same answers as NSRegularExpression", arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func sameAsICU(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var compared = 0
        var compiled = 0
        for round in 0..<800 {
            let pattern = round % 4 == 3 ? Self.scramble(&random) : Self.pattern(&random, depth: 0)
            guard let regex = try? NSRegularExpression(pattern: pattern) else { continue }
            guard let fast = ASCIIPattern(pattern) else { continue }
            let rule = Match(pattern)
            compiled += 1
            for _ in 0..<24 {
                let value = Self.value(&random)
                let expected =
                    regex.firstMatch(in: value, range: NSRange(location: 0, length: value.utf16.count)) != nil
                let isPrintable = value.utf8.allSatisfy { $0 >= 0x20 && $0 <= 0x7E }
                #expect(
                    fast.matches(value) == (isPrintable ? expected : nil),
                    "pattern \(pattern), value \(value.debugDescription)")
                #expect((rule.validate(value) == nil) == expected, "Match(\(pattern)) on \(value.debugDescription)")
                compared += 1
            }
        }
        #expect(compiled > 300)
        #expect(compared > 7_200)
    }

    private static let literals = [
        "a", "b", "c", "A", "0", "1", "_", "-", " ", "!", "@", "#", ",", "=", "~", #"\."#, #"\-"#, #"\ "#, #"\("#,
        #"\)"#, #"\["#, #"\]"#, #"\{"#, #"\}"#, #"\*"#, #"\+"#, #"\?"#, #"\|"#, #"\\"#, #"\$"#, #"\^"#, #"\/"#,
    ]
    private static let escapes = [#"\w"#, #"\W"#, #"\d"#, #"\D"#, #"\s"#, #"\S"#, "."]
    private static let anchors = ["^", "$", #"\A"#, #"\z"#, #"\Z"#]
    private static let classMembers = [
        "a", "b", "z", "A", "0", "9", "_", " ", ".", "$", "^", "*", "a-c", "0-5", "A-Z", " -/", #"\w"#, #"\d"#,
        #"\s"#, #"\W"#, #"\S"#, #"\D"#, #"\-"#, #"\]"#, #"\\"#, #"\."#, "!-~", ":", "a:",
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
                    // Anchors take no quantifier.
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

    /// Any printable characters, many of them special: what the parser must refuse or read as ICU does.
    private static func scramble(_ random: inout SplitMix64) -> String {
        let bytes = Array(#"ab0()[]{}|*+?.^$\-,2w:"#)
        return String((0...random.below(8)).map { _ in random.pick(bytes) })
    }

    /// A value of up to 8 characters, mostly from the patterns' own characters; now and then one
    /// that is not printable ASCII, which `Match` leaves to ICU.
    private static func value(_ random: inout SplitMix64) -> String {
        let characters = Array("abcAZ0159_- .!@#$^*()[]{}|\\/~,=abc_0 .-é\n")
        return String((0..<random.below(9)).map { _ in random.pick(characters) })
    }
}
