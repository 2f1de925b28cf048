import VerdictEngine

/// A rule that needs the whole model, such as ``Compare`` with another key path or ``Default``
/// with a closure. It becomes a ``FieldRule`` inside a `Attribute` block.
///
/// ```swift
/// Attribute(\.passwordRepeat) { Compare(.equal, to: \.password) }
/// ```
public protocol FieldRuleConvertible<Model, Value>: ModifiableRule where Modified == FieldRule<Model, Value> {
    /// The validated model type.
    associatedtype Model
    /// The field's value type.
    associatedtype Value
    /// Whether the rule only checks the value (the default) or rewrites it, as ``Default`` does.
    /// A modified rule (a ``FieldRule``) no longer says: the rule graph's diagnostic then finds a
    /// filter on a read-only key path.
    associatedtype Effect = RuleEffect.Checking
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
    /// A model rule's modifiers (``ModifiableRule``) return a ``FieldRule`` of its model.
    ///
    /// ```swift
    /// let rule: FieldRule<SignUp, String> = Compare(.equal, to: \.password).message("Passwords differ.")
    /// ```
    public func applying(_ modifier: RuleModifier) -> FieldRule<Model, Value> {
        var rule = fieldRule
        modifier.change(&rule.options.settings)
        return rule
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

    private func modified(_ change: (inout RuleOptions<Model>) -> Void) -> FieldRule<Model, Value> {
        var rule = fieldRule
        change(&rule.options)
        return rule
    }
}
