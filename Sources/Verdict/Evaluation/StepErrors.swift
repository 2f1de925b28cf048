/// The errors of one validation kept per step, in program order, so that re-validating after a
/// change replaces only the steps the change can affect. Joined, they are the report's errors.
struct StepErrors: Sendable, Equatable {
    private(set) var byStep: [[ValidationError]]
    /// Every error, in program order; joined again only when a step's errors change.
    private(set) var all: [ValidationError] = []

    init(steps: Int) {
        byStep = Array(repeating: [], count: steps)
    }

    /// Replaces one step's errors; returns whether they changed.
    mutating func set(_ errors: [ValidationError], at position: Int) -> Bool {
        guard byStep[position] != errors else { return false }
        byStep[position] = errors
        return true
    }

    mutating func join() {
        all = byStep.flatMap { $0 }
    }
}

extension Program {
    /// Runs every step, keeping each step's errors apart.
    func runCollecting(_ model: inout Model, scenario: String) -> StepErrors {
        var errors = StepErrors(steps: steps.count)
        rerun(&model, scenario: scenario, affected: nil, into: &errors)
        return errors
    }

    /// Re-runs the steps of the `affected` attributes (all steps when `nil`) and replaces their
    /// errors in `errors`; the other steps' errors stay as they were.
    func rerun(_ model: inout Model, scenario: String, affected: [Int]?, into errors: inout StepErrors) {
        let positions = affected.map { $0.flatMap { stepsOfAttribute[$0] }.sorted() } ?? Array(steps.indices)
        var run = EvaluationRun(scenario: scenario, stopsAtFirstError: false)
        var changed = false
        withUnsafeMutablePointer(to: &model) { pointer in
            let raw = UnsafeMutableRawPointer(pointer)
            for position in positions {
                steps[position].run(raw, &run)
                if errors.set(run.errors, at: position) { changed = true }
                run.errors.removeAll(keepingCapacity: true)
            }
        }
        if changed { errors.join() }
    }

    /// The attributes whose rules must re-run when `changed` attributes change: those with a
    /// rule (or a condition) that reads a changed attribute, and, when such an attribute has a
    /// filter, those that read it in turn. `nil` when a changed key path is not an attribute of
    /// the rule set (then everything re-runs).
    func affectedAttributes(by changed: some Sequence<KeyPathBox>) -> [Int]? {
        var pending: [Int] = []
        for keyPath in changed {
            guard let attribute = graph.attribute(for: keyPath) else { return nil }
            pending.append(attribute)
        }
        var seen = AttributeMask(pending)
        var affected = AttributeMask()
        var list: [Int] = []
        while let attribute = pending.popLast() {
            for node in graph.dependents[attribute] {
                let target = graph.nodes[node].attribute
                if !affected.contains(target) {
                    affected.insert(target)
                    list.append(target)
                }
                // Re-running an attribute re-runs all its rules, filters included.
                if filteredAttributes.contains(target), !seen.contains(target) {
                    seen.insert(target)
                    pending.append(target)
                }
            }
        }
        return list
    }
}
