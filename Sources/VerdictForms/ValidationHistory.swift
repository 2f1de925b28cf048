import VerdictEngine

/// The checkpoints a validated model can return to — the empty start and each clean state — and
/// what redo can bring back, including edits an undo abandoned.
///
/// The history is a journal of the model's changes, not a series of copies: each change holds the
/// key path it wrote and the values before and after. A checkpoint is a position in the journal
/// with the state and report there, and undo and redo write values back, change by change. So an
/// edit costs its own values, whatever the size of the model.
///
/// One checkpoint costs its state, its report and the changes since the checkpoint before:
/// consecutive changes of one key path merge into one, and past ``compactionThreshold`` changes
/// they are replaced by two copies of the model (before and after), or, when the model cannot be
/// copied (a class instance), by one change per location written (see
/// ``compactByLocation(from:model:)``): the journal is then bounded by the attributes and elements
/// written, not by the edits. At most `depth` checkpoints are kept behind the model; the oldest
/// go first, and the changes before them follow by batches of ``obsoleteBatch``.
struct ValidationHistory {
    /// A state the model can return to, at a position of the journal.
    struct Checkpoint {
        var state: ValidationState
        /// The report shown there. Not what each rule found: keeping that would share it with the
        /// live one, which the next incremental run would then copy whole.
        var report: ValidationReport
        var dirty: DirtyAttributes
        /// Edits abandoned by an undo, not a clean or empty state.
        var isDraft = false
        /// The number of changes from the start of the journal to this checkpoint.
        fileprivate(set) var position = 0

        init(state: ValidationState, report: ValidationReport, dirty: DirtyAttributes) {
            self.state = state
            self.report = report
            self.dirty = dirty
        }
    }

    /// How many changes may follow the last checkpoint before they are compacted into copies of
    /// the model.
    static let compactionThreshold = 64

    /// Checkpoints up to the one the model is at or derived from (the last).
    private var past: CheckpointRing<Checkpoint>
    /// What redo restores, the next one last.
    private var future: [Checkpoint] = []
    /// The journal, from position `dropped` on: the changes before the oldest checkpoint go, by
    /// batches.
    var changes: [ModelChange] = []
    private(set) var dropped = 0
    /// The storage of the changes a validation's filters may write, kept empty between two
    /// validations so that recording them allocates nothing (see `recordingWrites`); its capacity
    /// is at most the filtered attributes and elements of one validation.
    var scratch: [ModelChange] = []

    /// The position after the last change.
    private var end: Int { dropped + changes.count }
    /// Where the model is: the number of changes from the start of the journal.
    var position = 0
    /// Whether the model was edited since it was at `past.last`.
    private(set) var isEdited = false
    let depth: Int
    /// A copy of the whole model behind the pointer, for compaction; `nil` when the model cannot
    /// be copied (a class instance, which undo must restore in place).
    private let captureModel: (ModelPointer) -> RestorableValue?
    /// What compaction needs beyond the journal (see ``CompactionState``).
    let compaction: CompactionState
    /// The model type the history was made for: its typed entries check it.
    let modelType: ModelType

    /// A history of a `modelType` that starts at `start`; `captureModel` copies the model behind a
    /// pointer, or returns `nil` when it cannot (the journal is then compacted by location);
    /// `readModel` returns the model behind a pointer, for that compaction to read it.
    init(
        of modelType: ModelType, start: Checkpoint, depth: Int, readModel: ((ModelPointer) -> Any)? = nil,
        captureModel: @escaping (ModelPointer) -> RestorableValue?
    ) {
        self.modelType = modelType
        self.depth = max(1, depth)
        compaction = CompactionState(readModel: readModel)
        self.captureModel = captureModel
        past = CheckpointRing(capacity: self.depth)
        past.append(start)
    }

    /// A history of the same model that starts again at `start`: the same depth, the same way of
    /// copying the model; nothing to undo or redo.
    func restarted(from start: Checkpoint) -> ValidationHistory {
        let history = ValidationHistory(
            of: modelType, start: start, depth: depth, readModel: compaction.readModel, captureModel: captureModel)
        history.compaction.threshold = compaction.threshold
        return history
    }

    /// The checkpoint the model is at or derived from.
    var baseline: Checkpoint { past.last }

    /// How many changes the journal keeps: what the history's memory grows with.
    var keptChanges: Int { changes.count }

    /// Whether ``undo(keeping:model:)`` would change anything.
    var canUndo: Bool { isEdited || past.count > 1 }

    /// Whether ``redo(model:)`` would change anything.
    var canRedo: Bool { !isEdited && !future.isEmpty }

    /// The model was edited by `change`, then input-stage filters wrote `filtered`: what redo could
    /// bring back is gone.
    mutating func edited(_ change: ModelChange, filtered: [ModelChange], model: ModelPointer) {
        isEdited = true
        future.removeAll()
        forgetChangesAhead()
        append(change)
        for index in filtered.indices { append(filtered[index]) }
        compactIfNeeded(model: model)
    }

    /// The model was edited by `changes` (none: an edit that wrote the values already there):
    /// what redo could bring back is gone.
    mutating func edited(_ changes: [ModelChange], model: ModelPointer) {
        isEdited = true
        future.removeAll()
        forgetChangesAhead()
        for index in changes.indices { append(changes[index]) }
        compactIfNeeded(model: model)
    }

    /// Filters wrote `newChanges` into the model. When redo has a checkpoint ahead, they go in as
    /// a detour — the changes, then their inverses — so that redo still reaches that checkpoint
    /// exactly.
    mutating func changed(_ newChanges: [ModelChange], model: ModelPointer) {
        guard !newChanges.isEmpty else { return }
        if future.contains(where: { $0.position > position }) {
            let detour = newChanges + newChanges.reversed().map(\.inverted)
            changes.insert(contentsOf: detour, at: position - dropped)
            for index in future.indices where future[index].position > position {
                future[index].position += detour.count
            }
            position += newChanges.count
            return
        }
        forgetChangesAhead()
        for index in newChanges.indices { append(newChanges[index]) }
        compactIfNeeded(model: model)
    }

    /// The model reached a checkpoint (a clean state): what redo could bring back is gone.
    mutating func record(_ checkpoint: consuming Checkpoint) {
        future.removeAll()
        forgetChangesAhead()
        checkpoint.position = position
        append(checkpoint: checkpoint)
        isEdited = false
    }

    /// Moves the model back to the checkpoint to restore for an undo and returns it: the baseline
    /// if the model was edited since (the edits, `draft`, are kept for redo), else the checkpoint
    /// before it. `nil`: nothing to undo.
    mutating func undo(keeping draft: Checkpoint, model: ModelPointer) -> Checkpoint? {
        if isEdited {
            var draft = draft
            draft.position = position
            draft.isDraft = true
            future = [draft]
            isEdited = false
        } else {
            guard past.count > 1 else { return nil }
            future.append(past.removeLast())
        }
        move(to: baseline.position, model: model)
        return baseline
    }

    /// Moves the model forward to the checkpoint (or abandoned edits) a redo restores and returns
    /// it; `nil` when there is none.
    mutating func redo(model: ModelPointer) -> Checkpoint? {
        guard canRedo, let next = future.popLast() else { return nil }
        if next.isDraft {
            isEdited = true
        } else {
            append(checkpoint: next)
        }
        move(to: next.position, model: model)
        return next
    }

    /// Reads the model as it was at the baseline checkpoint; the model is as before afterwards.
    mutating func atBaseline<Result>(model: ModelPointer, _ read: () -> Result) -> Result {
        let here = position
        move(to: baseline.position, model: model)
        defer { move(to: here, model: model) }
        return read()
    }

    /// The value the last change wrote at `keyPath` (at its `element`, for an element of an
    /// array), when that change is the model's latest and a new change of the same value would
    /// merge into it: then that change's old value is never read. `mutating` only so that its
    /// owner calls it in place: a non-mutating call on a struct held by a class copies it (and
    /// retains its arrays) first.
    mutating func latestValue(at keyPath: KeyPathBox, element: Int? = nil) -> RestorableValue? {
        // By index, not `changes.last`, which copies the change (its values, retained) to test it.
        guard position == end, position > protectedPosition, !changes.isEmpty,
            changes[changes.count - 1].writesSameValue(as: keyPath, element: element)
        else { return nil }
        return changes[changes.count - 1].new
    }

    // MARK: The journal

    /// The latest position a checkpoint holds: the changes up to it stay as they are.
    private var protectedPosition: Int {
        future.reduce(baseline.position) { max($0, $1.position) }
    }

    /// Appends `change` at the end of the journal, where the model is; merges it into the last
    /// change when both write the same value (key path, element) and no checkpoint lies between
    /// them.
    ///
    /// It borrows `change`, and its callers pass the elements of their arrays by index: a copy of a
    /// change (its key path, values and writers retained, then released) costs more than the rest.
    private mutating func append(_ change: borrowing ModelChange) {
        if position > protectedPosition, let keyPath = change.keyPath,
            !changes.isEmpty, changes[changes.count - 1].writesSameValue(as: keyPath, element: change.element)
        {
            changes[changes.count - 1].new = change.new
            return
        }
        changes.append(copy change)
        position += 1
    }

    /// Replaces the changes since the last checkpoint by one change between copies of the whole
    /// model, when there are too many and the model can be copied; by one change per location
    /// when it cannot. Only once the journal holds every change made to the model: moving back
    /// and forth must land on the model as it is.
    private mutating func compactIfNeeded(model: ModelPointer) {
        let start = protectedPosition
        guard position - start > compaction.threshold else { return }
        guard let after = captureModel(model) else { return compactByLocation(from: start, model: model) }
        let end = position
        move(to: start, model: model)
        // The same model at another position, which `captureModel` copies as well.
        guard let before = captureModel(model) else { return move(to: end, model: model) }
        move(to: end, model: model)
        changes.replaceSubrange((start - dropped)..., with: [ModelChange(keyPath: nil, old: before, new: after)])
        position = start + 1
    }

    /// Forgets the changes after the model's position.
    private mutating func forgetChangesAhead() {
        guard position < end else { return }
        changes.removeSubrange((position - dropped)...)
    }

    /// Pushes a checkpoint; when the oldest one goes, so do the changes before the new oldest
    /// (by batches, so that recording a checkpoint does not move the journal each time).
    private mutating func append(checkpoint: consuming Checkpoint) {
        guard past.append(checkpoint) else { return }
        let obsolete = past.first.position - dropped
        if obsolete >= Self.obsoleteBatch {
            changes.removeFirst(obsolete)
            dropped += obsolete
        }
    }

    /// How many changes before the oldest checkpoint may wait to be dropped.
    static let obsoleteBatch = 32

    /// Writes the journal's values into the model until it is at `target`.
    mutating func move(to target: Int, model: ModelPointer) {
        while position > target {
            position -= 1
            changes[position - dropped].old.restore(into: model)
        }
        while position < target {
            changes[position - dropped].new.restore(into: model)
            position += 1
        }
    }
}
