import Foundation
import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("BacktrackingCheck")
struct BacktrackingCheckTests {
    @Test(
        "Flags a group repeated more than once whose body holds a quantifier or an alternation",
        arguments: [
            "(a+)+", "^(a+)+$", #"(\w+\s?)*"#, "(a|a)*", "(?:a?){26}", "(a*)*b", "(?:x+y?){2,}", "(a|b){1,5}",
            "((a+))+", "((a)+b)*", "(?i:a+)+", #"(?<w>\w+)+"#, "(a+)+?", "(a+){3}", "((ab)*c)+", "([a-z]+)*$",
            #"^(\d+)*$"#, "(a|bc)+", "(\u{301}a+)+", "(a+\u{301})*",
        ])
    func flags(pattern: String) {
        #expect(BacktrackingCheck.isExponential(pattern))
    }

    @Test(
        "Passes patterns without such a group",
        arguments: [
            #"^[a-z]\w*$"#, #"^\d{5}$"#, "(ab)+", #"(?:\d{3}-)?\d{4}"#, "a+b*c?", "(a+)?", "(a+){1}", "(a+){0,1}",
            "[(a+)]+", #"\(a+\)+"#, #"(\Qa+\E)+"#, "(ab){2,5}", #"(\d{3})+"#, #"(\p{L})+"#, "(?:ab)*", "",
            "(a", "a)+",
        ])
    func passes(pattern: String) {
        #expect(!BacktrackingCheck.isExponential(pattern))
    }

    /// Each flagged pattern, opted in with an option that keeps it from the automaton, is a
    /// declaration diagnostic; each safe one runs.
    @Test("Match(backtracking:) refuses what the check flags", arguments: ["(a+)+", #"(\w+\s?)*"#, "(a|a)*"])
    func optIn(pattern: String) throws {
        let regex = try NSRegularExpression(pattern: pattern, options: .caseInsensitive)
        #expect(Match(backtracking: regex).declarationProblems.count == 1)
        let safe = try NSRegularExpression(pattern: #"^[a-z]\w*$"#, options: .caseInsensitive)
        #expect(Match(backtracking: safe).declarationProblems.isEmpty)
        #expect(Match(backtracking: safe).validate("Bob") == nil)
    }

    /// One scan: a long pattern of many groups is read in one pass, without recursion.
    @Test func deeplyNestedPatternsAreReadWithoutRecursion() {
        let deep = String(repeating: "(", count: 100_000) + "a" + String(repeating: ")", count: 100_000)
        #expect(!BacktrackingCheck.isExponential(deep))
        #expect(BacktrackingCheck.isExponential("(" + deep + "b*)+"))
    }
}
