import VerdictEngine

/// Groups declarations that apply only in the named scenarios, and declares those scenarios.
/// Declarations outside any scenario apply in all of them; the scenario used when none is named
/// is ``ScenarioName/default``. A scenario that rules name in `on(_:)` or `except(_:)` must be
/// declared by a `Scenario` (with or without rules) or an ``ActiveAttributes`` list; otherwise the
/// rule set reports it, so that a typo never makes a scenario of its own.
///
/// ```swift
/// Scenario(.register) {
///     Attribute(\.password) { Required(); Length(min: 8) }
///     Attribute(\.passwordRepeat) { Compare(.equal, to: \.password) }
/// }
/// Scenario(.login, .reauthenticate) { Attribute(\.password) { Required() } }
/// ```
public struct Scenario<Model>: RuleSetComponent {
    /// The scoped declarations.
    ///
    /// ```swift
    /// let set = Scenario<SignUp>(.login) { Attribute(\.password) { Required() } }.ruleSet
    /// ```
    public let ruleSet: RuleSet<Model>

    /// Applies the declarations of `content` only in `names`, and declares those scenarios.
    ///
    /// ```swift
    /// Scenario(.login) { Attribute(\.password) { Required() } }
    /// ```
    public init(
        _ names: ScenarioName..., fileID: String = #fileID, line: Int = #line,
        @RuleSetBuilder<Model> content: () -> RuleSet<Model>
    ) {
        let declared = Declaration<Model>.scenarios(
            ScenarioDeclaration(names: names, location: SourceLocation(fileID: fileID, line: line)))
        ruleSet = RuleSet(
            declarations: [declared] + content().enclosed(Enclosure(scope: ScenarioScope(on: Set(names)))).declarations)
    }

    /// Declares scenarios without rules of their own: names that rules use in `on(_:)` and
    /// `except(_:)`, or that validate calls use with the rules that apply everywhere.
    ///
    /// ```swift
    /// Scenario(.register, .login)
    /// Attribute(\.password) { Required(); Length(min: 8).on(.register) }
    /// ```
    public init(_ names: ScenarioName..., fileID: String = #fileID, line: Int = #line) {
        ruleSet = RuleSet(declarations: [
            .scenarios(ScenarioDeclaration(names: names, location: SourceLocation(fileID: fileID, line: line)))
        ])
    }
}

/// Lists a scenario's active attributes explicitly, replacing the list derived from its rules
/// (seed FXModelValidation's `scenarioList`). Only listed attributes are validated; `unsafe`
/// ones are validated but never massively assigned.
///
/// ```swift
/// ActiveAttributes(.login, \.username, \.password, unsafe: \.secret)
/// ```
public struct ActiveAttributes<Model>: RuleSetComponent {
    private let declaration: AttributeListDeclaration<Model>

    /// Declares the active attributes of `scenario`.
    ///
    /// ```swift
    /// ActiveAttributes(.register, \.username, \.email, \.password)
    /// ```
    public init(
        _ scenario: ScenarioName, _ safe: AttributeKeyPath<Model>..., unsafe: AttributeKeyPath<Model>...,
        fileID: String = #fileID, line: Int = #line
    ) {
        declaration = AttributeListDeclaration(
            scenario: scenario, safe: safe.map { KeyPathBox($0) }, unsafe: unsafe.map { KeyPathBox($0) },
            location: SourceLocation(fileID: fileID, line: line))
    }

    /// The list as a one-declaration rule set.
    ///
    /// ```swift
    /// let set = ActiveAttributes<User>(.login, \.username).ruleSet
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

/// Marks attributes unsafe: still validated, but never massively assigned. A marker holds at any
/// depth: an attribute of a nested model (`\.address.zip` beside `Nested(\.address, …)`) is kept
/// out of the nested model's assignment, and out of what `assignableValues` reads back.
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
