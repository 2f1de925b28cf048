/// One executable step: a run of rules of one attribute, a check, or a nested rule set.
///
/// A step takes the model by untyped pointer so that the program's loop over its steps is not
/// generic: running a program instantiates no generic type per call. Each step was built for one
/// model type and binds the pointer to it.
struct Step: Sendable {
    var attribute: Int
    var run: @Sendable (_ model: UnsafeMutableRawPointer, _ run: inout EvaluationRun) -> Void

    /// A step over a typed model.
    static func typed<Model>(
        attribute: Int, _ body: @escaping @Sendable (inout Model, inout EvaluationRun) -> Void
    ) -> Step {
        Step(attribute: attribute) { pointer, run in
            body(&pointer.assumingMemoryBound(to: Model.self).pointee, &run)
        }
    }
}
