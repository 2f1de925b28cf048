import VerdictEngine

/// Collects the rules of a read-only attribute (`Attribute(readOnly:)`), in order: checking
/// rules only, since nothing can be written back through a read-only key path. Inferred; you
/// never spell it.
///
/// A filter there does not compile: `'buildExpression' is unavailable: a filter writes the value
/// back…`. A filter the types cannot see (behind `when`, a modified `Default`, `URLFormat` with a
/// default scheme) is reported by the rule graph's diagnostic instead.
///
/// ```swift
/// Attribute(readOnly: \.displayName) { Required(); Length(max: 40) }
/// ```
@resultBuilder
public enum ReadOnlyAttributeRuleBuilder<Model, Value>: _AttributeRuleBlocks {
    /// A checking value rule of the field's type.
    ///
    /// ```swift
    /// Attribute(readOnly: \.displayName) { Length(max: 40) }
    /// ```
    public static func buildExpression<Rule: ValueRule>(
        _ rule: Rule
    ) -> [AttributeRule<Model, Value>] where Rule.Value == Value, Rule.Effect == RuleEffect.Checking {
        [AttributeRule(rule)]
    }

    /// A filter cannot be declared on a read-only key path.
    @available(
        *, unavailable,
        message: "a filter writes the value back, which a read-only key path cannot take: declare it on a 'var'"
    )
    public static func buildExpression<Rule: ValueRule>(
        _ rule: Rule
    ) -> [AttributeRule<Model, Value>] where Rule.Value == Value, Rule.Effect == RuleEffect.Rewriting {
        [AttributeRule(rule)]
    }

    /// A checking rule that reads the model, or a modified one.
    ///
    /// ```swift
    /// Attribute(readOnly: \.displayName) { Compare(.notEqual, to: \.username) }
    /// ```
    public static func buildExpression<Rule: AttributeRuleConvertible>(
        _ rule: Rule
    ) -> [AttributeRule<Model, Value>]
    where Rule.Model == Model, Rule.Value == Value, Rule.Effect == RuleEffect.Checking {
        [rule._attributeRule]
    }

    /// ``Default`` cannot be declared on a read-only key path.
    @available(
        *, unavailable,
        message: "a filter writes the value back, which a read-only key path cannot take: declare it on a 'var'"
    )
    public static func buildExpression<Rule: AttributeRuleConvertible>(
        _ rule: Rule
    ) -> [AttributeRule<Model, Value>]
    where Rule.Model == Model, Rule.Value == Value, Rule.Effect == RuleEffect.Rewriting {
        [rule._attributeRule]
    }
}
