import Testing

@testable import VerdictAssignment
@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// An attribute's assigner never changes once made: what it records for the state machine comes
/// with a new assigner, so a plan shared by every thread is read without a lock.
@Suite("Assignment plan")
struct AssignmentPlanTests {
    private struct Form {
        var name = ""
    }

    private static func edit(at position: Int) -> AssignedAttribute {
        AssignedAttribute(position: position, key: KeyPathBox(\Form.name)) { _ in
            RestorableValue(value: "", writer: RestorableValue.writer(for: \Form.name))
        }
    }

    @Test func recordingEditsMakesANewAssignerAndLeavesTheFirstAlone() {
        let plain = AttributeAssigner(read: nil) { _, _, _ in }
        let edit = Self.edit(at: 3)
        let recording = plain.recordingEdits(edit)
        #expect(plain.edit == nil)
        #expect(recording !== plain)
        #expect(recording.edit === edit)
    }

    @Test func anAssignerRefusingKeysRecordsTheSameEdit() {
        let edit = Self.edit(at: 1)
        let recording = AttributeAssigner(read: nil) { _, _, _ in }.recordingEdits(edit)
        #expect(recording.refusing(RefusedKeys(), key: "name").edit === edit)
    }
}
