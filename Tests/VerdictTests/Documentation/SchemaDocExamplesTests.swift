import Testing

@testable import VerdictAssignment
@testable import VerdictSchema
@testable import VerdictTestSupport
@testable import VerdictValidation

/// The schema examples of the documentation print what their comments say.
@Suite("JSON Schema documentation examples")
struct SchemaDocExamplesTests {
    @Test func theExamplesShowWhatTheySay() throws {
        let printed = try DocExamples.inputSchema()
        #expect(printed[0].hasPrefix(#"{"$schema":"https://json-schema.org/draft/2020-12/schema","#))
        #expect(printed[1].hasPrefix("Length,Match,Email,"))
        #expect(
            printed[2]
                == "username: Length (a maximum in characters: JSON Schema counts code points, which may be more)")
        #expect(printed.contains("username,username,email"))
        #expect(printed.last?.contains(#""password_repeat""#) == true)
    }
}
