import Testing

@testable import VerdictAssignment
@testable import VerdictForms
@testable import VerdictTestSupport
@testable import VerdictValidation

// Random sequences of edits, validations, undo, redo, single-attribute undo and reset on a
// `FormSession`, compared step by step with a plain reference model of the undo history.

// MARK: Models

/// The plain values of a history model, what the reference works on.
private struct Entry: Equatable, Sendable, CustomStringConvertible {
    var name = ""
    var count = 0
    var code = ""

    var description: String { "(\(name.debugDescription), \(count), \(code.debugDescription))" }
}

/// A model the history harness can drive: a struct or a class over the three attributes of
/// `Entry`, with the same rules.
private protocol HistoryModel {
    init(_ entry: Entry)
    var entry: Entry { get }
    static var rules: RuleSet<Self> { get }
    static var nameKey: WritableKeyPath<Self, String> { get }
    static var countKey: WritableKeyPath<Self, Int> { get }
    static var codeKey: WritableKeyPath<Self, String> { get }
    /// A copy for the undo checkpoints.
    static func copy(_ model: Self) -> Self
}

private struct PlainEntry: HistoryModel {
    var name: String
    var count: Int
    var code: String

    init(_ entry: Entry) { (name, count, code) = (entry.name, entry.count, entry.code) }
    var entry: Entry { Entry(name: name, count: count, code: code) }

    static let rules = RuleSet<PlainEntry> {
        Attribute(\.name) {
            Trim(); Required(); Length(max: 6)
        }
        Attribute(\.count) { Number(min: 0, max: 9) }
        Attribute(\.code) { Match(#"^[A-Z]{2}$"#) }
    }
    static var nameKey: WritableKeyPath<Self, String> { \.name }
    static var countKey: WritableKeyPath<Self, Int> { \.count }
    static var codeKey: WritableKeyPath<Self, String> { \.code }
    static func copy(_ model: Self) -> Self { model }
}

private final class EntryBox: HistoryModel {
    var name: String
    var count: Int
    var code: String

    init(_ entry: Entry) { (name, count, code) = (entry.name, entry.count, entry.code) }
    var entry: Entry { Entry(name: name, count: count, code: code) }

    static let rules = RuleSet<EntryBox> {
        Attribute(\.name) {
            Trim(); Required(); Length(max: 6)
        }
        Attribute(\.count) { Number(min: 0, max: 9) }
        Attribute(\.code) { Match(#"^[A-Z]{2}$"#) }
    }
    static var nameKey: WritableKeyPath<EntryBox, String> { \.name }
    static var countKey: WritableKeyPath<EntryBox, Int> { \.count }
    static var codeKey: WritableKeyPath<EntryBox, String> { \.code }
    static func copy(_ model: EntryBox) -> EntryBox { EntryBox(model.entry) }
}

// MARK: Operations

private enum EditedAttribute: CaseIterable, CustomStringConvertible {
    case name, count, code

    var path: AttributePath { AttributePath(stringLiteral: description) }
    var description: String {
        switch self {
        case .name: "name"
        case .count: "count"
        case .code: "code"
        }
    }
}

private enum Operation: CustomStringConvertible {
    case setName(String), setCount(Int), setCode(String)
    case validate, undo, redo
    case undoAttribute(EditedAttribute)
    case reset(Entry)

    // Values chosen so that each attribute is often valid, sometimes invalid, and that trimming
    // can make two entries equal (" ann" and "ann").
    static let names = ["ann", "dave", " bob ", "ann ", "", "  ", "charlotte"]
    static let counts = [0, 3, 9, 5, -1, 10]
    static let codes = ["", "AB", "CD", "ab", "XYZ"]
    static let resets = [Entry(), Entry(name: "ann", count: 1, code: "AB"), Entry(name: " zed ", count: 12)]

    /// How often each operation comes: balanced, or mostly edits, so that long runs of changes
    /// pile up between two checkpoints.
    enum Mix {
        case balanced, mostlyEdits
    }

    static func random(_ rng: inout SplitMix64, mix: Mix = .balanced) -> Operation {
        switch (mix, rng.below(100)) {
        case (.balanced, 0..<14), (.mostlyEdits, 0..<30): .setName(rng.pick(names))
        case (.balanced, 14..<27), (.mostlyEdits, 30..<60): .setCount(rng.pick(counts))
        case (.balanced, 27..<40), (.mostlyEdits, 60..<90): .setCode(rng.pick(codes))
        case (.balanced, 40..<60), (.mostlyEdits, 90..<91): .validate
        case (.balanced, 60..<76), (.mostlyEdits, 91..<94): .undo
        case (.balanced, 76..<88), (.mostlyEdits, 94..<97): .redo
        case (.balanced, 88..<96), (.mostlyEdits, 97..<99): .undoAttribute(rng.pick(EditedAttribute.allCases))
        default: .reset(rng.pick(resets))
        }
    }

    var description: String {
        switch self {
        case .setName(let value): "name = \(value.debugDescription)"
        case .setCount(let value): "count = \(value)"
        case .setCode(let value): "code = \(value.debugDescription)"
        case .validate: "validate"
        case .undo: "undo"
        case .redo: "redo"
        case .undoAttribute(let attribute): "undo(\\.\(attribute))"
        case .reset(let entry): "reset(to: \(entry))"
        }
    }
}

// MARK: Reference

/// The undo history as a plain list: checkpoints (the empty start and each clean state), a
/// cursor at the one the model is at or was edited from, whether it was edited since, and the
/// edits an undo abandoned. Redo moves the cursor forward, then brings back the abandoned edits.
private struct Reference<Model: HistoryModel> {
    struct Checkpoint: Equatable {
        var entry: Entry
        var state: ValidationState
        var report: ValidationReport
    }

    let depth: Int
    let validatesOnChange: Bool
    var entry: Entry
    var state = ValidationState.empty
    var report = ValidationReport(errors: [], scenario: .default)
    var checkpoints: [Checkpoint]
    var cursor = 0
    var isEdited = false
    var abandoned: Checkpoint?

    // What the run went through, to show that the sequences exercise the history.
    var recorded = 0
    var dropped = 0
    var undone = 0
    var redone = 0
    var redoneEdits = 0
    /// The most edits made in a row without reaching a checkpoint.
    var editsSinceCheckpoint = 0
    var longestRun = 0

    init(_ entry: Entry, depth: Int, validatesOnChange: Bool) {
        self.depth = depth
        self.validatesOnChange = validatesOnChange
        self.entry = entry
        checkpoints = [Checkpoint(entry: entry, state: .empty, report: report)]
    }

    var canUndo: Bool { isEdited || cursor > 0 }
    var canRedo: Bool { !isEdited && (cursor < checkpoints.count - 1 || abandoned != nil) }
    private var current: Checkpoint { Checkpoint(entry: entry, state: state, report: report) }

    mutating func edit(_ attribute: EditedAttribute, _ change: (inout Entry) -> Void) throws {
        change(&entry)
        if case .dirty(let paths) = state {
            state = .dirty(paths.union([attribute.path]))
        } else {
            state = .dirty([attribute.path])
        }
        isEdited = true
        checkpoints.removeSubrange((cursor + 1)...)
        abandoned = nil
        editsSinceCheckpoint += 1
        longestRun = max(longestRun, editsSinceCheckpoint)
        if validatesOnChange { _ = try validate() }
    }

    /// A full validation of a fresh model; filters write back.
    mutating func validate() throws -> ValidationReport {
        var model = Model(entry)
        report = try Model.rules.validate(&model)
        entry = model.entry
        state = ValidationState(report: report)
        let atCleanCheckpoint = !isEdited && checkpoints[cursor].state == .clean
        if report.isValid && !atCleanCheckpoint {
            checkpoints.removeSubrange((cursor + 1)...)
            checkpoints.append(current)
            abandoned = nil
            isEdited = false
            recorded += 1
            editsSinceCheckpoint = 0
            if checkpoints.count > depth {
                dropped += checkpoints.count - depth
                checkpoints.removeFirst(checkpoints.count - depth)
            }
            cursor = checkpoints.count - 1
        }
        return report
    }

    mutating func undo() -> Bool {
        if isEdited {
            abandoned = current
            isEdited = false
        } else if cursor > 0 {
            cursor -= 1
        } else {
            return false
        }
        restore(checkpoints[cursor])
        undone += 1
        editsSinceCheckpoint = 0
        return true
    }

    mutating func redo() -> Bool {
        guard !isEdited else { return false }
        if cursor < checkpoints.count - 1 {
            cursor += 1
            restore(checkpoints[cursor])
        } else if let edits = abandoned {
            restore(edits)
            abandoned = nil
            isEdited = true
            redoneEdits += 1
        } else {
            return false
        }
        redone += 1
        editsSinceCheckpoint = 0
        return true
    }

    /// The values at the checkpoint the model is at or was edited from.
    var baseline: Entry { checkpoints[cursor].entry }

    /// Starts over: nothing entered, no history.
    mutating func reset(to entry: Entry) {
        self.entry = entry
        state = .empty
        report = ValidationReport(errors: [], scenario: .default)
        checkpoints = [Checkpoint(entry: entry, state: .empty, report: report)]
        cursor = 0
        isEdited = false
        abandoned = nil
        editsSinceCheckpoint = 0
    }

    private mutating func restore(_ checkpoint: Checkpoint) {
        (entry, state, report) = (checkpoint.entry, checkpoint.state, checkpoint.report)
    }
}

// MARK: Harness

private struct Totals {
    var sequences = 0
    var steps = 0
    var recorded = 0
    var dropped = 0
    var undone = 0
    var redone = 0
    var redoneEdits = 0
    var longestRun = 0
    var failures = 0
}

/// Runs `sequences` random sequences of `steps` operations; records an issue (with the seed and
/// the operations so far) at the first disagreement of each failing sequence.
@MainActor
private func runSequences<Model: HistoryModel>(
    _: Model.Type, seed: UInt64, sequences: Int, steps: Int, depth: Int, mix: Operation.Mix = .balanced,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> Totals {
    var totals = Totals()
    var rng = SplitMix64(seed: seed)
    for sequence in 0..<sequences {
        let validatesOnChange = rng.below(4) == 0
        let start = rng.pick(Operation.resets)
        let form = try FormSession(
            Model(start), rules: Model.rules, validatesOnChange: validatesOnChange, historyDepth: depth,
            snapshot: { Model.copy($0) })
        var reference = Reference<Model>(start, depth: depth, validatesOnChange: validatesOnChange)
        var log: [String] = ["start \(start), validatesOnChange: \(validatesOnChange)"]

        func disagree(_ what: String, _ actual: Any, _ expected: Any) {
            Issue.record(
                """
                seed \(seed), sequence \(sequence), after \(log.count - 1) operations: \(what) is \(actual), \
                expected \(expected)
                \(log.joined(separator: "\n"))
                """, sourceLocation: sourceLocation)
            totals.failures += 1
        }

        steps: for _ in 0..<steps {
            let operation = Operation.random(&rng, mix: mix)
            log.append(operation.description)
            totals.steps += 1
            var returned: (actual: Bool, expected: Bool)?
            switch operation {
            case .setName(let value):
                form.update(Model.nameKey, to: value)
                try reference.edit(.name) { $0.name = value }
            case .setCount(let value):
                form.update(Model.countKey, to: value)
                try reference.edit(.count) { $0.count = value }
            case .setCode(let value):
                form.update(Model.codeKey, to: value)
                try reference.edit(.code) { $0.code = value }
            case .validate:
                let report = form.validate()
                let expected = try reference.validate()
                if report != expected {
                    disagree("the returned report", report, expected)
                    break steps
                }
            case .undo:
                returned = (form.undo(), reference.undo())
            case .redo:
                returned = (form.redo(), reference.redo())
            case .undoAttribute(let attribute):
                let old = reference.baseline
                switch attribute {
                case .name:
                    form.undo(Model.nameKey)
                    try reference.edit(.name) { $0.name = old.name }
                case .count:
                    form.undo(Model.countKey)
                    try reference.edit(.count) { $0.count = old.count }
                case .code:
                    form.undo(Model.codeKey)
                    try reference.edit(.code) { $0.code = old.code }
                }
            case .reset(let entry):
                form.reset(to: Model(entry))
                reference.reset(to: entry)
            }
            if let returned, returned.actual != returned.expected {
                disagree("the result of \(operation)", returned.actual, returned.expected)
                break steps
            }
            if form.model.entry != reference.entry {
                disagree("the model", form.model.entry, reference.entry)
                break steps
            }
            if form.state != reference.state {
                disagree("the state", form.state, reference.state)
                break steps
            }
            if form.report != reference.report {
                disagree("the report", form.report, reference.report)
                break steps
            }
            if form.canUndo != reference.canUndo {
                disagree("canUndo", form.canUndo, reference.canUndo)
                break steps
            }
            if form.canRedo != reference.canRedo {
                disagree("canRedo", form.canRedo, reference.canRedo)
                break steps
            }
        }
        totals.sequences += 1
        totals.recorded += reference.recorded
        totals.dropped += reference.dropped
        totals.undone += reference.undone
        totals.redone += reference.redone
        totals.redoneEdits += reference.redoneEdits
        totals.longestRun = max(totals.longestRun, reference.longestRun)
    }
    return totals
}

// MARK: Tests

@Suite("Undo history, against a reference model")
@MainActor
struct HistoryPropertyTests {
    @Test func twoThousandSequencesOnAStructModel() throws {
        let totals = try runSequences(PlainEntry.self, seed: 0x5EED_0001, sequences: 2_000, steps: 30, depth: 16)
        #expect(totals.failures == 0)
        #expect(totals.sequences == 2_000)
        #expect(totals.steps == 60_000)
        // The sequences go through every part of the history, many times.
        #expect(totals.recorded > 2_000)
        #expect(totals.undone > 2_000)
        #expect(totals.redone > 1_000)
        #expect(totals.redoneEdits > 200)
    }

    @Test func aSmallDepthDropsTheOldestCheckpoints() throws {
        let totals = try runSequences(PlainEntry.self, seed: 0x5EED_0002, sequences: 1_000, steps: 40, depth: 3)
        #expect(totals.failures == 0)
        #expect(totals.steps == 40_000)
        #expect(totals.dropped > 500)
        #expect(totals.undone > 1_000)
    }

    @Test func aDepthOfOneKeepsOnlyTheLastCheckpoint() throws {
        let totals = try runSequences(PlainEntry.self, seed: 0x5EED_0003, sequences: 300, steps: 30, depth: 1)
        #expect(totals.failures == 0)
        #expect(totals.dropped > 300)
    }

    @Test func aClassModelWithASnapshot() throws {
        let totals = try runSequences(EntryBox.self, seed: 0x5EED_0004, sequences: 1_000, steps: 30, depth: 4)
        #expect(totals.failures == 0)
        #expect(totals.steps == 30_000)
        #expect(totals.recorded > 1_000)
        #expect(totals.dropped > 0)
    }

    /// Mostly edits: long runs of changes between two checkpoints, which the history compacts
    /// into copies of the model past 64.
    @Test(arguments: [false, true])
    func longRunsOfEditsBetweenCheckpoints(classModel: Bool) throws {
        let totals =
            classModel
            ? try runSequences(
                EntryBox.self, seed: 0x5EED_0005, sequences: 100, steps: 400, depth: 4, mix: .mostlyEdits)
            : try runSequences(
                PlainEntry.self, seed: 0x5EED_0006, sequences: 100, steps: 400, depth: 4, mix: .mostlyEdits)
        #expect(totals.failures == 0)
        #expect(totals.steps == 40_000)
        #expect(totals.longestRun > 100)
        #expect(totals.recorded > 100)
        #expect(totals.undone > 500)
        #expect(totals.redone > 20)
        #expect(totals.redoneEdits > 10)
    }

    // MARK: Examples of the same semantics

    @Test func depthThreeKeepsTheLastThreeCleanStates() throws {
        let form = try FormSession(PlainEntry(Entry()), rules: PlainEntry.rules, historyDepth: 3)
        for name in ["a", "b", "c", "d"] {
            form.name = name
            #expect(form.validate().isValid)
        }
        #expect(form.undo())
        #expect(form.name == "c")
        #expect(form.undo())
        #expect(form.name == "b")
        #expect(!form.undo())  // "a" and the empty start were dropped
        #expect(form.name == "b")
        #expect(form.state == .clean)
        #expect(form.redo())
        #expect(form.redo())
        #expect(form.name == "d")
        #expect(!form.redo())
    }

    @Test func undoKeepsTheAbandonedEditsForRedoAndAnEditClearsRedo() throws {
        let form = try FormSession(PlainEntry(Entry()), rules: PlainEntry.rules)
        form.name = " ann "
        form.validate()
        #expect(form.name == "ann")
        form.count = 12
        form.validate()
        #expect(form.state == .invalid(form.report))
        #expect(form.report.errors.map(\.code) == [.numberTooBig])
        #expect(form.undo())  // back to the clean "ann", 0
        #expect(form.model.entry == Entry(name: "ann"))
        #expect(form.state == .clean)
        #expect(form.report.errors.isEmpty)
        #expect(form.canRedo)
        #expect(form.redo())  // the invalid edits again
        #expect(form.model.entry == Entry(name: "ann", count: 12))
        #expect(form.report.errors.map(\.code) == [.numberTooBig])
        #expect(!form.canRedo)
        #expect(form.undo())
        form.code = "AB"
        #expect(!form.canRedo)
        #expect(!form.redo())
        #expect(form.state == .dirty(["code"]))
    }

    @Test func undoingOneAttributeIsAnEdit() throws {
        let form = try FormSession(PlainEntry(Entry()), rules: PlainEntry.rules)
        form.name = "ann"
        form.count = 4
        form.validate()
        form.name = "dave"
        form.count = 7
        form.undo(\.name)
        #expect(form.model.entry == Entry(name: "ann", count: 7))
        #expect(form.state == .dirty(["name", "count"]))
        #expect(form.undo())
        #expect(form.model.entry == Entry(name: "ann", count: 4))
    }

    @Test func resetStartsOverWithNothingEntered() throws {
        let form = try FormSession(PlainEntry(Entry()), rules: PlainEntry.rules)
        form.name = "ann"
        form.validate()
        form.name = "bob"
        form.reset(to: PlainEntry(Entry(name: "zed")))
        #expect(form.state == .empty)
        #expect(!form.canUndo)
        #expect(!form.canRedo)
        #expect(form.report.errors.isEmpty)
        form.name = "x"
        #expect(form.undo())
        #expect(form.model.entry == Entry(name: "zed"))
        #expect(form.state == .empty)
    }

    /// Issue 25: with a class model and the default `snapshot`, undo past more than 64 changes
    /// (when the journal used to compact them into two "copies", the same instance twice) said
    /// `clean` while the instance kept the last values. The journal of a class model is not
    /// compacted: undo writes the checkpoint's values back into the same instance.
    @Test(arguments: [1, 32, 33, 100])
    func aClassModelIsRestoredPastManyEdits(pairs: Int) throws {
        let instance = EntryBox(Entry())
        let form = try FormSession(instance, rules: EntryBox.rules)
        form.name = "ann"
        form.code = "AB"
        #expect(form.validate().isValid)
        // Alternate attributes so that the changes do not merge.
        for index in 0..<pairs {
            form.name = "f\(index)"
            form.code = "l\(index)"
        }
        #expect(form.undo())
        #expect(form.state == .clean)
        #expect(form.model === instance)
        #expect(instance.entry == Entry(name: "ann", code: "AB"))
        #expect(form.redo())
        #expect(form.model === instance)
        #expect(instance.entry == Entry(name: "f\(pairs - 1)", code: "l\(pairs - 1)"))
        #expect(form.undo())
        #expect(instance.entry == Entry(name: "ann", code: "AB"))
        #expect(form.undo())
        #expect(form.state == .empty)
        #expect(instance.entry == Entry())
    }

    @Test func aClassModelIsRestoredInPlace() throws {
        let instance = EntryBox(Entry())
        let form = try FormSession(instance, rules: EntryBox.rules, snapshot: EntryBox.copy)
        form.name = "ann"
        #expect(instance.name == "ann")  // edits go through to the instance
        form.validate()
        form.name = "bob"
        #expect(form.undo())
        // Undo writes the checkpoint's values back into the same instance.
        #expect(form.model === instance)
        #expect(instance.name == "ann")
        #expect(form.undo())
        #expect(instance.entry == Entry())
        #expect(form.redo())
        #expect(instance.name == "ann")
        #expect(form.model === instance)
    }
}
