import Testing
import VerdictEngine

@testable import VerdictAssignment
@testable import VerdictForms
@testable import VerdictTestSupport
@testable import VerdictValidation

// RFC 6901 JSON Pointers read back into tokens, and canonical array indices: what the form's
// server errors are placed by.

@Suite("JSON Pointers read back")
struct InputPointerIndexTests {
    static let pointers: [(pointer: String, tokens: [String]?)] = [
        ("", []),
        ("/", [""]),
        ("/a", ["a"]),
        ("/a/b", ["a", "b"]),
        ("/a//b", ["a", "", "b"]),
        ("/a~1b", ["a/b"]),
        ("/a~0b", ["a~b"]),
        ("/~01", ["~1"]),
        ("/~10", ["/0"]),
        ("/é/ü", ["é", "ü"]),
        ("a", nil),
        ("#/a", nil),
        ("/a~", nil),
        ("/a~2", nil),
        ("/~a", nil),
    ]

    @Test(arguments: pointers)
    func tokensOfAPointer(pointer: String, tokens: [String]?) {
        var steps = 0
        #expect(InputPointerIndex.tokens(of: pointer, steps: &steps) == tokens)
        #expect(steps <= 2 * pointer.unicodeScalars.count)
    }

    static let indices: [(token: String, index: Int?)] = [
        ("0", 0), ("7", 7), ("10", 10), ("123456789012345678", 123_456_789_012_345_678),
        ("", nil), ("01", nil), ("-1", nil), ("+1", nil), ("1a", nil), (" 1", nil), ("٣", nil),
        ("1234567890123456789", nil),
    ]

    @Test(arguments: indices)
    func canonicalArrayIndex(token: String, index: Int?) {
        #expect(InputPointerIndex.arrayIndex(token) == index)
    }

    @Test func keysMatchScalarByScalar() throws {
        let index = InputPointerIndex.index(
            for: try Evaluator(rules: Accented.rules, scenario: .default), keys: .exact)
        var steps = 0
        #expect(index.resolve(["caf\u{E9}"], steps: &steps)?.path == [.property("caf\u{E9}")])
        #expect(index.resolve(["cafe\u{301}"], steps: &steps) == nil, "canonically equivalent, not the same key")
    }

    @Test func aPointerIsTheReverseOfTheErrorsPaths() throws {
        // What assignment reports forwards (`jsonPointer` of the keyed path) comes back to the path.
        let evaluator = try Evaluator(rules: ProblemAccount.rules, scenario: .default)
        for keys in [KeyStrategy.exact, .snakeCase] {
            let index = InputPointerIndex.index(for: evaluator, keys: keys)
            #expect(index === InputPointerIndex.index(for: evaluator, keys: keys), "made once per strategy")
            for path: AttributePath in ["userName", "address.zipCode", "addresses[3].city", "tags[2]"] {
                var steps = 0
                let pointer = keys.path(for: path).jsonPointer
                let tokens = try #require(InputPointerIndex.tokens(of: pointer, steps: &steps))
                #expect(index.resolve(tokens, steps: &steps)?.path == path, "\(pointer)")
            }
        }
    }
}

/// An attribute whose name has a precomposed `é`.
private struct Accented: Equatable {
    var cafe = ""
    static let rules = RuleSet<Accented> { Attribute(\.cafe, name: "caf\u{E9}") { Length(max: 3) } }
}

/// A nested model without a path of its own: its keys are its parent's, in input and in errors.
private struct InlineContact: Equatable {
    var phone = ""
    var fax = ""
    static let rules = RuleSet<InlineContact> {
        Attribute(\.phone) { Length(max: 5) }
        Attribute(\.fax) { Length(max: 5) }
    }
}

private struct InlineHolder: Equatable {
    var name = ""
    var contact = InlineContact()
    static let rules = RuleSet<InlineHolder> {
        Attribute(\.name) { Length(max: 5) }
        Nested(\.contact, InlineContact.rules, name: "")
    }
}

@Suite("Pointers into a nested model without a path")
@MainActor
struct InlinePointerTests {
    nonisolated static let pointers: [(pointer: String, path: String)] = [
        ("/name", "name"), ("/phone", "phone"), ("/fax", "fax"), ("/contact/phone", ""), ("/contact", ""),
    ]

    @Test(arguments: pointers)
    func aPointerLandsInTheInlinedModel(pointer: String, path: String) throws {
        let form = try FormSession(InlineHolder(contact: InlineContact(phone: "1234567")), rules: InlineHolder.rules)
        form.validate()
        #expect(form.report.pairs == ["phone string.tooLong"], "the local error's path, which the server's takes")
        form.apply(try decodedProblem([(pointer, "server.says", "Nein.")]))
        #expect(form.report.errors.filter(\.isFromServer).map(\.path.description) == [path])
    }
}
