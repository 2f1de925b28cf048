import VerdictEngine

/// What both field builders share: blocks, `if`, `if`/`else`, `for` and `#available`, and the
/// words for two mistakes (a rule of another value type, a rule type without `()`). Plumbing of
/// ``AttributeRuleBuilder`` and ``ReadOnlyAttributeRuleBuilder``: you never spell it.
///
/// ```swift
/// Attribute(\.name) { if short { Length(max: 8) } else { Length(max: 80) } }
/// ```
public protocol _AttributeRuleBlocks {
    /// The validated model type.
    associatedtype Model
    /// The attribute's value type (unwrapped, for an optional attribute).
    associatedtype Value
}

extension _AttributeRuleBlocks {
    /// A rule of another value type than the attribute's does not compile: `Length` on an `Int`.
    @available(
        *, unavailable,
        message: "this rule checks another type of value than the attribute's; see its 'Value' type"
    )
    public static func buildExpression<Rule: ValueRule>(_ rule: Rule) -> [AttributeRule<Model, Value>] {
        []
    }

    /// A rule type without its parentheses (`Required` for `Required()`) does not compile.
    @available(*, unavailable, message: "add '()' to make a rule of this type, as in 'Required()'")
    public static func buildExpression<Rule: ValueRule>(
        _ type: Rule.Type
    ) -> [AttributeRule<Model, Value>] where Rule.Value == Value {
        []
    }

    /// Rules in order.
    ///
    /// ```swift
    /// Attribute(\.email) { Trim(); Email() }
    /// ```
    public static func buildBlock(_ parts: [AttributeRule<Model, Value>]...) -> [AttributeRule<Model, Value>] {
        parts.flatMap { $0 }
    }

    /// `if` without `else`.
    ///
    /// ```swift
    /// Attribute(\.email) { if checkMail { Email() } }
    /// ```
    public static func buildOptional(_ part: [AttributeRule<Model, Value>]?) -> [AttributeRule<Model, Value>] {
        part ?? []
    }

    /// `if`/`else`, first branch.
    ///
    /// ```swift
    /// Attribute(\.name) { if short { Length(max: 8) } else { Length(max: 80) } }
    /// ```
    public static func buildEither(first part: [AttributeRule<Model, Value>]) -> [AttributeRule<Model, Value>] {
        part
    }

    /// `if`/`else`, second branch.
    ///
    /// ```swift
    /// Attribute(\.name) { if short { Length(max: 8) } else { Length(max: 80) } }
    /// ```
    public static func buildEither(second part: [AttributeRule<Model, Value>]) -> [AttributeRule<Model, Value>] {
        part
    }

    /// `for … in`.
    ///
    /// ```swift
    /// Attribute(\.name) { for word in banned { Match(word, not: true) } }
    /// ```
    public static func buildArray(_ parts: [[AttributeRule<Model, Value>]]) -> [AttributeRule<Model, Value>] {
        parts.flatMap { $0 }
    }

    /// `if #available`.
    ///
    /// ```swift
    /// Attribute(\.name) { if #available(macOS 15, *) { Length(max: 8) } }
    /// ```
    public static func buildLimitedAvailability(
        _ part: [AttributeRule<Model, Value>]
    ) -> [AttributeRule<Model, Value>] {
        part
    }
}
