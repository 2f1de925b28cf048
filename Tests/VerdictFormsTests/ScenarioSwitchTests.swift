import Testing
import VerdictTesting

@testable import VerdictAssignment
@testable import VerdictEngine
@testable import VerdictForms
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// The switch to another scenario, through the internal API: every part runs the new scenario's
/// graphs, or none does when the scenario has diagnostics (an unknown one).
@Suite("Scenario switch")
@MainActor
struct ScenarioSwitchTests {
    private struct Account {
        var name = ""
        var password = ""
    }

    private static let rules = RuleSet<Account> {
        Attribute(\.name) { Required() }
        Scenario(.login) { Attribute(\.password) { Required() } }
    }

    /// The parts of a `FormSession` over `Account`, in the default scenario.
    @MainActor
    private struct Parts {
        var stages: StageChecks<Account>
        var session: IncrementalSession
        var scheduler: CheckScheduler<Account>

        init() throws {
            let evaluators = try StageEvaluators(rules: ScenarioSwitchTests.rules, scenario: .default)
            stages = StageChecks(evaluators: evaluators, snapshot: { $0 })
            session = IncrementalSession(evaluator: evaluators.validation)
            scheduler = CheckScheduler(
                evaluator: evaluators.validation, options: CheckOptions(clock: ManualClock()), tasks: CheckTasks())
        }

        /// How many errors an empty account has by the session and by the stages' validation.
        mutating func errors() -> (session: Int, stages: Int) {
            var model = Account()
            var journal = EditHistory(of: Account.self, scenario: .default, depth: 4) { $0 }.journal
            let session = session.validate(&model, journal: &journal).count
            return (session, stages.evaluators.validation.validate(&model).count)
        }

        mutating func use(_ scenario: ScenarioName) throws(RuleSetError) {
            try ScenarioSwitch.use(
                scenario, of: ScenarioSwitchTests.rules, stages: &stages, session: &session, scheduler: &scheduler)
        }
    }

    @Test func theSessionAndTheStagesRunTheNewScenario() throws {
        var parts = try Parts()
        #expect(parts.errors() == (session: 1, stages: 1), "the name is required")
        try parts.use(.login)
        #expect(parts.errors() == (session: 2, stages: 2), "the name and the password are required")
    }

    @Test func anUnknownScenarioChangesNothing() throws {
        var parts = try Parts()
        #expect(throws: RuleSetError.self) { try parts.use(.nowhere) }
        #expect(parts.errors() == (session: 1, stages: 1))
    }
}
