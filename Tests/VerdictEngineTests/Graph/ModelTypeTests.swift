import Testing

@testable import VerdictEngine
@testable import VerdictForms
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// Two model types of the same name and layout: their names cannot tell them apart.
private enum Shop {
    struct Form {
        var name = ""

        static let rules = RuleSet<Form> { Attribute(\.name) { Required() } }
    }
}

private enum Blog {
    struct Form {
        var name = ""
    }
}

private func start() -> ValidationHistory.Checkpoint {
    ValidationHistory.Checkpoint(
        state: .empty, report: ValidationReport(errors: [], scenario: .default), dirty: DirtyAttributes())
}

/// The model type recorded where erased code is built and checked where it is re-opened: every
/// door that reads a model through a graph or a history made for another type traps, in release
/// builds too, where a debug `assert` on type names let a type of the same name through.
@Suite("Model type")
struct ModelTypeTests {
    @Test func aTypeIsItselfAndNoOtherOfTheSameName() {
        #expect(String(describing: Shop.Form.self) == String(describing: Blog.Form.self))
        #expect(ModelType(Shop.Form.self).is(Shop.Form.self))
        #expect(!ModelType(Shop.Form.self).is(Blog.Form.self))
        #expect(!ModelType([Int].self).is([String].self))
        #expect(ModelType(Shop.Form.self).name == "Form")
    }

    @Test func aGraphRecordsTheModelItWasCompiledFor() {
        let graph = Shop.Form.rules.compiledGraph()
        #expect(graph.model.is(Shop.Form.self))
        #expect(!graph.model.is(Blog.Form.self))
        #expect(graph.modelName == "Form")
        #expect(Evaluator<Shop.Form>(graph: graph).graph === graph)
    }

    @Test func aHistoryRecordsTheModelItWasMadeFor() {
        let history = ValidationHistory(of: Shop.Form.self, start: start(), depth: 2, snapshot: { $0 })
        #expect(history.modelType.is(Shop.Form.self))
        #expect(history.restarted(from: start()).modelType.is(Shop.Form.self))
    }

    @Test func anEvaluatorOfAnotherModelTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = Evaluator<Blog.Form>(graph: Shop.Form.rules.compiledGraph())
        }
    }

    @Test func aSessionAskedToValidateAnotherModelTraps() async {
        await #expect(processExitsWith: .failure) {
            var session = IncrementalSession(evaluator: try Evaluator(rules: Shop.Form.rules, scenario: .default))
            var journal = ValidationHistory(of: Blog.Form.self, start: start(), depth: 2, snapshot: { $0 })
            var form = Blog.Form()
            _ = session.validate(&form, journal: &journal)
        }
    }

    @Test func aHistoryAskedToMoveAnotherModelTraps() async {
        await #expect(processExitsWith: .failure) {
            var history = ValidationHistory(of: Shop.Form.self, start: start(), depth: 2, snapshot: { $0 })
            var form = Blog.Form()
            _ = history.undo(keeping: start(), model: &form)
        }
    }

    @Test func aChildGraphOfAnotherModelTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = NestedStepBuilder.ChildGraph.compiled(Shop.Form.rules.compiledGraph()).graph(of: Blog.Form.self)
        }
    }
}
