import VerdictEngine

extension RuleSet {
    /// Validates `model` in `scenario`, or only the rules of `attributes` when given (the rules of
    /// other attributes do not run). Filters (``Trim``, ``Default``…) write their result back into
    /// `model`. Throws for a broken declaration, listing every problem, and for a rule set with
    /// asynchronous rules (``RuleDiagnostic/Kind-swift.struct/asynchronousRule``), which must be
    /// validated with `await`.
    ///
    /// ```swift
    /// var form = SignUp(username: "  alice ", email: "alice@example")
    /// let report = try SignUp.rules.validate(&form, scenario: .register)
    /// form.username       // "alice"
    /// report.isValid      // false: the email has no top-level domain
    /// ```
    ///
    /// ```swift
    /// let report = try SignUp.rules.validate(&form, only: [\.email])
    /// ```
    ///
    /// It is unavailable in `async` code, where `try await rules.validate(&model)` is the call: it
    /// does not suspend when the rule set has no asynchronous rule, and runs on the caller's actor.
    /// To validate a value without changing it, validate a copy: `var copy = model`.
    @available(
        *, noasync,
        message:
            "await the asynchronous validate(_:scenario:checks:), which does not suspend without asynchronous rules; at the top level of main.swift, call it from an async function"
    )
    public func validate(
        _ model: inout Model, scenario: ScenarioName = .default, only attributes: [AttributeKeyPath<Model>]? = nil
    ) throws(RuleSetError) -> ValidationReport {
        let evaluator = try synchronousEvaluator(scenario: scenario)
        guard let attributes else { return ValidationReport(errors: evaluator.validate(&model), scenario: scenario) }
        let positions = attributes.compactMap { evaluator.position(of: $0) }
        return ValidationReport(errors: evaluator.validate(&model, attributes: positions), scenario: scenario)
    }

    /// Whether `model` is valid, stopping at the first error and rendering no message. Unavailable
    /// in `async` code, where `try await rules.isValid(model)` is the call.
    ///
    /// ```swift
    /// guard try SignUp.rules.isValid(form, scenario: .login) else { return }
    /// ```
    @available(
        *, noasync,
        message:
            "await the asynchronous isValid(_:scenario:checks:), which does not suspend without asynchronous rules; at the top level of main.swift, call it from an async function"
    )
    public func isValid(_ model: Model, scenario: ScenarioName = .default) throws(RuleSetError) -> Bool {
        try synchronousEvaluator(scenario: scenario).passes(copyOf: model)
    }

    /// The evaluator of `scenario` for a synchronous entry point: refused when the graph has
    /// asynchronous rules, which would otherwise be skipped.
    func synchronousEvaluator(scenario: ScenarioName) throws(RuleSetError) -> Evaluator<Model> {
        let evaluator = try Evaluator(rules: self, scenario: scenario)
        if evaluator.hasAsyncChecks { throw evaluator.asynchronousRulesError() }
        return evaluator
    }
}
