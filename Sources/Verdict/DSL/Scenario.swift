/// Groups declarations that apply only in the named scenarios. Declarations outside any
/// scenario apply in all of them; the scenario used when none is named is `default`.
///
/// ```swift
/// Scenario("register") {
///     Field(\.password) { Required(); Length(min: 8) }
///     Field(\.passwordRepeat) { Compare(.equal, to: \.password) }
/// }
/// Scenario("login", "reauthenticate") { Field(\.password) { Required() } }
/// ```
public struct Scenario<Model>: RuleSetComponent {
    /// The scenario used when none is named: `"default"`.
    ///
    /// ```swift
    /// try rules.validate(&form, scenario: Scenario<SignUp>.defaultName)
    /// ```
    public static var defaultName: String { "default" }

    /// The scoped declarations.
    ///
    /// ```swift
    /// let set = Scenario<SignUp>("login") { Field(\.password) { Required() } }.ruleSet
    /// ```
    public let ruleSet: RuleSet<Model>

    /// Applies the declarations of `content` only in `names`.
    ///
    /// ```swift
    /// Scenario("login") { Field(\.password) { Required() } }
    /// ```
    public init(_ names: String..., @RuleBuilder<Model> content: () -> RuleSet<Model>) {
        ruleSet = content().enclosed(Enclosure(scope: ScenarioScope(on: Set(names))))
    }
}

/// Lists a scenario's active attributes explicitly, replacing the list derived from its rules
/// (seed FXModelValidation's `scenarioList`). Only listed attributes are validated; `unsafe`
/// ones are validated but never massively assigned.
///
/// ```swift
/// ActiveAttributes("login", \.username, \.password, unsafe: \.secret)
/// ```
public struct ActiveAttributes<Model>: RuleSetComponent {
    private let declaration: AttributeListDeclaration<Model>

    /// Declares the active attributes of `scenario`.
    ///
    /// ```swift
    /// ActiveAttributes("register", \.username, \.email, \.password)
    /// ```
    public init(
        _ scenario: String, _ safe: AttributeKeyPath<Model>..., unsafe: AttributeKeyPath<Model>...,
        fileID: String = #fileID, line: Int = #line
    ) {
        declaration = AttributeListDeclaration(
            scenario: scenario, safe: safe.map { KeyPathBox($0) }, unsafe: unsafe.map { KeyPathBox($0) },
            location: SourceLocation(fileID: fileID, line: line))
    }

    /// The list as a one-declaration rule set.
    ///
    /// ```swift
    /// let set = ActiveAttributes<User>("login", \.username).ruleSet
    /// ```
    public var ruleSet: RuleSet<Model> { RuleSet(declarations: [.attributes(declaration)]) }
}

/// Marks attributes safe: active and massively assignable, without validating them (seed
/// FXModelValidation's `safe` validator).
///
/// ```swift
/// Safe(\.title, \.description)
/// ```
public struct Safe<Model>: RuleSetComponent {
    private let declaration: SafeDeclaration<Model>

    /// Marks `attributes` safe.
    ///
    /// ```swift
    /// Safe(\.description)
    /// ```
    public init(_ attributes: AttributeKeyPath<Model>..., fileID: String = #fileID, line: Int = #line) {
        declaration = SafeDeclaration(
            attributes: attributes.map { KeyPathBox($0) }, isSafe: true, scope: .all,
            location: SourceLocation(fileID: fileID, line: line))
    }

    /// The marker as a one-declaration rule set.
    ///
    /// ```swift
    /// let set = Safe<Post>(\.title).ruleSet
    /// ```
    public var ruleSet: RuleSet<Model> { RuleSet(declarations: [.safe(declaration)]) }
}

/// Marks attributes unsafe: still validated, but never massively assigned.
///
/// ```swift
/// Unsafe(\.isAdmin)
/// ```
public struct Unsafe<Model>: RuleSetComponent {
    private let declaration: SafeDeclaration<Model>

    /// Marks `attributes` unsafe.
    ///
    /// ```swift
    /// Unsafe(\.secret)
    /// ```
    public init(_ attributes: AttributeKeyPath<Model>..., fileID: String = #fileID, line: Int = #line) {
        declaration = SafeDeclaration(
            attributes: attributes.map { KeyPathBox($0) }, isSafe: false, scope: .all,
            location: SourceLocation(fileID: fileID, line: line))
    }

    /// The marker as a one-declaration rule set.
    ///
    /// ```swift
    /// let set = Unsafe<User>(\.secret).ruleSet
    /// ```
    public var ruleSet: RuleSet<Model> { RuleSet(declarations: [.safe(declaration)]) }
}
