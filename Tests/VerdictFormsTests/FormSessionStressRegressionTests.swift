import Observation
import Testing
import VerdictForms
import VerdictTesting
@testable import VerdictTestSupport

/// A delivery address with a digits-only zip refused at input.
private struct Shipment: Equatable {
    struct Address: Equatable {
        var street = ""
        var zip = ""
    }

    var address = Address()
    var items: [String] = []
    var note = ""

    static let rules: RuleSet<Shipment> = RuleSet {
        Attribute(\.address.zip) {
            Characters.only(.decimalDigits).stage(.input); Length(5)
        }
        Attribute(\.note) {
            Trim(); Length(max: 5)
        }
        Each(\.items) { Required() }
    }
}

@Suite("FormSession model: regressions found by stress tests")
@MainActor
struct FormSessionStressRegressionTests {
    @Test func editingAContainingKeyPathRunsTheInputRulesOfWhatItContains() throws {
        let form = try FormSession(Shipment(), rules: Shipment.rules)
        #expect(!form.update(\.address.zip, to: "12a").isAccepted)
        #expect(!form.update(\.address, to: .init(street: "Main", zip: "abc")).isAccepted)
        #expect(!form.update(\.self, to: Shipment(address: .init(zip: "x1"))).isAccepted)
        #expect(form.model == Shipment())
        #expect(form.update(\.address, to: .init(street: "Main", zip: "12345")).isAccepted)
        #expect(form.validate().isValid)
        #expect(form.state == .clean)
    }

    @Test func undoingOneKeyPathThatDidNotExistAtTheCheckpointIsRefusedNotATrap() throws {
        let form = try FormSession(Shipment(), rules: Shipment.rules)
        form.validate()
        form.update(\.items, to: ["a", "b"])
        #expect(!form.undo(\.items[1]))
        #expect(form.model.items == ["a", "b"])
        #expect(form.undo(\.items))
        #expect(form.model.items == [])
    }

    @Test func anEditFromAnObserverDuringValidationIsValidatedToo() throws {
        let form = try FormSession(Shipment(), rules: Shipment.rules)
        form.validate()
        form.update(\.address.zip, to: "12345")
        // The observer edits the model as the validation's filters write into it (once: its own
        // edit notifies it again while it runs).
        let edits = EditCount()
        editNoteOnce(of: form, to: "  far too long  ", counting: edits)
        let report = form.validate()
        let full = try Shipment.rules.testValidate(form.model).report
        #expect(report == full)
        #expect(report.pairs == ["note string.tooLong"])
        #expect(form.model.note == "far too long")
        #expect(form.state == .invalid(report))
        #expect(edits.count == 1)
    }

    @Test func anEditFromAnObserverOfAnotherEditComesAfterItInTheUndoHistory() throws {
        let form = try FormSession(Shipment(), rules: Shipment.rules)
        #expect(form.validate().isValid)
        // The observer hears of the edit of the note and edits the note in turn (once).
        let edits = EditCount()
        editNoteOnce(of: form, to: "c", counting: edits)
        #expect(form.update(\.note, to: "b").isAccepted)
        #expect(form.model.note == "c")
        #expect(form.state == .dirty(["note"]))
        #expect(form.undo())
        #expect(form.model == Shipment(), "both edits are undone, in order")
        #expect(form.redo())
        #expect(form.model.note == "c")
    }

    @Test func aValidationThatAHandlerFollowsWithAnEditIsNoCheckpoint() throws {
        struct Pair: Equatable {
            var a = ""
            var b = ""
        }
        let rules = RuleSet<Pair> {
            Attribute(\.a) { Required() }
            Attribute(\.b) { Length(max: 3) }
        }
        let form = try FormSession(Pair(a: "x"), rules: rules, validatesOnChange: true)
        #expect(form.validate().isValid)
        // When the edit of `a` validates clean, the handler makes `b` too long at once.
        let edits = EditCount()
        form.onStateChange = { state in
            guard state == .clean, edits.count == 0 else { return }
            edits.count += 1
            form.update(\.b, to: "too long")
        }
        form.update(\.a, to: "y")
        form.onStateChange = nil
        #expect(edits.count == 1)
        #expect(form.state.isDecided && !form.report.isValid)
        form.update(\.a, to: "z")
        // The model was never clean with `b` too long: undo goes back to the last clean state.
        #expect(form.undo())
        #expect(form.model == Pair(a: "x"))
        #expect(form.state == .clean)
    }
}

/// Has an Observation observer of `form`'s model set its note to `note`, once: the observer's
/// own edit notifies it again while it runs.
@MainActor
private func editNoteOnce(of form: FormSession<Shipment>, to note: String, counting edits: EditCount) {
    withObservationTracking {
        _ = form.model
    } onChange: {
        MainActor.assumeIsolated {
            guard edits.count == 0 else { return }
            edits.count += 1
            _ = form.update(\.note, to: note)
        }
    }
}

@MainActor
private final class EditCount {
    var count = 0
}
