import Foundation
import Testing
import Verdict
import VerdictTesting
@testable import VerdictTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The demo server of `Examples/Server` (seed 003's username availability), from
/// `VERDICT_SERVER_URL` (`http://127.0.0.1:PORT`); `.ci/run` starts it and sets the variable.
/// Without it these tests are skipped.
private let demoServer = ProcessInfo.processInfo.environment["VERDICT_SERVER_URL"].flatMap { URL(string: $0) }

/// `path` on `server`; without a server (the tests are then skipped), on a port where none listens.
private func endpoint(_ path: String, on server: URL? = demoServer) -> URL {
    (server ?? URL(string: "http://127.0.0.1:9")!).appendingPathComponent(path)
}

/// A sign-up form whose username the demo server checks.
private struct Account: Sendable {
    var username = ""

    /// The username rules, asking `path` on `server` with the given timeout.
    static func rules(
        _ path: String = "usernames/available", server: URL? = demoServer, timeout: Duration = .seconds(10)
    ) -> RuleSet<Account> {
        let url = endpoint(path, on: server)
        return RuleSet<Account> {
            Attribute(\.username) {
                Required()
                Remote(url: url, message: "{attribute} is taken.", timeout: timeout)
            }
        }
    }
}

/// A form whose value the server cannot read as a username: it sends a number.
private struct Ticket: Sendable {
    var number = 0

    static let rules = RuleSet<Ticket> {
        Attribute(\.number) {
            Remote(url: endpoint("usernames/available"))
        }
    }
}

@Suite(
    "Remote over real HTTP against the demo server (URLSession)",
    .enabled(if: demoServer != nil, "set VERDICT_SERVER_URL to a running verdict-server")
)
struct RemoteIntegrationTests {
    /// No answer is kept between the checks of a test: each validation gets new options.
    private var options: CheckOptions { CheckOptions(transport: URLSessionTransport.shared) }

    @Test("a free username passes", arguments: ["bob", "carol_1", "Alice2"])
    func available(username: String) async throws {
        let report = try await Account.rules().testValidate(Account(username: username), checks: options).report
        #expect(report.isValid)
        #expect(report.errors.isEmpty)
    }

    @Test(
        "a taken username fails with remote.rejected and the rule's message", arguments: ["alice", "ADMIN", "Verdict"])
    func taken(username: String) async throws {
        let report = try await Account.rules().testValidate(Account(username: username), checks: options).report
        #expect(report.errors.map(\.code) == [.remoteRejected])
        #expect(report.errors.first?.message == "Username is taken.")
    }

    @Test(
        "the extras reach the server: a delay asked in them runs into the rule's timeout",
        arguments: [MessageParameter.int(3_000), .string("3000")])
    func extrasDelay(delay: MessageParameter) async throws {
        var options = options
        options.parameters = ["delayMilliseconds": delay]
        let rules = Account.rules(timeout: .milliseconds(300))
        let report = try await rules.testValidate(Account(username: "bob"), checks: options).report
        #expect(report.errors.map(\.code) == [.checkTimeout])
    }

    @Test(
        "a server slower than the rule's timeout fails with check.timeout, whole seconds or not",
        arguments: [Duration.milliseconds(300), .seconds(1), .milliseconds(1_500)])
    func timeout(timeout: Duration) async throws {
        var options = options
        options.parameters = ["delayMilliseconds": 3_000]
        let report = try await Account.rules(timeout: timeout).testValidate(Account(username: "bob"), checks: options)
            .report
        #expect(report.errors.map(\.code) == [.checkTimeout])
    }

    @Test("an answer within a timeout of 1.9 s is not cut short at 1 s (URLSession on Linux counts whole seconds)")
    func fractionalTimeout() async throws {
        var options = options
        options.parameters = ["delayMilliseconds": 1_100]
        let rules = Account.rules(timeout: .milliseconds(1_900))
        let report = try await rules.testValidate(Account(username: "bob"), checks: options).report
        #expect(report.isValid)
    }

    @Test("a short delay in the extras is waited for, and the answer still arrives")
    func extrasShortDelay() async throws {
        var options = options
        options.parameters = ["delayMilliseconds": 100, "tenant": "demo"]
        let report = try await Account.rules().testValidate(Account(username: "root"), checks: options).report
        #expect(report.errors.map(\.code) == [.remoteRejected])
    }

    @Test("a 503 fails with check.badResponse and the status")
    func unavailableService() async throws {
        let report = try await Account.rules("usernames/unavailable-service")
            .testValidate(Account(username: "bob"), checks: options).report
        #expect(report.errors.map(\.code) == [.checkBadResponse])
        #expect(report.errors.first?.parameters["status"] == .int(503))
    }

    @Test("a body the server cannot read (a number for a username) is answered 400: check.badResponse")
    func malformedBody() async throws {
        let report = try await Ticket.rules.testValidate(Ticket(number: 42), checks: options).report
        #expect(report.errors.map(\.code) == [.checkBadResponse])
        #expect(report.errors.first?.parameters["status"] == .int(400))
    }

    @Test("a port where nothing listens fails with check.unreachable")
    func closedPort() async throws {
        let port = try ReservedPort()
        defer { port.release() }
        let server = try #require(URL(string: "http://127.0.0.1:\(port.number)"))
        let report = try await Account.rules(server: server).testValidate(Account(username: "bob"), checks: options)
            .report
        #expect(report.errors.map(\.code) == [.checkUnreachable])
    }

    @Test("cancelling the validating task while the server delays its answer ends the validation, not valid")
    func cancellation() async throws {
        let transport = AnnouncingTransport()
        var options = CheckOptions(transport: transport)
        options.parameters = ["delayMilliseconds": 5_000]
        let task = Task {
            try await Account.rules(timeout: .seconds(20)).testValidate(Account(username: "bob"), checks: options)
                .report
        }
        await transport.firstRequest()
        task.cancel()
        let report = try await task.value
        #expect(!report.isValid)
        #expect(report.errors.map(\.code) == [.checkUnreachable])
    }
}

/// `URLSessionTransport.shared`, telling when its first request leaves.
private struct AnnouncingTransport: RemoteTransport {
    private let requests: AsyncStream<Void>
    private let announce: AsyncStream<Void>.Continuation

    init() {
        (requests, announce) = AsyncStream.makeStream(of: Void.self)
    }

    func post(_ body: Data, to url: URL, timeout: Duration) async throws -> RemoteResponse {
        announce.yield()
        return try await URLSessionTransport.shared.post(body, to: url, timeout: timeout)
    }

    /// Returns once a request has left.
    func firstRequest() async {
        var iterator = requests.makeAsyncIterator()
        _ = await iterator.next()
    }
}

/// A port of 127.0.0.1 on which nothing listens while it is held: a socket bound to it that
/// never listens keeps other programs from taking it, and connections to it are refused.
private struct ReservedPort {
    let number: Int
    private let socketDescriptor: Int32

    init() throws {
        (socketDescriptor, number) = try LoopbackSocket.bound(listening: nil)
    }

    func release() {
        close(socketDescriptor)
    }
}
