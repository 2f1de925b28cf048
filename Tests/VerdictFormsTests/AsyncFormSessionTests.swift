import Foundation
import Testing
import VerdictForms
import VerdictTesting
@testable import VerdictTestSupport

/// What a `FormSession` model does with asynchronous rules: the validating state, answers in any
/// order, edits and undo that cancel, kept answers, debounce, events.
@MainActor
@Suite("FormSession with asynchronous rules")
struct AsyncFormSessionTests {
    let transport = StubTransport.held()
    let clock = ManualClock()

    func form(validatesOnChange: Bool = true, debounce: Duration = .zero) throws -> FormSession<Registration> {
        try FormSession(
            Registration(email: "a@example.com"), rules: Registration.rules, validatesOnChange: validatesOnChange,
            checkOptions: CheckOptions(clock: clock, debounce: debounce, transport: transport))
    }

    @Test("an edit goes dirty → validating(username) → clean as the answer arrives, and observers hear of the answer")
    func states() async throws {
        let form = try form()
        var states: [String] = []
        var events: [String] = []
        form.onStateChange = { states.append($0.description) }
        form.onCheck = { events.append("\($0.path) \($0.outcome)") }
        form.username = "carol"
        #expect(form.state == .validating(["username"]))
        let request = await transport.nextRequest()
        #expect(request.instance == "carol")
        transport.answer(request, accepted: true)
        await form.validate()
        #expect(states == ["dirty(username)", "validating(username)", "clean"])
        #expect(events == ["username answered(passed: true)"])
        #expect(form.report.isValid)
    }

    @Test("a refused value makes the model invalid with the rule's message")
    func refused() async throws {
        let form = try form()
        form.username = "alice"
        transport.answer(await transport.nextRequest(), accepted: false)
        let report = await form.validate()
        #expect(form.state.description == "invalid(1 error)")
        #expect(report.errors.map(\.message) == ["Username is taken."])
    }

    @Test("a newer edit cancels the check in flight, and the older answer is never applied")
    func staleAnswer() async throws {
        let form = try form()
        form.username = "bob"
        let first = await transport.nextRequest()
        form.username = "carol"
        // The first request was cancelled: answering it applies nothing.
        let second = await transport.nextRequest(after: first)
        #expect(second.instance == "carol")
        #expect(transport.answer(first, accepted: false) == false)
        #expect(form.state == .validating(["username"]))
        transport.answer(second, accepted: true)
        await form.validate()
        #expect(form.state == .clean)
        #expect(transport.inFlight == 0)
    }

    @Test("no server call while the synchronous rules fail; typing back a value already checked asks nobody")
    func economy() async throws {
        let form = try form()
        form.username = "al"  // too short
        #expect(form.state.description == "invalid(1 error)")
        form.username = "carol"
        transport.answer(await transport.nextRequest(), accepted: true)
        await form.validate()
        form.username = "dave"
        transport.answer(await transport.nextRequest(), accepted: false)
        await form.validate()
        form.username = "carol"
        #expect(form.state == .clean)
        #expect(transport.requests.map(\.instance) == ["carol", "dave"])
    }

    @Test("with a debounce, quick edits make one request, for the last value")
    func debounce() async throws {
        let form = try form(debounce: .milliseconds(300))
        for prefix in ["c", "ca", "car", "caro", "carol"] {
            form.username = prefix
            await clock.advance(by: .milliseconds(100))
        }
        #expect(transport.requests.isEmpty)
        await clock.waitForSleepers(1)
        await clock.advance(by: .milliseconds(300))
        let request = await transport.nextRequest()
        #expect(request.instance == "carol")
        transport.answer(request, accepted: true)
        await form.validate()
        #expect(transport.requests.map(\.instance) == ["carol"])
        #expect(form.state == .clean)
    }

    @Test("undo during a check cancels it and returns to the clean checkpoint")
    func undoCancels() async throws {
        let form = try form()
        form.username = "carol"
        transport.answer(await transport.nextRequest(), accepted: true)
        await form.validate()
        form.username = "dave"
        let pending = await transport.nextRequest()
        #expect(form.state == .validating(["username"]))
        form.undo()
        #expect(form.state == .clean)
        #expect(form.username == "carol")
        #expect(transport.answer(pending, accepted: false) == false)
        await form.validate()
        #expect(form.state == .clean)
        #expect(transport.inFlight == 0)
    }

    @Test("submit without await reports the pending check; await submit waits for it")
    func submit() async throws {
        let form = try form(validatesOnChange: false)
        form.username = "carol"
        let early = { form.submit() }()  // the synchronous submit
        #expect(early.errors.map(\.code) == [.checkPending])
        #expect(form.state == .validating(["username"]))
        let request = await transport.nextRequest()
        async let answered: Void = { transport.answer(request, accepted: true) }()
        let report = await form.submit()
        await answered
        #expect(report.isValid)
        #expect(form.state == .clean)
    }

    @Test("a transport error fails the attribute, observers hear of the error, and the next validation asks again")
    func transportError() async throws {
        let form = try form()
        var events: [CheckEvent] = []
        form.onCheck = { events.append($0) }
        form.username = "carol"
        transport.fail(await transport.nextRequest(), with: URLError(.cannotConnectToHost))
        let report = await form.settle()
        #expect(report.errors.map(\.code) == [.checkUnreachable])
        guard case .failed(let error) = events.first?.outcome else {
            Issue.record("no failed event: \(events)")
            return
        }
        #expect(error.kind == .unreachable)
        #expect((error.underlying as? URLError)?.code == .cannotConnectToHost)
        _ = { form.validate() }()  // the synchronous validate: it starts the check
        #expect(form.state == .validating(["username"]))
        transport.answer(await transport.nextRequest(), accepted: true)
        #expect(await form.validate().isValid)
    }

    @Test("a check times out on the options' clock")
    func timeout() async throws {
        let form = try form()
        form.username = "carol"
        _ = await transport.nextRequest()
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(10))
        // Not `validate()`: a validation asks again after an error (only answers are kept).
        let report = await form.settle()
        #expect(report.errors.map(\.code) == [.checkTimeout])
        #expect(transport.inFlight == 0)
    }

    @Test("a form group is not ready to submit while a member is validating; its async submit waits")
    func formGroup() async throws {
        let member = try form()
        let group = FormGroup()
        group.add(member, as: "account")
        member.username = "carol"
        #expect(group.state == .validating(["account.username"]))
        #expect(!group.isReadyToSubmit)
        let request = await transport.nextRequest()
        async let answered: Void = { transport.answer(request, accepted: true) }()
        let report = await group.submit()
        await answered
        #expect(report.isValid)
        #expect(group.state == .clean)
        #expect(group.isReadyToSubmit)
    }

    @Test("releasing the model cancels its checks: nothing is left waiting")
    func release() async throws {
        var form: FormSession<Registration>? = try self.form()
        form?.username = "carol"
        _ = await transport.nextRequest()
        form = nil
        for _ in 0..<1_000 where transport.inFlight > 0 { await Task.yield() }
        #expect(transport.inFlight == 0)
        #expect(transport.pending.isEmpty)
    }
}
