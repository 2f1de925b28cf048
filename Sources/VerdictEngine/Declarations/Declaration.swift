import VerdictRules
import VerdictVocabulary

/// Where a declaration was written, to name it in diagnostics.
package struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    package var fileID: String
    package var line: Int

    package init(fileID: String, line: Int) {
        self.fileID = fileID
        self.line = line
    }

    package var description: String { "\(fileID):\(line)" }
}

/// What the builder records: one entry of a rule set, before any compilation.
package enum Declaration<Model>: Sendable {
    case field(any FieldDeclaration<Model>)
    case check(CheckDeclaration<Model>)
    case attributes(AttributeListDeclaration<Model>)
    case safe(SafeDeclaration<Model>)
    case nested(any NestedDeclaration<Model>)
    case scenarios(ScenarioDeclaration)

    /// The declaration inside a block that sets `enclosure`.
    package func within(_ enclosure: Enclosure<Model>) -> Declaration {
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
package protocol FieldDeclaration<Model>: Sendable {
    associatedtype Model
    associatedtype Value
    var access: FieldAccess<Model, Value> { get }
    var name: String? { get }
    var label: String { get }
    /// Whether the values are secret: `nil` leaves it to the name (see
    /// ``AttributeName/isSecret(_:)``).
    var sensitive: Bool? { get }
    var location: SourceLocation { get }
    var rules: [AttributeRule<Model, Value>] { get }
    /// The attribute's accessor, built once when the field is declared, so that the graphs of
    /// every scenario and stage share it.
    var accessor: any AttributeAccess { get }
    func within(_ enclosure: Enclosure<Model>) -> any FieldDeclaration<Model>
}

extension FieldDeclaration {
    package var keyPath: KeyPathBox { access.keyPath }
}

/// How a field's rules reach their value: the attribute itself, or the value inside an
/// optional attribute (its rules see the unwrapped value, and `nil` is empty).
package enum FieldAccess<Model, Value>: Sendable {
    case value(KeyPath<Model, Value> & Sendable)
    case optional(KeyPath<Model, Value?> & Sendable)

    package var keyPath: KeyPathBox {
        switch self {
        case .value(let keyPath): KeyPathBox(keyPath)
        case .optional(let keyPath): KeyPathBox(keyPath)
        }
    }

    /// Whether the attribute may be `nil` (its rules see the unwrapped value).
    package var isOptional: Bool {
        switch self {
        case .value: false
        case .optional: true
        }
    }
}

/// A field with its value type: the key path and its rules.
package struct TypedField<Model, Value>: FieldDeclaration {
    package var access: FieldAccess<Model, Value>
    package var name: String?
    package var label: String
    package var sensitive: Bool? = nil
    package var location: SourceLocation
    package var rules: [AttributeRule<Model, Value>]
    package let accessor: any AttributeAccess

    package init(
        access: FieldAccess<Model, Value>, name: String? = nil, label: String, sensitive: Bool? = nil,
        location: SourceLocation, rules: [AttributeRule<Model, Value>]
    ) {
        self.access = access
        switch access {
        case .value(let keyPath): accessor = AttributeAccessor(keyPath)
        case .optional(let keyPath): accessor = AttributeAccessor(keyPath)
        }
        self.name = name
        self.label = label
        self.sensitive = sensitive
        self.location = location
        self.rules = rules
    }

    package func within(_ enclosure: Enclosure<Model>) -> any FieldDeclaration<Model> {
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
    package init(
        access: FieldAccess<Model, Value>, keyPath: AnyKeyPath, name: String?, label: String?,
        sensitive: Bool? = nil, fileID: String, line: Int, rules: [AttributeRule<Model, Value>]
    ) {
        let resolved = name ?? KeyPathName.derive(keyPath)
        self.init(
            access: access, name: resolved, label: label ?? resolved.map(AttributeName.label) ?? "Value",
            sensitive: sensitive, location: SourceLocation(fileID: fileID, line: line), rules: rules)
    }
}

/// A model-level rule (`Constraint`) whose failure is attached to one attribute.
package struct CheckDeclaration<Model>: Sendable {
    package var attribute: KeyPathBox
    package var name: String?
    package var label: String
    package var location: SourceLocation
    package var options: RuleOptions<Model>
    package var reads: [KeyPathBox]?
    package var check: @Sendable (Model) -> RuleFailure?
    /// For an asynchronous check: the check, which takes the model boxed (`Model` is `Sendable`).
    package var asynchronous: AsyncRule? = nil

    package init(
        attribute: KeyPathBox, name: String? = nil, label: String, location: SourceLocation,
        options: RuleOptions<Model>, reads: [KeyPathBox]? = nil, check: @escaping @Sendable (Model) -> RuleFailure?,
        asynchronous: AsyncRule? = nil
    ) {
        self.attribute = attribute
        self.name = name
        self.label = label
        self.location = location
        self.options = options
        self.reads = reads
        self.check = check
        self.asynchronous = asynchronous
    }
}

/// An explicit list of a scenario's active attributes (seed 000's `scenarioList`).
package struct AttributeListDeclaration<Model>: Sendable {
    package var scenario: ScenarioName
    package var safe: [KeyPathBox]
    package var unsafe: [KeyPathBox]
    package var location: SourceLocation

    package init(scenario: ScenarioName, safe: [KeyPathBox], unsafe: [KeyPathBox], location: SourceLocation) {
        self.scenario = scenario
        self.safe = safe
        self.unsafe = unsafe
        self.location = location
    }
}

/// Scenarios declared by a `Scenario` block or list: the names that `on`, `except` and the
/// validate calls may use.
package struct ScenarioDeclaration: Sendable {
    package var names: [ScenarioName]
    package var location: SourceLocation

    package init(names: [ScenarioName], location: SourceLocation) {
        self.names = names
        self.location = location
    }
}

/// Attributes marked safe (assignable) or unsafe (validated, never assigned).
package struct SafeDeclaration<Model>: Sendable {
    package var attributes: [KeyPathBox]
    package var isSafe: Bool
    package var scope: ScenarioScope
    package var location: SourceLocation

    package init(attributes: [KeyPathBox], isSafe: Bool, scope: ScenarioScope, location: SourceLocation) {
        self.attributes = attributes
        self.isSafe = isSafe
        self.scope = scope
        self.location = location
    }
}

/// A nested model or a collection of them, validated with its own rule set.
package protocol NestedDeclaration<Model>: Sendable {
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
    var rules: @Sendable () -> DeclarationList<Child> { get }
    /// For `Each`: how its elements compare, built by its initializer where the element type is
    /// concrete; `nil` leaves it to the graph compiler, whose comparison is not specialized.
    var elements: ElementEquality<Child>? { get }
    func within(_ enclosure: Enclosure<Model>) -> any NestedDeclaration<Model>
}

extension NestedDeclaration {
    package var keyPath: KeyPathBox { access.keyPath }
}

/// How a nested child is reached from its parent.
package enum NestedAccess<Model, Child>: Sendable {
    /// A single child (`\.address`).
    case single(KeyPath<Model, Child> & Sendable)
    /// An optional child, skipped when `nil` (`\.billingAddress`).
    case optional(KeyPath<Model, Child?> & Sendable)
    /// Each element of an array (`\.addresses`).
    case each(KeyPath<Model, [Child]> & Sendable)

    package var keyPath: KeyPathBox {
        switch self {
        case .single(let keyPath): KeyPathBox(keyPath)
        case .optional(let keyPath): KeyPathBox(keyPath)
        case .each(let keyPath): KeyPathBox(keyPath)
        }
    }
}

/// A nested declaration with its child type.
package struct TypedNested<Model, Child>: NestedDeclaration {
    package var access: NestedAccess<Model, Child>
    package var name: String?
    package var location: SourceLocation
    package var options = RuleOptions<Model>()
    /// For the elements of `Each` over values: their label, numbered from 1 in messages.
    package var elementLabel: String?
    package var rules: @Sendable () -> DeclarationList<Child>
    /// For `Each`: how its elements compare (see ``ElementEquality``).
    package var elements: ElementEquality<Child>?

    package init(
        access: NestedAccess<Model, Child>, name: String? = nil, location: SourceLocation, elementLabel: String? = nil,
        elements: ElementEquality<Child>? = nil, rules: @escaping @Sendable () -> DeclarationList<Child>
    ) {
        self.access = access
        self.name = name
        self.location = location
        self.elementLabel = elementLabel
        self.elements = elements
        self.rules = rules
    }

    package func within(_ enclosure: Enclosure<Model>) -> any NestedDeclaration<Model> {
        var copy = self
        copy.options = options.within(enclosure)
        return copy
    }
}
