/// The errors of one validation kept per step, in program order, so that re-validating after a
/// change replaces only the steps the change can affect. Joined, they are the report's errors.
struct StepErrors: Sendable, Equatable {
    var byStep: [[ValidationError]]

    /// Every error, in program order.
    var all: [ValidationError] { byStep.flatMap { $0 } }
}

extension Program {
    /// Runs every step, keeping each step's errors apart.
    func runCollecting(_ model: inout Model, scenario: String) -> StepErrors {
        var errors = StepErrors(byStep: Array(repeating: [], count: steps.count))
        rerun(&model, scenario: scenario, affected: nil, into: &errors)
        return errors
    }

    /// Re-runs the steps of the `affected` attributes (all steps when `nil`) and replaces their
    /// errors in `errors`; the other steps' errors stay as they were.
    func rerun(_ model: inout Model, scenario: String, affected: AttributeMask?, into errors: inout StepErrors) {
        var run = EvaluationRun(scenario: scenario, stopsAtFirstError: false)
        withUnsafeMutablePointer(to: &model) { pointer in
            let raw = UnsafeMutableRawPointer(pointer)
            for (position, step) in steps.enumerated() where affected?.contains(step.attribute) ?? true {
                step.run(raw, &run)
                errors.byStep[position] = run.errors
                run.errors.removeAll(keepingCapacity: true)
            }
        }
    }

    /// The attributes whose rules must re-run when `changed` attributes change: those with a
    /// rule (or a condition) that reads a changed attribute, and, when such an attribute has a
    /// filter, those that read it in turn. `nil` when a changed key path is not an attribute of
    /// the rule set (then everything re-runs).
    func affectedAttributes(by changed: some Sequence<KeyPathBox>) -> AttributeMask? {
        var pending: [Int] = []
        for keyPath in changed {
            guard let attribute = graph.attribute(for: keyPath) else { return nil }
            pending.append(attribute)
        }
        // Re-running an attribute re-runs all its rules, filters included.
        let filtered = AttributeMask(graph.nodes.filter(\.writes).map(\.attribute))
        var seen = AttributeMask(pending)
        var affected = AttributeMask()
        while let attribute = pending.popLast() {
            for node in graph.dependents[attribute] {
                let target = graph.nodes[node].attribute
                affected.insert(target)
                if filtered.contains(target), !seen.contains(target) {
                    seen.insert(target)
                    pending.append(target)
                }
            }
        }
        return affected
    }
}
