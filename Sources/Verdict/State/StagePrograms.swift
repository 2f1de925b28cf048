/// The compiled programs of one scenario, one per rule stage.
struct StagePrograms<Model> {
    let input: Program<Model>
    let completeness: Program<Model>
    let eligibility: Program<Model>
    let validation: Program<Model>
    let submission: Program<Model>

    /// Compiles every stage of `scenario`; throws the first stage's diagnostics, if any.
    init(rules: RuleSet<Model>, scenario: String) throws(RuleSetError) {
        func compiled(_ stage: RuleStage) throws(RuleSetError) -> Program<Model> {
            let program = rules.program(for: scenario, stage: stage)
            if let error = program.error { throw error }
            return program
        }
        validation = try compiled(.validation)
        input = try compiled(.input)
        completeness = try compiled(.completeness)
        eligibility = try compiled(.eligibility)
        submission = try compiled(.submission)
    }
}

extension Program {
    /// The errors of the rules that depend on `changed` attributes (all rules when `nil`).
    func errors(of model: inout Model, scenario: String, after changed: [KeyPathBox]?) -> [ValidationError] {
        guard !steps.isEmpty else { return [] }
        // An attribute the rule set does not name has no rules here.
        let affected = changed.map { AttributeMask(affectedAttributes(by: $0) ?? []) }
        var run = EvaluationRun(scenario: scenario, stopsAtFirstError: false, only: affected)
        self.run(&model, &run)
        return run.errors
    }

    /// Whether the rules of `attribute` (all rules when `nil`) pass, stopping at the first error.
    func passes(_ model: inout Model, scenario: String, only attribute: KeyPathBox?) -> Bool {
        guard !steps.isEmpty else { return true }
        var only: AttributeMask?
        if let attribute {
            guard let position = graph.attribute(for: attribute) else { return true }
            only = AttributeMask([position])
        }
        var run = EvaluationRun(scenario: scenario, stopsAtFirstError: true, only: only)
        self.run(&model, &run)
        return !run.stopped
    }
}
