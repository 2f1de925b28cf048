import Foundation
import SignUpExample
import Testing
import Vapor
import Verdict
import VerdictVapor

/// The error's status, reason and response.
@Suite("ValidationProblemError")
struct ValidationProblemErrorTests {
    @Test("status and reason are the problem's; the response carries its JSON", arguments: [400, 422])
    func response(status: Int) throws {
        var signUp = SignUp()
        let report = try SignUp.rules.validate(&signUp, scenario: "login")
        let problem = report.problem(status: status, instance: "/login")
        let error = ValidationProblemError(problem)
        #expect(error.status.code == UInt(status))
        #expect(error.reason == problem.detail)
        let response = error.response()
        #expect(response.status.code == UInt(status))
        #expect(response.headers.first(name: .contentType) == "application/problem+json")
        #expect(response.body.data == problem.jsonData)
    }
}
