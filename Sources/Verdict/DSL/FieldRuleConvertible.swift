/// A rule that needs the whole model, such as ``Compare`` with another key path or ``Default``
/// with a closure. It becomes a ``FieldRule`` inside a `Attribute` block.
///
/// ```swift
/// Attribute(\.passwordRepeat) { Compare(.equal, to: \.password) }
/// ```
public protocol FieldRuleConvertible<Model, Value>: Sendable {
    /// The validated model type.
    associatedtype Model
    /// The field's value type.
    associatedtype Value
    /// The rule in its erased form.
    ///
    /// ```swift
    /// let rule: FieldRule<SignUp, String> = Compare(.equal, to: \.password).fieldRule
    /// ```
    var fieldRule: FieldRule<Model, Value> { get }
}

extension FieldRule: FieldRuleConvertible {
    /// A field rule is its own erased form.
    ///
    /// ```swift
    /// let same = FieldRule<SignUp, String>(Required()).fieldRule
    /// ```
    public var fieldRule: FieldRule<Model, Value> { self }
}

extension FieldRuleConvertible {
    /// Replaces the message template.
    ///
    /// ```swift
    /// Compare(.equal, to: \.password).message("Passwords differ.")
    /// ```
    public func message(_ template: MessageTemplate) -> FieldRule<Model, Value> {
        modified { $0.message = template }
    }

    /// Replaces the error code.
    ///
    /// ```swift
    /// Compare(.equal, to: \.password).code("password.mismatch")
    /// ```
    public func code(_ code: ErrorCode) -> FieldRule<Model, Value> {
        modified { $0.code = code }
    }

    /// Sets the severity; warnings never make a model invalid.
    ///
    /// ```swift
    /// Length(max: 12).severity(.warning)
    /// ```
    public func severity(_ severity: Severity) -> FieldRule<Model, Value> {
        modified { $0.severity = severity }
    }

    /// Whether an empty value skips the rule (the default is on, except for `Required`).
    ///
    /// ```swift
    /// Custom { !$0.isEmpty }.skipOnEmpty(false)
    /// ```
    public func skipOnEmpty(_ skip: Bool) -> FieldRule<Model, Value> {
        modified { $0.skipOnEmpty = skip }
    }

    /// Whether the rule is skipped when an earlier rule already failed this attribute (default on).
    ///
    /// ```swift
    /// Email().skipOnError(false)
    /// ```
    public func skipOnError(_ skip: Bool) -> FieldRule<Model, Value> {
        modified { $0.skipOnError = skip }
    }

    /// Applies the rule only in these scenarios.
    ///
    /// ```swift
    /// Required().on("register")
    /// ```
    public func on(_ scenarios: ScenarioName...) -> FieldRule<Model, Value> {
        modified { $0.scope = ScenarioScope(on: Set(scenarios)).within($0.scope) }
    }

    /// Applies the rule in every scenario but these.
    ///
    /// ```swift
    /// Required().except("login")
    /// ```
    public func except(_ scenarios: ScenarioName...) -> FieldRule<Model, Value> {
        modified { $0.scope = ScenarioScope(on: nil, except: Set(scenarios)).within($0.scope) }
    }

    /// Runs the rule only where a Boolean attribute of the model is true.
    ///
    /// ```swift
    /// Required().when(\.isCompany)
    /// ```
    public func when(_ flag: KeyPath<Model, Bool> & Sendable) -> FieldRule<Model, Value> {
        modified { $0.conditions.append(Condition(reads: [KeyPathBox(flag)]) { $0[keyPath: flag] }) }
    }

    /// Runs the rule only where `condition` holds. Name the attributes it reads in `reads`
    /// so that incremental validation re-runs it when they change (unnamed: any change).
    ///
    /// ```swift
    /// Required().when(reads: [\.country]) { $0.country == "US" }
    /// ```
    public func when(
        reads: [AttributeKeyPath<Model>]? = nil, _ condition: @escaping @Sendable (Model) -> Bool
    ) -> FieldRule<Model, Value> {
        modified { $0.conditions.append(Condition(reads: reads?.map(KeyPathBox.init), holds: condition)) }
    }

    /// Runs the rule at `stage` instead of at validation.
    ///
    /// ```swift
    /// Length(max: 12).stage(.input)
    /// ```
    public func stage(_ stage: RuleStage) -> FieldRule<Model, Value> {
        modified { $0.stage = stage }
    }

    private func modified(_ change: (inout RuleOptions<Model>) -> Void) -> FieldRule<Model, Value> {
        var rule = fieldRule
        change(&rule.options)
        return rule
    }
}
