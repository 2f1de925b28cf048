import Foundation
import Testing

@testable import Verdict

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
        let regex = try NSRegularExpression(pattern: "^[a-z]+$", options: .caseInsensitive)
        #expect(Match(regex).validate("Alice") == nil)
        #expect(Match(regex).validate("Al1ce")?.parameters["pattern"] == "^[a-z]+$")
        #expect(Match(regex, not: true).validate("Alice")?.code == .matchMatched)
        #expect(Match(regex).patternError == nil)
    }

    @Test func unicode() {
        #expect(Match(#"^\X$"#).validate("👨‍👩‍👧‍👦") == nil)  // one grapheme cluster
        #expect(Match("^.$").validate("👨‍👩‍👧‍👦")?.code == .matchNoMatch)  // `.` is one scalar
        #expect(Match(#"^\p{Hebrew}+$"#).validate("שלום") == nil)
        #expect(Match("abc$").validate("😀🇫🇷abc") == nil)  // ranges past non-BMP scalars
        #expect(Match("^e\u{301}$").validate("e\u{301}") == nil)
        #expect(Match("^[a-z]+$").validate("\u{202E}abc")?.code == .matchNoMatch)
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
