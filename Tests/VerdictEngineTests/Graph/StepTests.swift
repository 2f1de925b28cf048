import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Steps")
struct StepTests {
    private struct Form {
        var name = ""
        var count = 0
    }

    private static let site = ErrorSite(
        attribute: 1, node: AttributeNode(keyPath: KeyPathBox(\Form.name), name: "name", label: "Name"))

    @Test func aTypedStepMutatesTheModelBehindThePointerAndTheRun() {
        let failure = RuleFailure(code: "form.count", template: "{attribute} was counted.")
        let step = Step.typed { (form: inout Form, run) in
            form.count += 1
            form.name = "seen \(form.count)"
            run.record(failure, at: Self.site, options: ReportOptions(RuleOptions<Form>()))
        }
        var form = Form(count: 41)
        var run = EvaluationRun(scenario: .edit, stopsAtFirstError: false)
        ModelPointer.with(&form) { step.run($0, &run) }
        #expect(form.count == 42)
        #expect(form.name == "seen 42")
        #expect(run.pairs == ["name form.count"])
        #expect(run.errors.first?.scenario == .edit)
        ModelPointer.with(&form) { step.run($0, &run) }
        #expect(form.count == 43)
        #expect(run.errors.count == 2)
    }

    @Test func anUntypedStepGetsThePointerItself() {
        let step = Step { pointer, _ in pointer.access(as: Int.self) { $0 *= 3 } }
        var value = 7
        var run = EvaluationRun(scenario: .default, stopsAtFirstError: false)
        ModelPointer.with(&value) { step.run($0, &run) }
        #expect(value == 21)
        #expect(run.errors.isEmpty)
    }

    @Test func aGraphRunsItsNodesStepsInOrder() throws {
        let rules = RuleSet<Form> {
            Attribute(\.count) { Custom("count.odd") { $0.isMultiple(of: 2) } }
            Attribute(\.name) {
                Trim(); Required()
            }
        }
        let graph = rules.compiledGraph()
        #expect(graph.steps.map(\.attribute) == graph.nodes.map(\.attribute))
        // Each node's step runs its own rules only.
        let name = try graph.position(of: \Form.name)
        let nameNode = try #require(graph.nodes.firstIndex { $0.attribute == name })
        var form = Form(name: "  ", count: 3)
        var run = EvaluationRun(scenario: .default, stopsAtFirstError: false)
        ModelPointer.with(&form) { graph.runStep(at: nameNode, $0, &run) }
        #expect(run.pairs == ["name required"])
        #expect(form.name == "", "the trim was written back")
        #expect(form.count == 3)
    }
}
