import VerdictEngine

/// The screening of the edits of a ``FormSession`` model by its input-stage rules (see
/// ``StageChecks/screen(_:model:undo:)`` for what they refuse), and the refusals it reports: the
/// report of the last refused edit, kept until an edit is accepted. Telling observers and the
/// `onRefusal` handler is the owner's.
struct EditScreening {
    /// The last refused edit's report, until an edit is accepted.
    private(set) var refusal: ValidationReport?

    /// What the input rules make of an edit.
    enum Outcome {
        /// The edit stands; input filters wrote `filtered` after it.
        case accepted(filtered: [ModelChange])
        /// The input rules refused the edit, for the reasons in the report.
        case refused(ValidationReport)
    }

    /// Screens an edit of the attributes at `keyPaths`, already in `model`, in `scenario`; when
    /// the rules refuse it, `model` is as before (`undo` takes the edit back). Record the
    /// refusal with ``refuse(_:)``.
    func screen<Model>(
        _ keyPaths: [AnyKeyPath], by stages: inout StageChecks<Model>, model: inout Model, scenario: ScenarioName,
        undo: (inout Model) -> Void
    ) -> Outcome {
        switch stages.screen(keyPaths, model: &model, undo: undo) {
        case .accepted(let changes):
            return .accepted(filtered: changes)
        case .refused(let errors):
            return .refused(ValidationReport(errors: errors, scenario: scenario))
        }
    }

    /// Records a refused edit's report (the input rules', or an assignment's whose values do not
    /// convert).
    mutating func refuse(_ report: ValidationReport) {
        refusal = report
    }

    /// An edit was accepted: the refusal, if any, is over. Returns whether there was one.
    mutating func accept() -> Bool {
        guard refusal != nil else { return false }
        refusal = nil
        return true
    }

    /// The result of an assignment that the input rules refused (see ``refusal``): its errors at
    /// the input's keys (`keys`), not the model's paths, and nothing assigned.
    func refusedAssignment(ignoring ignoredKeys: [IgnoredKey], keys: KeyStrategy, scenario: ScenarioName)
        -> AssignmentResult
    {
        let errors = (refusal?.errors ?? []).map { error in
            var error = error
            error.path = keys.path(for: error.path)
            return error
        }
        return AssignmentResult(
            report: ValidationReport(errors: errors, scenario: scenario), ignoredKeys: ignoredKeys, isAssigned: false)
    }
}
