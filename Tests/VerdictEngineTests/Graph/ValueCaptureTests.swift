import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Value captures")
struct ValueCaptureTests {
    private struct Form: Equatable {
        var name = ""
        var nickname: String?
        var tags: [String] = []
        let id = "fixed"
        var shout: String { name.uppercased() }
    }

    @Test func aWritableKeyPathHasACaptureAndAReadOnlyOneHasNone() {
        #expect(AttributeAccessor(\Form.name).capture != nil)
        #expect(AttributeAccessor(\Form.nickname).capture != nil)
        #expect(AttributeAccessor(\Form.tags).capture != nil)
        #expect(AttributeAccessor(\Form.id).capture == nil)
        #expect(AttributeAccessor(\Form.shout).capture == nil)
    }

    @Test func aCaptureRestoresExactlyTheValueItRead() throws {
        var form = Form(name: "  ann ", nickname: nil, tags: ["a", "b"])
        let original = form
        let captures = try [
            #require(AttributeAccessor(\Form.name).capture),
            #require(AttributeAccessor(\Form.nickname).capture),
            #require(AttributeAccessor(\Form.tags).capture),
        ]
        let values = ModelPointer.with(&form) { pointer in captures.map { $0(pointer) } }
        #expect(values[0].value as? String == "  ann ")
        form.name = "ann"
        form.nickname = "annie"
        form.tags.removeAll()
        ModelPointer.with(&form) { pointer in
            for value in values { value.restore(into: pointer) }
        }
        #expect(form == original)
    }

    private final class Account {
        var name = ""
    }

    /// A stored property of a struct is captured at its offset; a class's property, which has
    /// none, through its key path: both restore what they read.
    @Test func aCaptureReadsAtTheOffsetOrThroughTheKeyPath() throws {
        #expect(AttributeAccessor(\Form.name).offset != nil)
        #expect(AttributeAccessor(\Account.name).offset == nil)
        let capture = try #require(AttributeAccessor(\Account.name).capture)
        var account = Account()
        account.name = "first"
        let first = ModelPointer.with(&account) { capture($0) }
        account.name = "second"
        ModelPointer.with(&account) { first.restore(into: $0) }
        #expect(account.name == "first")
    }

    @Test func aCaptureReadsTheModelAsItIsWhenCalled() throws {
        let capture = try #require(AttributeAccessor(\Form.name).capture)
        var form = Form(name: "first")
        let first = ModelPointer.with(&form) { capture($0) }
        form.name = "second"
        let second = ModelPointer.with(&form) { capture($0) }
        ModelPointer.with(&form) { first.restore(into: $0) }
        #expect(form.name == "first")
        ModelPointer.with(&form) { second.restore(into: $0) }
        #expect(form.name == "second")
    }

    @Test func aGraphCapturesOnlyTheAttributesItsRulesWrite() throws {
        let rules = RuleSet<Form> {
            Attribute(\.name) { Trim() }
            Attribute(\.nickname) { Length(max: 3) }
            Each(\.tags) { Trim() }
        }
        let graph = rules.compiledGraph()
        let name = try graph.position(of: \Form.name)
        let nickname = try graph.position(of: \Form.nickname)
        let tags = try graph.position(of: \Form.tags)
        #expect(graph.captures[name] != nil)
        #expect(graph.captures[nickname] == nil)
        #expect(graph.captures[tags] != nil, "the nested rules filter the elements")

        var form = Form(name: " a ", tags: [" b "])
        let captures = try [name, tags].map { try #require(graph.captures[$0]) }
        let before = ModelPointer.with(&form) { pointer in captures.map { $0(pointer) } }
        _ = graph.evaluate(&form)
        #expect(form.name == "a")
        #expect(form.tags == ["b"])
        ModelPointer.with(&form) { pointer in
            for value in before { value.restore(into: pointer) }
        }
        #expect(form.name == " a ")
        #expect(form.tags == [" b "])
    }
}
