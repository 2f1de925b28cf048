import VerdictForms

extension RuleSet {
    /// Validates a copy of `model` in `scenario` and returns a result to assert on.
    ///
    /// Throws only for a broken declaration (a filter cycle, an unknown scenario…), listing every
    /// problem; a test that calls it with `try` fails with that list.
    ///
    /// ```swift
    /// let result = try SignUp.rules.testValidate(SignUp(username: "Al"), scenario: .register)
    /// result.shouldHaveError(at: \.username, withCode: .stringTooShort)
    /// ```
    ///
    /// Unavailable in `async` code, where `try await rules.testValidate(model)` is the call.
    @available(
        *, noasync,
        message:
            "await the asynchronous testValidate(_:scenario:checks:), which does not suspend without asynchronous rules"
    )
    public func testValidate(_ model: Model, scenario: ScenarioName = .default) throws(RuleSetError)
        -> TestValidationResult<Model>
    {
        var copy = model
        let report = try validate(&copy, scenario: scenario)
        return TestValidationResult(report: report, model: copy)
    }

    /// Validates a copy of `model`, asynchronous rules included, and returns a result to assert on.
    /// In `async` code this is the `testValidate` to call; it runs on the caller's actor.
    ///
    /// ```swift
    /// let result = try await SignUp.rules.testValidate(form, checks: CheckOptions(clock: ManualClock(), transport: StubTransport.accepting([])))
    /// result.shouldHaveError(at: \.username, withCode: .remoteRejected)
    /// ```
    nonisolated(nonsending) public func testValidate(
        _ model: Model, scenario: ScenarioName = .default, checks: CheckOptions? = nil
    ) async throws(RuleSetError) -> TestValidationResult<Model> {
        var copy = model
        let report = try await validate(&copy, scenario: scenario, checks: checks)
        return TestValidationResult(report: report, model: copy)
    }
}
