import VerdictEngine

/// The switch of a ``FormSession`` model to another scenario: the evaluators of every stage of the
/// new scenario, given to each part that runs them. What the owner does next (its report, a
/// validation, an undo history that starts again) is its own.
enum ScenarioSwitch {
    /// Makes `stages`, `session` and `scheduler` run the graphs of `scenario` of `rules`; throws
    /// the diagnostics of the scenario's graphs, and then changes nothing.
    @MainActor
    static func use<Model>(
        _ scenario: ScenarioName, of rules: RuleSet<Model>, stages: inout StageChecks<Model>,
        session: inout IncrementalSession, scheduler: inout CheckScheduler<Model>
    ) throws(RuleSetError) {
        let evaluators = try StageEvaluators(rules: rules, scenario: scenario)
        stages.use(evaluators)
        session.use(evaluators.validation)
        scheduler.use(evaluators.validation)
    }
}
