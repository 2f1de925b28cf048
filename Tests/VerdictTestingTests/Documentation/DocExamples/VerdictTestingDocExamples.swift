// swift-format-ignore-file
// (the examples keep the documentation's formatting)
import Foundation
import Testing
import Verdict
import VerdictTesting

// The examples in the documentation of Sources/VerdictTesting and of its DocC articles, verbatim
// (DocExampleSyncTests, in VerdictTests, checks it). Compiled, never run: they assert.

extension DocExamples {
    // MARK: ErrorAssertion.swift

    @MainActor static func errorAssertion(result: TestValidationResult<SignUp>) {
        result.shouldHaveError(at: \.password)
            .withCode(.stringTooShort)
            .withParameter("min", equalTo: 8)
            .withMessage("Password must contain at least 8 characters.")
            .only()
        let error = result.shouldHaveError(at: \.email).errors.first
        _ = error
        result.shouldHaveError(at: \.email).withCode(.emailInvalid)
        result.shouldHaveError(at: \.username).withMessage("Username must contain at least 4 characters.")
        result.shouldHaveError(at: \.nickname).withSeverity(.warning)
        result.shouldHaveError(at: \.password).withParameter("min", equalTo: 8)
        result.shouldHaveError(at: \.email).only()
        result.shouldHaveError(at: \.username)
            .withMessage("Username muss mindestens 4 Zeichen enthalten.", in: Locale(identifier: "de"))
    }

    // MARK: ExpectedError.swift

    @MainActor static func expectedError(result: TestValidationResult<SignUp>) {
        result.shouldHaveExactly([
            .at(\.username, .stringTooShort),
            .at("addresses[1].zip", .required),
        ])
        _ = ExpectedError<SignUp>.at(\.email, .emailInvalid).code // .emailInvalid
        _ = ExpectedError<SignUp>.at(\.nickname, .stringTooLong, severity: .warning).severity // .warning
    }

    @MainActor static func expectedErrorAt() {
        let atKeyPath: ExpectedError<Order> =
            .at(\Order.addresses[1].zip, .required)
        let atPath: ExpectedError<Order> =
            .at("addresses[1].zip", .required)
        _ = (atKeyPath, atPath)
    }

    // MARK: ExpectedState.swift

    @MainActor static func expectedState(form: FormSession<SignUp>, report: ValidationReport) {
        form.shouldTransition(through: ["dirty(username)", "invalid(1 error)", .clean]) { form in
            form.username = "al"
            form.validate()
            form.username = "alice"
            form.validate()
        }
        do {
            let expected = ExpectedState(.invalid(report))
            _ = expected
        }
        do {
            let expected: ExpectedState = "invalid(2 errors)"
            _ = expected
        }
    }

    @MainActor static func expectedStates(form: FormSession<SignUp>, expectedReport: ValidationReport) {
        form.shouldHaveState(.empty)
        form.shouldHaveState(.validating(["username"]))
        form.shouldHaveState(.clean)
        form.shouldHaveState(.dirty(["email", "username"]))
        form.shouldHaveState(.invalid(expectedReport))
        _ = ExpectedState("dirty(email)").matches(.dirty(["email"])) // true
        _ = ExpectedState.clean.description // "clean"
    }

    // MARK: RuleFailureAssertion.swift

    @MainActor static func ruleFailureAssertion() {
        Length(min: 8).shouldFail(on: "short")
            .withParameter("min", equalTo: 8)
            .withMessage("Password must contain at least 8 characters.", label: "Password")
        _ = Length(min: 3).shouldFail(on: "ab").failure?.code // .stringTooShort
        Number(min: 18).shouldFail(on: 12).withParameter("min", equalTo: 18)
        Length(min: 3).shouldFail(on: "ab").withMessage("Name must contain at least 3 characters.", label: "Name")
        Length(min: 3).shouldFail(on: "ab")
            .withMessage("Name muss mindestens 3 Zeichen enthalten.", label: "Name", in: Locale(identifier: "de"))
    }

    // MARK: RuleSet+TestValidate.swift

    @MainActor static func ruleSetTestValidate() throws {
        let result = try SignUp.rules.testValidate(SignUp(username: "Al"), scenario: .register)
        result.shouldHaveError(at: \.username, withCode: .stringTooShort)
    }

    @MainActor static func ruleSetTestValidateAsync(form: SignUp) async throws {
        let result = try await SignUp.rules.testValidate(form, checks: CheckOptions(clock: ManualClock(), transport: StubTransport.accepting([])))
        result.shouldHaveError(at: \.username, withCode: .remoteRejected)
    }

    // MARK: ManualClock.swift

    @MainActor static func manualClock() async {
        let clock = ManualClock()
        let options = CheckOptions(clock: clock, debounce: .milliseconds(300))
        // … an edit starts a check, which waits for the debounce …
        await clock.advance(by: .milliseconds(300))
        _ = options
    }

    @MainActor static func manualClockInstant(clock: ManualClock, deadline: ManualClock.Instant) {
        _ = clock.now.advanced(by: .seconds(1))
        _ = clock.now.duration(to: deadline)
        _ = clock.now < deadline
        print(clock.now) // +0.0 seconds
        _ = clock.now.offset // .zero
        _ = clock.minimumResolution // .nanoseconds(1)
    }

    @MainActor static func manualClockSleep(clock: ManualClock) async throws {
        try await clock.sleep(until: clock.now.advanced(by: .seconds(1)), tolerance: nil)
        await clock.advance(by: .seconds(10)) // a pending check times out
        await clock.waitForSleepers(1)
    }

    // MARK: StubTransport.swift

    @MainActor static func stubTransport(form: SignUp) async throws {
        var form = form
        let taken: Set<String> = ["admin", "root"]
        let transport = StubTransport { request in
            RemoteResponse(status: 200, body: Data((taken.contains(request.instance ?? "") ? "false" : "true").utf8))
        }
        let report = try await SignUp.rules.validate(&form, checks: CheckOptions(clock: ManualClock(), transport: transport))
        _ = transport.requests.count // 1
        _ = report
    }

    @MainActor static func stubTransportRequest(request: StubTransport.Request) {
        print(request) // #0 alice → http://127.0.0.1:8080/usernames/available
    }

    @MainActor static func stubTransportInit() {
        let down = StubTransport { _ in throw URLError(.cannotConnectToHost) }
        let transport = StubTransport.accepting(["alice", "bob"])
        _ = (down, transport)
    }

    @MainActor static func stubTransportHeld() async {
        let transport = StubTransport.held()
        let request = await transport.nextRequest()
        transport.answer(request, accepted: true)
    }

    @MainActor static func stubTransportAnswers(transport: StubTransport, first: StubTransport.Request) async {
        let second = await transport.nextRequest(after: first)
        _ = second
    }

    @MainActor static func stubTransportAnswer(transport: StubTransport, request: StubTransport.Request) {
        transport.answer(request, status: 503, body: Data())
        transport.answer(request, accepted: false) // taken
        transport.fail(request, with: URLError(.cannotConnectToHost))
    }

    @MainActor static func stubTransportPost(transport: StubTransport, url: URL) async throws {
        let answer = try await transport.post(Data(#"{"instance":"alice"}"#.utf8), to: url, timeout: .seconds(1))
        _ = answer
    }

    // MARK: TestValidationResult+Assertions.swift

    @MainActor static func testValidationResultAssertions(validSignUp: SignUp) throws {
        try SignUp.rules.testValidate(validSignUp, scenario: .register).shouldBeValid()
    }

    @MainActor static func testValidationResultPaths(result: TestValidationResult<Order>) {
        result.shouldHaveError(at: \.email, withCode: .emailInvalid)
        result.shouldHaveError(at: \Order.addresses[1].zip).withCode(.required).only()
        result.shouldHaveError(at: "addresses[1].zip", withCode: .required)
        result.shouldNotHaveError(at: "addresses[0].zip")
    }

    @MainActor static func testValidationResultSignUp(result: TestValidationResult<SignUp>) {
        result.shouldNotHaveError(at: \.username)
        result.shouldNotHaveError(at: \.password, withCode: .charactersMissingDigit)
        result.shouldHaveExactly([
            .at(\.username, .stringTooShort),
            .at("addresses[1].zip", .required),
            .at(\.nickname, .stringTooLong, severity: .warning),
        ])
    }

    // MARK: TestValidationResult.swift

    @MainActor static func testValidationResult(form: SignUp) throws {
        let result = try SignUp.rules.testValidate(form, scenario: .register)
        result.shouldHaveError(at: \.email).withCode(.emailInvalid).only()
        result.shouldNotHaveError(at: \.username)
        #expect(result.report.errors.count == 2)
        #expect(result.model.username == "alice")
        _ = result.errors.map(\.code) // [.stringTooShort, .emailInvalid]
        _ = result.scenario // "register"
    }

    // MARK: SelfValidating+TestValidate.swift

    @MainActor static func validatableTestValidate() throws {
        try SignUp(username: "alice", email: "alice@example.com").testValidate().shouldBeValid()
    }

    // MARK: FormSession+Testing.swift

    @MainActor static func validatedTesting(form: FormSession<SignUp>) {
        form.username = "alice"
        form.shouldHaveState(.dirty(["username"]))
        form.validate()
        form.shouldHaveState("invalid(1 error)")
    }

    @MainActor static func validatedTransitions(form: FormSession<SignUp>) {
        form.shouldTransition(
            through: ["dirty(username)", "invalid(1 error)", "dirty(username)", .clean],
            applying: [.set(\.username, to: "al"), .validate, .set(\.username, to: "alice"), .validate])
        form.shouldTransition(through: ["dirty(username)", "invalid(1 error)"]) { form in
            form.username = "al"
            form.validate()
        }
    }

    @MainActor static func validatedUndoRedo(form: FormSession<SignUp>) {
        form.email = "oops"
        form.shouldUndo(to: SignUp(username: "alice", email: "alice@example.com"), state: .clean)
        form.undo()
        form.shouldRedo(to: SignUp(username: "alice", email: "alice@example.com"), state: .clean)
    }

    // MARK: FormStep.swift

    @MainActor static func validatedStep(form: FormSession<SignUp>) {
        form.shouldTransition(
            through: ["dirty(username)", "invalid(2 errors)"],
            applying: [.set(\.username, to: "alice"), .validate])
        _ = FormStep<SignUp>.validate.name // "validate"
        let scenario = FormStep<SignUp>("switch to login") { try? $0.setScenario(.login) }
        _ = scenario
    }

    @MainActor static func validatedSteps() {
        let set: FormStep<SignUp> =
            .set(\.email, to: "alice@example.com")
        let validate: FormStep<SignUp> =
            .validate
        let submit: FormStep<SignUp> =
            .submit
        let undo: FormStep<SignUp> =
            .undo
        let redo: FormStep<SignUp> =
            .redo
        let reset: FormStep<SignUp> =
            .reset(to: SignUp())
        _ = [set, validate, submit, undo, redo, reset]
    }

    // MARK: ValueRule+Testing.swift

    @MainActor static func valueRuleTesting() {
        Length(min: 3).shouldPass(on: "abc")
        Length(min: 3).shouldFail(on: "ab", withCode: .stringTooShort).withParameter("min", equalTo: 3)
        Trim().shouldFilter("  alice ", to: "alice")
    }

    // MARK: VerdictTesting.docc/VerdictTesting.md

    @MainActor static func verdictTestingArticle(form: SignUp) throws {
        let result = try SignUp.rules.testValidate(form, scenario: .register)
        result.shouldHaveError(at: \.username, withCode: .stringTooShort).only()
        result.shouldNotHaveError(at: \.email)
        Length(min: 3).shouldFail(on: "ab", withCode: .stringTooShort)
    }

    // MARK: SelfValidating+TestValidate.swift, FormSession+AsyncTesting.swift (awaiting)

    @MainActor static func selfValidatingTestValidateAsync() async throws {
        let result = try await SignUp(username: "alice").testValidate(checks: CheckOptions(clock: ManualClock(), transport: StubTransport.accepting([])))
        result.shouldHaveError(at: \.username, withCode: .remoteRejected)
    }

    @MainActor static func validatedTestValidateAsync(form: FormSession<SignUp>) async {
        form.username = "alice"
        await form.testValidate().shouldHaveError(at: \.username, withCode: .remoteRejected)
    }
}
