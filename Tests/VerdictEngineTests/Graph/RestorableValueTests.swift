import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Restorable values")
struct RestorableValueTests {
    private struct Form: Equatable {
        var name = ""
        var age: Int?
        var tags: [String] = []
    }

    private final class Account {
        var name: String
        init(name: String) { self.name = name }
    }

    @Test func restoringWritesTheValueBackThroughItsKeyPath() {
        var form = Form(name: "after", age: 3, tags: ["a"])
        let name = RestorableValue(value: "before", writer: RestorableValue.writer(for: \Form.name))
        let age = RestorableValue(value: Int?.none as Any, writer: RestorableValue.writer(for: \Form.age))
        let tags = RestorableValue(value: ["x", "y"], writer: RestorableValue.writer(for: \Form.tags))
        ModelPointer.with(&form) { pointer in
            for value in [name, age, tags] { value.restore(into: pointer) }
        }
        #expect(form == Form(name: "before", age: nil, tags: ["x", "y"]))
    }

    @Test func aWriterTouchesOnlyItsOwnAttribute() {
        var form = Form(name: "kept", age: 1, tags: ["kept"])
        let writer = RestorableValue.writer(for: \Form.age)
        ModelPointer.with(&form) { writer($0, Int?.some(99) as Any) }
        #expect(form == Form(name: "kept", age: 99, tags: ["kept"]))
    }

    @Test func aWholeModelIsRestoredAsTheValueItWasReadAs() {
        let kept = Form(name: "kept", age: 7)
        var form = kept
        let value = RestorableValue(value: kept, writer: RestorableValue.modelWriter { (form: Form) in form })
        form.name = "edited"
        form.tags = ["new"]
        ModelPointer.with(&form) { value.restore(into: $0) }
        #expect(form == kept)
    }

    @Test func aClassModelIsRestoredAsACopySoTheKeptValueNeverChanges() throws {
        let kept = Account(name: "kept")
        let value = RestorableValue(
            value: kept, writer: RestorableValue.modelWriter { (account: Account) in Account(name: account.name) })
        var model = Account(name: "edited")
        ModelPointer.with(&model) { value.restore(into: $0) }
        #expect(model.name == "kept")
        #expect(model !== kept)
        model.name = "edited again"
        let stored = try #require(value.value as? Account)
        #expect(stored.name == "kept")
        #expect(stored === kept)
    }

    @Test func aValueCanBeRestoredAgainAndAgain() {
        var form = Form(name: "x")
        let value = RestorableValue(value: "x", writer: RestorableValue.writer(for: \Form.name))
        for edit in ["y", "z"] {
            form.name = edit
            ModelPointer.with(&form) { value.restore(into: $0) }
            #expect(form.name == "x")
        }
    }
}
