import Testing

@testable import VerdictAssignment
@testable import VerdictEngine
@testable import VerdictForms
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Stage evaluators")
struct StageEvaluatorsTests {
    private struct Phone {
        var number = ""
        var pin = ""

        static let rules = RuleSet<Phone> {
            Attribute(\.number) {
                Length(max: 12).stage(.input)
                Length(12).stage(.completeness)
                Length(min: 8).stage(.eligibility)
                Required()
                Custom { $0.hasPrefix("9") }.stage(.submission)
            }
            Scenario(.secure) {
                Attribute(\.pin) { Required().stage(.input) }
            }
        }
    }

    @Test func eachStageHasTheGraphOfItsOwnRules() throws {
        let evaluators = try StageEvaluators(rules: Phone.rules, scenario: .default)
        let stages: [(Evaluator<Phone>, RuleStage)] = [
            (evaluators.input, .input), (evaluators.completeness, .completeness),
            (evaluators.eligibility, .eligibility), (evaluators.validation, .validation),
            (evaluators.submission, .submission),
        ]
        for (evaluator, stage) in stages {
            #expect(evaluator.graph.stage == stage)
            #expect(evaluator.scenario == .default)
            #expect(evaluator.graph.nodes.count == 1, "one rule of \(stage)")
        }
        var model = Phone(number: "8123")
        #expect(evaluators.input.passes(&model))
        #expect(!evaluators.completeness.passes(&model))
        #expect(!evaluators.eligibility.passes(&model))
        #expect(evaluators.validation.passes(&model))
        #expect(!evaluators.submission.passes(&model))
    }

    @Test func theScenarioChoosesTheRules() throws {
        let plain = try StageEvaluators(rules: Phone.rules, scenario: .default)
        let secure = try StageEvaluators(rules: Phone.rules, scenario: .secure)
        #expect(secure.input.scenario == .secure)
        #expect(plain.input.graph.nodes.count == 1)
        #expect(secure.input.graph.nodes.count == 2)
        var model = Phone(number: "9")
        #expect(plain.input.passes(&model))
        #expect(!secure.input.passes(&model), "the pin is required on input in the secure scenario")
    }

    @Test func anUnknownScenarioIsRefused() throws {
        let error = #expect(throws: RuleSetError.self) {
            _ = try StageEvaluators(rules: Phone.rules, scenario: .secret)
        }
        #expect(error?.scenario == .secret)
    }
}
