import VerdictRules
import VerdictVocabulary

/// A step's closure in a box of its own, which the run loop calls without retaining it.
final class StepBox: Sendable {
    let run: @Sendable (_ model: ModelPointer, _ run: inout EvaluationRun) -> Void

    init(_ run: @escaping @Sendable (_ model: ModelPointer, _ run: inout EvaluationRun) -> Void) {
        self.run = run
    }
}
