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
public enum AttributeRuleBuilder<Model, Value>: _AttributeRuleBlocks {
    /// A value rule of the field's type.
    ///
    /// ```swift
    /// Attribute(\.email) { Email() }
    /// ```
    public static func buildExpression(_ rule: some ValueRule<Value>) -> [AttributeRule<Model, Value>] {
        [AttributeRule(rule)]
    }

    /// A model-aware or modified rule.
    ///
    /// ```swift
    /// Attribute(\.passwordRepeat) { Compare(.equal, to: \.password) }
    /// ```
    public static func buildExpression(
        _ rule: some AttributeRuleConvertible<Model, Value>
    ) -> [AttributeRule<Model, Value>] {
        [rule._attributeRule]
    }
}
