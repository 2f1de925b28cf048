/// Collects the declarations of a model's rule set, in order. Its model type is pinned by the
/// entry point (`RuleSet<SignUp> { … }`), so the type checker never guesses it.
///
/// ```swift
/// let rules = RuleSet<SignUp> {
///     Field(\.username) { Required() }
///     if requireEmail { Field(\.email) { Required(); Email() } }
///     Scenario("register") { Field(\.password) { Length(min: 8) } }
/// }
/// ```
@resultBuilder
public enum RuleBuilder<Model> {
    /// A field, scenario, check or included rule set.
    ///
    /// ```swift
    /// RuleSet<SignUp> { Field(\.email) { Email() } }
    /// ```
    public static func buildExpression(_ component: some RuleSetComponent<Model>) -> RuleSet<Model> {
        component.ruleSet
    }

    /// Components in order.
    ///
    /// ```swift
    /// RuleSet<SignUp> { Field(\.email) { Email() }; Field(\.age) { Number(min: 18) } }
    /// ```
    public static func buildBlock(_ parts: RuleSet<Model>...) -> RuleSet<Model> {
        RuleSet(declarations: parts.flatMap(\.declarations))
    }

    /// `if` without `else`.
    ///
    /// ```swift
    /// RuleSet<SignUp> { if strict { Field(\.age) { Required() } } }
    /// ```
    public static func buildOptional(_ part: RuleSet<Model>?) -> RuleSet<Model> {
        part ?? RuleSet(declarations: [])
    }

    /// `if`/`else`, first branch.
    ///
    /// ```swift
    /// RuleSet<SignUp> { if strict { Field(\.age) { Required() } } else { Field(\.age) { Number() } } }
    /// ```
    public static func buildEither(first part: RuleSet<Model>) -> RuleSet<Model> { part }

    /// `if`/`else`, second branch.
    ///
    /// ```swift
    /// RuleSet<SignUp> { if strict { Field(\.age) { Required() } } else { Field(\.age) { Number() } } }
    /// ```
    public static func buildEither(second part: RuleSet<Model>) -> RuleSet<Model> { part }

    /// `for … in`.
    ///
    /// ```swift
    /// RuleSet<Profile> { for field in [\Profile.first, \.last] { Field(field) { Required() } } }
    /// ```
    public static func buildArray(_ parts: [RuleSet<Model>]) -> RuleSet<Model> {
        RuleSet(declarations: parts.flatMap(\.declarations))
    }

    /// `if #available`.
    ///
    /// ```swift
    /// RuleSet<SignUp> { if #available(macOS 15, *) { Field(\.age) { Required() } } }
    /// ```
    public static func buildLimitedAvailability(_ part: RuleSet<Model>) -> RuleSet<Model> { part }
}
