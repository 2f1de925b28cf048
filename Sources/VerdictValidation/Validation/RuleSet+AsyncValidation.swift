import VerdictEngine

extension RuleSet {
    /// Validates `model` in `scenario`, asynchronous rules included: the synchronous rules run at
    /// once (filters write into `model`), then the asynchronous checks of the attributes they
    /// passed run as child tasks, at most ``CheckOptions/maximumConcurrentChecks`` at a time, each
    /// with its timeout; their errors take their place in the report's order. Cancelling the
    /// calling task cancels the checks: they then fail as ``ErrorCode/checkUnreachable``.
    ///
    /// In `async` code this is the `validate` to call (the synchronous one is unavailable there).
    /// It runs on the caller's actor (`nonisolated(nonsending)`), so the model need not be
    /// `Sendable`, and a rule set without asynchronous rules does not suspend. Without `checks`,
    /// default `CheckOptions` are made for the call, and only when the rules have asynchronous
    /// checks.
    ///
    /// ```swift
    /// var form = SignUp(username: "alice", email: "alice@example.com")
    /// let report = try await SignUp.rules.validate(&form, scenario: .register)
    /// ```
    ///
    /// A model held by an actor (a `@MainActor` property) cannot be passed `inout` to an `async`
    /// call: copy it into a local `var`, validate the copy, and write it back. To validate a value
    /// without changing it, validate a copy the same way.
    nonisolated(nonsending) public func validate(
        _ model: inout Model, scenario: ScenarioName = .default, checks: CheckOptions? = nil
    ) async throws(RuleSetError) -> ValidationReport {
        let evaluator = try Evaluator(rules: self, scenario: scenario)
        guard evaluator.hasAsyncChecks else {
            return ValidationReport(errors: evaluator.validate(&model), scenario: scenario)
        }
        return ValidationReport(
            errors: await evaluator.validateAwaiting(&model, settings: CheckOptions.batchSettings(checks)),
            scenario: scenario)
    }

    /// Whether `model` is valid, asynchronous rules included. The synchronous rules stop at the
    /// first error, and then no check runs. Runs on the caller's actor, as
    /// ``validate(_:scenario:checks:)`` does.
    ///
    /// ```swift
    /// guard try await SignUp.rules.isValid(form, scenario: .register) else { return }
    /// ```
    nonisolated(nonsending) public func isValid(
        _ model: Model, scenario: ScenarioName = .default, checks: CheckOptions? = nil
    ) async throws(RuleSetError) -> Bool {
        let evaluator = try Evaluator(rules: self, scenario: scenario)
        guard evaluator.hasAsyncChecks else { return evaluator.passes(copyOf: model) }
        var copy = model
        guard evaluator.passes(&copy) else { return false }
        // The synchronous rules passed, so no check is skipped: their filters already ran on `copy`.
        let checkErrors = await evaluator.awaitChecks(
            &copy, failed: AttributeMask(), settings: CheckOptions.batchSettings(checks))
        return checkErrors.allSatisfy { $0.allSatisfy { $0.severity != .error } }
    }
}
