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

    /// Validates a copy of the model with its own rules, asynchronous rules included, and returns
    /// a result to assert on. In `async` code this is the `testValidate` that is called.
    ///
    /// ```swift
    /// let result = try await SignUp(username: "alice").testValidate(options: CheckOptions(clock: ManualClock(), transport: StubTransport.accepting([])))
    /// result.shouldHaveError(at: \.username, withCode: .remoteRejected)
    /// ```
    public func testValidate(
        scenario: ScenarioName = .default, options: CheckOptions? = nil
    ) async throws(RuleSetError) -> TestValidationResult<Self> {
        try await Self.rules.testValidate(self, scenario: scenario, options: options)
    }
}
