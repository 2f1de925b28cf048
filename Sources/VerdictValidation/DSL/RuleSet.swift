import Foundation
import VerdictEngine

/// The rules of one model: what a `@RuleSetBuilder` closure produces.
///
/// A rule set only records declarations; the first time a scenario is validated, they are
/// compiled into a rule graph, which the rule set keeps.
///
/// ```swift
/// struct SignUp {
///     var username = ""
///     var email = ""
///     static let rules = RuleSet<SignUp> {
///         Attribute(\.username) { Trim(); Required(); Length(4...24) }
///         Attribute(\.email) { Trim(); Required(); Email() }
///     }
/// }
/// ```
public struct RuleSet<Model>: RuleSetComponent {
    /// The declarations and their compiled forms (which the engine fills and reads).
    let list: DeclarationList<Model>

    package var declarations: [Declaration<Model>] { list.declarations }

    init(declarations: [Declaration<Model>]) {
        list = DeclarationList(declarations)
    }

    /// Declares the rules of `Model`.
    ///
    /// ```swift
    /// let rules = RuleSet<SignUp> {
    ///     Attribute(\.email) { Required(); Email() }
    /// }
    /// ```
    public init(@RuleSetBuilder<Model> _ content: () -> RuleSet<Model>) {
        self.init(declarations: content().declarations)
    }

    /// A rule set is its own component, so it can be included in another.
    ///
    /// ```swift
    /// let signUp = RuleSet<SignUp> { credentials; Attribute(\.age) { Number(min: 18) } }
    /// ```
    public var ruleSet: RuleSet<Model> { self }
}

/// Anything that can stand in a `@RuleSetBuilder` block: fields, scenarios, checks, other rule sets.
///
/// ```swift
/// let component: some RuleSetComponent<SignUp> = Attribute(\.email) { Email() }
/// ```
public protocol RuleSetComponent<Model>: Sendable {
    /// The validated model type.
    associatedtype Model
    /// The declarations of this component.
    ///
    /// ```swift
    /// let set: RuleSet<SignUp> = Attribute(\.email) { Email() }.ruleSet
    /// ```
    var ruleSet: RuleSet<Model> { get }
}

extension RuleSetComponent {
    /// Applies the component's rules only in these scenarios.
    ///
    /// ```swift
    /// Attribute(\.password) { Length(min: 8) }.on(.register)
    /// ```
    public func on(_ scenarios: ScenarioName...) -> RuleSet<Model> {
        enclosed(Enclosure(scope: ScenarioScope(on: Set(scenarios))))
    }

    /// Applies the component's rules in every scenario but these.
    ///
    /// ```swift
    /// Attribute(\.email) { Required() }.except(.login)
    /// ```
    public func except(_ scenarios: ScenarioName...) -> RuleSet<Model> {
        enclosed(Enclosure(scope: ScenarioScope(on: nil, except: Set(scenarios))))
    }

    /// Runs the component's rules only where a Boolean attribute is true.
    ///
    /// ```swift
    /// Attribute(\.vatNumber) { Required() }.when(\.isCompany)
    /// ```
    public func when(_ flag: KeyPath<Model, Bool> & Sendable) -> RuleSet<Model> {
        enclosed(Enclosure(conditions: [Condition(reads: [KeyPathBox(flag)]) { $0[keyPath: flag] }]))
    }

    /// Runs the component's rules only where `condition` holds; `reads` names what it reads.
    ///
    /// ```swift
    /// Attribute(\.state) { Required() }.when(reads: [\.country]) { $0.country == "US" }
    /// ```
    public func when(
        reads: [AttributeKeyPath<Model>]? = nil, _ condition: @escaping @Sendable (Model) -> Bool
    ) -> RuleSet<Model> {
        enclosed(Enclosure(conditions: [Condition(reads: reads?.map(KeyPathBox.init), holds: condition)]))
    }

    /// Runs the component's rules at `stage` instead of at validation: input rules refuse an
    /// edit, completeness and eligibility rules answer `isComplete`/`isEligible`, submission rules
    /// run on submit (seed GKValidator). Nested rule sets keep the stages of their own rules.
    ///
    /// ```swift
    /// Attribute(\.number) { Length(max: 12); Characters.only(.decimalDigits) }.stage(.input)
    /// ```
    public func stage(_ stage: RuleStage) -> RuleSet<Model> {
        enclosed(Enclosure(stage: stage))
    }

    func enclosed(_ enclosure: Enclosure<Model>) -> RuleSet<Model> {
        RuleSet(declarations: ruleSet.declarations.map { $0.within(enclosure) })
    }
}
