extension RuleSet {
    /// Validates `model` in `scenario`. Filters (``Trim``, ``Default``…) write their result back
    /// into `model`. Throws only for a broken declaration, listing every problem.
    ///
    /// ```swift
    /// var form = SignUp(username: "  alice ", email: "alice@example")
    /// let report = try SignUp.rules.validate(&form, scenario: "register")
    /// form.username       // "alice"
    /// report.isValid      // false: the email has no top-level domain
    /// ```
    public func validate(_ model: inout Model, scenario: String = "default") throws(RuleSetError)
        -> ValidationReport
    {
        let program = try checkedProgram(for: scenario)
        var run = EvaluationRun(scenario: scenario, stopsAtFirstError: false)
        program.run(&model, &run)
        return ValidationReport(errors: run.errors, scenario: scenario)
    }

    /// Validates a copy of `model`, leaving `model` itself as it is.
    ///
    /// ```swift
    /// let report = try SignUp.rules.validate(payload)
    /// ```
    public func validate(_ model: Model, scenario: String = "default") throws(RuleSetError)
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
        _ model: inout Model, scenario: String = "default", only attributes: [AttributeKeyPath<Model>]
    ) throws(RuleSetError) -> ValidationReport {
        let program = try checkedProgram(for: scenario)
        let positions = attributes.compactMap { program.graph.attribute(for: KeyPathBox($0)) }
        var run = EvaluationRun(scenario: scenario, stopsAtFirstError: false, only: AttributeMask(positions))
        program.run(&model, &run)
        return ValidationReport(errors: run.errors, scenario: scenario)
    }

    /// Whether `model` is valid, stopping at the first error and rendering no message.
    ///
    /// ```swift
    /// guard try SignUp.rules.isValid(form, scenario: "login") else { return }
    /// ```
    public func isValid(_ model: Model, scenario: String = "default") throws(RuleSetError) -> Bool {
        var copy = model
        return try checkedProgram(for: scenario).passes(&copy, scenario: scenario, only: nil)
    }

    private func checkedProgram(for scenario: String) throws(RuleSetError) -> Program<Model> {
        let program = program(for: scenario)
        if let error = program.error { throw error }
        return program
    }
}
