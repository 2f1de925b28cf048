import Foundation
import Observation
import Testing
import VerdictForms
import VerdictTesting
@testable import VerdictTestSupport

/// Counts the `onChange` calls of one observation; `onChange` may run on any thread. A lock, not an
/// `Atomic`, which needs macOS 15 where the package's platforms say macOS 14.
private final class Changes: @unchecked Sendable {
    private let lock = NSLock()
    private var counter = 0

    func record() { lock.withLock { counter += 1 } }

    var count: Int { lock.withLock { counter } }
}

/// Tracks what `read` reads; the returned count goes up when any of it changes.
private func observe<T>(_ read: () -> T) -> Changes {
    let changes = Changes()
    _ = withObservationTracking(read, onChange: { changes.record() })
    return changes
}

/// A model with one required attribute.
private struct PlainAccount {
    var name = ""

    static let rules = RuleSet<PlainAccount> {
        Attribute(\.name) { Required() }
    }
}

@Suite("Observing a validated model")
@MainActor
struct ObservationTests {
    private func loginForm() throws -> FormSession<SignUp> {
        try FormSession(SignUp(), rules: SignUp.rules, scenario: .login)
    }

    // MARK: Observation

    @Test func readingTheStateTracksEditsAndValidations() throws {
        let form = try loginForm()
        let edit = observe { form.state }
        #expect(edit.count == 0)
        form.username = "alice"
        #expect(edit.count == 1)

        let validation = observe { form.state }
        form.validate()
        #expect(validation.count == 1)
        #expect(form.state.description == "invalid(2 errors)")
    }

    @Test func readingTheReportTracksValidationsNotEdits() throws {
        let form = try loginForm()
        let changes = observe { form.report }
        form.username = "alice"
        #expect(changes.count == 0)  // an edit alone leaves the report as it was
        form.validate()
        #expect(changes.count == 1)
        #expect(form.report.pairs == ["email required", "password required"])
    }

    @Test func readingAnAttributeTracksItsEdits() throws {
        let form = try loginForm()
        let member = observe { form.username }
        form.username = "alice"
        #expect(member.count == 1)

        let model = observe { form.model }
        form.email = "alice@example.com"
        #expect(model.count == 1)
    }

    @Test func readingCanUndoTracksOnlyItsChanges() throws {
        let form = try FormSession(PlainAccount(), rules: PlainAccount.rules)
        let firstEdit = observe { form.canUndo }
        form.name = "ann"
        #expect(firstEdit.count == 1)  // nothing to undo before, something now
        #expect(form.canUndo)

        let moreEdits = observe { (form.canUndo, form.canRedo) }
        form.name = "bob"
        form.validate()  // a checkpoint: undo still possible, redo still not
        form.name = "carl"
        #expect(moreEdits.count == 0)

        let undo = observe { form.canRedo }
        #expect(form.undo())
        #expect(undo.count == 1)
        #expect(form.canRedo)
    }

    @Test func withValidationOnEachEditTheStateGoesStraightToTheOutcome() throws {
        let form = try FormSession(PlainAccount(), rules: PlainAccount.rules, validatesOnChange: true)
        let edit = observe { form.state }
        form.name = "ann"
        #expect(edit.count == 1)
        #expect(form.state == .clean)
        // A handler hears the dirty state in between as well.
        var heard: [String] = []
        form.onStateChange = { heard.append($0.description) }
        form.name = ""
        #expect(heard == ["dirty(name)", "invalid(1 error)"])
    }

    @Test func readingTheErrorsOfAnAttributeTracksValidations() throws {
        let form = try loginForm()
        let changes = observe { form.errors(at: \.email) }
        form.validate()
        #expect(changes.count == 1)
        #expect(form.errors(at: \.email).map(\.message) == ["Email cannot be blank."])
    }

    @Test func filtersAndUndoAreObservedToo() throws {
        let form = try loginForm()
        form.username = "  alice "
        let filtered = observe { form.username }
        form.validate()  // Trim writes "alice" back
        #expect(filtered.count == 1)
        #expect(form.username == "alice")

        form.email = "alice@example.com"
        form.password = "secret"
        #expect(form.validate().isValid)
        form.email = "oops"
        let undone = observe { (form.email, form.state) }
        #expect(form.undo())
        #expect(undone.count == 1)
        #expect(form.email == "alice@example.com")
        #expect(form.state == .clean)
    }

    @Test func readingTheScenarioTracksOnlyAScenarioSwitch() throws {
        let form = try loginForm()
        let changes = observe { form.scenario }
        form.username = "alice"
        form.validate()
        form.reset(to: SignUp())
        #expect(changes.count == 0)
        try form.setScenario(.register)
        #expect(changes.count == 1)
    }

    // MARK: The stream of states

    @Test func stateChangesStreamsEveryStateAndFinishesWhenTheModelIsReleased() async throws {
        let all: AsyncStream<ValidationState>
        let late: AsyncStream<ValidationState>
        weak var released: FormSession<SignUp>?
        do {
            let form = try loginForm()
            released = form
            all = form.stateChanges()
            form.username = " alice "
            form.email = "alice@example.com"
            await form.validate()  // invalid: no password
            late = form.stateChanges()
            form.password = "secret"
            await form.validate()  // clean
            form.email = "bad"
            form.undo()  // back to clean
            form.undo()  // back to empty
            form.redo()  // clean again
            form.reset(to: SignUp())
        }
        // Nothing else holds the model: the streams finish, and the loops below end.
        try #require(released == nil)

        var states: [ValidationState] = []
        for await state in all { states.append(state) }
        #expect(
            states.map(\.description) == [
                "dirty(username)", "dirty(email, username)", "invalid(1 error)", "dirty(password)", "clean",
                "dirty(email)", "clean", "empty", "clean", "empty",
            ])
        if case .invalid(let report) = states[2] {
            #expect(report.pairs == ["password required"])
        } else {
            Issue.record("expected an invalid state, got \(states[2])")
        }

        var lateStates: [ValidationState] = []
        for await state in late { lateStates.append(state) }
        #expect(lateStates == Array(states.dropFirst(3)))
    }

    // MARK: Scenarios

    @Test func setScenarioRevalidatesAgainstTheNewScenario() throws {
        let form = try loginForm()
        form.username = "alice"
        form.email = "alice@example.com"
        form.password = "secret"
        #expect(form.validate().isValid)
        #expect(form.canUndo)

        let report = observe { form.report }
        try form.setScenario(.register)
        #expect(report.count == 1)
        #expect(form.scenario == .register)
        #expect(form.report.pairs == ["password string.tooShort", "passwordRepeat required"])
        #expect(form.report.errors.map(\.scenario) == [.register, .register])
        #expect(form.report.scenario == .register)
        #expect(form.report == (try SignUp.rules.testValidate(form.model, scenario: .register).report))
        #expect(form.state == .invalid(form.report))
        #expect(!form.canUndo)  // the history starts again in the new scenario

        form.password = "correct horse"
        form.passwordRepeat = "correct horse"
        #expect(form.validate().isValid)
        try form.setScenario(.login)
        #expect(form.state == .clean)
        #expect(form.report == ValidationReport(errors: [], scenario: .login))
    }

    @Test func setScenarioOnAnEmptyModelDoesNotValidate() throws {
        let form = try loginForm()
        try form.setScenario(.register)
        #expect(form.scenario == .register)
        #expect(form.state == .empty)
        form.username = "alice"
        #expect(
            form.validate().pairs == [
                "email required", "password required", "passwordRepeat required",
            ])
    }

    @Test func anUnknownScenarioThrowsAndChangesNothing() throws {
        let form = try loginForm()
        form.username = "alice"
        form.validate()
        let before = (form.state, form.report)
        let error = #expect(throws: RuleSetError.self) { try form.setScenario(.checkout) }
        #expect(error?.scenario == .checkout)
        #expect(error?.diagnostics.map(\.kind) == [.unknownScenario])
        #expect(error?.diagnostics.first?.message.contains("'checkout'") == true)
        #expect(form.scenario == .login)
        #expect(form.state == before.0)
        #expect(form.report == before.1)
        form.password = "secret"
        #expect(form.validate().pairs == ["email required"])  // still the login rules
    }
}

/// The README's Observation pattern, as a user writes it under Swift 6: re-register in `onChange`
/// from a main-actor task.
@Suite("Observation: the documented re-registration pattern")
@MainActor
struct ObservationPatternTests {
    @MainActor
    private final class Heard {
        var states: [ValidationState] = []
    }

    private static func observe(_ form: FormSession<SignUp>, into heard: Heard) {
        withObservationTracking {
            _ = form.state
        } onChange: {
            Task { @MainActor in
                heard.states.append(form.state)
                observe(form, into: heard)
            }
        }
    }

    @Test func reRegisteringInOnChangeHearsEveryEdit() async throws {
        let form = try FormSession(SignUp(), rules: SignUp.rules)
        let heard = Heard()
        Self.observe(form, into: heard)
        form.username = "alice"
        // Waits for the main-actor task by yielding, a bounded number of times (no clock).
        for _ in 0..<1_000 where heard.states.isEmpty { await Task.yield() }
        await form.validate()
        for _ in 0..<1_000 where heard.states.count < 2 { await Task.yield() }
        #expect(heard.states.count == 2)
        #expect(heard.states.first == .dirty(["username"]))
        #expect(heard.states.last == form.state)
    }
}
