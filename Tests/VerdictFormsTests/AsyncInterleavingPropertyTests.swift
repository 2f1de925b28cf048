import Foundation
import Testing
import VerdictForms
import VerdictTesting
@testable import VerdictRemote
@testable import VerdictTestSupport

/// Random edits, validations, undos and redos, with the server's answers arriving late, out of
/// order, or failing, and time moving on a clock the test drives: whatever the interleaving, the
/// state and the report belong to the model's current values, and nothing is left running.
@MainActor
@Suite("Asynchronous checks: random interleavings")
struct AsyncInterleavingPropertyTests {
    struct Profile: Sendable, Equatable {
        var username = ""
        var email = ""
        var nickname = ""
    }

    nonisolated static let usernames = URL(string: "http://127.0.0.1:9/usernames/available")!
    nonisolated static let nicknames = URL(string: "http://127.0.0.1:9/nicknames/available")!
    nonisolated static let taken: [URL: Set<String>] = [usernames: ["alice", "admin"], nicknames: ["zed"]]

    nonisolated static let rules = RuleSet<Profile> {
        Attribute(\.username) {
            Trim()
            Required()
            Length(3...20)
            Remote(url: usernames, timeout: .seconds(3), answerLifetime: .seconds(5))
        }
        Attribute(\.email) {
            Required(); Email()
        }
        Attribute(\.nickname) {
            Length(max: 10); Remote(url: nicknames, timeout: .seconds(3))
        }
    }

    nonisolated static let asynchronousCodes: Set<ErrorCode> = [
        .remoteRejected, .checkTimeout, .checkBadResponse, .checkUnreachable,
    ]

    /// The report of a full validation of `model` with truthful answers.
    static func truth(_ model: Profile) async throws -> ValidationReport {
        let transport = StubTransport { request in
            let accepted = !(taken[request.url] ?? []).contains(request.instance ?? "")
            return RemoteResponse(status: 200, body: Data((accepted ? "true" : "false").utf8))
        }
        return try await rules.testValidate(model, checks: CheckOptions(clock: ManualClock(), transport: transport))
            .report
    }

    static func pairs(_ errors: [ValidationError]) -> [String] { errors.map { "\($0.path) \($0.code)" } }

    @Test(
        "the state and report always belong to the current values",
        arguments: [(0x5EED_A5C1 as UInt64, true), (0x5EED_A5C2, false), (0x5EED_A5C3, true), (0x5EED_A5C4, false)])
    func interleavings(seed: UInt64, validatesOnChange: Bool) async throws {
        var random = SplitMix64(seed: seed)
        let clock = ManualClock()
        let transport = StubTransport.held()
        var form: FormSession<Profile>? = try FormSession(
            Profile(), rules: Self.rules, validatesOnChange: validatesOnChange,
            checkOptions: CheckOptions(clock: clock, maximumConcurrentChecks: 2, transport: transport))
        var trace: [String] = []
        for _ in 0..<250 {
            guard let model = form else { break }
            let step = try await Self.step(model, clock: clock, transport: transport, random: &random)
            trace.append(step)
            for _ in 0..<Int.random(in: 0...12, using: &random) { await Task.yield() }
            try await Self.checkInvariants(of: model, trace: trace)
        }
        // Drain: the requests in flight are answered truthfully, and new checks get a server that
        // answers at once; then a validation that waits for its checks.
        let model = try #require(form)
        model.checkOptions.transport = StubTransport { request in
            let accepted = !(Self.taken[request.url] ?? []).contains(request.instance ?? "")
            return RemoteResponse(status: 200, body: Data((accepted ? "true" : "false").utf8))
        }
        for _ in 0..<10_000 where transport.inFlight > 0 {
            for request in transport.pending {
                transport.answer(request, accepted: !(Self.taken[request.url] ?? []).contains(request.instance ?? ""))
            }
            await Task.yield()
        }
        await model.settle()
        await model.validate()
        let expected = try await Self.truth(model.model)
        #expect(model.state.isDecided, "\(model.state) after \(trace.suffix(8))")
        #expect(Self.pairs(model.report.errors) == Self.pairs(expected.errors), "after \(trace.suffix(8))")
        // Released, the model leaves nothing running.
        form = nil
        for _ in 0..<1_000 where transport.inFlight > 0 || clock.sleeping > 0 { await Task.yield() }
        #expect(transport.inFlight == 0)
        #expect(clock.sleeping == 0)
    }

    /// One random operation; returns its name for the trace.
    static func step(
        _ model: FormSession<Profile>, clock: ManualClock, transport: StubTransport, random: inout SplitMix64
    ) async throws -> String {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<25:
            let value = ["al", "alice", "bob", "carol", "  erin ", "", "admin", "dave"].randomElement(using: &random)!
            model.username = value
            return "username=\(value)"
        case 25..<35:
            let value = ["", "nick", "toolongnickname", "zed"].randomElement(using: &random)!
            model.nickname = value
            return "nickname=\(value)"
        case 35..<42:
            let value = ["", "a@example.com", "bad"].randomElement(using: &random)!
            model.email = value
            return "email=\(value)"
        case 42..<55:
            _ = { model.validate() }()
            return "validate"
        case 55..<60:
            return "undo \(model.undo())"
        case 60..<63:
            return "redo \(model.redo())"
        case 63..<85:
            let pending = transport.pending
            guard !pending.isEmpty else { return "no request" }
            // Out of order: any pending request, not the oldest.
            let request = pending.randomElement(using: &random)!
            let accepted = !(taken[request.url] ?? []).contains(request.instance ?? "")
            return "answer \(request) \(transport.answer(request, accepted: accepted))"
        case 85..<90:
            guard let request = transport.pending.randomElement(using: &random) else { return "no request" }
            return "503 \(request) \(transport.answer(request, status: 503, body: Data()))"
        default:
            let seconds = Int.random(in: 0...4, using: &random)
            await clock.advance(by: .seconds(seconds))
            return "advance \(seconds)s"
        }
    }

    /// What must hold at any moment.
    static func checkInvariants(of model: FormSession<Profile>, trace: [String]) async throws {
        let context = Comment(rawValue: "state \(model.state), after \(trace.suffix(6))")
        switch model.state {
        case .validating(let pending):
            #expect(pending.isSubset(of: ["username", "nickname"]), context)
        case .clean, .invalid:
            let expected = try await truth(model.model)
            let synchronous = model.report.errors.filter { !asynchronousCodes.contains($0.code) }
            #expect(
                pairs(synchronous) == pairs(expected.errors.filter { !asynchronousCodes.contains($0.code) }), context)
            for path in ["username", "nickname"] {
                let found = model.report.errors.filter {
                    $0.path.description == path && asynchronousCodes.contains($0.code)
                }
                let rejected = expected.errors.contains { $0.path.description == path && $0.code == .remoteRejected }
                // No stale answer: a refusal is for the current value, which the server does refuse.
                for error in found where error.code == .remoteRejected {
                    #expect(rejected, context)
                    let current = path == "username" ? model.username : model.nickname
                    #expect(error.attemptedValue == .string(current), context)
                }
                // A value the server refuses is never reported as passing.
                if rejected { #expect(!found.isEmpty, context) }
            }
        case .empty, .dirty:
            break
        }
    }
}
