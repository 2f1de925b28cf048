import Foundation
import Verdict
@testable import VerdictTestSupport

// The README's section "Asynchronous rules and remote validation", compiled. Nothing here runs:
// the rule set posts to a server that tests do not start.

enum ReadmeAsyncExample {
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

    func register(_ username: String) async throws -> ValidationReport {
        var account = Account(username: username)
        return try await Account.rules.validate(&account)  // without await, it does not compile
    }
}
