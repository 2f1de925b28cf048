import Foundation
import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Match")
struct MatchTests {
    @Test(
        "Seed: username starts with a letter and has only word characters",
        arguments: [
            ("alice", true), ("a", true), ("a_1", true), ("bob99", true), ("aé", true), ("a日本", true),
            ("9lives", false), ("Alice", false), ("_x", false), ("al ice", false), ("alice!", false), ("", false),
            (" alice", false), ("éa", false), ("a\u{200B}b", false),
        ])
    func username(value: String, passes: Bool) {
        let failure = Match(#"^[a-z]\w*$"#).validate(value)
        #expect((failure == nil) == passes)
        if !passes {
            #expect(failure?.code == .matchNoMatch)
            #expect(failure?.message(label: "Username") == "Username is invalid.")
            #expect(failure?.parameters == ["pattern": #"^[a-z]\w*$"#]);
            #expect(failure?.attemptedValue == .string(value))
        }
    }

    @Test("As in Yii, $ matches before a final line break; \\z does not")
    func finalLineBreak() {
        #expect(Match(#"^[a-z]+$"#).validate("alice\n") == nil)
        #expect(Match(#"^[a-z]+\z"#).validate("alice\n")?.code == .matchNoMatch)
        #expect(Match(#"^[a-z]+$"#).validate("alice\nbob")?.code == .matchNoMatch)
    }

    @Test("Not: the value must not match", arguments: [("ab", true), ("a b", false), ("a\tb", false), ("", true)])
    func not(value: String, passes: Bool) {
        let failure = Match(#"\s"#, not: true).validate(value)
        #expect((failure == nil) == passes)
        if !passes {
            #expect(failure?.code == .matchMatched)
            #expect(failure?.message(label: "Code") == "Code is invalid.")
        }
    }

    @Test("Searches anywhere unless anchored")
    func unanchored() {
        #expect(Match("b").validate("abc") == nil)
        #expect(Match("^b").validate("abc")?.code == .matchNoMatch)
    }

    @Test("An invalid pattern fails every value", arguments: ["(", "[a-", "a{2,1}", "*"])
    func invalidPattern(pattern: String) {
        let rule = Match(pattern)
        #expect(rule.patternError != nil)
        #expect(rule.patternError?.contains(pattern) == true)
        #expect(rule.validate("anything")?.code == .matchNoMatch)
        #expect(rule.validate("")?.code == .matchNoMatch)
        #expect(Match(pattern, not: true).validate("x")?.code == .matchNoMatch)
    }

    @Test func declarationProblems() {
        #expect(Match("(").declarationProblems.count == 1)
        #expect(Match("(").declarationProblems.first?.contains("(") == true)
        #expect(Match("^a$").declarationProblems.isEmpty)
    }

    @Test func validPatternHasNoError() {
        #expect(Match(#"^\d+$"#).patternError == nil)
    }

    @Test func compiledExpression() throws {
        let regex = try NSRegularExpression(pattern: "^[a-z]+$")
        #expect(Match(regex).validate("alice") == nil)
        #expect(Match(regex).validate("al1ce")?.parameters["pattern"] == "^[a-z]+$")
        #expect(Match(regex, not: true).validate("alice")?.code == .matchMatched)
        #expect(Match(regex).patternError == nil)
    }

    @Test("An expression with options needs the opt-in; with it, ICU reads the options")
    func compiledExpressionWithOptions() throws {
        let regex = try NSRegularExpression(pattern: "^[a-z]+$", options: .caseInsensitive)
        let refused = Match(regex)
        #expect(refused.declarationProblems.count == 1)
        #expect(refused.patternError?.contains("(options)") == true)
        #expect(refused.validate("alice")?.code == .matchNoMatch)
        let accepted = Match(backtracking: regex)
        #expect(accepted.patternError == nil)
        #expect(accepted.validate("Alice") == nil)
        #expect(accepted.validate("Al1ce")?.parameters["pattern"] == "^[a-z]+$")
        #expect(Match(backtracking: regex, not: true).validate("Alice")?.code == .matchMatched)
    }

    @Test func unicode() throws {
        #expect(Match("^.$").validate("👨‍👩‍👧‍👦")?.code == .matchNoMatch)  // `.` is one scalar
        #expect(Match("abc$").validate("😀🇫🇷abc") == nil)  // ranges past non-BMP scalars
        #expect(Match("^e\u{301}$").validate("e\u{301}") == nil)
        #expect(Match("^[a-z]+$").validate("\u{202E}abc")?.code == .matchNoMatch)
        // Grapheme clusters and scripts are ICU's alone: a diagnostic, or the opt-in.
        #expect(Match(#"^\X$"#).validate("👨‍👩‍👧‍👦")?.code == .matchNoMatch)
        #expect(Match(#"^\p{Hebrew}+$"#).validate("שלום")?.code == .matchNoMatch)
        let cluster = try NSRegularExpression(pattern: #"^\X$"#)
        #expect(Match(backtracking: cluster).validate("👨‍👩‍👧‍👦") == nil)  // one grapheme cluster
        let hebrew = try NSRegularExpression(pattern: #"^\p{Hebrew}+$"#)
        #expect(Match(backtracking: hebrew).validate("שלום") == nil)
        #expect(Match(backtracking: hebrew).validate("shalom")?.code == .matchNoMatch)
    }

    /// Issue 37: `(?:[a-z]{1,100}){1,40}z` wrote its counted repetitions out into 8,001
    /// instructions, and took 26.6 to 33.5 s of CPU on a 1 MiB value. A pattern whose automaton
    /// passes ``PatternAutomaton/maximumInstructions`` is refused at declaration, its size named.
    @Test(
        "A pattern whose automaton passes 1,000 instructions is refused, with its size",
        arguments: [
            ("(?:[a-z]{1,100}){1,40}z", "8,001"), ("(?:a|b){0,200}", "1,001"),
            ("^(?:[a-z]{1000}){1000}$", "1,000,003"),
        ] as [(String, String)])
    func oversizedAutomaton(pattern: String, size: String) throws {
        #expect(PatternAutomaton(pattern) == nil)
        let rule = Match(pattern)
        let message = try #require(rule.patternError)
        #expect(
            message.hasPrefix(
                "Pattern \(pattern) compiles to an automaton of \(size) instructions, over the 1,000 Match runs"),
            "\(message)")
        #expect(rule.validate(String(repeating: "a", count: 1 << 16))?.code == .matchNoMatch)
        struct Word {
            var text = ""
        }
        let line = #line + 1
        let rules = RuleSet<Word> { Attribute(\.text) { Match(pattern) } }
        let diagnostic = try #require(rules.diagnostics().first)
        #expect(diagnostic.kind == .invalidRule)
        #expect(diagnostic.location == "VerdictRulesTests/MatchTests.swift:\(line)")
        #expect(diagnostic.message.contains("\(size) instructions"))
    }

    @Test("The largest automaton kept: a value costs at most twice its size in steps per scalar")
    func largestAutomaton() throws {
        let automaton = try #require(PatternAutomaton("(?:[a-z]{1,99}){1,5}z"))
        #expect(automaton.size == 991)
        #expect(Match("(?:[a-z]{1,99}){1,5}z").patternError == nil)
        let value = String(repeating: "a", count: 4_096)
        var steps = 0
        #expect(!automaton.matches(value, steps: &steps))
        #expect(steps <= 2 * PatternAutomaton.maximumInstructions * (value.unicodeScalars.count + 1))
    }

    /// Each construct the automaton does not read, which ICU compiles: the rule is a declaration
    /// diagnostic naming it and the opt-in, never holding a value, and fails every value.
    @Test(
        "A pattern outside the automaton is a diagnostic naming why",
        arguments: [
            (#"(a)\1"#, "back-reference"), (#"(?<x>a)\k<x>"#, "back-reference"), ("a(?=b)", "look-around"),
            ("a(?!b)", "look-around"), ("(?<=a)b", "look-around"), ("(?<!a)b", "look-around"),
            (#"\bcat\b"#, "\\b"), (#"^\p{Hebrew}+$"#, "script property"),
            (#"^\p{Script=Greek}$"#, "script property"), ("(?i)abc", "options"), ("(?i:abc)", "options"),
            ("(?>a+)b", "atomic group"), ("a++b", "possessive quantifier"), (#"^\X$"#, "\\X"),
            (#"\Qa.b\E"#, "\\Q…\\E quoting"), ("[a-z&&[^m]]", "class operation"), ("(?<name>a)", "named group"),
            (
                String(repeating: "(", count: 40) + "a" + String(repeating: ")", count: 40),
                "groups nested past 32 levels"
            ),
            ("^a{2000}$", "count past 1,000"),
        ] as [(String, String)])
    func outsideTheAutomaton(pattern: String, reason: String) throws {
        _ = try NSRegularExpression(pattern: pattern)
        #expect(PatternAutomaton(pattern) == nil)
        let rule = Match(pattern)
        #expect(rule.declarationProblems.count == 1)
        let message = try #require(rule.patternError)
        #expect(message.hasPrefix("Pattern \(pattern) needs NSRegularExpression ("))
        #expect(message.contains(reason), "\(message)")
        #expect(message.contains("use Match(backtracking:) to accept ICU's backtracking engine"))
        #expect(!message.contains("secret-value"))
        #expect(rule.validate("secret-value")?.code == .matchNoMatch)
        #expect(Match(pattern, not: true).validate("x")?.code == .matchNoMatch)
        let regex = try NSRegularExpression(pattern: pattern)
        #expect(Match(regex).patternError == message)
    }

    /// The opt-in runs what the automaton does not read and answers as ICU does.
    @Test(
        "Match(backtracking:) answers as NSRegularExpression",
        arguments: [
            (#"^(a)\1$"#, "aa", true), (#"^(a)\1$"#, "ab", false), ("^a(?=b)", "ab", true), ("^a(?=b)", "ac", false),
            (#"\bcat\b"#, "a cat!", true), (#"\bcat\b"#, "concat", false), ("(?i)^abc$", "ABC", true),
            ("(?>a+)b", "aab", true), (#"^\p{Greek}+$"#, "αβγ", true), (#"^\p{Greek}+$"#, "abc", false),
        ] as [(String, String, Bool)])
    func backtracking(pattern: String, value: String, matches: Bool) throws {
        let regex = try NSRegularExpression(pattern: pattern)
        let rule = Match(backtracking: regex)
        #expect(rule.patternError == nil)
        #expect((rule.validate(value) == nil) == matches)
        let icu = regex.firstMatch(in: value, range: NSRange(location: 0, length: value.utf16.count)) != nil
        #expect(icu == matches)
    }

    /// Opted in, a pattern the automaton reads still runs in it: `(a+)+` is neither flagged nor
    /// exponential; outside the automaton, the same shape is a diagnostic.
    @Test func backtrackingOptInFlagsExponentialPatterns() throws {
        let inAutomaton = Match(backtracking: try NSRegularExpression(pattern: "^(a+)+$"))
        #expect(inAutomaton.patternError == nil)
        #expect(inAutomaton.validate(String(repeating: "a", count: 26) + "\u{1}")?.code == .matchNoMatch)
        let withOptions = Match(
            backtracking: try NSRegularExpression(pattern: "^(a+)+$", options: .caseInsensitive))
        let message = try #require(withOptions.patternError)
        #expect(message.hasPrefix("Pattern ^(a+)+$ can backtrack exponentially in NSRegularExpression"))
        #expect(withOptions.declarationProblems == [message])
        #expect(withOptions.validate("aaa")?.code == .matchNoMatch)
        let backReference = Match(backtracking: try NSRegularExpression(pattern: #"^(\w+\s?)*\1$"#))
        #expect(backReference.declarationProblems.count == 1)
    }

    @Test func longStrings() {
        let long = String(repeating: "a", count: 100_000)
        #expect(Match("^a+$").validate(long) == nil)
        #expect(Match("b").validate(long)?.code == .matchNoMatch)
        #expect(Match("b$").validate(long + "b") == nil)
    }

    @Test("Safe to share across tasks")
    func concurrent() async {
        let rule = Match(#"^[a-z]\w*$"#)
        let results = await withTaskGroup(of: Bool.self) { group in
            for i in 0..<100 { group.addTask { rule.validate("user\(i)") == nil } }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 })
    }
}
