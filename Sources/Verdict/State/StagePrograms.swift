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
