/// The checkpoints a validated model can return to — the empty start and each clean state — and
/// what redo can bring back, including edits an undo abandoned. At most `depth` checkpoints are
/// kept behind the model; the oldest go first.
///
/// One checkpoint holds a copy of the model, its state and its errors: for a value model, the
/// model's own size plus its report.
struct ValidationHistory<Model> {
    struct Checkpoint {
        var model: Model
        var state: ValidationState
        var errors: StepErrors?
        var dirty: Set<KeyPathBox>
        /// Edits abandoned by an undo, not a clean or empty state.
        var isDraft = false
    }

    /// Checkpoints up to the one the model is at or derived from (the last).
    private var past: CheckpointRing<Checkpoint>
    /// What redo restores, the next one last.
    private(set) var future: [Checkpoint] = []
    /// Whether the model was edited since it was at `past.last`.
    private(set) var isEdited = false
    let depth: Int

    init(start: Checkpoint, depth: Int) {
        self.depth = max(1, depth)
        past = CheckpointRing(capacity: self.depth)
        past.append(start)
    }

    /// The checkpoint the model is at or derived from.
    var baseline: Checkpoint { past.last }

    /// Whether ``undo(keeping:)`` would change anything.
    var canUndo: Bool { isEdited || past.count > 1 }

    /// Whether ``redo()`` would change anything.
    var canRedo: Bool { !isEdited && !future.isEmpty }

    /// The model was edited: what redo could bring back is gone.
    mutating func edited() {
        isEdited = true
        future.removeAll()
    }

    /// The model reached a checkpoint (a clean state, or a reset).
    mutating func record(_ checkpoint: Checkpoint) {
        past.append(checkpoint)
        future.removeAll()
        isEdited = false
    }

    /// The checkpoint to restore for an undo: the baseline if the model was edited since (the
    /// edits, `draft`, are kept for redo), else the checkpoint before it. `nil`: nothing to undo.
    mutating func undo(keeping draft: Checkpoint) -> Checkpoint? {
        if isEdited {
            var draft = draft
            draft.isDraft = true
            future = [draft]
            isEdited = false
            return baseline
        }
        guard past.count > 1 else { return nil }
        future.append(past.removeLast())
        return baseline
    }

    /// The checkpoint (or abandoned edits) to restore for a redo; `nil` when there is none.
    mutating func redo() -> Checkpoint? {
        guard canRedo, let next = future.popLast() else { return nil }
        if next.isDraft {
            isEdited = true
        } else {
            past.append(next)
        }
        return next
    }
}

/// A bounded stack that forgets its oldest element when full, without moving the others.
struct CheckpointRing<Element> {
    private var slots: [Element?]
    private var oldest = 0
    private(set) var count = 0

    init(capacity: Int) {
        slots = Array(repeating: nil, count: capacity)
    }

    /// The newest element; the ring is never empty when this is read.
    var last: Element { slots[index(count - 1)]! }

    /// Pushes `element`, dropping the oldest one when the ring is full.
    mutating func append(_ element: Element) {
        if count == slots.count {
            slots[oldest] = element
            oldest = index(1)
        } else {
            slots[index(count)] = element
            count += 1
        }
    }

    /// Pops the newest element.
    mutating func removeLast() -> Element {
        let position = index(count - 1)
        let element = slots[position]!
        slots[position] = nil
        count -= 1
        return element
    }

    private func index(_ offset: Int) -> Int { (oldest + offset) % slots.count }
}
