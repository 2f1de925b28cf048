// swift-format-ignore-file
// (the examples keep the documentation's formatting)
import Foundation
import Testing
import Verdict
import VerdictTesting

// The examples of the Verdict article "Asynchronous and remote rules", verbatim: the rule set
// with a `Remote` rule and the unit test, which runs on a `StubTransport` and a `ManualClock`.
// The article's validation from an `async` function, on the real clock, is in
// Tests/VerdictTests/Documentation/DocExamples/AsyncDocExamples.swift (compiled, never run).

enum AsynchronousRulesArticle {
    struct Account: Sendable {
        var username = ""
        static let rules = RuleSet<Account> {
            Attribute(\.username) {
                Trim()
                Required()
                Length(3...20)  // no server call for a malformed value
                Remote(url: URL(string: "http://127.0.0.1:8080/usernames/available")!, message: "{attribute} is taken.")
            }
        }
    }
}

extension AsynchronousRulesArticle {
    @Suite("The asynchronous rules article's test")
    struct ArticleTests {
        @Test func aTakenUsernameIsRefused() async throws {
            let transport = StubTransport { request in
                RemoteResponse(status: 200, body: Data((request.instance == "alice" ? "false" : "true").utf8))
            }
            var account = Account(username: "alice")
            let report = try await Account.rules.validate(&account, checks: CheckOptions(clock: ManualClock(), transport: transport))
            #expect(report.errors.map(\.code) == [.remoteRejected])
        }
    }
}
