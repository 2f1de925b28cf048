import Foundation
import Testing
@testable import Verdict
@testable import VerdictTestSupport

@Suite("Massive assignment: the README's example")
struct AssignmentReadmeTests {
    @Test("the README's login assignment gives what it says")
    func readmeExample() throws {
        var user = DocExamples.User()
        let body = Data(#"{"username": "alice", "password": "hunter22", "secret": "x", "isAdmin": true}"#.utf8)
        let result = try DocExamples.User.rules.assign(.json(body), to: &user, scenario: .login)
        #expect(result.ignoredKeys.map(\.description) == ["secret (unsafe)", "isAdmin (unknown)"])
        #expect(result.report.isValid)
        #expect(user.username == "alice" && user.password == "hunter22" && user.secret == "" && !user.isAdmin)
    }
}
