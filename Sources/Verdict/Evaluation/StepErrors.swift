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
        rerun(&model, scenario: scenario, steps: Array(steps.indices), into: &errors)
        return errors
    }

    /// Re-runs the steps at `positions` (in program order) and replaces their errors in `errors`;
    /// the other steps' errors stay as they were.
    func rerun(_ model: inout Model, scenario: String, steps positions: [Int], into errors: inout StepErrors) {
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
}
