import Testing

@testable import VerdictAssignment
@testable import VerdictEngine
@testable import VerdictForms
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// The undo history's memory: what it keeps is bounded by its depth, however many edits come.
@Suite("Undo history memory")
struct ValidationHistoryTests {
    private struct Pair: Equatable {
        var first = 0
        var second = 0
    }

    private static let start = ValidationHistory.Checkpoint(
        state: .empty, report: ValidationReport(errors: [], scenario: .default), dirty: DirtyAttributes())
    private static let clean = ValidationHistory.Checkpoint(
        state: .clean, report: ValidationReport(errors: [], scenario: .default), dirty: DirtyAttributes())

    private static func history(depth: Int) -> ValidationHistory {
        let writer = RestorableValue.modelWriter { (pair: Pair) in pair }
        return ValidationHistory(of: ModelType(Pair.self), start: start, depth: depth) { pointer in
            pointer.access(as: Pair.self) { RestorableValue(value: $0, writer: writer) }
        }
    }

    /// Sets one attribute of `model` and records the change.
    private static func edit(
        _ keyPath: WritableKeyPath<Pair, Int>, to value: Int, _ model: inout Pair, _ history: inout ValidationHistory
    ) {
        let writer = RestorableValue.writer(for: keyPath)
        let change = ModelChange(
            keyPath: KeyPathBox(keyPath), old: RestorableValue(value: model[keyPath: keyPath], writer: writer),
            new: RestorableValue(value: value, writer: writer))
        model[keyPath: keyPath] = value
        ModelPointer.with(&model) { history.edited(change, filtered: [], model: $0) }
    }

    @Test func editsOfOneAttributeInARowMergeIntoOneChange() {
        var model = Pair()
        var history = Self.history(depth: 4)
        for value in 1...1_000 { Self.edit(\.first, to: value, &model, &history) }
        #expect(history.keptChanges == 1)
        let undone = ModelPointer.with(&model) { history.undo(keeping: Self.clean, model: $0) }
        #expect(undone != nil)
        #expect(model == Pair())
    }

    @Test func alternatingEditsBetweenTwoCheckpointsAreCompacted() {
        var model = Pair()
        var history = Self.history(depth: 4)
        for value in 1...1_000 {
            Self.edit(value.isMultiple(of: 2) ? \.first : \.second, to: value, &model, &history)
            #expect(history.keptChanges <= ValidationHistory.compactionThreshold + 1)
        }
        let edited = model
        _ = ModelPointer.with(&model) { history.undo(keeping: Self.clean, model: $0) }
        #expect(model == Pair())
        _ = ModelPointer.with(&model) { history.redo(model: $0) }
        #expect(model == edited)
    }

    @Test(arguments: [1, 4, 16])
    func theOldestCheckpointsTakeTheirChangesAlong(depth: Int) {
        var model = Pair()
        var history = Self.history(depth: depth)
        for value in 1...1_000 {
            Self.edit(\.first, to: value, &model, &history)
            Self.edit(\.second, to: value, &model, &history)
            history.record(Self.clean)
            // Two changes per checkpoint, and the obsolete ones go by batches.
            #expect(history.keptChanges <= 2 * depth + ValidationHistory.obsoleteBatch)
        }
        // Undo goes back through every checkpoint kept, exactly.
        for back in 1..<depth {
            _ = ModelPointer.with(&model) { history.undo(keeping: Self.clean, model: $0) }
            #expect(model == Pair(first: 1_000 - back, second: 1_000 - back))
        }
        #expect(!history.canUndo)
    }
}
