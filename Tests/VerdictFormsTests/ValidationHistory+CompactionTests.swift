import Testing

@testable import VerdictAssignment
@testable import VerdictEngine
@testable import VerdictForms
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// The journal of a class model (which cannot be copied) compacted by location: bounded by the
/// locations written between two checkpoints, and undo and redo still exact, with locations
/// nested in one another, elements under their array, and key paths whose location is not known
/// (a computed property, a path through an instance).
@Suite("Undo history compaction by location")
struct ValidationHistoryCompactionTests {
    // MARK: A class model

    fileprivate struct Place: Equatable {
        var street = ""
        var zip = ""
    }

    fileprivate final class Contact {
        var zip: String
        init(zip: String) { self.zip = zip }
    }

    /// The model's values, what the reference works on.
    fileprivate struct Values: Equatable {
        var name = ""
        var count = 0
        var place = Place()
        var tags: [String] = []
        var contactZip = ""
    }

    fileprivate final class Form {
        var name: String
        var count: Int
        var place: Place
        var tags: [String]
        var contact: Contact
        /// A computed property over `name`: its key path names no storage.
        var alias: String {
            get { name }
            set { name = newValue }
        }

        init(_ values: Values) {
            (name, count, place, tags) = (values.name, values.count, values.place, values.tags)
            contact = Contact(zip: values.contactZip)
        }

        var values: Values {
            Values(name: name, count: count, place: place, tags: tags, contactZip: contact.zip)
        }
    }

    private static let report = ValidationReport(errors: [], scenario: .default)

    private static func checkpoint(_ state: ValidationState) -> ValidationHistory.Checkpoint {
        .init(state: state, report: report, dirty: DirtyAttributes())
    }

    private static func history(depth: Int = 4, threshold: Int = ValidationHistory.compactionThreshold)
        -> ValidationHistory
    {
        let history = ValidationHistory(of: Form.self, start: checkpoint(.empty), depth: depth, snapshot: { $0 })
        history.compaction.threshold = threshold
        return history
    }

    // MARK: Writes

    /// One write of the model, recorded as an edit, or as what a filter wrote (`changed`).
    fileprivate enum Write: CustomStringConvertible {
        case name(String), count(Int), place(Place), zip(String), street(String), tags([String])
        case element(Int, String), alias(String), contactZip(String), contact(String)

        func apply(to values: inout Values) {
            switch self {
            case .name(let value), .alias(let value): values.name = value
            case .count(let value): values.count = value
            case .place(let value): values.place = value
            case .zip(let value): values.place.zip = value
            case .street(let value): values.place.street = value
            case .tags(let value): values.tags = value
            case .element(let index, let value): values.tags[index] = value
            case .contactZip(let value), .contact(let value): values.contactZip = value
            }
        }

        func record(on form: inout Form, _ history: inout ValidationHistory, asFilter: Bool) {
            switch self {
            case .name(let value): Self.record(\.name, value, &form, &history, asFilter)
            case .count(let value): Self.record(\.count, value, &form, &history, asFilter)
            case .place(let value): Self.record(\.place, value, &form, &history, asFilter)
            case .zip(let value): Self.record(\.place.zip, value, &form, &history, asFilter)
            case .street(let value): Self.record(\.place.street, value, &form, &history, asFilter)
            case .tags(let value): Self.record(\.tags, value, &form, &history, asFilter)
            case .alias(let value): Self.record(\.alias, value, &form, &history, asFilter)
            case .contactZip(let value): Self.record(\.contact.zip, value, &form, &history, asFilter)
            case .contact(let value): Self.record(\.contact, Contact(zip: value), &form, &history, asFilter)
            case .element(let index, let value):
                let previous = form.tags[index]
                form.tags[index] = value
                if asFilter {
                    let writer = RestorableValue.writer(for: \Form.tags, element: index)
                    let change = ModelChange(
                        keyPath: KeyPathBox(\Form.tags), element: index,
                        old: RestorableValue(value: previous, writer: writer),
                        new: RestorableValue(value: value, writer: writer))
                    ModelPointer.with(&form) { history.changed([change], model: $0) }
                } else {
                    history.recordEdit(
                        \Form.tags, element: index, as: KeyPathBox(\Form.tags), from: previous, to: value,
                        model: &form)
                }
            }
        }

        private static func record<Value>(
            _ keyPath: WritableKeyPath<Form, Value>, _ value: Value, _ form: inout Form,
            _ history: inout ValidationHistory, _ asFilter: Bool
        ) {
            let previous = form[keyPath: keyPath]
            form[keyPath: keyPath] = value
            if asFilter {
                let writer = RestorableValue.writer(for: keyPath)
                let change = ModelChange(
                    keyPath: KeyPathBox(keyPath), old: RestorableValue(value: previous, writer: writer),
                    new: RestorableValue(value: value, writer: writer))
                ModelPointer.with(&form) { history.changed([change], model: $0) }
            } else {
                history.recordEdit(
                    keyPath, as: KeyPathBox(keyPath), from: previous, to: value, filtered: [], model: &form)
            }
        }

        var description: String {
            switch self {
            case .name(let value): "name = \(value)"
            case .count(let value): "count = \(value)"
            case .place(let value): "place = \(value)"
            case .zip(let value): "place.zip = \(value)"
            case .street(let value): "place.street = \(value)"
            case .tags(let value): "tags = \(value)"
            case .element(let index, let value): "tags[\(index)] = \(value)"
            case .alias(let value): "alias = \(value)"
            case .contactZip(let value): "contact.zip = \(value)"
            case .contact(let value): "contact = Contact(\(value))"
            }
        }
    }

    // MARK: Bounded

    /// The issue-25 trap: a class model edited 100,000 times without a clean state kept every
    /// change. Its journal now holds at most the threshold's changes, and undo and redo still
    /// land exactly on the baseline and on the edited values.
    @Test func aClassModelsJournalIsBoundedByTheLocationsItWrites() {
        let baseline = Values(name: "base", count: 1, place: Place(street: "Main", zip: "1"), tags: ["a", "b", "c"])
        var form = Form(baseline)
        var history = Self.history()
        var most = 0
        for step in 0..<100_000 {
            let write: Write =
                switch step % 8 {
                case 0: .name("n\(step)")
                case 1: .count(step)
                case 2: .zip("z\(step)")
                case 3: .place(Place(street: "s\(step)", zip: "p\(step)"))
                case 4: .street("t\(step)")
                case 5: .element(step % 3, "e\(step)")
                case 6: .tags(["x\(step)", "y", "z"])
                default: .element((step + 1) % 3, "f\(step)")
                }
            write.record(on: &form, &history, asFilter: false)
            most = max(most, history.keptChanges)
        }
        #expect(most <= ValidationHistory.compactionThreshold + 1)
        let edited = form.values
        #expect(history.undo(keeping: Self.checkpoint(.dirty(["name"])), model: &form)?.state == .empty)
        #expect(form.values == baseline)
        #expect(history.redo(model: &form)?.state == .dirty(["name"]))
        #expect(form.values == edited)
    }

    /// Locations that are not nested in one another keep their first old value and last new one;
    /// nothing is read from the model.
    @Test func eachAttributeKeepsOneChange() {
        var form = Form(Values())
        var history = Self.history(threshold: 4)
        for step in 0..<1_000 {
            (step.isMultiple(of: 2) ? Write.name("n\(step)") : .count(step)).record(
                on: &form, &history, asFilter: false)
        }
        // Two locations, compacted again once the journal holds twice as many (and the threshold).
        #expect(history.keptChanges <= 5)
        _ = history.undo(keeping: Self.checkpoint(.dirty([])), model: &form)
        #expect(form.values == Values())
        _ = history.redo(model: &form)
        #expect(form.values == Values(name: "n998", count: 999))
    }

    // MARK: Where merging per location would be wrong

    /// Merged per key path in the order of last changes, `tags[2] = "y"` would be written into
    /// `["a"]` (a trap): the element goes into its array's whole value instead.
    @Test func anElementIsNeverWrittenPastItsArraysEnd() {
        var form = Form(Values(tags: ["a"]))
        var history = Self.history(threshold: 1)
        Write.tags(["a", "b", "c"]).record(on: &form, &history, asFilter: false)
        Write.element(2, "y").record(on: &form, &history, asFilter: false)
        Write.tags(["a"]).record(on: &form, &history, asFilter: false)
        Write.name("n").record(on: &form, &history, asFilter: false)
        Write.element(0, "q").record(on: &form, &history, asFilter: false)
        #expect(form.values == Values(name: "n", tags: ["q"]))
        _ = history.undo(keeping: Self.checkpoint(.dirty([])), model: &form)
        #expect(form.values == Values(tags: ["a"]))
        _ = history.redo(model: &form)
        #expect(form.values == Values(name: "n", tags: ["q"]))
    }

    /// `\.contact.zip` writes into whichever instance the model holds: a change of it is kept as
    /// it is, and undo restores both instances.
    @Test func aPathThroughAnInstanceIsKeptAsItIs() {
        let first = Contact(zip: "1")
        var form = Form(Values())
        form.contact = first
        var history = Self.history(threshold: 1)
        Write.contactZip("2").record(on: &form, &history, asFilter: false)
        Write.contact("10").record(on: &form, &history, asFilter: false)
        let second = form.contact
        Write.contactZip("11").record(on: &form, &history, asFilter: false)
        Write.name("n").record(on: &form, &history, asFilter: false)
        Write.contactZip("12").record(on: &form, &history, asFilter: false)
        _ = history.undo(keeping: Self.checkpoint(.dirty([])), model: &form)
        #expect(form.contact === first && first.zip == "1" && second.zip == "10")
        _ = history.redo(model: &form)
        #expect(form.contact === second && first.zip == "2" && second.zip == "12")
    }

    /// A computed property may write anything: its changes stay as they are, between the merged
    /// runs of the others.
    @Test func aComputedPropertyIsKeptAsItIs() {
        var form = Form(Values(name: "a"))
        var history = Self.history(threshold: 1)
        let writes: [Write] = [.name("b"), .count(1), .alias("c"), .name("d"), .count(2), .alias("e"), .count(3)]
        for write in writes { write.record(on: &form, &history, asFilter: false) }
        #expect(form.values == Values(name: "e", count: 3))
        _ = history.undo(keeping: Self.checkpoint(.dirty([])), model: &form)
        #expect(form.values == Values(name: "a"))
        _ = history.redo(model: &form)
        #expect(form.values == Values(name: "e", count: 3))
    }

    // MARK: Random operations against a reference

    /// The undo history as a plain list of checkpoint values (see `ValidationHistory`): a filter's
    /// write changes the model only; redo brings back what the checkpoints held.
    private struct Reference {
        let depth: Int
        var values: Values
        var past: [Values]
        var future: [(values: Values, isDraft: Bool)] = []
        var isEdited = false

        init(_ values: Values, depth: Int) {
            self.depth = depth
            self.values = values
            past = [values]
        }

        var canUndo: Bool { isEdited || past.count > 1 }
        var canRedo: Bool { !isEdited && !future.isEmpty }

        mutating func edit(_ write: Write) {
            write.apply(to: &values)
            isEdited = true
            future.removeAll()
        }

        mutating func record() {
            future.removeAll()
            push(values)
            isEdited = false
        }

        mutating func undo() {
            if isEdited {
                future = [(values, true)]
                isEdited = false
            } else {
                guard past.count > 1 else { return }
                future.append((past.removeLast(), false))
            }
            values = past[past.count - 1]
        }

        mutating func redo() {
            guard canRedo, let next = future.popLast() else { return }
            if next.isDraft { isEdited = true } else { push(next.values) }
            values = next.values
        }

        private mutating func push(_ checkpoint: Values) {
            past.append(checkpoint)
            if past.count > depth { past.removeFirst() }
        }
    }

    private static let places = [Place(), Place(street: "Main", zip: "12345"), Place(street: "Elm", zip: "1")]
    private static let tagLists: [[String]] = [[], ["a"], ["a", "b"], ["x", "y", "z"]]

    /// A random write; `barriers`: also of key paths whose location is not known.
    private static func randomWrite(_ rng: inout SplitMix64, values: Values, barriers: Bool) -> Write {
        let kinds = barriers ? 10 : 7
        switch rng.below(kinds) {
        case 0: return .name(rng.pick(["", "ann", "bob"]))
        case 1: return .count(rng.below(4))
        case 2: return .place(rng.pick(places))
        case 3: return .zip(rng.pick(["", "1", "2"]))
        case 4: return .street(rng.pick(["", "Oak"]))
        case 5: return .tags(rng.pick(tagLists))
        case 6:
            guard !values.tags.isEmpty else { return .tags(rng.pick(tagLists)) }
            return .element(rng.below(values.tags.count), rng.pick(["p", "q"]))
        case 7: return .alias(rng.pick(["ann", "cy"]))
        case 8: return .contactZip(rng.pick(["9", "8"]))
        default: return .contact(rng.pick(["7", "6"]))
        }
    }

    /// Random edits, filter writes, checkpoints, undos and redos on a class model, with compaction
    /// forced often, against the reference: the model must hold the reference's values after
    /// every step. Without barriers, the journal must also stay bounded by the locations: on a
    /// class model it used to keep every change made since the oldest checkpoint kept.
    @Test(arguments: [false, true], 1...6)
    func randomOperationsMatchTheReference(barriers: Bool, seed: UInt64) {
        var rng = SplitMix64(seed: seed &* 0x9E37_79B9 &+ (barriers ? 1 : 0))
        let depth = 4
        let threshold = 1 + rng.below(8)
        let start = Values(name: "ann", count: 1, place: Self.places[1], tags: ["a", "b"], contactZip: "5")
        var form = Form(start)
        var history = Self.history(depth: depth, threshold: threshold)
        var reference = Reference(start, depth: depth)
        // Locations: name, count, place, place.zip, place.street, tags, three elements.
        let locations = 9
        let bound = (depth + 2) * (max(threshold, 2 * locations) + 2) + ValidationHistory.obsoleteBatch
        var log: [String] = []
        var most = 0
        for _ in 0..<3_000 {
            switch rng.below(100) {
            case 0..<80:
                let write = Self.randomWrite(&rng, values: reference.values, barriers: barriers)
                log.append("\(write)")
                write.record(on: &form, &history, asFilter: false)
                reference.edit(write)
            case 80..<90:
                // A filter's write; a detour when redo has a checkpoint ahead (not in the bounded
                // runs: each detour stays in the journal).
                guard barriers || !reference.canRedo else { continue }
                let write = Self.randomWrite(&rng, values: reference.values, barriers: barriers)
                log.append("filter \(write)")
                write.record(on: &form, &history, asFilter: true)
                write.apply(to: &reference.values)
            case 90..<91:
                log.append("checkpoint")
                history.record(Self.checkpoint(.clean))
                reference.record()
            case 91..<95:
                log.append("undo")
                _ = history.undo(keeping: Self.checkpoint(.dirty([])), model: &form)
                reference.undo()
            default:
                log.append("redo")
                _ = history.redo(model: &form)
                reference.redo()
            }
            most = max(most, history.keptChanges)
            guard form.values == reference.values, history.canUndo == reference.canUndo,
                history.canRedo == reference.canRedo
            else {
                Issue.record(
                    "after \(log.suffix(12).joined(separator: "; ")): \(form.values) ≠ \(reference.values)")
                return
            }
        }
        if !barriers { #expect(most <= bound, "threshold \(threshold)") }
    }
}
