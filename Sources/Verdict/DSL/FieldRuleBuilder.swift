import VerdictEngine

/// Collects the rules of one field, in order. Inferred from `Attribute`; you never spell it.
///
/// ```swift
/// Attribute(\.username) {
///     Trim()
///     Required()
///     if strict { Length(4...24) }
/// }
/// ```
@resultBuilder
public enum FieldRuleBuilder<Model, Value>: FieldRuleBlocks {
    /// A value rule of the field's type.
    ///
    /// ```swift
    /// Attribute(\.email) { Email() }
    /// ```
    public static func buildExpression(_ rule: some ValueRule<Value>) -> [FieldRule<Model, Value>] {
        [FieldRule(rule)]
    }

    /// A model-aware or modified rule.
    ///
    /// ```swift
    /// Attribute(\.passwordRepeat) { Compare(.equal, to: \.password) }
    /// ```
    public static func buildExpression(
        _ rule: some FieldRuleConvertible<Model, Value>
    ) -> [FieldRule<Model, Value>] {
        [rule.fieldRule]
    }
}
