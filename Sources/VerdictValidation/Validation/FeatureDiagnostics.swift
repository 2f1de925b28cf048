import VerdictEngine

/// The declaration checks of a feature above validation, which ``RuleSet/diagnostics(for:)``
/// runs when the feature is part of the program. Massive assignment is the one today: a safe
/// attribute that it could not write is a mistake of the declaration, but only a program that
/// assigns can make it, and the validation module does not depend on assignment.
///
/// A feature contributes by declaring the conformance of its own namespace type
/// (``AssignmentDeclarationChecks``) in its module; the validation module finds it at run time
/// with a cast of the type, which succeeds exactly when that module is linked. No registry, no
/// state: the answer is fixed for the life of the process.
package protocol FeatureDiagnostics {
    /// The mistakes of the declaration compiled into `evaluator` (its scenario, the validation
    /// stage) that this feature finds.
    static func diagnostics<Model>(_ evaluator: Evaluator<Model>) -> [RuleDiagnostic]
}

/// Massive assignment's declaration checks: `VerdictAssignment` makes it conform to
/// ``FeatureDiagnostics``.
package enum AssignmentDeclarationChecks {}

extension RuleSet {
    /// The diagnostics that the features linked into the program add for `evaluator`.
    func featureDiagnostics(_ evaluator: Evaluator<Model>) -> [RuleDiagnostic] {
        guard let checks = AssignmentDeclarationChecks.self as? any FeatureDiagnostics.Type else { return [] }
        return checks.diagnostics(evaluator)
    }
}
