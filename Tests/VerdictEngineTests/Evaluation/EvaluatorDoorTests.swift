import Testing
import VerdictTesting

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// The evaluator's ways of running a graph agree with each other.
@Suite("Evaluator: the one door")
struct EvaluatorDoorTests {
    private static let invalid = SignUp(
        username: " Al ", email: "nope", password: "short", passwordRepeat: "other", age: 12, tags: ["", "x"])

    @Test(arguments: [.default, .register, .login] as [ScenarioName])
    func fastFullSubsetAndIncrementalRunsAgree(scenario: ScenarioName) throws {
        let evaluator = try Evaluator(rules: SignUp.rules, scenario: scenario)
        var full = Self.invalid
        let errors = evaluator.validate(&full)
        #expect(errors == (try SignUp.rules.testValidate(Self.invalid, scenario: scenario).report).errors)

        var fast = Self.invalid
        #expect(evaluator.passes(&fast) == !errors.contains { $0.severity == .error })

        // Every attribute's subset holds exactly that attribute's errors.
        for position in evaluator.attributes.indices {
            var model = Self.invalid
            let subset = evaluator.validate(&model, attributes: [position])
            let path = evaluator.path(at: position)
            #expect(subset.allSatisfy { $0.path.components.starts(with: path.components) })
        }

        // Collected per node, the errors join into the full list; re-running every node changes nothing.
        var collected = Self.invalid
        var nodeErrors = evaluator.validateCollecting(&collected)
        #expect(nodeErrors.all == errors)
        #expect(collected == full)
        evaluator.revalidate(&collected, nodes: Array(evaluator.graph.nodes.indices), into: &nodeErrors)
        #expect(nodeErrors.all == errors)
    }

    @Test func anEditReRunsOnlyWhatItAffects() throws {
        let evaluator = try Evaluator(rules: SignUp.rules, scenario: .register)
        var model = SignUp.valid
        var nodeErrors = evaluator.validateCollecting(&model)
        #expect(nodeErrors.all.isEmpty)
        model.password = "x"
        let password = try #require(evaluator.position(of: \SignUp.password))
        let affected = evaluator.affected(byAttributes: [password])
        // The password's own rules and the comparison that reads it, nothing else.
        #expect(affected.attributes.map { evaluator.path(at: $0).description } == ["password", "passwordRepeat"])
        evaluator.revalidate(&model, nodes: affected.nodes, into: &nodeErrors)
        #expect(nodeErrors.all == (try SignUp.rules.testValidate(model, scenario: .register).report).errors)
    }

    @Test func filterWritesAreCapturedForTheUndoHistory() throws {
        let evaluator = try Evaluator(rules: SignUp.rules, scenario: .default)
        let username = try #require(evaluator.position(of: \SignUp.username))
        #expect(evaluator.filteredAttributes.contains(username))
        #expect(evaluator.canCapture(username))
        var model = SignUp(username: "  alice ")
        let before = ModelPointer.with(&model) { evaluator.capture(username, from: $0) }
        _ = evaluator.validate(&model)
        #expect(model.username == "alice")
        ModelPointer.with(&model) { before?.restore(into: $0) }
        #expect(model.username == "  alice ")
    }

    @Test func anEvaluatorOfAnotherEvaluatorsGraphRunsTheSameRules() throws {
        let evaluator = try Evaluator(rules: SignUp.rules, scenario: .register)
        let again = Evaluator<SignUp>(graph: evaluator.graph)
        #expect(again.graph === evaluator.graph)
        var first = Self.invalid
        var second = Self.invalid
        let errors = evaluator.validate(&first)
        #expect(again.validate(&second) == errors)
        #expect(second == first)
        #expect(!errors.isEmpty)
    }

    @Test func aGraphWithDiagnosticsCannotBeRun() {
        struct Form {
            var a = ""
            var computed: String { a }
        }
        let rules = RuleSet<Form> { Attribute(readOnly: \.computed) { Required() } }
        #expect(throws: RuleSetError.self) { try Evaluator(rules: rules, scenario: .default) }
    }
}
