import Testing

@testable import Verdict

@Suite("Errors kept per node")
struct NodeErrorsTests {
    private static func error(_ code: ErrorCode) -> ValidationError {
        ValidationError(path: "a", keyPath: nil, failure: RuleFailure(code: code, template: "x"), label: "A")
    }

    @Test func replacingANodesErrorsSaysWhetherTheyChangedAndJoinsInNodeOrder() {
        var errors = NodeErrors(nodes: 3)
        let first = errors.set([Self.error("b")], at: 1)
        let second = errors.set([Self.error("a")], at: 0)
        let again = errors.set([Self.error("a")], at: 0)
        #expect(first && second)
        #expect(!again, "the same errors are no change")
        errors.join()
        #expect(errors.all.map(\.code) == ["a", "b"])
        let cleared = errors.set([], at: 1)
        #expect(cleared)
        errors.join()
        #expect(errors.all.map(\.code) == ["a"])
    }
}
