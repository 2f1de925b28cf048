import VerdictEngine

/// The evaluators of one scenario, one per rule stage.
struct StageEvaluators<Model> {
    let input: Evaluator<Model>
    let completeness: Evaluator<Model>
    let eligibility: Evaluator<Model>
    let validation: Evaluator<Model>
    let submission: Evaluator<Model>

    /// The evaluators of every stage of `scenario`; throws the first stage's diagnostics, if any.
    init(rules: RuleSet<Model>, scenario: ScenarioName) throws(RuleSetError) {
        validation = try Evaluator(rules: rules, scenario: scenario, stage: .validation)
        input = try Evaluator(rules: rules, scenario: scenario, stage: .input)
        completeness = try Evaluator(rules: rules, scenario: scenario, stage: .completeness)
        eligibility = try Evaluator(rules: rules, scenario: scenario, stage: .eligibility)
        submission = try Evaluator(rules: rules, scenario: scenario, stage: .submission)
    }
}
