import Foundation
import Testing
import VerdictRemote
import VerdictTesting

@testable import VerdictTestSupport
@testable import VerdictValidation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The transport over a real socket on 127.0.0.1 (``LocalHTTPServer``, in the test process): the
/// only unit tests of asynchronous checks on the real clock, since what they test is the
/// transport's own deadline. Margins: a 1 s timeout against a server that drips for 15 s; the
/// other answers end the request at once, and their 60 s timeout only keeps a loaded machine
/// (the whole suite in parallel) from timing out first.
@Suite("URLSessionTransport over a local socket")
struct URLSessionTransportTests {
    private struct Probe: Sendable {
        var name = ""
    }

    private static func rules(_ url: URL, timeout: Duration = .seconds(60)) -> RuleSet<Probe> {
        RuleSet<Probe> {
            Attribute(\.name) { Remote(url: url, timeout: timeout, answerLifetime: .zero) }
        }
    }

    /// The check's own timeout does not fire here: the options' clock is manual, so that what
    /// ends the request is the transport.
    private static var options: CheckOptions {
        CheckOptions(clock: ManualClock(), transport: URLSessionTransport(session: .shared))
    }

    private static let body = Data(#"{"extras":{},"instance":"alice"}"#.utf8)

    @Test("an answer without end is a bad response once past 64 KiB, and the client stops reading")
    func endlessAnswer() async throws {
        let server = try LocalHTTPServer(.endless)
        defer { server.stop() }
        let report = try await Self.rules(server.url()).testValidate(Probe(name: "alice"), checks: Self.options).report
        #expect(report.errors.map(\.code) == [.checkBadResponse])
        try await server.waitForClosedConnections()
        // The transport keeps 64 KiB and drops the rest, but FoundationNetworking hands the bytes
        // to the session's delegate on a queue of its own while it reads on: what it read before
        // the cancellation landed depends on the machine's load (1 to 6 MB quiet, 19 MB once with
        // the whole suite running). The client closed long before the server's 1 GiB: a client
        // that read to the end (as before issue 24) fails this.
        #expect(server.bytesWritten < LocalHTTPServer.safetyLimit / 4)
    }

    @Test("the transport throws badResponse with the answer's status past 64 KiB")
    func endlessAnswerThrows() async throws {
        let server = try LocalHTTPServer(.endless)
        defer { server.stop() }
        await #expect {
            _ = try await URLSessionTransport.shared.post(Self.body, to: server.url(), timeout: .seconds(60))
        } throws: { error in
            (error as? CheckError)?.kind == .badResponse && (error as? CheckError)?.status == 200
        }
    }

    @Test("an answer that drips a byte every 100 ms ends at the timeout, though bytes keep coming")
    func drippingAnswer() async throws {
        let server = try LocalHTTPServer(.drip)
        defer { server.stop() }
        let report = try await Self.rules(server.url(), timeout: .seconds(1))
            .testValidate(Probe(name: "alice"), checks: Self.options).report
        #expect(report.errors.map(\.code) == [.checkTimeout])
        try await server.waitForClosedConnections()
        // 15 s of dripping would be 150 bytes: the client left long before.
        #expect(server.bytesWritten < 100)
    }

    @Test("a redirect is not followed: it is a bad response with its status", arguments: [301, 302, 303, 307, 308])
    func redirect(status: Int) async throws {
        let server = try LocalHTTPServer(.redirect(status: status))
        defer { server.stop() }
        let report = try await Self.rules(server.url()).testValidate(Probe(name: "alice"), checks: Self.options).report
        #expect(report.errors.map(\.code) == [.checkBadResponse])
        #expect(report.errors.first?.parameters["status"] == .int(status))
        #expect(server.requests == 1)
    }
}
