import Testing

/// The mirrored examples of VerdictTesting that assert on values they spell out run, so that
/// what they claim holds (the other mirrors only compile).
@Suite("Documentation examples that assert")
struct DocExampleRunTests {
    @Test @MainActor func valueRuleAssertionsHold() {
        DocExamples.ruleFailureAssertion()
        DocExamples.valueRuleTesting()
    }

    @Test @MainActor func modelAssertionsHold() throws {
        try DocExamples.ruleSetTestValidate()
        try DocExamples.validatableTestValidate()
    }
}
