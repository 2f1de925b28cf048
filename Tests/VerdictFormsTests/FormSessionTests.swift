import Foundation
import Observation
import Testing
import VerdictForms
import VerdictTesting
@testable import VerdictTestSupport

@Suite("FormSession model")
@MainActor
struct FormSessionTests {
    @Test func editsValidationAndUndoFollowSeed002() throws {
        let form = try FormSession(SignUp(), rules: SignUp.rules, scenario: .login)
        #expect(form.state == .empty)
        form.username = "  alice "
        #expect(form.state == .dirty(["username"]))
        form.email = "alice@example.com"
        #expect(form.state == .dirty(["username", "email"]))
        let report = form.validate()
        #expect(form.username == "alice")
        #expect(report.pairs == ["password required"])
        #expect(form.state == .invalid(report))
        form.password = "secret"
        #expect(form.validate().isValid)
        #expect(form.state == .clean)
        form.email = "oops"
        #expect(form.validate().pairs == ["email email.invalid"])
        #expect(form.undo())
        #expect(form.state == .clean)
        #expect(form.email == "alice@example.com")
        #expect(form.undo())
        #expect(form.state == .empty)
        #expect(form.model == SignUp())
        #expect(!form.undo())
        #expect(form.redo())
        #expect(form.state == .clean)
        #expect(form.email == "alice@example.com")
    }

    @Test func validatesOnChangeReRunsOnlyWhatDependsOnTheEdit() throws {
        let form = try FormSession(SignUp.valid, rules: SignUp.rules, scenario: .register, validatesOnChange: true)
        form.passwordRepeat = "different"
        #expect(form.state == .invalid(form.report))
        #expect(form.report.pairs == ["passwordRepeat compare.failed"])
        form.password = "different"
        #expect(form.report.pairs == [])
        #expect(form.state == .clean)
        #expect(form.report == (try SignUp.rules.testValidate(form.model, scenario: .register).report))
    }

    @Test func stateChangesReachTheHandlerAndTheStream() async throws {
        let form = try FormSession(SignUp(), rules: SignUp.rules, scenario: .login)
        var seen: [String] = []
        form.onStateChange = { seen.append($0.description) }
        let stream = form.stateChanges()
        form.username = "alice"
        await form.validate()
        form.reset(to: SignUp())
        #expect(seen == ["dirty(username)", "invalid(2 errors)", "empty"])
        var streamed: [String] = []
        for await state in stream {
            streamed.append(state.description)
            if streamed.count == 3 { break }
        }
        #expect(streamed == seen)
    }
}

@Suite("FormSession model edge cases")
@MainActor
struct FormSessionEdgeCaseTests {
    final class Num {
        var number = ""
        init(_ number: String = "") { self.number = number }
    }

    @Test(arguments: [true, false])
    func aRefusedEditLeavesAClassModelAlone(copying: Bool) throws {
        let rules = RuleSet<Num> { Attribute(\.number) { Characters.only(.decimalDigits).stage(.input) } }
        let form = try FormSession(Num(), rules: rules, snapshot: copying ? { Num($0.number) } : { $0 })
        form.number = "12"
        #expect(!form.update(\.number, to: "1a").isAccepted)
        #expect(form.number == "12")
    }

    @Test func canUndoIsObservable() throws {
        let form = try FormSession(SignUp(), rules: SignUp.rules)
        let fired = Flag()
        withObservationTracking {
            _ = form.canUndo
        } onChange: {
            fired.set()
        }
        form.email = "z@b.co"
        #expect(form.canUndo)
        #expect(fired.value)
    }

    @Test func switchingTheScenarioOfAnEmptyFormUpdatesTheReport() throws {
        let form = try FormSession(SignUp(), rules: SignUp.rules, scenario: .login)
        try form.setScenario(.register)
        #expect(form.state == .empty)
        #expect(form.report.scenario == .register)
    }
}

/// A flag set from an observation callback.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var isSet = false
    var value: Bool { lock.withLock { isSet } }
    func set() { lock.withLock { isSet = true } }
}
