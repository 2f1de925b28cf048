/// Where a declaration was written, to name it in diagnostics.
struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    var fileID: String
    var line: Int
    var description: String { "\(fileID):\(line)" }
}

/// What the builder records: one entry of a rule set, before any compilation.
enum Declaration<Model>: Sendable {
    case field(any FieldDeclaration<Model>)
    case check(CheckDeclaration<Model>)
    case attributes(AttributeListDeclaration<Model>)
    case safe(SafeDeclaration<Model>)
    case nested(any NestedDeclaration<Model>)
    case scenarios(ScenarioDeclaration)

    /// The declaration inside a block that sets `enclosure`.
    func within(_ enclosure: Enclosure<Model>) -> Declaration {
        switch self {
        case .field(let field): return .field(field.within(enclosure))
        case .check(var check):
            check.options = check.options.within(enclosure)
            return .check(check)
        case .attributes, .scenarios: return self
        case .safe(var safe):
            safe.scope = safe.scope.within(enclosure.scope)
            return .safe(safe)
        case .nested(let nested): return .nested(nested.within(enclosure))
        }
    }
}

/// A `Attribute` declaration with its value type erased; the typed form is ``TypedField``. The
/// rule graph opens it to reach the value type.
protocol FieldDeclaration<Model>: Sendable {
    associatedtype Model
    associatedtype Value
    var access: FieldAccess<Model, Value> { get }
    var name: String? { get }
    var label: String { get }
    /// Whether the values are secret: `nil` leaves it to the name (see
    /// ``AttributeName/isSecret(_:)``).
    var sensitive: Bool? { get }
    var location: SourceLocation { get }
    var rules: [FieldRule<Model, Value>] { get }
    func within(_ enclosure: Enclosure<Model>) -> any FieldDeclaration<Model>
}

extension FieldDeclaration {
    var keyPath: KeyPathBox { access.keyPath }
}

/// How a field's rules reach their value: the attribute itself, or the value inside an
/// optional attribute (its rules see the unwrapped value, and `nil` is empty).
enum FieldAccess<Model, Value>: Sendable {
    case value(KeyPath<Model, Value> & Sendable)
    case optional(KeyPath<Model, Value?> & Sendable)

    var keyPath: KeyPathBox {
        switch self {
        case .value(let keyPath): KeyPathBox(keyPath)
        case .optional(let keyPath): KeyPathBox(keyPath)
        }
    }
}

/// A field with its value type: the key path and its rules.
struct TypedField<Model, Value>: FieldDeclaration {
    var access: FieldAccess<Model, Value>
    var name: String?
    var label: String
    var sensitive: Bool? = nil
    var location: SourceLocation
    var rules: [FieldRule<Model, Value>]

    func within(_ enclosure: Enclosure<Model>) -> any FieldDeclaration<Model> {
        var copy = self
        for index in copy.rules.indices {
            copy.rules[index].options = copy.rules[index].options.within(enclosure)
        }
        return copy
    }
}

extension TypedField {
    /// A field declared at `fileID:line`: its name derived from the key path unless given, its
    /// label derived from the name unless given.
    init(
        access: FieldAccess<Model, Value>, keyPath: AnyKeyPath, name: String?, label: String?,
        sensitive: Bool? = nil, fileID: String, line: Int, rules: [FieldRule<Model, Value>]
    ) {
        let resolved = name ?? KeyPathName.derive(keyPath)
        self.init(
            access: access, name: resolved, label: label ?? resolved.map(AttributeName.label) ?? "Value",
            sensitive: sensitive, location: SourceLocation(fileID: fileID, line: line), rules: rules)
    }
}

/// A model-level rule (`Check`) whose failure is attached to one attribute.
struct CheckDeclaration<Model>: Sendable {
    var attribute: KeyPathBox
    var name: String?
    var label: String
    var location: SourceLocation
    var options: RuleOptions<Model>
    var reads: [KeyPathBox]?
    var check: @Sendable (Model) -> RuleFailure?
    /// For an asynchronous check: the check, which takes the model boxed (`Model` is `Sendable`).
    var asynchronous: AsyncRule? = nil
}

/// An explicit list of a scenario's active attributes (seed 000's `scenarioList`).
struct AttributeListDeclaration<Model>: Sendable {
    var scenario: ScenarioName
    var safe: [KeyPathBox]
    var unsafe: [KeyPathBox]
    var location: SourceLocation
}

/// Scenarios declared by a `Scenario` block or list: the names that `on`, `except` and the
/// validate calls may use.
struct ScenarioDeclaration: Sendable {
    var names: [ScenarioName]
    var location: SourceLocation
}

/// Attributes marked safe (assignable) or unsafe (validated, never assigned).
struct SafeDeclaration<Model>: Sendable {
    var attributes: [KeyPathBox]
    var isSafe: Bool
    var scope: ScenarioScope
    var location: SourceLocation
}

/// A nested model or a collection of them, validated with its own rule set.
protocol NestedDeclaration<Model>: Sendable {
    associatedtype Model
    associatedtype Child
    var access: NestedAccess<Model, Child> { get }
    var name: String? { get }
    var location: SourceLocation { get }
    var options: RuleOptions<Model> { get }
    /// For the elements of `Each` over values: their label, numbered from 1 in messages.
    var elementLabel: String? { get }
    /// The child's rule set, asked for when the graph is compiled, so that a model can nest
    /// its own type (a tree) without its `static let rules` reading itself while it is made.
    var rules: @Sendable () -> RuleSet<Child> { get }
    func within(_ enclosure: Enclosure<Model>) -> any NestedDeclaration<Model>
}

extension NestedDeclaration {
    var keyPath: KeyPathBox { access.keyPath }
}

/// How a nested child is reached from its parent.
enum NestedAccess<Model, Child>: Sendable {
    /// A single child (`\.address`).
    case single(KeyPath<Model, Child> & Sendable)
    /// An optional child, skipped when `nil` (`\.billingAddress`).
    case optional(KeyPath<Model, Child?> & Sendable)
    /// Each element of an array (`\.addresses`).
    case each(KeyPath<Model, [Child]> & Sendable)

    var keyPath: KeyPathBox {
        switch self {
        case .single(let keyPath): KeyPathBox(keyPath)
        case .optional(let keyPath): KeyPathBox(keyPath)
        case .each(let keyPath): KeyPathBox(keyPath)
        }
    }
}

/// A nested declaration with its child type.
struct TypedNested<Model, Child>: NestedDeclaration {
    var access: NestedAccess<Model, Child>
    var name: String?
    var location: SourceLocation
    var options = RuleOptions<Model>()
    /// For the elements of `Each` over values: their label, numbered from 1 in messages.
    var elementLabel: String?
    var rules: @Sendable () -> RuleSet<Child>

    func within(_ enclosure: Enclosure<Model>) -> any NestedDeclaration<Model> {
        var copy = self
        copy.options = options.within(enclosure)
        return copy
    }
}
