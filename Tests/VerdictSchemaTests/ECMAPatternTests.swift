import Foundation
import Testing

@testable import VerdictAssignment
@testable import VerdictSchema
@testable import VerdictTestSupport
@testable import VerdictValidation

/// A model whose pattern ECMA-262 refuses (issue 37), beside one it compiles.
private struct StarAfterCaret: AssignableModel, Sendable {
    var code = ""
    var tag = ""

    static let rules = RuleSet<StarAfterCaret> {
        Attribute(\.code) { Match("^*a") }
        Attribute(\.tag) { Match("^[a-z]+") }
    }
}

@Suite("ECMAPattern")
struct ECMAPatternTests {
    /// Patterns whose meaning ECMA-262 shares: `$` becomes ICU's (the end, or before a final
    /// line terminator).
    @Test(
        arguments: [
            (#"^[a-z][a-z0-9_]{2,15}$"#, #"^[a-z][a-z0-9_]{2,15}"# + ECMAPattern.end),
            (#"^\d{5}$"#, nil),
            (#"^[A-Z]{2}-(?:[0-9]+|x)\.?$"#, #"^[A-Z]{2}-(?:[0-9]+|x)\.?"# + ECMAPattern.end),
            (#"a.c"#, nil),
            (#"[^a]"#, nil),
            (#"[a-z&&[^c]]"#, nil),
            (#"(?=a)"#, nil),
            (#"\w+"#, nil),
            (#"é"#, nil),
            (#"a{2,"#, nil),
            (#"{2}"#, nil),
            (#"[]a]"#, nil),
            // A quantifier with nothing to repeat, or a second one: ECMA-262 refuses the pattern.
            (#"^*a"#, nil),
            (#"*a"#, nil),
            (#"a|+b"#, nil),
            (#"(?:*a)"#, nil),
            (#"(+a)"#, nil),
            (#"a$*"#, nil),
            (#"a**"#, nil),
            (#"a*+"#, nil),
            (#"a{2}{3}"#, nil),
            (#"a???"#, nil),
            (#"a*?"#, #"a*?"#),
            (#"a??"#, #"a??"#),
            (#"(?:ab)+\*"#, #"(?:ab)+\*"#),
            // Unbalanced groups and ranges out of order.
            (#"a)"#, nil),
            (#"(a"#, nil),
            (#"(a))("#, nil),
            (#"[z-a]"#, nil),
            (#"[\]-A]"#, nil),
            (#"[a-z0-9_-]"#, #"[a-z0-9_-]"#),
            (#"[\]-a]+"#, #"[\]-a]+"#),
        ] as [(String, String?)])
    func translates(_ pattern: String, _ expected: String?) {
        #expect(ECMAPattern.translate(pattern) == expected)
    }

    /// The translated pattern matches where Verdict's `Match` does (`NSRegularExpression` reads the
    /// subset as ECMA-262 does).
    @Test(arguments: ["abc", "abc\n", "abc\r\n", "abc\u{2028}", "abc\n\n", "ab", "Abc", "abcd\nx", ""])
    func agreesWithMatch(_ value: String) throws {
        let pattern = #"^[a-z]{3}$"#
        let translated = try #require(ECMAPattern.translate(pattern))
        let regex = try NSRegularExpression(pattern: translated)
        let matches = regex.firstMatch(in: value, range: NSRange(location: 0, length: value.utf16.count)) != nil
        #expect(matches == (Match(pattern).validate(value) == nil))
    }

    /// A pattern that ECMA-262 does not compile is not written: it is left out and named.
    @Test func aPatternThatECMA262RefusesIsLeftOutAndNamed() throws {
        let schema = try StarAfterCaret.rules.jsonSchema()
        let document = String(decoding: schema.jsonData, as: UTF8.self)
        #expect(!document.contains("^*a"))
        #expect(document.contains(#""pattern":"^[a-z]+""#))
        #expect(
            schema.omissions.map(\.description) == ["code: Match (a pattern whose meaning ECMA-262 may not share)"])
    }
}
