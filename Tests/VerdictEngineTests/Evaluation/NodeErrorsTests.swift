import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

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

    private static func error(_ code: ErrorCode, _ severity: Severity) -> ValidationError {
        var error = error(code)
        error.severity = severity
        return error
    }

    /// An element node's errors, element by element: 0 has two, 2 one (a warning), 4 one.
    private static func elementNode() -> NodeErrors {
        var errors = NodeErrors(nodes: 2)
        _ = errors.set([error("first")], at: 0)
        _ = errors.set([error("0a"), error("0b"), error("2", .warning), error("4")], at: 1)
        errors.setElements(at: 1, count: 5, owners: [0, 0, 2, 4])
        errors.join()
        return errors
    }

    @Test(arguments: [
        // element, its new errors, the node's errors after
        (0, [String](), ["2", "4"]),
        (0, ["0c"], ["0c", "2", "4"]),
        (1, ["1"], ["0a", "0b", "1", "2", "4"]),
        (2, ["2a", "2b"], ["0a", "0b", "2a", "2b", "4"]),
        (3, [], ["0a", "0b", "2", "4"]),
        (4, ["4a", "4b"], ["0a", "0b", "2", "4a", "4b"]),
    ])
    func anElementsErrorsAreReplacedInPlace(element: Int, new: [String], expected: [String]) {
        var errors = Self.elementNode()
        let changed = errors.replace(element: element, at: 1, with: new.map { Self.error(ErrorCode(rawValue: $0)) })
        #expect(changed == (element != 3))
        errors.join()
        #expect(errors.all.map(\.code.rawValue) == ["first"] + expected)
        #expect(errors.hasElements(at: 1, count: 5))
        // Every error still belongs to its element: replacing each element's errors by none empties the node.
        for index in 0..<5 { _ = errors.replace(element: index, at: 1, with: []) }
        errors.join()
        #expect(errors.all.map(\.code.rawValue) == ["first"])
    }

    @Test func theSameErrorsAreNoChange() {
        var errors = Self.elementNode()
        let changed = errors.replace(element: 0, at: 1, with: [Self.error("0a"), Self.error("0b")])
        #expect(!changed)
    }

    @Test func failuresAreCountedAcrossElements() {
        var errors = Self.elementNode()
        #expect(errors.elementsFail(at: 1))
        _ = errors.replace(element: 0, at: 1, with: [])
        #expect(errors.elementsFail(at: 1), "element 4 still fails")
        _ = errors.replace(element: 4, at: 1, with: [])
        #expect(!errors.elementsFail(at: 1), "a warning fails nothing")
        _ = errors.replace(element: 3, at: 1, with: [Self.error("3")])
        #expect(errors.elementsFail(at: 1))
    }

    @Test func settingANodesErrorsForgetsItsElements() {
        var errors = Self.elementNode()
        #expect(!errors.hasElements(at: 1, count: 4), "another length")
        _ = errors.set([], at: 1)
        #expect(!errors.hasElements(at: 1, count: 5))
        #expect(!errors.elementsFail(at: 1))
    }
}
