import Foundation
import Testing
import VerdictTesting
import VerdictValidation

@testable import VerdictRemote
@testable import VerdictTestSupport

/// A draft whose notes are a class: not `Sendable`, as many app models are not.
private struct Draft: SelfValidating {
    final class Notes {
        var text = ""
    }

    var title = ""
    var notes = Notes()

    static let rules = RuleSet<Draft> {
        Attribute(\.title) {
            Trim()
            Required()
            Length(max: 20)
        }
    }
}

/// A form on screen: the model lives in main-actor storage, as in a SwiftUI view model.
@MainActor
private final class DraftScreen {
    var draft = Draft()
    var report: ValidationReport?

    /// What the documentation tells a user to write: copy, validate the copy, write it back.
    func save() async throws {
        var copy = draft
        report = try await Draft.rules.validate(&copy)
        draft = copy
    }
}

/// Whether a main-actor task enqueued before a call ran before the call returned: it can only run
/// if the call suspended, or left the main actor.
@MainActor
private final class Interleaving {
    private var ran = false
    private var task: Task<Void, Never>?

    func enqueue() {
        ran = false
        task = Task { @MainActor in self.ran = true }
    }

    /// Whether the task ran, then lets it run (if it had not) before the next probe.
    func didRun() async -> Bool {
        let result = ran
        await task?.value
        return result
    }
}

@Suite("Validating from async code")
struct RuleSetAsyncValidationTests {
    @Test("a @MainActor function validates a non-Sendable model copied to a local var")
    @MainActor func mainActorCopy() async throws {
        let screen = DraftScreen()
        screen.draft.title = "  Groceries "
        try await screen.save()
        #expect(screen.draft.title == "Groceries")
        #expect(screen.report?.isValid == true)
        screen.draft.title = "   "
        try await screen.save()
        #expect(screen.report?.errors.map(\.code) == [.required])
    }

    @Test("without asynchronous rules, the awaited entry points do not suspend and stay on the caller's actor")
    @MainActor func noSuspension() async throws {
        let interleaving = Interleaving()
        var draft = Draft(title: " Groceries ")

        interleaving.enqueue()
        let report = try await Draft.rules.validate(&draft)
        MainActor.assertIsolated()
        #expect(await interleaving.didRun() == false)
        #expect(report.isValid && draft.title == "Groceries")

        interleaving.enqueue()
        let valid = try await Draft.rules.isValid(Draft(title: ""))
        #expect(await interleaving.didRun() == false)
        #expect(!valid)

        interleaving.enqueue()
        let result = try await Draft.rules.assign(.form([("title", "Errands")]), to: &draft)
        #expect(await interleaving.didRun() == false)
        #expect(result.report.isValid && draft.title == "Errands")

        interleaving.enqueue()
        let own = try await draft.validate()
        #expect(await interleaving.didRun() == false)
        #expect(own.isValid)

        interleaving.enqueue()
        let ownValid = try await draft.isValid()
        #expect(await interleaving.didRun() == false)
        #expect(ownValid)
    }

    @Test("with asynchronous rules, a non-Sendable model is validated from the main actor")
    @MainActor func mainActorWithChecks() async throws {
        let rules = RuleSet<Draft> {
            Attribute(\.title) {
                Trim()
                Remote(url: URL(string: "http://127.0.0.1:9/titles/available")!)
            }
        }
        var draft = Draft(title: " taken ")
        let checks = CheckOptions(clock: ManualClock(), transport: StubTransport.accepting(["free"]))
        let report = try await rules.validate(&draft, checks: checks)
        MainActor.assertIsolated()
        #expect(draft.title == "taken")
        #expect(report.errors.map(\.code) == [.remoteRejected])
        #expect(try await rules.isValid(Draft(title: "free"), checks: checks))
    }

    @Test("the synchronous entry points refuse asynchronous rules with an asynchronousRule diagnostic")
    func synchronousRefusesChecks() throws {
        let rules = RuleSet<Draft> {
            Attribute(\.title) { Remote(url: URL(string: "http://127.0.0.1:9/titles/available")!) }
        }
        var draft = Draft(title: "x")
        let validating = #expect(throws: RuleSetError.self) { try rules.validate(&draft) }
        #expect(validating?.diagnostics.map(\.kind) == [.asynchronousRule])
        let only = #expect(throws: RuleSetError.self) { try rules.validate(&draft, only: [\.title]) }
        #expect(only?.diagnostics.map(\.kind) == [.asynchronousRule])
        let checking = #expect(throws: RuleSetError.self) { try rules.isValid(draft) }
        #expect(checking?.diagnostics.map(\.kind) == [.asynchronousRule])
        let assigning = #expect(throws: RuleSetError.self) {
            try rules.assign(.form([("title", "y")]), to: &draft)
        }
        #expect(assigning?.diagnostics.map(\.kind) == [.asynchronousRule])
        #expect(draft.title == "x")
        // Assigning without validating runs no rule, so it has nothing to refuse.
        #expect(try rules.assign(.form([("title", "y")]), to: &draft, validating: false).isAssigned)
        #expect(draft.title == "y")
    }

    @Test("assign validates unless told not to")
    func assignValidates() throws {
        var draft = Draft()
        let validated = try Draft.rules.assign(.form([("title", "  ")]), to: &draft)
        #expect(validated.report.errors.map(\.code) == [.required])
        let unvalidated = try Draft.rules.assign(.form([("title", "  ")]), to: &draft, validating: false)
        #expect(unvalidated.report.isValid && unvalidated.isAssigned)
        #expect(draft.title == "  ")
    }
}
