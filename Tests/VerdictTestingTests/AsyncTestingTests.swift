import Foundation
import Testing
import Verdict
import VerdictTesting

/// The testing helpers of asynchronous rules: the awaiting `testValidate`s, `StubTransport` and
/// `ManualClock`.
@Suite("Testing asynchronous rules")
@MainActor
struct AsyncTestingTests {
    struct Handle: SelfValidating, Sendable {
        var username = ""
        static let rules = RuleSet<Handle> {
            Attribute(\.username) {
                Required()
                Remote(url: URL(string: "http://127.0.0.1:9/usernames/available")!, timeout: .seconds(2))
            }
        }
    }

    @Test func awaitingTestValidateOfAModelAndOfAValidatedForm() async throws {
        let transport = StubTransport.accepting(["carol"])
        // A manual clock: on a loaded machine the suite can take longer than the answers are kept,
        // and a real clock would expire them between the two validations.
        let options = CheckOptions(clock: ManualClock(), transport: transport)
        try await Handle(username: "alice").testValidate(checks: options)
            .shouldHaveError(at: \.username, withCode: .remoteRejected).only()
        try await Handle(username: "carol").testValidate(checks: options).shouldBeValid()
        let form = try FormSession(Handle(), rules: Handle.rules, checkOptions: options)
        form.username = "alice"
        await form.testValidate().shouldHaveError(at: \.username, withCode: .remoteRejected)
        form.username = "carol"
        await form.testValidate().shouldBeValid()
        // The form was given the same options: it asks nobody again about values they answered.
        #expect(transport.requests.map(\.instance) == ["alice", "carol"])
    }

    @Test func heldRequestsAreAnsweredInTheOrderTheTestChooses() async throws {
        let transport = StubTransport.held()
        // A manual clock: the check's timeout never fires while the test takes its time.
        let options = CheckOptions(clock: ManualClock(), transport: transport)
        let form = try FormSession(Handle(), rules: Handle.rules, checkOptions: options)
        form.username = "alice"
        _ = { form.validate() }()
        let request = await transport.nextRequest()
        #expect(request.instance == "alice")
        #expect(request.description == "#0 alice → http://127.0.0.1:9/usernames/available")
        form.shouldHaveState(.validating(["username"]))
        #expect(transport.answer(request, accepted: true))
        #expect(!transport.answer(request, accepted: true))  // answered once only
        await form.settle()
        form.shouldHaveState(.clean)
    }

    @Test func aManualClockMovesOnlyWhenTold() async throws {
        let clock = ManualClock()
        let transport = StubTransport.held()
        let options = CheckOptions(clock: clock, transport: transport)
        let validation = Task { try await Handle.rules.testValidate(Handle(username: "alice"), checks: options).report }
        _ = await transport.nextRequest()
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        #expect(transport.pending.count == 1)
        #expect(clock.now.offset == .seconds(1))
        await clock.advance(by: .seconds(1))
        let report = try await validation.value
        #expect(report.errors.map(\.code) == [.checkTimeout])
    }
}
