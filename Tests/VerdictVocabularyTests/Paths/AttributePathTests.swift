import Foundation
import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Field paths")
struct AttributePathTests {
    @Test(arguments: [
        "addresses[1].zip", "email", "tags[0]", "a.b.c", "matrix[1][2]", "[0]", "[3].zip", "", "a[-1]",
        #"form["first.name"]"#, #"[""]"#, #"a[""].b"#, #"["a[0]"][0]"#, #"["[say \"hi\"]"]"#, #"["back\\slash.x"]"#,
        #"["."]["]"]"#, "quote\"d", "back\\slash", "e\u{301}.\u{301}",
    ])
    func printedPathsParseBack(text: String) throws {
        let path = try #require(AttributePath(parsing: text))
        #expect(path.description == text)
    }

    @Test(arguments: [
        ([AttributePath.Component.property("first.name")], #"["first.name"]"#),
        ([.property("form"), .property("first.name")], #"form["first.name"]"#),
        ([.property("tags"), .property("")], #"tags[""]"#),
        ([.property("a[1]")], #"["a[1]"]"#),
        ([.property("x]")], #"["x]"]"#),
        ([.property(#"a"b[\"#)], #"["a\"b[\\"]"#),
        ([.property(#"a"b\"#)], #"a"b\"#),
        ([.index(-1), .property("0")], "[-1].0"),
        ([.index(Int.min)], "[\(Int.min)]"),
        ([.property("."), .index(0), .property("ok")], #"["."][0].ok"#),
    ])
    func namesThatWouldReadAsSyntaxAreQuoted(components: [AttributePath.Component], text: String) {
        let path = AttributePath(components)
        #expect(path.description == text)
        #expect(AttributePath(parsing: text) == path)
    }

    @Test func aQuotedNameThatNeedsNoQuotesIsAccepted() {
        #expect(AttributePath(parsing: #"a["b"]"#) == [.property("a"), .property("b")])
        #expect(AttributePath(parsing: #"["0"]"#) == [.property("0")])
        #expect(AttributePath(parsing: "a.0") == [.property("a"), .property("0")])
    }

    @Test(arguments: [
        "a..b", ".a", "a.", ".", "a[x]", "a[", "a[]", "a[+1]", "a[1", "a]", "]", "a[0]b", "a.[0]", #"a["b"#, #"a["b]"#,
        #"a["b"x]"#, #"a["\x"]"#, #"a["b\"]"#, "a[99999999999999999999]", "a[--1]", "a[1-]",
    ])
    func malformedPathsAreRejected(text: String) {
        #expect(AttributePath(parsing: text) == nil)
    }

    @Test(arguments: [
        ("addresses[1].zip", AttributePath([.property("addresses"), .index(1), .property("zip")])),
        ("a..b", AttributePath([.property("a..b")])),
        ("a[", AttributePath([.property("a[")])),
    ])
    func stringLiteralsParseOrBecomeOneName(text: String, path: AttributePath) {
        #expect(AttributePath(stringLiteral: text) == path)
        #expect(AttributePath(parsing: AttributePath(stringLiteral: text).description) == path)
    }

    /// Every path prints to text that parses back to it, scalar for scalar, and encodes to JSON
    /// that decodes to it.
    @Test func randomPathsRoundTripThroughTextAndJSON() throws {
        var rng = SplitMix64(seed: 0xF1E1_D9A7)
        let encoder = JSONEncoder()
        let decoder = JSONDecoder()
        for iteration in 0..<5_000 {
            let path = rng.nastyPath()
            let text = path.description
            let parsed = AttributePath(parsing: text)
            #expect(parsed == path, "iteration \(iteration): \(path.components) printed as \(text)")
            #expect(
                parsed?.components.map(Self.exactly) == path.components.map(Self.exactly),
                "iteration \(iteration): scalars changed")
            let decoded = try decoder.decode(AttributePath.self, from: try encoder.encode(path))
            #expect(decoded == path, "iteration \(iteration): JSON of \(text)")
            #expect(AttributePath(stringLiteral: text) == path, "iteration \(iteration): string literal \(text)")
        }
    }

    /// Text that parses prints back as a path that parses to the same thing.
    @Test func randomTextThatParsesIsStable() {
        var rng = SplitMix64(seed: 0x7E47)
        let pieces = SplitMix64.nastyPieces + ["[", "]", ".", "\"", "[\"", "\"]", "[1]", "[-2]", "\\\\"]
        var parsedCount = 0
        for iteration in 0..<20_000 {
            let text = (0..<rng.below(8)).map { _ in rng.pick(pieces) }.joined()
            guard let path = AttributePath(parsing: text) else { continue }
            parsedCount += 1
            #expect(AttributePath(parsing: path.description) == path, "iteration \(iteration): \(text)")
        }
        // The generator reaches both outcomes.
        #expect(parsedCount > 1_000)
        #expect(parsedCount < 19_000)
    }

    /// A component with its name as scalars: `String` equality ignores how a character is
    /// composed, this does not.
    static func exactly(_ component: AttributePath.Component) -> String {
        switch component {
        case .property(let name): "p" + name.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
        case .index(let index): "i\(index)"
        }
    }
}
