import Testing

@testable import VerdictAssignment
@testable import VerdictSchema
@testable import VerdictTestSupport
@testable import VerdictValidation

/// The documentation's examples of `APIDescription` give what they say.
@Suite("APIDescription documentation examples")
struct APIDescriptionDocExamplesTests {
    @Test func theExamplesShowWhatTheySay() throws {
        let printed = try DocExamples.apiDescription()
        #expect(printed[0].hasPrefix(#"{"openapi":"3.1.0","info":{"title":"Sign-up","version":"1.0"},"#))
        #expect(printed[1].contains(#""/accounts/{username}":{"put":"#))
        #expect(printed[1].contains(#""SignUp.register.snakeCase.strict":"#))
        #expect(printed[2] == "application/json -")
        #expect(printed[3] == #"404 Not found. application/json {"type":"boolean"} 200"#)
        #expect(printed[4...6] == ["patch", "get", "post"])
        #expect(printed.last?.hasPrefix("1 get /users/{username}/profile is described twice") == true)
    }
}
