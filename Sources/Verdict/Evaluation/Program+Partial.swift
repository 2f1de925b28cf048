/// Runs of part of a program, for the stages and the fast check.
extension Program {
    /// The errors of the rules of the `affected` attributes (all rules when `nil`).
    func errors(of model: inout Model, scenario: String, affected: [Int]?) -> [ValidationError] {
        guard !steps.isEmpty else { return [] }
        var run = EvaluationRun(scenario: scenario, stopsAtFirstError: false, only: affected.map(AttributeMask.init))
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
