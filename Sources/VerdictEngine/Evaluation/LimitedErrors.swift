import VerdictVocabulary

/// What a run with a limit on its errors found (``Evaluator/validate(_:limit:)``).
package struct LimitedErrors {
    /// The errors in report order: all of a full run's when not ``isCut``, otherwise its first
    /// ones, at least the limit of them.
    package var errors: [ValidationError]
    /// Whether rules were skipped because the limit was reached: more errors might have been found.
    package var isCut: Bool
}
