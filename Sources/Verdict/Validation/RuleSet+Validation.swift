import VerdictEngine

extension RuleSet {
    /// Validates `model` in `scenario`. Filters (``Trim``, ``Default``…) write their result back
    /// into `model`. Throws for a broken declaration, listing every problem, and for a rule set
    /// with asynchronous rules (``RuleDiagnostic/Kind-swift.struct/asynchronousRule``), which must
    /// be validated with `await`.
    ///
    /// ```swift
    /// var form = SignUp(username: "  alice ", email: "alice@example")
    /// let report = try SignUp.rules.validate(&form, scenario: "register")
    /// form.username       // "alice"
    /// report.isValid      // false: the email has no top-level domain
    /// ```
    public func validate(_ model: inout Model, scenario: ScenarioName = .default) throws(RuleSetError)
        -> ValidationReport
    {
        let evaluator = try synchronousEvaluator(scenario: scenario)
        return ValidationReport(errors: evaluator.validate(&model), scenario: scenario)
    }

    /// Validates a copy of `model`, leaving `model` itself as it is.
    ///
    /// ```swift
    /// let report = try SignUp.rules.validate(payload)
    /// ```
    public func validate(_ model: Model, scenario: ScenarioName = .default) throws(RuleSetError)
        -> ValidationReport
    {
        var copy = model
        return try validate(&copy, scenario: scenario)
    }

    /// Validates only the rules of `attributes` (rules of other attributes do not run).
    ///
    /// ```swift
    /// let report = try SignUp.rules.validate(&form, only: [\.email])
    /// ```
    public func validate(
        _ model: inout Model, scenario: ScenarioName = .default, only attributes: [AttributeKeyPath<Model>]
    ) throws(RuleSetError) -> ValidationReport {
        let evaluator = try synchronousEvaluator(scenario: scenario)
        let positions = attributes.compactMap { evaluator.position(of: $0) }
        return ValidationReport(errors: evaluator.validate(&model, attributes: positions), scenario: scenario)
    }

    /// Whether `model` is valid, stopping at the first error and rendering no message.
    ///
    /// ```swift
    /// guard try SignUp.rules.isValid(form, scenario: "login") else { return }
    /// ```
    public func isValid(_ model: Model, scenario: ScenarioName = .default) throws(RuleSetError) -> Bool {
        var copy = model
        return try synchronousEvaluator(scenario: scenario).passes(&copy)
    }

    /// The evaluator of `scenario` for a synchronous entry point: refused when the graph has
    /// asynchronous rules, which would otherwise be skipped.
    func synchronousEvaluator(scenario: ScenarioName) throws(RuleSetError) -> Evaluator<Model> {
        let evaluator = try Evaluator(rules: self, scenario: scenario)
        if evaluator.hasAsyncChecks { throw evaluator.asynchronousRulesError() }
        return evaluator
    }
}
