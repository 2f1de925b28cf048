import VerdictEngine

/// A rule that needs the whole model, such as ``Compare`` with another key path or ``Default``
/// with a closure. It becomes a ``AttributeRule`` inside a `Attribute` block.
///
/// ```swift
/// Attribute(\.passwordRepeat) { Compare(.equal, to: \.password) }
/// ```
public protocol AttributeRuleConvertible<Model, Value>: ModifiableRule where Modified == AttributeRule<Model, Value> {
    /// The validated model type.
    associatedtype Model
    /// The field's value type.
    associatedtype Value
    /// Whether the rule only checks the value (the default) or rewrites it, as ``Default`` does.
    /// A modified rule (a ``AttributeRule``) no longer says: the rule graph's diagnostic then finds a
    /// filter on a read-only key path.
    associatedtype Effect = RuleEffect.Checking
    /// The rule in its erased form.
    ///
    /// ```swift
    /// let rule: AttributeRule<SignUp, String> = Compare(.equal, to: \.password)._attributeRule
    /// ```
    var _attributeRule: AttributeRule<Model, Value> { get }
}

extension AttributeRule: AttributeRuleConvertible {
    /// A field rule is its own erased form.
    ///
    /// ```swift
    /// let same = AttributeRule<SignUp, String>(Required())._attributeRule
    /// ```
    public var _attributeRule: AttributeRule<Model, Value> { self }
}

extension AttributeRuleConvertible {
    /// A model rule's modifiers (``ModifiableRule``) return a ``AttributeRule`` of its model.
    ///
    /// ```swift
    /// let rule: AttributeRule<SignUp, String> = Compare(.equal, to: \.password).message("Passwords differ.")
    /// ```
    public func _applying(_ modifier: _RuleModifier) -> AttributeRule<Model, Value> {
        var rule = _attributeRule
        modifier.change(&rule.options.settings)
        return rule
    }

    /// Runs the rule only where a Boolean attribute of the model is true.
    ///
    /// ```swift
    /// Required().when(\.isCompany)
    /// ```
    public func when(_ flag: KeyPath<Model, Bool> & Sendable) -> AttributeRule<Model, Value> {
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
    ) -> AttributeRule<Model, Value> {
        modified { $0.conditions.append(Condition(reads: reads?.map(KeyPathBox.init), holds: condition)) }
    }

    private func modified(_ change: (inout RuleOptions<Model>) -> Void) -> AttributeRule<Model, Value> {
        var rule = _attributeRule
        change(&rule.options)
        return rule
    }
}
