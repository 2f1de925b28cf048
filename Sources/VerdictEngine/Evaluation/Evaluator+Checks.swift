import VerdictRules
import VerdictVocabulary

/// The asynchronous checks, one at a time, through the evaluator: what a holder of a model's
/// state (which schedules them itself, as tasks) asks instead of reaching into the graph's checks.
/// Checks are named by their position in report order (``Evaluator/checkInputs(_:failed:)``
/// gives their inputs in that order).
extension Evaluator {
    /// How many asynchronous checks the graph has.
    package var checkCount: Int { graph.asyncChecks.count }

    /// Whether an edit of the attribute at `attribute` changes what check `check` sees.
    package func check(_ check: Int, dependsOn attribute: Int) -> Bool {
        graph.asyncChecks[check].depends(on: attribute)
    }

    /// The position of the attribute that check `check` reports on.
    package func attribute(ofCheck check: Int) -> Int {
        graph.asyncChecks[check].attribute
    }

    /// Where check `check` reports its errors.
    package func location(ofCheck check: Int) -> ErrorLocation {
        graph.asyncChecks[check].site.location
    }

    /// The name of check `check`'s rule.
    package func ruleName(ofCheck check: Int) -> String {
        graph.asyncChecks[check].rule.name
    }

    /// The answer of check `check` for `input` that `settings`' cache keeps, unless it expired.
    package func keptAnswer(ofCheck check: Int, for input: CheckInput, settings: CheckSettings) -> CheckAnswer? {
        settings.cache.answer(of: graph.asyncChecks[check], for: input.key)
    }

    /// Asks check `check` about `input`: after the debounce, on the clock, racing its timeout;
    /// a definitive answer is kept in `settings`' cache.
    package func answer(_ check: Int, for input: CheckInput, settings: CheckSettings) async -> CheckAnswer {
        await CheckBatch.answer(
            CheckBatch.Job(check: check, input: input), check: graph.asyncChecks[check], settings: settings)
    }

    /// The errors that `answer` of check `check` brings, in `scenario`: the rule's failure with
    /// its options, or the failure of a check that could not decide.
    package func errors(of answer: CheckAnswer, check: Int, scenario: ScenarioName) -> [ValidationError] {
        graph.asyncChecks[check].errors(of: answer, scenario: scenario)
    }
}
