import Foundation
import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Trim")
struct TrimTests {
    @Test(
        "Seed: trims the white space around username and email",
        arguments: [
            ("  alice ", "alice"),
            (" alice@example.com\n", "alice@example.com"),
            ("\t\nalice\r\n", "alice"),
            ("alice", "alice"),
            ("a b", "a b"),
            ("  a  b  ", "a  b"),
            ("", ""),
            ("   ", ""),
            ("\n\r\n\t", ""),
            ("\u{00A0}x\u{3000}", "x"),  // no-break space, ideographic space
            ("\u{2003}x\u{202F}", "x"),  // em space, narrow no-break space
            ("\u{2028}x\u{2029}\u{0085}", "x"),  // line and paragraph separators, next line
            (" e\u{301} ", "e\u{301}"),
            (" 👨‍👩‍👧‍👦 🇫🇷 ", "👨‍👩‍👧‍👦 🇫🇷"),
            (" שלום עולם ", "שלום עולם"),
            ("\u{200B}x\u{200B}", "x"),  // Foundation counts the zero-width space as white space
            ("\u{FEFF}x", "\u{FEFF}x"),  // the byte-order mark is not
            (" \u{301}abc", " \u{301}abc"),  // a space carrying a combining mark is kept whole
        ])
    func trims(value: String, expected: String) {
        var copy = value
        #expect(Trim().apply(to: &copy) == nil)
        #expect(copy == expected)
        #expect(Trim().filtered(value) == expected)
    }

    @Test func customCharacters() {
        #expect(Trim(CharacterSet(charactersIn: "/")).filtered("//path/to//") == "path/to")
        #expect(Trim(CharacterSet(charactersIn: "-")).filtered(" -x- ") == " -x- ")
        #expect(Trim(CharacterSet(charactersIn: "0")).filtered("000") == "")
    }

    @Test func longStrings() {
        let padding = String(repeating: " ", count: 100_000)
        #expect(Trim().filtered(padding + "x" + padding) == "x")
        #expect(Trim().filtered(padding) == "")
        let text = String(repeating: "a", count: 100_000)
        #expect(Trim().filtered(text) == text)
    }

    @Test(
        "ASCII cuts agree with whole characters",
        arguments: [
            (CharacterSet(charactersIn: "\r"), "\r\nx\r", "\r\nx"),  // CR LF is one character, not all in the set
            (CharacterSet(charactersIn: "\n"), "\nx\r\n", "x\r\n"),
            (CharacterSet(charactersIn: "\r\n"), "\r\nx\r\n", "x"),
            (CharacterSet(charactersIn: " "), " x \u{301}", "x \u{301}"),  // the space carries a mark
            (CharacterSet(charactersIn: " "), " \u{600}x ", "\u{600}x"),
            (CharacterSet(charactersIn: " é"), " éx é", "x"),
        ])
    func asciiCuts(set: CharacterSet, value: String, expected: String) {
        #expect(Trim(set).filtered(value) == expected)
    }

    /// `Trim(.symbols)` on `"x"` + 20,000 flags took 7 s: the end was found stepping backward,
    /// and each step back over a run of regional indicators costs the length of the run. The
    /// scan now goes forward only, visiting each character once.
    @Test("Regional indicators are trimmed in one forward pass", arguments: [1_000, 10_000, 20_000])
    func regionalIndicatorsAreTrimmedLinearly(count: Int) {
        let flags = String(repeating: "🇫🇷", count: count)
        let cases = [
            ("x" + flags, "x"), (flags + "x" + flags, "x"), (flags, ""), ("x" + flags + "y", "x" + flags + "y"),
        ]
        for (value, expected) in cases {
            var steps = 0
            let kept = Trim.keptCharacters(of: value, trimming: .symbols, steps: &steps)
            #expect(value[kept] == expected)
            #expect(steps == value.count)
            #expect(Trim(.symbols).filtered(value) == expected)
        }
    }

    @Test(
        "Whole characters are trimmed around regional indicators",
        arguments: [
            ("🇫🇷x🇫🇷", "x"),
            ("\u{1F1EB}x\u{1F1F7}", "x"),  // lone regional indicators
            ("🇫🇷\u{1F1EB}", ""),  // a flag and a lone indicator
            ("x\u{1F1EB}\u{301}", "x\u{1F1EB}\u{301}"),  // an indicator carrying a mark is kept whole
        ])
    func regionalIndicators(value: String, expected: String) {
        #expect(Trim(.symbols).filtered(value) == expected)
    }

    @Test func flags() {
        #expect(Trim().writesValue)
        #expect(Trim().skipsEmptyValues)
    }

    /// Linearity by counting the characters visited, never by timing: doubling a hostile value
    /// at most doubles the work (flags, combining marks, CR LF runs, symbols to trim).
    @Test(
        "Trimming is linear in the value",
        arguments: [
            HostileShape("x + flag×n") { "x" + String(repeating: "🇫🇷", count: $0) },
            HostileShape("flag×n + x + flag×n") {
                String(repeating: "🇫🇷", count: $0) + "x" + String(repeating: "🇫🇷", count: $0)
            },
            HostileShape("lone indicator×n") { String(repeating: "\u{1F1EB}", count: $0) },
            HostileShape("e + acute×n") { "e" + String(repeating: "\u{301}", count: $0) },
            HostileShape("CR LF×n + x") { String(repeating: "\r\n", count: $0) + "x" },
            HostileShape("+×n x +×n") { String(repeating: "+", count: $0) + "x" + String(repeating: "+", count: $0) },
        ])
    func trimmingIsLinear(shape: HostileShape) {
        StepCount.expectLinear(shape) { value in
            var steps = 0
            _ = Trim.keptCharacters(of: value, trimming: .symbols.union(.whitespacesAndNewlines), steps: &steps)
            return steps
        }
    }
}
