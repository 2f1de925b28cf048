import VerdictEngine

/// The rule stages around validation (GKValidator's): input rules screen each edit and may refuse
/// it, completeness rules say whether an attribute is complete, eligibility rules whether the
/// model may be submitted, and submission rules run on submit.
///
/// It runs each stage through its evaluator and holds no model: the owner (``FormSession``) passes
/// its model in. Completeness and eligibility run their filters on a copy (`snapshot` makes one of
/// a class instance), so asking never changes the model.
struct StageChecks<Model> {
    /// What the input rules make of an edit.
    enum Screening {
        /// The edit stands; input-stage filters wrote `filtered` after it.
        case accepted(filtered: [ModelChange])
        /// The input rules refused the edit with `errors`; the model is as before it.
        case refused([ValidationError])
    }

    /// The evaluators of every stage of the scenario.
    private(set) var evaluators: StageEvaluators<Model>
    /// Whether the input stage has rules, so that edits are screened. Stored, so that an owner
    /// that is generic reads it without the metadata a call on this generic type needs.
    private(set) var screensEdits: Bool
    /// Copies a model, for the checks that must not write into it.
    private let snapshot: (Model) -> Model

    init(evaluators: StageEvaluators<Model>, snapshot: @escaping (Model) -> Model) {
        self.evaluators = evaluators
        self.snapshot = snapshot
        screensEdits = !evaluators.input.isEmpty
    }

    /// Runs the stages of another scenario from now on.
    mutating func use(_ evaluators: StageEvaluators<Model>) {
        self.evaluators = evaluators
        screensEdits = !evaluators.input.isEmpty
    }

    // MARK: Input

    /// Screens an edit of `keyPath`, already in `model` (its value was `previous`), by the input
    /// rules: an attribute runs the input rules that depend on it; any other key path — one that
    /// contains attributes (`\.address`), or the model itself (`\.self`) — runs them all, so that
    /// no edit gets a refused value in by the back door. A refused edit is taken back, with what
    /// input filters wrote; warnings alone refuse nothing. Every edit is accepted when the input
    /// stage has no rule (``screensEdits``).
    ///
    /// `mutating` only so that its owner calls it in place: a non-mutating call on a struct held
    /// by a class copies it (and retains what it holds) first.
    mutating func screen<Value>(
        _ keyPath: WritableKeyPath<Model, Value>, previous: Value, model: inout Model
    ) -> Screening {
        screen([keyPath], model: &model) { $0[keyPath: keyPath] = previous }
    }

    /// Screens an edit of the attributes at `keyPaths` (a massive assignment), already in
    /// `model`, as ``screen(_:previous:model:)`` screens one: the input rules that depend on any
    /// of them run (all of them when one is not an attribute of the input stage); a refused edit
    /// is taken back whole, with what input filters wrote, by `undo`.
    mutating func screen(_ keyPaths: [AnyKeyPath], model: inout Model, undo: (inout Model) -> Void) -> Screening {
        guard screensEdits else { return .accepted(filtered: []) }
        let input = evaluators.input
        var positions: [Int]? = []
        for keyPath in keyPaths {
            guard let position = input.position(of: keyPath) else {
                positions = nil
                break
            }
            positions?.append(position)
        }
        let affected = positions.map { input.affected(byAttributes: $0) }
        var refused: [ValidationError] = []
        let filtered = ValidationHistory.writes(
            of: input, filtered: affected?.filtered ?? input.filteredAttributes, model: &model
        ) { model in
            refused = affected.map { input.validate(&model, attributes: $0.attributes) } ?? input.validate(&model)
        }
        guard refused.contains(where: { $0.severity == .error }) else { return .accepted(filtered: filtered) }
        ModelPointer.with(&model) { pointer in
            for change in filtered.reversed() { change.old.restore(into: pointer) }
        }
        undo(&model)
        return .refused(refused)
    }

    // MARK: Completeness and eligibility

    /// Whether the attribute at `keyPath` of `model` is complete by its completeness-stage rules;
    /// an attribute without such rules is complete.
    func isComplete(_ keyPath: AnyKeyPath, of model: Model) -> Bool {
        let completeness = evaluators.completeness
        guard let position = completeness.position(of: keyPath) else { return true }
        return completeness.passes(copyOf: snapshot(model), only: position)
    }

    /// Whether `model` may be submitted by its eligibility-stage rules.
    func isEligible(_ model: Model) -> Bool {
        return evaluators.eligibility.passes(copyOf: snapshot(model))
    }

    // MARK: Submission

    /// Runs the submission-stage rules on `model` and returns their errors; the journal records
    /// what their filters wrote.
    mutating func submit(_ model: inout Model, journal: inout ValidationHistory) -> [ValidationError] {
        let submission = evaluators.submission
        var errors: [ValidationError] = []
        journal.recordingWrites(of: submission, filtered: submission.filteredAttributes, model: &model) {
            errors = submission.validate(&$0)
        }
        return errors
    }
}
