import Verdict

extension SelfValidating {
    /// Validates a copy of the model with its own rules in `scenario` and returns a result to
    /// assert on.
    ///
    /// ```swift
    /// try SignUp(username: "alice", email: "alice@example.com").testValidate().shouldBeValid()
    /// ```
    public func testValidate(scenario: ScenarioName = .default) throws(RuleSetError) -> TestValidationResult<Self> {
        try Self.rules.testValidate(self, scenario: scenario)
    }
}
