import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Rule graph invariants")
struct RuleGraphInvariantsTests {
    private struct Form {
        var a = ""
        var b = ""
    }

    /// A graph over `a` (0) and `b` (1) whose node 0 filters `a` and node 1, on `b`, reads `a`;
    /// each index made right unless `breakage` spoils it.
    enum Breakage: CaseIterable, Sendable {
        case none, readerBeforeWriter, staleDependents, swappedPositions, missingPosition, missingCapture
    }

    private static func graph(_ breakage: Breakage, diagnostics: [RuleDiagnostic] = []) -> RuleGraph {
        let filter = RuleNode(attribute: 0, writes: true, reads: [], label: "filter a", step: Step { _, _ in })
        let reader = RuleNode(attribute: 1, writes: false, reads: [0], label: "read a", step: Step { _, _ in })
        let nodes = breakage == .readerBeforeWriter ? [reader, filter] : [filter, reader]
        var dependents = [0, 1].map { attribute in nodes.indices.filter { nodes[$0].depends(on: attribute) } }
        if breakage == .staleDependents { dependents[0] = [0] }
        var positions = [KeyPathBox(\Form.a): 0, KeyPathBox(\Form.b): 1]
        if breakage == .swappedPositions { positions = [KeyPathBox(\Form.a): 1, KeyPathBox(\Form.b): 0] }
        if breakage == .missingPosition { positions[KeyPathBox(\Form.b)] = nil }
        let captures: [ValueCapture?] =
            breakage == .missingCapture
            ? [AttributeAccessor(\Form.a).capture] : [AttributeAccessor(\Form.a).capture, nil]
        return RuleGraph(
            scenario: .default, stage: .validation, model: ModelType(Form.self), nodes: nodes,
            attributes: [
                AttributeNode(keyPath: KeyPathBox(\Form.a), name: "a", label: "A"),
                AttributeNode(keyPath: KeyPathBox(\Form.b), name: "b", label: "B"),
            ], attributePositions: positions, dependents: dependents, captures: captures, diagnostics: diagnostics)
    }

    @Test(arguments: Breakage.allCases)
    func aBrokenGraphFailsTheCheckAndAWellFormedOnePasses(breakage: Breakage) {
        #expect(Self.graph(breakage).checkInvariants() == (breakage == .none))
    }

    @Test(arguments: Breakage.allCases)
    func aGraphWithDiagnosticsIsNeverRunSoItIsNotChecked(breakage: Breakage) {
        let diagnostic = RuleDiagnostic(kind: .filterCycle, message: "cycle", location: nil)
        #expect(Self.graph(breakage, diagnostics: [diagnostic]).checkInvariants())
    }

    @Test(arguments: [.default, .register, .login] as [ScenarioName])
    func compiledGraphsKeepTheirInvariants(scenario: ScenarioName) {
        let graph = SignUp.rules.compiledGraph(scenario)
        #expect(graph.diagnostics.isEmpty)
        #expect(graph.checkInvariants())
        #expect(Order.rules.compiledGraph(scenario).checkInvariants())
    }

    @Test func aGraphOrderedAgainstItsDeclarationsKeepsItsInvariants() {
        // Declared readers first, filters last: the compiled order must turn them around.
        let rules = RuleSet<Form> {
            Attribute(\.b) { Compare(.equal, to: \.a) }
            Constraint(\.b, reads: [\.a, \.b]) { $0.a == $0.b }
            Attribute(\.a) { Trim() }
            Attribute(\.b) { Default(reads: [\.a]) { form, _ in form.a } }
        }
        let graph = rules.compiledGraph()
        #expect(graph.diagnostics.isEmpty)
        #expect(graph.labels.first == "Attribute(\\Form.a) › Trim")
        #expect(graph.checkInvariants())
    }
}
