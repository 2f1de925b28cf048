import Foundation
import Testing
import VerdictTesting
import VerdictValidation

@testable import VerdictAssignment
@testable import VerdictRemote
@testable import VerdictTestSupport

/// A sign-up whose username a server checks, assigned from a request body.
private struct RemoteSignup: Sendable, AssignableModel {
    var username = ""
    var age = 0
    static let rules = RuleSet<RemoteSignup> {
        Attribute(\.username) {
            Required(); Remote(url: Registration.url)
        }
        Attribute(\.age) { Number(min: 18) }
    }
}

@Suite("Asynchronous rules in a rule set")
struct AsyncRuleSetTests {
    @Test("the server's true passes and its false fails with the rule's message, after the value was filtered")
    func answers() async throws {
        let transport = StubTransport.accepting(["alice"])
        let options = CheckOptions(clock: ManualClock(), transport: transport)
        var free = Registration(username: "  alice ", email: "alice@example.com")
        let passed = try await Registration.rules.validate(&free, checks: options)
        #expect(passed.isValid)
        #expect(free.username == "alice")
        let taken = try await Registration.rules.testValidate(
            Registration(username: "bob", email: "bob@example.com"), checks: options
        ).report
        #expect(taken.errors.map(\.code) == [.remoteRejected])
        #expect(taken.errors.first?.message == "Username is taken.")
        #expect(transport.requests.map(\.instance) == ["alice", "bob"])
    }

    @Test("the request is a JSON POST of the instance and the extras, the validation's parameters winning")
    func requestBody() async throws {
        let transport = StubTransport.accepting(["alice"])
        let rules = RuleSet<Registration> {
            Attribute(\.username) { Remote(url: Registration.url, parameters: ["tenant": "rule", "kind": "user"]) }
        }
        let options = CheckOptions(clock: ManualClock(), parameters: ["tenant": "call"], transport: transport)
        _ = try await rules.testValidate(Registration(username: "alice"), checks: options).report
        let request = try #require(transport.requests.first)
        #expect(
            String(decoding: request.body, as: UTF8.self)
                == #"{"extras":{"kind":"user","tenant":"call"},"instance":"alice"}"#)
        #expect(request.url == Registration.url)
        #expect(request.extras == ["kind": "user", "tenant": "call"])
    }

    @Test(
        "anything but the JSON true fails; error statuses and transport errors fail with codes of their own",
        arguments: [
            (200, " true\n", nil),
            (200, "false", ErrorCode.remoteRejected),
            (200, "\"true\"", .remoteRejected),
            (200, "1", .remoteRejected),
            (200, "{\"available\":true}", .remoteRejected),
            (200, "", .remoteRejected),
            (204, "true", nil),
            (404, "true", .checkBadResponse),
            (503, "", .checkBadResponse),
            (301, "true", .checkBadResponse),
        ] as [(Int, String, ErrorCode?)])
    func responses(status: Int, body: String, expected: ErrorCode?) async throws {
        let transport = StubTransport { _ in RemoteResponse(status: status, body: Data(body.utf8)) }
        let report = try await Registration.rules.testValidate(
            Registration(username: "alice", email: "alice@example.com"),
            checks: CheckOptions(clock: ManualClock(), transport: transport)
        ).report
        #expect(report.errors.map(\.code) == (expected.map { [$0] } ?? []))
        if expected == .checkBadResponse {
            #expect(report.errors.first?.parameters["status"] == .int(status))
        }
    }

    @Test("a transport error fails as unreachable, and no detail of it leaves in the error")
    func unreachable() async throws {
        let transport = StubTransport { _ in
            throw URLError(.cannotConnectToHost, userInfo: ["secret-host": "db.internal"])
        }
        let report = try await Registration.rules.testValidate(
            Registration(username: "alice", email: "alice@example.com"),
            checks: CheckOptions(clock: ManualClock(), transport: transport)
        ).report
        let error = try #require(report.errors.first)
        #expect(error.code == .checkUnreachable)
        #expect(error.message == "Username could not be checked; try again later.")
        let json = String(decoding: try JSONEncoder().encode(report), as: UTF8.self)
        #expect(!json.contains("internal"))
    }

    @Test("no server call for a value that its synchronous rules refuse, or an empty one")
    func synchronousRulesFirst() async throws {
        let transport = StubTransport.accepting([])
        let options = CheckOptions(clock: ManualClock(), transport: transport)
        let short = try await Registration.rules.testValidate(Registration(username: "al", email: "x"), checks: options)
            .report
        #expect(short.errors.map(\.code) == [.stringTooShort, .emailInvalid])
        let empty = try await Registration.rules.testValidate(Registration(username: "   "), checks: options).report
        #expect(empty.errors.map(\.code) == [.required, .required])
        #expect(transport.requests.isEmpty)
    }

    @Test("an asynchronous error takes its place after its attribute's errors, before the next attribute's")
    func reportOrder() async throws {
        let rules = RuleSet<Registration> {
            Attribute(\.username) {
                Remote(url: Registration.url); Length(max: 3).severity(.warning)
            }
            Attribute(\.email) { Required() }
            Attribute(\.nickname) { Remote(url: Registration.url) }
        }
        let report = try await rules.testValidate(
            Registration(username: "alice", nickname: "al"),
            checks: CheckOptions(clock: ManualClock(), transport: StubTransport.accepting([]))
        ).report
        #expect(
            report.errors.map { "\($0.path) \($0.code)" } == [
                "username string.tooLong", "username remote.rejected", "email required", "nickname remote.rejected",
            ])
    }

    @Test("at most the given number of checks run at a time", arguments: [1, 2, 3])
    func concurrencyLimit(limit: Int) async throws {
        struct Wide: Sendable {
            var a = "aaa", b = "bbb", c = "ccc", d = "ddd", e = "eee"
        }
        let taken: Set<String> = ["bbb", "ddd"]
        let rules = RuleSet<Wide> {
            for field in [\Wide.a, \.b, \.c, \.d, \.e] { Attribute(field) { Remote(url: Registration.url) } }
        }
        let transport = StubTransport.held()
        // A manual clock: no timeout fires while the test takes its time.
        let options = CheckOptions(clock: ManualClock(), maximumConcurrentChecks: limit, transport: transport)
        async let validation = rules.testValidate(Wide(), checks: options).report
        var answered = 0
        var mostInFlight = 0
        while answered < 5 {
            let request = await transport.nextRequest()
            // Lets the other started checks reach the transport (a bounded number of turns, no clock).
            for _ in 0..<10_000 where transport.pending.count < min(limit, 5 - answered) { await Task.yield() }
            mostInFlight = max(mostInFlight, transport.pending.count)
            transport.answer(request, accepted: !taken.contains(request.instance ?? ""))
            answered += 1
        }
        let report = try await validation
        #expect(mostInFlight == limit)
        #expect(report.errors.map(\.path.description) == ["b", "d"])
        #expect(transport.inFlight == 0)
    }

    @Test("a check that does not answer in time fails with check.timeout, and its request is cancelled")
    func timeout() async throws {
        let clock = ManualClock()
        let transport = StubTransport.held()
        let rules = RuleSet<Registration> {
            Attribute(\.username) { Remote(url: Registration.url, timeout: .seconds(5)) }
        }
        let options = CheckOptions(clock: clock, transport: transport)
        async let validation = rules.testValidate(Registration(username: "alice"), checks: options).report
        _ = await transport.nextRequest()
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(4))
        #expect(transport.pending.count == 1)
        await clock.advance(by: .seconds(1))
        let report = try await validation
        #expect(report.errors.map(\.code) == [.checkTimeout])
        #expect(transport.inFlight == 0)
        #expect(transport.pending.isEmpty)
    }

    @Test("answers are kept per value for the rule's lifetime, on the options' clock")
    func keptAnswers() async throws {
        let clock = ManualClock()
        let transport = StubTransport.accepting(["alice"])
        let rules = RuleSet<Registration> {
            Attribute(\.username) { Remote(url: Registration.url, answerLifetime: .seconds(30)) }
        }
        let options = CheckOptions(clock: clock, transport: transport)
        for name in ["alice", "bob", "alice", "bob"] {
            _ = try await rules.testValidate(Registration(username: name), checks: options).report
        }
        #expect(transport.requests.map(\.instance) == ["alice", "bob"])
        let kept = try await rules.testValidate(Registration(username: "bob"), checks: options).report
        #expect(kept.errors.map(\.code) == [.remoteRejected])
        await clock.advance(by: .seconds(30))
        _ = try await rules.testValidate(Registration(username: "alice"), checks: options).report
        #expect(transport.requests.map(\.instance) == ["alice", "bob", "alice"])
        // New options keep nothing.
        _ = try await rules.testValidate(
            Registration(username: "bob"), checks: CheckOptions(clock: ManualClock(), transport: transport)
        ).report
        #expect(transport.requests.count == 4)
    }

    @Test("errors are not kept: a failed check asks again")
    func errorsNotKept() async throws {
        let transport = StubTransport { _ in RemoteResponse(status: 500, body: Data()) }
        let options = CheckOptions(clock: ManualClock(), transport: transport)
        for _ in 0..<3 {
            _ = try await Registration.rules.testValidate(
                Registration(username: "alice", email: "a@example.com"), checks: options
            ).report
        }
        #expect(transport.requests.count == 3)
    }

    @Test("cancelling the validating task cancels its checks: nothing is left waiting")
    func cancellation() async throws {
        let transport = StubTransport.held()
        let options = CheckOptions(clock: ManualClock(), transport: transport)
        let task = Task {
            try await Registration.rules.testValidate(
                Registration(username: "alice", email: "a@example.com"), checks: options
            ).report
        }
        _ = await transport.nextRequest()
        task.cancel()
        let report = try await task.value
        #expect(!report.isValid)
        #expect(transport.inFlight == 0)
        #expect(transport.pending.isEmpty)
    }

    @Test("the synchronous entry points refuse a rule set with asynchronous rules, naming each once with its line")
    func synchronousRefused() throws {
        let line = #line + 2
        let rules = RuleSet<Registration> {
            Attribute(\.username) {
                Required(); Remote(url: Registration.url)
            }
            Attribute(\.email) {
                Custom<String> { _ in
                    await Task.yield(); return true
                }
            }
        }
        var registration = Registration()
        let error = #expect(throws: RuleSetError.self) { try rules.validate(&registration) }
        #expect(error?.diagnostics.map(\.kind) == [.asynchronousRule, .asynchronousRule])
        #expect(error?.diagnostics.first?.location == "VerdictValidationTests/AsyncRuleSetTests.swift:\(line)")
        #expect(error?.diagnostics.first?.message.contains("Attribute(\\Registration.username) › Remote") == true)
        #expect(throws: RuleSetError.self) { try rules.isValid(Registration()) }
        var model = Registration()
        #expect(throws: RuleSetError.self) { try rules.assign(.form([("username", "al")]), to: &model) }
        // The declaration itself is fine.
        #expect(rules.diagnostics().isEmpty)
    }

    @Test("an asynchronous rule applied alone without await fails rather than pass unchecked")
    func notAwaited() async {
        let remote = Remote<String>(url: Registration.url)
        #expect(remote.validate("alice")?.code == .checkNotAwaited)
        let custom = Custom<String> { _ in
            await Task.yield(); return true
        }
        #expect(custom.validate("alice")?.code == .checkNotAwaited)
        #expect(await remote.check("alice", transport: StubTransport.accepting(["alice"])) == nil)
        #expect(await remote.check("bob", transport: StubTransport.accepting(["alice"]))?.code == .remoteRejected)
    }

    @Test("Custom with an async closure and an asynchronous Constraint over the model")
    func customAndCheck() async throws {
        let rules = RuleSet<Registration> {
            Attribute(\.username) {
                Custom<String>("username.reserved", message: "{attribute} {value} is reserved.") { name in
                    await Task.yield()
                    return name != "admin"
                }
            }
            Constraint(\.email, reads: [\.username, \.email], code: "account.exists", message: "An account exists.") {
                (form: Registration) async in
                await Task.yield()
                return form.email != "\(form.username)@example.com"
            }
        }
        let report = try await rules.testValidate(
            Registration(username: "admin", email: "admin@example.com"), checks: CheckOptions(clock: ManualClock())
        ).report
        // Checks run side by side: the username's asynchronous failure does not skip the check
        // that reads it (only synchronous failures do).
        #expect(report.errors.map(\.code) == ["username.reserved", "account.exists"])
        #expect(report.errors.first?.message == "Username admin is reserved.")
        let other = try await rules.testValidate(
            Registration(username: "alice", email: "alice@example.com"), checks: CheckOptions(clock: ManualClock())
        ).report
        #expect(other.errors.map(\.code) == ["account.exists"])
    }

    @Test("a sensitive attribute's asynchronous failure keeps no value")
    func sensitive() async throws {
        struct Login: Sendable { var password = "" }
        let rules = RuleSet<Login> {
            Attribute(\.password) {
                Custom<String>("password.breached", message: "{attribute} ({value}) was leaked.") { _ in false }
            }
        }
        let report = try await rules.testValidate(
            Login(password: "hunter2"), checks: CheckOptions(clock: ManualClock())
        ).report
        let error = try #require(report.errors.first)
        #expect(error.attemptedValue == nil)
        #expect(error.message == "Password ((hidden)) was leaked.")
        #expect(!String(decoding: try JSONEncoder().encode(report), as: UTF8.self).contains("hunter2"))
    }

    @Test("an asynchronous rule at another stage than validation, or in a nested rule set, is a diagnostic")
    func misplaced() throws {
        struct Address: Sendable { var zip = "" }
        struct Order: Sendable { var code = ""; var address = Address() }
        let addressRules = RuleSet<Address> { Attribute(\.zip) { Remote(url: Registration.url) } }
        let rules = RuleSet<Order> {
            Attribute(\.code) { Remote(url: Registration.url) }.stage(.input)
            Nested(\.address, addressRules)
        }
        let diagnostics = rules.diagnostics()
        #expect(diagnostics.map(\.kind) == [.asynchronousRule, .asynchronousRule])
        #expect(diagnostics.contains { $0.message.contains("not at stage input") })
        #expect(diagnostics.contains { $0.message.contains("Nested(\\Order.address)") })
    }

    @Test("a request body is assigned, then validated with its asynchronous rules, in one awaited call")
    func assigning() async throws {
        let transport = StubTransport.accepting(["carol"])
        var taken = RemoteSignup()
        let result = try await RemoteSignup.rules.assign(
            .json(Data(#"{"username": "alice", "age": 30}"#.utf8)), to: &taken,
            checks: CheckOptions(clock: ManualClock(), transport: transport))
        #expect(result.isAssigned)
        #expect(result.report.errors.map(\.code) == [.remoteRejected])
        var malformed = RemoteSignup()
        let refused = try await RemoteSignup.rules.assign(
            .json(Data(#"{"username": "carol", "age": "old"}"#.utf8)), to: &malformed,
            checks: CheckOptions(clock: ManualClock(), transport: transport))
        #expect(!refused.isAssigned)
        #expect(refused.report.errors.map { "\($0.path) \($0.code)" } == ["age input.wrongType"])
        #expect(malformed.username == "")
        #expect(transport.requests.map(\.instance) == ["alice", "carol"])
    }

    @Test("the awaited assign with validating: false converts and writes, and runs no rule, asynchronous or not")
    func assigningWithoutValidating() async throws {
        let transport = StubTransport.accepting(["carol"])
        let checks = CheckOptions(clock: ManualClock(), transport: transport)
        var young = RemoteSignup()
        let written = try await RemoteSignup.rules.assign(
            .json(Data(#"{"username": "alice", "age": 12}"#.utf8)), to: &young, checks: checks, validating: false)
        #expect(written.isAssigned)
        #expect(written.report.isValid)
        #expect(young.username == "alice" && young.age == 12)
        var malformed = RemoteSignup()
        let refused = try await RemoteSignup.rules.assign(
            .json(Data(#"{"username": "", "age": "old"}"#.utf8)), to: &malformed, validating: false)
        #expect(!refused.isAssigned)
        #expect(refused.report.errors.map { "\($0.path) \($0.code)" } == ["age input.wrongType"])
        #expect(transport.requests.isEmpty)
    }

    @Test("answers about a sensitive attribute's values are not kept: a password is not kept as a key")
    func sensitiveNotKept() async throws {
        struct Login: Sendable { var password = "" }
        let rules = RuleSet<Login> { Attribute(\.password) { Remote(url: Registration.url) } }
        let transport = StubTransport.accepting(["correct horse"])
        let options = CheckOptions(clock: ManualClock(), transport: transport)
        for _ in 0..<3 { _ = try await rules.testValidate(Login(password: "correct horse"), checks: options).report }
        #expect(transport.requests.count == 3)
    }

    @Test("the awaiting isValid asks the server only when the synchronous rules pass")
    func awaitingIsValid() async throws {
        let transport = StubTransport.accepting(["carol"])
        let options = CheckOptions(clock: ManualClock(), transport: transport)
        #expect(
            try await Registration.rules.isValid(
                Registration(username: " carol ", email: "c@example.com"), checks: options))
        #expect(
            try await !Registration.rules.isValid(
                Registration(username: "alice", email: "a@example.com"), checks: options))
        #expect(
            try await !Registration.rules.isValid(
                Registration(username: "al", email: "a@example.com"), checks: options))
        #expect(transport.requests.map(\.instance) == ["carol", "alice"])
    }
}
