import Foundation
import Testing

@testable import Verdict

/// A profile of many attributes, edited by massive assignment.
private struct Profile: Equatable, Sendable {
    var name = ""
    var email = ""
    var city = ""
    var bio = ""
    var age = 0
    var role = ""

    static let rules = RuleSet<Profile> {
        Attribute(\.name) {
            Trim(); Required()
        }
        Attribute(\.email) {
            Required(); Email()
        }
        Attribute(\.city) { Length(max: 20) }
        Attribute(\.bio) { Length(max: 40) }
        Attribute(\.age) { Number(min: 18) }
        Unsafe(\.role)
    }
}

@Suite("Validated: massive assignment as one edit")
@MainActor
struct ValidatedAssignmentTests {
    private func form() throws -> Validated<Profile> {
        let form = try Validated(
            Profile(name: "Ann", email: "ann@example.com", city: "Oslo", bio: "hi", age: 30), rules: Profile.rules,
            validatesOnChange: true)
        form.validate()
        return form
    }

    @Test("an assignment writes the safe attributes, validates, and is one undo step")
    func oneUndoStep() throws {
        let form = try form()
        var states: [ValidationState] = []
        form.onStateChange = { states.append($0) }
        let result = try form.assign(
            .json(Data(#"{"name": " Bob ", "city": "Bergen", "age": 12, "role": "admin"}"#.utf8)))
        #expect(result.isAssigned)
        #expect(result.ignoredKeys == [IgnoredKey(path: "role", reason: .unsafe)])
        #expect(form.model == Profile(name: "Bob", email: "ann@example.com", city: "Bergen", bio: "hi", age: 12))
        #expect(form.report.errors.map(\.path) == ["age"])
        #expect(states.count == 2)  // edited, then invalid: one edit, one validation
        #expect(form.canUndo)
        #expect(form.undo())
        #expect(form.model == Profile(name: "Ann", email: "ann@example.com", city: "Oslo", bio: "hi", age: 30))
        #expect(form.report.isValid)
        #expect(form.redo())
        #expect(form.model.city == "Bergen")
    }

    @Test("only the assigned attributes are validated again")
    func incremental() throws {
        let form = try form()
        let full = form.stepsOfLastValidation
        _ = try form.assign(.form([("city", "Rome")]))
        let one = form.stepsOfLastValidation
        _ = try form.assign(.form([("city", "Paris"), ("bio", "b"), ("age", "40")]))
        let three = form.stepsOfLastValidation
        #expect(one < three)
        #expect(three < full)
    }

    @Test("a value that does not convert writes nothing and is a refusal")
    func refusal() throws {
        let form = try form()
        var refused: [ValidationReport] = []
        form.onRefusal = { refused.append($0) }
        let before = form.model
        let result = try form.assign(.json(Data(#"{"city": "Rome", "age": "old"}"#.utf8)))
        #expect(!result.isAssigned)
        #expect(form.model == before)
        #expect(form.refusal?.errors.map(\.code) == [.inputWrongType])
        #expect(refused.count == 1)
        #expect(form.state == .clean)
    }
}
