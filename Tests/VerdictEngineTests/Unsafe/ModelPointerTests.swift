import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Model pointer")
struct ModelPointerTests {
    private struct Form: Equatable {
        var name = ""
        var tags: [String] = []
    }

    private final class Account {
        var name = ""
    }

    @Test func accessReadsAndWritesTheModelItWasMadeFrom() {
        var form = Form(name: "ann", tags: ["a"])
        let seen = ModelPointer.with(&form) { pointer in
            let before = pointer.access(as: Form.self) { $0.name }
            pointer.access(as: Form.self) {
                $0.name = "bob"
                $0.tags.append("b")
            }
            return before
        }
        #expect(seen == "ann")
        #expect(form == Form(name: "bob", tags: ["a", "b"]))
    }

    @Test func everyAccessThroughOnePointerSeesTheEarlierOnesWrites() {
        var count = 0
        let results = ModelPointer.with(&count) { pointer in
            (1...4).map { step in
                pointer.access(as: Int.self) {
                    $0 += step
                    return $0
                }
            }
        }
        #expect(results == [1, 3, 6, 10])
        #expect(count == 10)
    }

    @Test func aClassModelIsReachedThroughItsReference() {
        let account = Account()
        var reference = account
        ModelPointer.with(&reference) { pointer in pointer.access(as: Account.self) { $0.name = "carol" } }
        #expect(account.name == "carol")
        #expect(reference === account)
    }

    @Test func theModelCanBeReplacedWhole() {
        var form = Form(name: "old", tags: ["x"])
        ModelPointer.with(&form) { pointer in pointer.access(as: Form.self) { $0 = Form(name: "new") } }
        #expect(form == Form(name: "new"))
    }
}
