// swift-format-ignore-file
// (the examples keep the documentation's formatting)
import Foundation
import Verdict
#if canImport(FoundationNetworking)
import FoundationNetworking
@testable import VerdictTestSupport
#endif

// The examples in the documentation of the asynchronous rules (Sources/Verdict: AsyncValueRule,
// Remote and its transports, Constraint and Custom with an `async` closure, the asynchronous
// validation of rule sets and of `FormSession`), verbatim (DocExampleSyncTests checks it).
// Compiled, never run: those that post to a URL would reach the network.

// MARK: CheckContext.swift (also the `NotReserved` of the other examples)

extension DocExamples {
    struct NotReserved: AsyncValueRule {
        func check(_ value: String, context: CheckContext) async throws -> RuleFailure? {
            context.parameters["tenant"] == "demo" || value != "admin" ? nil
                : RuleFailure(code: "username.reserved", template: "{attribute} is reserved.")
        }
    }
}

extension DocExamples {
    // MARK: CheckContext.swift

    @MainActor static func checkContext() {
        let context = CheckContext(parameters: ["tenant": "demo"])
        _ = context
    }

    // MARK: AsyncValueRule.swift

    @MainActor static func asyncValueRule() {
        struct NotReserved: AsyncValueRule {
            func check(_ value: String, context: CheckContext) async throws -> RuleFailure? {
                try await Task.sleep(for: .milliseconds(1)) // a lookup somewhere
                return value == "admin" ? RuleFailure(code: "username.reserved", template: "{attribute} is reserved.") : nil
            }
        }
        let rules = RuleSet<SignUp> { Attribute(\.username) { Required(); NotReserved() } }
        _ = rules
    }

    @MainActor static func asyncValueRuleDefaults() {
        _ = NotReserved().timeout // .seconds(10)
        _ = NotReserved().answerLifetime // .seconds(60)
        _ = NotReserved().checkName // "NotReserved"
        _ = NotReserved().validate("admin")?.code // .checkNotAwaited
    }

    @MainActor static func asyncValueRuleCheck() async {
        let failure = await NotReserved().check("admin")
        _ = failure?.code // "username.reserved"
    }

    // MARK: Constraint.swift

    @MainActor static func asyncCheck() {
        _ = RuleSet<SignUp> {
            Constraint(\.email, reads: [\.email, \.username], code: "account.exists", message: "An account exists.") { form in
                await !Directory.shared.hasAccount(form.username, form.email)
            }
            Constraint(\.email, reads: [\.email]) { (form: SignUp) async in
                await Directory.shared.hasAccount(form.username, form.email)
                    ? RuleFailure(code: "account.exists", template: "An account exists for {attribute}.") : nil
            }
        }
    }

    // MARK: CheckError.swift

    static func checkError() throws {
        throw CheckError.badResponse(status: 503)
    }

    @MainActor static func checkErrorMembers() {
        print(CheckError.Kind.timeout) // timeout
        _ = CheckError.unreachable(URLError(.notConnectedToInternet))
        _ = CheckError.timeout.kind // .timeout
        _ = CheckError.badResponse(status: 503).status // 503
        print(CheckError.badResponse(status: 503)) // badResponse (503)
    }

    // MARK: Custom.swift

    @MainActor static func asyncCustom() {
        let available = Custom<String>("username.taken", message: "{attribute} is taken.") { name in
            try await Task.sleep(for: .milliseconds(1)) // ask the database
            return name != "admin"
        }
        _ = available
        _ = Custom<String>("username.taken", timeout: .seconds(2)) { name in await Directory.shared.isFree(name) }
        _ = Custom<String> { name async in
            await Directory.shared.isFree(name) ? nil : RuleFailure(code: "username.taken", template: "{attribute} is taken.")
        }
    }

    // MARK: Remote.swift

    @MainActor static func remote() {
        let rules = RuleSet<SignUp> {
            Attribute(\.username) {
                Required()
                Length(3...20)
                Remote(url: URL(string: "http://127.0.0.1:8080/usernames/available")!, message: "{attribute} is taken.")
            }
        }
        _ = rules
        _ = Remote<String>(url: URL(string: "http://127.0.0.1:8080/usernames/available")!, timeout: .seconds(3))
        _ = Remote<String>(url: URL(string: "http://127.0.0.1:8080/usernames/available")!).checkName
        // "Remote(http://127.0.0.1:8080/usernames/available)"
    }

    @MainActor static func remoteCheck() async throws {
        let failure = try await Remote<String>(url: URL(string: "http://127.0.0.1:8080/usernames/available")!)
            .check("alice", context: CheckContext())
        _ = failure
    }

    // MARK: RemoteTransport.swift

    @MainActor static func remoteTransport() {
        struct Offline: RemoteTransport {
            func post(_ body: Data, to url: URL, timeout: Duration) async throws -> RemoteResponse {
                throw CheckError.unreachable()
            }
        }
        _ = Offline()
        _ = RemoteResponse(status: 200, body: Data("true".utf8))
        let answer = RemoteResponse(status: 503, body: Data())
        _ = answer
    }

    // MARK: URLSessionTransport.swift

    @MainActor static func urlSessionTransport() {
        do {
            let transport = URLSessionTransport(session: .shared)
            _ = transport
        }
        let options = CheckOptions(transport: URLSessionTransport.shared)
        let transport = URLSessionTransport(session: URLSession(configuration: .ephemeral))
        _ = (options, transport)
    }

    @MainActor static func urlSessionTransportPost() async throws {
        let answer = try await URLSessionTransport.shared.post(
            Data(#"{"instance":"alice","extras":{}}"#.utf8), to: URL(string: "http://127.0.0.1:8080/usernames/available")!,
            timeout: .seconds(5))
        _ = answer
    }

    // MARK: RuleDiagnostic.swift

    @MainActor static func asynchronousRuleDiagnostic() {
        _ = RuleDiagnostic.Kind.asynchronousRule.rawValue // "asynchronousRule"
    }

    // MARK: CheckOptions.swift

    @MainActor static func checkOptions(form: SignUp) async throws {
        var form = form
        let options = CheckOptions(maximumConcurrentChecks: 2, parameters: ["tenant": "demo"])
        let report = try await SignUp.rules.validate(&form, checks: options)
        _ = report
    }

    @MainActor static func checkOptionsDebounce() {
        let options = CheckOptions(debounce: .milliseconds(300))
        _ = options
    }

    // MARK: RuleSet+AsyncValidation.swift

    @MainActor static func ruleSetAsyncValidation() async throws {
        var form = SignUp(username: "alice", email: "alice@example.com")
        let report = try await SignUp.rules.validate(&form, scenario: .register)
        _ = report
    }

    @MainActor static func ruleSetAsyncIsValid(form: SignUp) async throws {
        guard try await SignUp.rules.isValid(form, scenario: .register) else { return }
    }

    // MARK: CheckEvent.swift

    @MainActor static func checkEvent(form: FormSession<SignUp>, event: CheckEvent) {
        form.onCheck = { event in
            switch event.outcome {
            case .answered(let passed): print("\(event.path): \(passed ? "available" : "taken")")
            case .failed(let error): print("\(event.path): \(error)") // the server is down
            }
        }
        print(event) // username Remote(http://127.0.0.1:8080/usernames/available): passed
    }

    // MARK: FormGroup.swift

    @MainActor static func formGroupAsyncSubmit(form: FormGroup) async {
        if await form.submit().isValid { send() }
    }

    // MARK: FormSession.swift

    @MainActor static func validatedAsyncValidate(form: FormSession<SignUp>) async {
        let report = await form.validate()
        _ = report.isValid // the server's answers included
    }

    @MainActor static func validatedSettle(form: FormSession<SignUp>) async {
        form.username = "alice"          // validatesOnChange: the server is asked
        let report = await form.settle() // its answer is in
        _ = report
    }

    @MainActor static func validatedAsyncSubmit(form: FormSession<SignUp>) async {
        let report = await form.submit()
        if report.isValid { send(form.model) }
    }

    @MainActor static func validatedCheckOptions(form: FormSession<SignUp>) {
        form.checkOptions.parameters = ["tenant": "demo"]
        form.onCheck = { event in print(event) } // username Remote(…): failed
    }
}

// MARK: AsynchronousRules.md: validating from an `async` function, on the real clock

extension ReadmeAsyncExample {
    func register(_ account: Account) async throws -> ValidationReport {
        var account = account
        return try await Account.rules.validate(&account, checks: CheckOptions(maximumConcurrentChecks: 2))
    }
}
