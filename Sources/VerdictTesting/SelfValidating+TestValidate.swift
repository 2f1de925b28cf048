import VerdictForms

extension SelfValidating {
    /// Validates a copy of the model with its own rules in `scenario` and returns a result to
    /// assert on.
    ///
    /// ```swift
    /// try SignUp(username: "alice", email: "alice@example.com").testValidate().shouldBeValid()
    /// ```
    ///
    /// Unavailable in `async` code, where `try await model.testValidate()` is the call.
    @available(
        *, noasync,
        message:
            "await the asynchronous testValidate(scenario:checks:), which does not suspend without asynchronous rules"
    )
    public func testValidate(scenario: ScenarioName = .default) throws(RuleSetError) -> TestValidationResult<Self> {
        try Self.rules.testValidate(self, scenario: scenario)
    }

    /// Validates a copy of the model with its own rules, asynchronous rules included, and returns
    /// a result to assert on. In `async` code this is the `testValidate` to call; it runs on the
    /// caller's actor.
    ///
    /// ```swift
    /// let result = try await SignUp(username: "alice").testValidate(checks: CheckOptions(clock: ManualClock(), transport: StubTransport.accepting([])))
    /// result.shouldHaveError(at: \.username, withCode: .remoteRejected)
    /// ```
    nonisolated(nonsending) public func testValidate(
        scenario: ScenarioName = .default, checks: CheckOptions? = nil
    ) async throws(RuleSetError) -> TestValidationResult<Self> {
        try await Self.rules.testValidate(self, scenario: scenario, checks: checks)
    }
}
