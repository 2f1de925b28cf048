#if Vapor
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
            let report = try SignUp.rules.validate(&signUp, scenario: .login)
            let problem = report.problem(status: status, instance: "/login")
            let error = ValidationProblemError(problem)
            #expect(error.status.code == UInt(status))
            #expect(error.reason == problem.detail)
            let response = error.response()
            #expect(response.status.code == UInt(status))
            #expect(response.headers.first(name: .contentType) == "application/problem+json")
            #expect(response.body.data == problem.jsonData)
        }

        @Test(
            "Content-Language is the problem's contentLanguage, and absent when it has none",
            arguments: [("de", "de"), ("en", "en"), (nil, nil), ("de-CH", "de-CH")] as [(String?, String?)])
        func contentLanguage(locale: String?, expected: String?) throws {
            var signUp = SignUp()
            let report = try SignUp.rules.validate(&signUp, scenario: .login)
            let catalog = MessageCatalog(language: "de-CH", labels: ["username": "Benutzername"])
            var problem = report.problem(locale: locale.map { Locale(identifier: $0) }, catalog: catalog)
            if locale == nil { problem.contentLanguage = nil }  // as a problem decoded from JSON
            let response = ValidationProblemError(problem).response()
            #expect(response.headers.first(name: .contentLanguage) == expected)
        }
    }
#endif
