import Testing
import Verdict
import VerdictTesting

@Suite("Assertions on the validation state machine")
@MainActor
struct FormSessionTestingTests {
    private let alice = Account(username: "alice", email: "alice@example.com", password: "secret123")

    // MARK: Passing

    @Test func stepsMoveTheModelThroughTheExpectedStates() throws {
        let form = try FormSession(Account(), rules: Account.rules)
        form.shouldHaveState(.empty)
        form.shouldTransition(
            through: ["dirty(username)", "dirty(email, username)", "invalid(1 error)"],
            applying: [.set(\.username, to: " alice "), .set(\.email, to: "alice@example.com"), .validate])
        #expect(form.username == "alice")
        form.shouldTransition(
            through: [.dirty(["password"]), .clean], applying: [.set(\.password, to: "secret123"), .validate])
        form.shouldTransition(through: [], applying: [.validate])
        form.shouldTransition(
            through: ["dirty(email)", .clean, .empty],
            applying: [.set(\.email, to: "a@example.com"), .undo, .reset(to: Account())])
        form.shouldHaveState(.empty)
    }

    @Test func editsInAClosureMoveTheModelThroughTheExpectedStates() throws {
        let form = try FormSession(Account(), rules: Account.rules, validatesOnChange: true)
        var heard: [String] = []
        form.onStateChange = { heard.append($0.description) }
        form.shouldTransition(through: ["dirty(username)", "invalid(2 errors)", "dirty(email)", "invalid(1 error)"]) {
            form in
            form.username = "alice"
            form.email = "alice@example.com"
        }
        // The handler already set keeps hearing every state, and stays in place.
        #expect(heard == ["dirty(username)", "invalid(2 errors)", "dirty(email)", "invalid(1 error)"])
        form.password = "secret123"
        form.shouldHaveState(.clean)
        #expect(heard.last == "clean")
    }

    @Test func statesCompareAsValuesOrDescriptions() throws {
        let form = try FormSession(Account(username: "al"), rules: Account.rules)
        let report = form.validate()
        form.shouldHaveState(.invalid(report))
        form.shouldHaveState(ExpectedState(form.state))
        form.shouldHaveState("invalid(3 errors)")
        #expect(ExpectedState("dirty(email)").matches(.dirty(["email"])))
        #expect(!ExpectedState.clean.matches(.empty))
    }

    @Test func undoAndRedoReturnToSnapshots() throws {
        let form = try FormSession(alice, rules: Account.rules)
        form.validate()
        form.email = "oops"
        form.shouldUndo(to: alice, state: .clean)
        form.shouldUndo(to: alice, state: .empty)
        form.shouldRedo(to: alice, state: "clean")
    }

    // MARK: Failing

    @Test func shouldHaveStateFailsWithTheActualStateAndErrors() throws {
        let form = try FormSession(Account(username: "alice", email: "alice@example.com"), rules: Account.rules)
        form.validate()
        let message = """
            Expected the state clean; actual state invalid(1 error)
            actual errors:
              password [required] Password cannot be blank.
            """
        expectIssue(message) { form.shouldHaveState(.clean) }
        let dirty = "Expected the state dirty(password); actual state invalid(1 error)"
        expectIssue(dirty) { form.shouldHaveState("dirty(password)") }
    }

    @Test func shouldTransitionFailsWithWhatEachStepDid() throws {
        let form = try FormSession(Account(), rules: Account.rules)
        let message = """
            Expected the states dirty(username), clean; actual states: dirty(username), invalid(2 errors)
              set username = "alice" → dirty(username)
              validate → invalid(2 errors)
            actual errors:
              email [required] Email cannot be blank.
              password [required] Password cannot be blank.
            """
        let steps: [FormStep<Account>] = [.set(\.username, to: "alice"), .validate]
        expectIssue(message) { form.shouldTransition(through: ["dirty(username)", .clean], applying: steps) }
    }

    @Test func shouldTransitionFailsWhenNothingChanges() throws {
        let form = try FormSession(Account(), rules: Account.rules)
        let message = """
            Expected the states dirty(username); actual states: none
              undo → none
            """
        expectIssue(message) { form.shouldTransition(through: ["dirty(username)"], applying: [.undo]) }
    }

    @Test func shouldTransitionWithEditsFailsWithTheActualStates() throws {
        let form = try FormSession(Account(), rules: Account.rules)
        let message = "Expected the states dirty(email); actual states: dirty(username)"
        expectIssue(message) { form.shouldTransition(through: ["dirty(email)"]) { $0.username = "alice" } }
        let none = "Expected the states none; actual states: dirty(email, username)"
        expectIssue(none) { form.shouldTransition(through: []) { $0.email = "x" } }
    }

    @Test func shouldUndoFailsOnAnotherSnapshot() throws {
        let form = try FormSession(alice, rules: Account.rules)
        form.validate()
        form.email = "oops"
        var wanted = alice
        wanted.email = "bob@example.com"
        let message = """
            Expected undo to return to state empty with the expected model; the state is clean; \
            the model differs: email: expected "bob@example.com", actual "alice@example.com"
            """
        expectIssue(message) { form.shouldUndo(to: wanted, state: .empty) }
    }

    @Test func shouldUndoFailsWhenThereIsNothingToUndo() throws {
        let form = try FormSession(alice, rules: Account.rules)
        let message =
            "Expected undo to return to state empty with the expected model; there was nothing to undo (state empty)"
        expectIssue(message) { form.shouldUndo(to: alice, state: .empty) }
    }

    @Test func shouldRedoFailsWhenThereIsNothingToRedo() throws {
        let form = try FormSession(alice, rules: Account.rules)
        form.validate()
        let message =
            "Expected redo to return to state clean with the expected model; there was nothing to redo (state clean)"
        expectIssue(message) { form.shouldRedo(to: alice, state: .clean) }
    }
}
