/// The modifiers of ``FieldRuleConvertible``, for value rules: each returns a ``FieldRule``.
extension ValueRule {
    /// Replaces the message template.
    ///
    /// ```swift
    /// Length(min: 15).message("This is too short!")
    /// ```
    public func message<Model>(_ template: MessageTemplate) -> FieldRule<Model, Value> {
        FieldRule(self).message(template)
    }

    /// Replaces the error code.
    ///
    /// ```swift
    /// Match(#"^\d{5}$"#).code("zip.invalid")
    /// ```
    public func code<Model>(_ code: ErrorCode) -> FieldRule<Model, Value> {
        FieldRule(self).code(code)
    }

    /// Sets the severity; warnings never make a model invalid.
    ///
    /// ```swift
    /// Length(max: 12).severity(.warning)
    /// ```
    public func severity<Model>(_ severity: Severity) -> FieldRule<Model, Value> {
        FieldRule(self).severity(severity)
    }

    /// Whether an empty value skips the rule.
    ///
    /// ```swift
    /// Custom { !$0.isEmpty }.skipOnEmpty(false)
    /// ```
    public func skipOnEmpty<Model>(_ skip: Bool) -> FieldRule<Model, Value> {
        FieldRule(self).skipOnEmpty(skip)
    }

    /// Whether an earlier failure of the attribute skips the rule.
    ///
    /// ```swift
    /// Email().skipOnError(false)
    /// ```
    public func skipOnError<Model>(_ skip: Bool) -> FieldRule<Model, Value> {
        FieldRule(self).skipOnError(skip)
    }

    /// Applies the rule only in these scenarios.
    ///
    /// ```swift
    /// Required().on("register")
    /// ```
    public func on<Model>(_ scenarios: ScenarioName...) -> FieldRule<Model, Value> {
        var rule = FieldRule<Model, Value>(self)
        rule.options.scope = ScenarioScope(on: Set(scenarios)).within(rule.options.scope)
        return rule
    }

    /// Applies the rule in every scenario but these.
    ///
    /// ```swift
    /// Required().except("login")
    /// ```
    public func except<Model>(_ scenarios: ScenarioName...) -> FieldRule<Model, Value> {
        var rule = FieldRule<Model, Value>(self)
        rule.options.scope = ScenarioScope(on: nil, except: Set(scenarios)).within(rule.options.scope)
        return rule
    }

    /// Runs the rule only where a Boolean attribute of the model is true.
    ///
    /// ```swift
    /// Required().when(\.isCompany)
    /// ```
    public func when<Model>(_ flag: KeyPath<Model, Bool> & Sendable) -> FieldRule<Model, Value> {
        FieldRule(self).when(flag)
    }

    /// Runs the rule only where `condition` holds.
    ///
    /// ```swift
    /// Required().when(reads: [\.country]) { $0.country == "US" }
    /// ```
    public func when<Model>(
        reads: [AttributeKeyPath<Model>]? = nil, _ condition: @escaping @Sendable (Model) -> Bool
    ) -> FieldRule<Model, Value> {
        FieldRule(self).when(reads: reads, condition)
    }

    /// Runs the rule at `stage` instead of at validation.
    ///
    /// ```swift
    /// Characters.only(.decimalDigits).stage(.input)
    /// ```
    public func stage<Model>(_ stage: RuleStage) -> FieldRule<Model, Value> {
        FieldRule(self).stage(stage)
    }
}
