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
public enum ReadOnlyFieldRuleBuilder<Model, Value> {
    /// A checking value rule of the field's type.
    ///
    /// ```swift
    /// Attribute(readOnly: \.displayName) { Length(max: 40) }
    /// ```
    public static func buildExpression<Rule: ValueRule>(
        _ rule: Rule
    ) -> [FieldRule<Model, Value>] where Rule.Value == Value, Rule.Effect == RuleEffect.Checking {
        [FieldRule(rule)]
    }

    /// A filter cannot be declared on a read-only key path.
    @available(
        *, unavailable,
        message: "a filter writes the value back, which a read-only key path cannot take: declare it on a 'var'"
    )
    public static func buildExpression<Rule: ValueRule>(
        _ rule: Rule
    ) -> [FieldRule<Model, Value>] where Rule.Value == Value, Rule.Effect == RuleEffect.Rewriting {
        [FieldRule(rule)]
    }

    /// A checking rule that reads the model, or a modified one.
    ///
    /// ```swift
    /// Attribute(readOnly: \.displayName) { Compare(.notEqual, to: \.username) }
    /// ```
    public static func buildExpression<Rule: FieldRuleConvertible>(
        _ rule: Rule
    ) -> [FieldRule<Model, Value>]
    where Rule.Model == Model, Rule.Value == Value, Rule.Effect == RuleEffect.Checking {
        [rule.fieldRule]
    }

    /// ``Default`` cannot be declared on a read-only key path.
    @available(
        *, unavailable,
        message: "a filter writes the value back, which a read-only key path cannot take: declare it on a 'var'"
    )
    public static func buildExpression<Rule: FieldRuleConvertible>(
        _ rule: Rule
    ) -> [FieldRule<Model, Value>]
    where Rule.Model == Model, Rule.Value == Value, Rule.Effect == RuleEffect.Rewriting {
        [rule.fieldRule]
    }

    /// A rule of another value type than the attribute's does not compile: `Length` on an `Int`.
    @available(
        *, unavailable,
        message: "this rule checks another type of value than the attribute's; see its 'Value' type"
    )
    public static func buildExpression<Rule: ValueRule>(_ rule: Rule) -> [FieldRule<Model, Value>] {
        []
    }

    /// A rule type without its parentheses (`Required` for `Required()`) does not compile.
    @available(*, unavailable, message: "add '()' to make a rule of this type, as in 'Required()'")
    public static func buildExpression<Rule: ValueRule>(
        _ type: Rule.Type
    ) -> [FieldRule<Model, Value>] where Rule.Value == Value {
        []
    }

    /// Rules in order.
    ///
    /// ```swift
    /// Attribute(readOnly: \.displayName) { Required(); Length(max: 40) }
    /// ```
    public static func buildBlock(_ parts: [FieldRule<Model, Value>]...) -> [FieldRule<Model, Value>] {
        parts.flatMap { $0 }
    }

    /// `if` without `else`.
    ///
    /// ```swift
    /// Attribute(readOnly: \.displayName) { if checkMail { Email() } }
    /// ```
    public static func buildOptional(_ part: [FieldRule<Model, Value>]?) -> [FieldRule<Model, Value>] {
        part ?? []
    }

    /// `if`/`else`, first branch.
    ///
    /// ```swift
    /// Attribute(readOnly: \.displayName) { if short { Length(max: 8) } else { Length(max: 80) } }
    /// ```
    public static func buildEither(first part: [FieldRule<Model, Value>]) -> [FieldRule<Model, Value>] {
        part
    }

    /// `if`/`else`, second branch.
    ///
    /// ```swift
    /// Attribute(readOnly: \.displayName) { if short { Length(max: 8) } else { Length(max: 80) } }
    /// ```
    public static func buildEither(second part: [FieldRule<Model, Value>]) -> [FieldRule<Model, Value>] {
        part
    }

    /// `for … in`.
    ///
    /// ```swift
    /// Attribute(readOnly: \.displayName) { for word in banned { Match(word, not: true) } }
    /// ```
    public static func buildArray(_ parts: [[FieldRule<Model, Value>]]) -> [FieldRule<Model, Value>] {
        parts.flatMap { $0 }
    }

    /// `if #available`.
    ///
    /// ```swift
    /// Attribute(readOnly: \.displayName) { if #available(macOS 15, *) { Length(max: 8) } }
    /// ```
    public static func buildLimitedAvailability(
        _ part: [FieldRule<Model, Value>]
    ) -> [FieldRule<Model, Value>] {
        part
    }
}
