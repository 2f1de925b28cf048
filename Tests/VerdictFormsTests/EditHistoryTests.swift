import Testing

@testable import VerdictAssignment
@testable import VerdictEngine
@testable import VerdictForms
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// Undo, redo and reset around the journal, through the internal API: which checkpoint each one
/// restores, which outcome becomes a checkpoint, when observers of `canUndo`/`canRedo` hear.
@Suite("Edit history")
struct EditHistoryTests {
    private struct Pair: Equatable {
        var first = 0
        var second = 0
    }

    private static func history() -> EditHistory {
        EditHistory(of: Pair.self, scenario: .default, depth: 4) { $0 }
    }

    private static func checkpoint(_ state: ValidationState) -> EditHistory.Checkpoint {
        .init(state: state, report: ValidationReport(errors: [], scenario: .default), dirty: DirtyAttributes())
    }

    /// Sets `first` and records the edit.
    private static func edit(_ value: Int, _ model: inout Pair, _ history: inout EditHistory) {
        let old = model.first
        model.first = value
        history.journal.recordEdit(
            \Pair.first, as: KeyPathBox(\Pair.first), from: old, to: value, filtered: [], model: &model)
    }

    @Test func aNewHistoryHasNothingToUndoOrRedo() {
        var history = Self.history()
        var model = Pair(first: 7)
        #expect(!history.canUndo && !history.canRedo)
        let undone = history.undo(keeping: Self.checkpoint(.dirty([])), model: &model)
        let redone = history.redo(model: &model)
        #expect(undone == nil && redone == nil)
        #expect(model == Pair(first: 7))
    }

    @Test func undoReturnsTheCheckpointTheModelWasEditedFromAndRedoTheEdits() {
        var history = Self.history()
        var model = Pair()
        Self.edit(1, &model, &history)
        let recorded = history.recordIfCheckpoint(Self.checkpoint(.clean))
        #expect(recorded)
        Self.edit(2, &model, &history)
        let undone = history.undo(keeping: Self.checkpoint(.dirty([AttributePath("first")])), model: &model)
        #expect(undone?.state == .clean)
        #expect(model.first == 1)
        let redone = history.redo(model: &model)
        #expect(redone?.state == .dirty([AttributePath("first")]))
        #expect(model.first == 2)
    }

    /// (the state of the outcome, whether the model was edited since the last checkpoint, recorded)
    @Test(arguments: [
        (ValidationState.clean, true, true),
        (.clean, false, true),  // the start is empty, not clean: the first clean outcome is a checkpoint
        (.dirty([]), true, false),
        (.empty, true, false),
    ])
    func anOutcomeIsACheckpointWhenCleanAndNew(state: ValidationState, edited: Bool, recorded: Bool) {
        var history = Self.history()
        var model = Pair()
        if edited { Self.edit(1, &model, &history) }
        let isCheckpoint = history.recordIfCheckpoint(Self.checkpoint(state))
        #expect(isCheckpoint == recorded)
    }

    @Test func aCleanOutcomeWithoutEditsAfterACleanCheckpointIsNone() {
        var history = Self.history()
        var model = Pair()
        Self.edit(1, &model, &history)
        let first = history.recordIfCheckpoint(Self.checkpoint(.clean))
        let second = history.recordIfCheckpoint(Self.checkpoint(.clean))
        #expect(first && !second)
    }

    @Test func restartLeavesNothingToUndo() {
        var history = Self.history()
        var model = Pair()
        Self.edit(1, &model, &history)
        #expect(history.canUndo)
        history.restart(from: EditHistory.start(.default))
        #expect(!history.canUndo && !history.canRedo)
    }

    @Test func observersHearOnlyWhenCanUndoOrCanRedoChanges() {
        var history = Self.history()
        var model = Pair()
        var heard = [history.takeAnnouncement()]
        Self.edit(1, &model, &history)
        heard.append(history.takeAnnouncement())
        Self.edit(2, &model, &history)
        heard.append(history.takeAnnouncement())
        _ = history.undo(keeping: Self.checkpoint(.dirty([])), model: &model)
        heard.append(history.takeAnnouncement())
        heard.append(history.takeAnnouncement())
        #expect(heard == [false, true, false, true, false])
    }
}
