import Foundation
import Testing

@testable import VerdictAssignment
@testable import VerdictEngine
@testable import VerdictForms
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

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

@Suite("FormSession: massive assignment as one edit")
@MainActor
struct FormSessionAssignmentTests {
    private func form() throws -> FormSession<Profile> {
        let form = try FormSession(
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

/// A code that the input stage screens: digits only.
private struct Coded: Equatable, Sendable {
    var code = ""
    var name = ""

    static let rules = RuleSet<Coded> {
        Attribute(\.code) { Characters.only(.decimalDigits).stage(.input) }
        Attribute(\.name) { Length(max: 20) }
    }
}

@Suite("FormSession: input-stage rules screen an assignment")
@MainActor
struct FormSessionAssignmentScreeningTests {
    @Test(
        "a value the input rules refuse writes nothing, and the result and the refusal say why",
        arguments: [false, true])
    func refusedByInputRules(validatesOnChange: Bool) throws {
        let form = try FormSession(Coded(), rules: Coded.rules, validatesOnChange: validatesOnChange)
        var refused: [ValidationReport] = []
        form.onRefusal = { refused.append($0) }
        let result = try form.assign(.json(Data(#"{"code": "abc", "name": "Ann"}"#.utf8)))
        #expect(!result.isAssigned)
        #expect(form.model == Coded())
        #expect(result.report.errors.map(\.path) == ["code"])
        #expect(result.report.errors.map(\.code) == [.charactersNotAllowed])
        #expect(form.refusal == result.report)
        #expect(refused == [result.report])
        #expect(!form.canUndo)
        #expect(form.validate().isValid)
        #expect(form.model == Coded())
    }

    @Test("a value the input rules take is assigned as one edit, and clears the refusal")
    func acceptedByInputRules() throws {
        let form = try FormSession(Coded(), rules: Coded.rules)
        _ = try form.assign(.form([("code", "x1")]))
        let result = try form.assign(.form([("code", "123"), ("name", "Ann")]))
        #expect(result.isAssigned)
        #expect(result.report.isValid)
        #expect(form.model == Coded(code: "123", name: "Ann"))
        #expect(form.refusal == nil)
    }

    @Test("snake_case keys: the refused value's error is at the key the client sent")
    func refusedPathAsSent() throws {
        struct Pin: Equatable, Sendable {
            var zipCode = ""
            static let rules = RuleSet<Pin> { Attribute(\.zipCode) { Characters.only(.decimalDigits).stage(.input) } }
        }
        let form = try FormSession(Pin(), rules: Pin.rules)
        let result = try form.assign(
            .json(Data(#"{"zip_code": "75O11"}"#.utf8)), options: AssignmentOptions(keys: .snakeCase))
        #expect(!result.isAssigned)
        #expect(form.model == Pin())
        #expect(result.report.errors.map(\.path) == ["zip_code"])
    }
}
