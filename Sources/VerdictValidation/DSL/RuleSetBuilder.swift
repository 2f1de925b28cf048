import VerdictEngine

/// Collects the declarations of a model's rule set, in order. Its model type is pinned by the
/// entry point (`RuleSet<SignUp> { … }`), so the type checker never guesses it.
///
/// ```swift
/// let rules = RuleSet<SignUp> {
///     Attribute(\.username) { Required() }
///     if requireEmail { Attribute(\.email) { Required(); Email() } }
///     Scenario(.register) { Attribute(\.password) { Length(min: 8) } }
/// }
/// ```
@resultBuilder
public enum RuleSetBuilder<Model> {
    /// A field, scenario, check or included rule set.
    ///
    /// ```swift
    /// RuleSet<SignUp> { Attribute(\.email) { Email() } }
    /// ```
    public static func buildExpression(_ component: some RuleSetComponent<Model>) -> RuleSet<Model> {
        component.ruleSet
    }

    /// Components in order.
    ///
    /// ```swift
    /// RuleSet<SignUp> { Attribute(\.email) { Email() }; Attribute(\.age) { Number(min: 18) } }
    /// ```
    public static func buildBlock(_ parts: RuleSet<Model>...) -> RuleSet<Model> {
        RuleSet(declarations: parts.flatMap(\.declarations))
    }

    /// `if` without `else`.
    ///
    /// ```swift
    /// RuleSet<SignUp> { if strict { Attribute(\.age) { Required() } } }
    /// ```
    public static func buildOptional(_ part: RuleSet<Model>?) -> RuleSet<Model> {
        part ?? RuleSet(declarations: [])
    }

    /// `if`/`else`, first branch.
    ///
    /// ```swift
    /// RuleSet<SignUp> { if strict { Attribute(\.age) { Required() } } else { Attribute(\.age) { Number() } } }
    /// ```
    public static func buildEither(first part: RuleSet<Model>) -> RuleSet<Model> { part }

    /// `if`/`else`, second branch.
    ///
    /// ```swift
    /// RuleSet<SignUp> { if strict { Attribute(\.age) { Required() } } else { Attribute(\.age) { Number() } } }
    /// ```
    public static func buildEither(second part: RuleSet<Model>) -> RuleSet<Model> { part }

    /// `for … in`.
    ///
    /// ```swift
    /// RuleSet<Profile> { for field in [\Profile.first, \.last] { Attribute(field) { Required() } } }
    /// ```
    public static func buildArray(_ parts: [RuleSet<Model>]) -> RuleSet<Model> {
        RuleSet(declarations: parts.flatMap(\.declarations))
    }

    /// `if #available`.
    ///
    /// ```swift
    /// RuleSet<SignUp> { if #available(macOS 15, *) { Attribute(\.age) { Required() } } }
    /// ```
    public static func buildLimitedAvailability(_ part: RuleSet<Model>) -> RuleSet<Model> { part }
}
