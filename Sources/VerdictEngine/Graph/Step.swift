import VerdictRules
import VerdictVocabulary

/// What one node of a compiled graph runs: a run of rules of one attribute, a check, or a
/// nested rule set.
///
/// A step takes the model as a ``ModelPointer`` so that the loop over a graph's steps is not
/// generic. Each step was built for one model type, the graph's.
struct Step: Sendable {
    var run: @Sendable (_ model: ModelPointer, _ run: inout EvaluationRun) -> Void

    /// A step over a typed model.
    static func typed<Model>(_ body: @escaping @Sendable (inout Model, inout EvaluationRun) -> Void) -> Step {
        Step { pointer, run in
            pointer.access(as: Model.self) { body(&$0, &run) }
        }
    }
}
