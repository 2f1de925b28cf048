import VerdictEngine

/// Undo, redo and reset of a ``FormSession`` model, around its ``ValidationHistory``: which
/// checkpoint each one restores, when a validation's outcome becomes a checkpoint, and when the
/// observers of ``FormSession/canUndo`` and ``FormSession/canRedo`` must hear of a change.
///
/// It moves the model and returns the checkpoint whose state, report and edits its owner takes
/// back; it owns no state machine.
struct EditHistory {
    /// A checkpoint: the state, report and edits of a moment.
    typealias Checkpoint = ValidationHistory.Checkpoint

    /// The journal of changes and checkpoints (the edits record into it).
    var journal: ValidationHistory
    /// What the observers last heard of ``canUndo`` and ``canRedo``.
    private var announced = (canUndo: false, canRedo: false)

    /// The history of a `Model` in `scenario`, from nothing entered; `depth` bounds the
    /// checkpoints kept, `snapshot` copies a value-type model (see ``ValidationHistory``).
    init<Model>(of _: Model.Type, scenario: ScenarioName, depth: Int, snapshot: @escaping (Model) -> Model) {
        journal = ValidationHistory(of: Model.self, start: Self.start(scenario), depth: depth, snapshot: snapshot)
    }

    /// The checkpoint of a model in `scenario` with nothing entered yet.
    static func start(_ scenario: ScenarioName) -> Checkpoint {
        Checkpoint(state: .empty, report: ValidationReport(errors: [], scenario: scenario), dirty: DirtyAttributes())
    }

    /// Whether ``undo(keeping:model:)`` would change anything.
    var canUndo: Bool { journal.canUndo }

    /// Whether ``redo(model:)`` would change anything.
    var canRedo: Bool { journal.canRedo }

    /// Moves `model` back to the last clean or empty checkpoint (the one it was edited from, or,
    /// when it was not edited since, the one before) and returns it; `nil`: nothing to undo, and
    /// the model is as before. `draft`: the state, report and edits of now, kept for redo.
    mutating func undo<Model>(keeping draft: @autoclosure () -> Checkpoint, model: inout Model) -> Checkpoint? {
        guard journal.canUndo else { return nil }
        return journal.undo(keeping: draft(), model: &model)
    }

    /// Moves `model` forward to what the last undo left and returns it; `nil`: nothing to redo.
    mutating func redo<Model>(model: inout Model) -> Checkpoint? {
        guard journal.canRedo else { return nil }
        return journal.redo(model: &model)
    }

    /// Records `now` as a checkpoint if it is one, and returns whether it was: a clean state with
    /// a valid report, reached by edits since the last checkpoint or from one that was not clean
    /// (a handler that edited the model as it heard of the outcome made it no checkpoint).
    mutating func recordIfCheckpoint(_ now: Checkpoint) -> Bool {
        guard now.report.isValid, now.state == .clean, journal.isEdited || journal.baseline.state != .clean else {
            return false
        }
        journal.record(now)
        return true
    }

    /// Starts again from `start`, with nothing to undo or redo (a reset, a scenario switch).
    mutating func restart(from start: Checkpoint) {
        journal = journal.restarted(from: start)
    }

    /// Whether ``canUndo`` or ``canRedo`` changed since the observers last heard; when they did,
    /// they are taken as heard.
    mutating func takeAnnouncement() -> Bool {
        let now = (canUndo: journal.canUndo, canRedo: journal.canRedo)
        guard now != announced else { return false }
        announced = now
        return true
    }
}
