import Foundation

/// The rules of one model: what a `@RuleBuilder` closure produces.
///
/// A rule set only records declarations; it compiles them into a rule graph the first time a
/// scenario is validated, and keeps that graph.
///
/// ```swift
/// struct SignUp {
///     var username = ""
///     var email = ""
///     static let rules = RuleSet<SignUp> {
///         Field(\.username) { Trim(); Required(); Length(4...24) }
///         Field(\.email) { Trim(); Required(); Email() }
///     }
/// }
/// ```
public struct RuleSet<Model>: RuleSetComponent {
    let declarations: [Declaration<Model>]
    let cache = CompilationCache()

    init(declarations: [Declaration<Model>]) {
        self.declarations = declarations
    }

    /// Declares the rules of `Model`.
    ///
    /// ```swift
    /// let rules = RuleSet<SignUp> {
    ///     Field(\.email) { Required(); Email() }
    /// }
    /// ```
    public init(@RuleBuilder<Model> _ content: () -> RuleSet<Model>) {
        self.init(declarations: content().declarations)
    }

    /// A rule set is its own component, so it can be included in another.
    ///
    /// ```swift
    /// let signUp = RuleSet<SignUp> { credentials; Field(\.age) { Number(min: 18) } }
    /// ```
    public var ruleSet: RuleSet<Model> { self }
}

/// Anything that can stand in a `@RuleBuilder` block: fields, scenarios, checks, other rule sets.
///
/// ```swift
/// let component: some RuleSetComponent<SignUp> = Field(\.email) { Email() }
/// ```
public protocol RuleSetComponent<Model>: Sendable {
    /// The validated model type.
    associatedtype Model
    /// The declarations of this component.
    ///
    /// ```swift
    /// let set: RuleSet<SignUp> = Field(\.email) { Email() }.ruleSet
    /// ```
    var ruleSet: RuleSet<Model> { get }
}

extension RuleSetComponent {
    /// Applies the component's rules only in these scenarios.
    ///
    /// ```swift
    /// Field(\.password) { Length(min: 8) }.on("register")
    /// ```
    public func on(_ scenarios: String...) -> RuleSet<Model> {
        enclosed(Enclosure(scope: ScenarioScope(on: Set(scenarios))))
    }

    /// Applies the component's rules in every scenario but these.
    ///
    /// ```swift
    /// Field(\.email) { Required() }.except("login")
    /// ```
    public func except(_ scenarios: String...) -> RuleSet<Model> {
        enclosed(Enclosure(scope: ScenarioScope(on: nil, except: Set(scenarios))))
    }

    /// Runs the component's rules only where a Boolean attribute is true.
    ///
    /// ```swift
    /// Field(\.vatNumber) { Required() }.when(\.isCompany)
    /// ```
    public func when(_ flag: KeyPath<Model, Bool> & Sendable) -> RuleSet<Model> {
        enclosed(Enclosure(conditions: [Condition(reads: [KeyPathBox(flag)]) { $0[keyPath: flag] }]))
    }

    /// Runs the component's rules only where `condition` holds; `reads` names what it reads.
    ///
    /// ```swift
    /// Field(\.state) { Required() }.when(reads: [\.country]) { $0.country == "US" }
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
    /// Field(\.number) { Length(max: 12); Characters.only(.decimalDigits) }.stage(.input)
    /// ```
    public func stage(_ stage: RuleStage) -> RuleSet<Model> {
        enclosed(Enclosure(stage: stage))
    }

    func enclosed(_ enclosure: Enclosure<Model>) -> RuleSet<Model> {
        RuleSet(declarations: ruleSet.declarations.map { $0.within(enclosure) })
    }
}

/// A thread-safe store for the compiled forms of a rule set, one per kind and scenario.
///
/// Values are boxed in a class so that a lookup is a dictionary probe and a class check, with
/// no copy of the value through an existential.
final class CompilationCache: @unchecked Sendable {
    /// What is cached: a kind of compiled form, and the scenario it is for.
    struct Key: Hashable, Sendable {
        var kind: Kind
        var scenario: String
        var stage = RuleStage.validation
    }

    /// The kinds of compiled forms.
    enum Kind: Hashable, Sendable {
        case graph, nestedGraph, program, nestedProgram, scenarioNames
    }

    private final class Box<Value: Sendable>: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    // Guarded by `lock`. A short list, not a dictionary: a rule set has a few scenarios, and
    // comparing a scenario name is cheaper than hashing it on every validation.
    private let lock = NSLock()
    private var entries: [(key: Key, object: AnyObject)] = []

    private func entry(for key: Key) -> AnyObject? {
        lock.lock()
        defer { lock.unlock() }
        return entries.first {
            $0.key.kind == key.kind && $0.key.stage == key.stage && $0.key.scenario == key.scenario
        }?
        .object
    }

    /// The entry for `key`, made by `make` the first time. `make` runs outside the lock, so it
    /// may use the cache itself; when two threads race, the first entry stored wins.
    func object(for key: Key, make: () -> AnyObject & Sendable) -> AnyObject {
        if let existing = entry(for: key) { return existing }
        let made = make()
        lock.lock()
        defer { lock.unlock() }
        if let raced = entries.first(where: { $0.key == key }) { return raced.object }
        entries.append((key, made))
        return made
    }

    /// A value entry, boxed; see ``object(for:make:)``.
    func value<T: Sendable>(for key: Key, make: () -> T) -> T {
        // Each key holds one type of value, so the cast succeeds.
        unsafeDowncast(object(for: key) { Box(make()) }, to: Box<T>.self).value
    }
}
