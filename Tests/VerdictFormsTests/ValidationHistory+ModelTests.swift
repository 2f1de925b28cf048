import Testing

@testable import VerdictAssignment
@testable import VerdictEngine
@testable import VerdictForms
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// The history over a typed model: edits and filter writes recorded as changes, the model moved
/// by undo and redo, the baseline's value of one attribute.
@Suite("Undo history over a typed model")
struct ValidationHistoryModelTests {
    private struct Form: Equatable {
        var name = ""
        var city = ""
    }

    /// `name` is trimmed, `city` is not filtered.
    private static let rules = RuleSet<Form> {
        Attribute(\.name) { Trim() }
        Attribute(\.city) { Required() }
    }

    private static let empty = ValidationReport(errors: [], scenario: .default)

    private static func checkpoint(_ state: ValidationState) -> ValidationHistory.Checkpoint {
        .init(state: state, report: empty, dirty: DirtyAttributes())
    }

    private static func history(depth: Int = 4) -> ValidationHistory {
        ValidationHistory(of: Form.self, start: checkpoint(.empty), depth: depth, snapshot: { $0 })
    }

    /// Edits `model` at `keyPath` and records the edit.
    private static func edit(
        _ keyPath: WritableKeyPath<Form, String>, to value: String, _ model: inout Form,
        _ history: inout ValidationHistory
    ) {
        let previous = model[keyPath: keyPath]
        model[keyPath: keyPath] = value
        history.recordEdit(keyPath, as: KeyPathBox(keyPath), from: previous, to: value, filtered: [], model: &model)
    }

    @Test func recordedEditsAreUndoneAndRedone() {
        var model = Form()
        var history = Self.history()
        Self.edit(\.name, to: "Ann", &model, &history)
        Self.edit(\.city, to: "Oslo", &model, &history)
        #expect(history.isEdited)
        #expect(history.keptChanges == 2)
        #expect(history.undo(keeping: Self.checkpoint(.dirty(["name", "city"])), model: &model)?.state == .empty)
        #expect(model == Form())
        #expect(history.redo(model: &model)?.state == .dirty(["name", "city"]))
        #expect(model == Form(name: "Ann", city: "Oslo"))
    }

    @Test func anEditWithInputFilterWritesRecordsBoth() {
        var model = Form()
        var history = Self.history()
        let writer = RestorableValue.writer(for: \Form.city)
        model.name = "ann"
        model.city = "OSLO"
        let filtered = [
            ModelChange(
                keyPath: KeyPathBox(\Form.city), old: RestorableValue(value: "", writer: writer),
                new: RestorableValue(value: "OSLO", writer: writer))
        ]
        history.recordEdit(
            \Form.name, as: KeyPathBox(\Form.name), from: "", to: "ann", filtered: filtered, model: &model)
        #expect(history.keptChanges == 2)
        _ = history.undo(keeping: Self.checkpoint(.dirty(["name"])), model: &model)
        #expect(model == Form(), "the filter's write is undone with the edit")
    }

    @Test func filterWritesAreRecordedAndMergeIntoTheEditBeforeThem() throws {
        let evaluator = try Evaluator(rules: Self.rules, scenario: .default)
        let name = try #require(evaluator.position(of: \Form.name))
        var model = Form()
        var history = Self.history()
        let previous = model.name
        model.name = "  Ann  "
        history.recordEdit(
            \Form.name, as: evaluator.keyPath(at: name), from: previous, to: model.name, filtered: [], model: &model)
        history.recordingWrites(of: evaluator, filtered: [name], model: &model) { model in
            _ = evaluator.validate(&model)
        }
        #expect(model.name == "Ann")
        #expect(history.keptChanges == 1, "the trim of the attribute just edited merges into its edit")
        history.record(Self.checkpoint(.clean))
        history.recordingWrites(of: evaluator, filtered: [name], model: &model) { $0.name = "Bob" }
        #expect(history.keptChanges == 2, "a checkpoint lies between: a change of its own")
        _ = history.undo(keeping: Self.checkpoint(.clean), model: &model)
        #expect(model == Form())
        _ = history.redo(model: &model)
        #expect(model.name == "Ann")
    }

    /// The changes of a validation's writes go through storage the history keeps between
    /// validations, so that recording them allocates nothing: it is empty once they are recorded.
    /// `before` hears of them before the rules run, then of none, so that it holds no copy while
    /// their new values are taken.
    @Test func theWritesOfEachValidationAreRecordedThroughStorageLeftEmpty() throws {
        let evaluator = try Evaluator(rules: Self.rules, scenario: .default)
        let name = try #require(evaluator.position(of: \Form.name))
        var model = Form(name: "  Ann  ")
        var history = Self.history()
        var heard: [[String]] = []
        history.recordingWrites(
            of: evaluator, filtered: [name], model: &model,
            before: { changes in heard.append(changes.map { $0.old.value as? String ?? "?" }) }
        ) { _ = evaluator.validate(&$0) }
        #expect(heard == [["  Ann  "], []], "the values before the run, then none once the rules ran")
        #expect(history.scratch.isEmpty)
        history.record(Self.checkpoint(.clean))
        Self.edit(\.name, to: " Bob ", &model, &history)
        history.recordingWrites(of: evaluator, filtered: [name], model: &model) { _ = evaluator.validate(&$0) }
        #expect(history.scratch.isEmpty)
        #expect(model.name == "Bob")
        _ = history.undo(keeping: Self.checkpoint(.clean), model: &model)
        #expect(model.name == "Ann")
        _ = history.undo(keeping: Self.checkpoint(.clean), model: &model)
        #expect(model.name == "  Ann  ")
    }

    @Test func writesAreReturnedWithoutBeingRecorded() throws {
        let evaluator = try Evaluator(rules: Self.rules, scenario: .default)
        let name = try #require(evaluator.position(of: \Form.name))
        var model = Form(name: " x ")
        let changes = ValidationHistory.writes(of: evaluator, filtered: [name], model: &model) { model in
            _ = evaluator.validate(&model)
        }
        #expect(model.name == "x")
        #expect(changes.count == 1)
        #expect(changes.first?.keyPath?.keyPath === evaluator.keyPath(at: name).keyPath)
        #expect(changes.first?.old.value as? String == " x ")
        #expect(changes.first?.new.value as? String == "x")
    }

    @Test func theBaselineValueOfOneAttributeLeavesTheModelAsItIs() {
        var model = Form()
        var history = Self.history()
        Self.edit(\.name, to: "Ann", &model, &history)
        history.record(Self.checkpoint(.clean))
        Self.edit(\.name, to: "Bob", &model, &history)
        Self.edit(\.city, to: "Rome", &model, &history)
        #expect(history.baselineValue(at: \Form.name, of: &model) == "Ann")
        #expect(history.baselineValue(at: \Form.city, of: &model) == "")
        #expect(model == Form(name: "Bob", city: "Rome"))
        #expect(history.keptChanges == 3)
    }

    @Test func aRestartedHistoryHasNothingToUndoAndKeepsItsDepth() {
        var model = Form()
        var history = Self.history(depth: 3)
        Self.edit(\.name, to: "Ann", &model, &history)
        history.record(Self.checkpoint(.clean))
        #expect(history.canUndo)
        var restarted = history.restarted(from: Self.checkpoint(.clean))
        #expect(!restarted.canUndo && !restarted.canRedo)
        #expect(restarted.depth == 3)
        #expect(restarted.baseline.state == .clean)
        #expect(restarted.undo(keeping: Self.checkpoint(.clean), model: &model) == nil)
        #expect(model == Form(name: "Ann"))
    }

    @Test func compactionCopiesTheModelWithTheSnapshot() {
        final class Box {
            var value: Int
            init(_ value: Int) { self.value = value }
        }
        struct Holder {
            var box = Box(0)
            var count = 0
        }
        var copies = 0
        var history = ValidationHistory(
            of: Holder.self, start: Self.checkpoint(.empty), depth: 2,
            snapshot: { holder in
                copies += 1
                return Holder(box: Box(holder.box.value), count: holder.count)
            })
        var model = Holder()
        let original = model.box
        for step in 1...(ValidationHistory.compactionThreshold + 1) {
            // Alternate attributes so that the changes do not merge.
            let keyPath: WritableKeyPath<Holder, Int> = step.isMultiple(of: 2) ? \.count : \.box.value
            let previous = model[keyPath: keyPath]
            model[keyPath: keyPath] = step
            history.recordEdit(keyPath, as: KeyPathBox(keyPath), from: previous, to: step, filtered: [], model: &model)
        }
        #expect(history.keptChanges == 1, "compacted into one change between two copies")
        #expect(copies >= 2)
        _ = history.undo(keeping: Self.checkpoint(.clean), model: &model)
        #expect(model.box !== original, "the copy kept for the start is written back, a new instance")
        #expect(model.box.value == 0)
        #expect(model.count == 0)
        #expect(original.value == ValidationHistory.compactionThreshold + 1, "the instance edited is not changed")
    }
}
