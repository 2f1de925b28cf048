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

    /// The declaration inside a block that sets `enclosure`.
    func within(_ enclosure: Enclosure<Model>) -> Declaration {
        switch self {
        case .field(let field): return .field(field.within(enclosure))
        case .check(var check):
            check.options = check.options.within(enclosure)
            return .check(check)
        case .attributes: return self
        case .safe(var safe):
            safe.scope = safe.scope.within(enclosure.scope)
            return .safe(safe)
        case .nested(let nested): return .nested(nested.within(enclosure))
        }
    }
}

/// A `Field` declaration with its value type erased; the typed form is ``TypedField``.
protocol FieldDeclaration<Model>: Sendable {
    associatedtype Model
    var keyPath: KeyPathBox { get }
    var isWritable: Bool { get }
    var name: String? { get }
    var label: String { get }
    var location: SourceLocation { get }
    var ruleInfos: [RuleInfo<Model>] { get }
    func within(_ enclosure: Enclosure<Model>) -> any FieldDeclaration<Model>
    func accept<Visitor: FieldVisitor<Model>>(_ visitor: Visitor) -> Visitor.Result
}

/// Code that needs a field's value type (the evaluator) visits the typed field.
protocol FieldVisitor<Model> {
    associatedtype Model
    associatedtype Result
    func visit<Value>(_ field: TypedField<Model, Value>) -> Result
}

/// What the graph compiler needs to know of one rule.
struct RuleInfo<Model>: Sendable {
    var name: String
    var writesValue: Bool
    var skipsEmpty: Bool
    var options: RuleOptions<Model>
    var reads: [KeyPathBox]
    var problems: [String]
}

/// A field with its value type: the key path and its rules.
struct TypedField<Model, Value>: FieldDeclaration {
    var typedKeyPath: KeyPath<Model, Value> & Sendable
    var name: String?
    var label: String
    var location: SourceLocation
    var rules: [FieldRule<Model, Value>]

    var keyPath: KeyPathBox { KeyPathBox(typedKeyPath) }
    var isWritable: Bool { typedKeyPath is WritableKeyPath<Model, Value> }

    var ruleInfos: [RuleInfo<Model>] {
        rules.map {
            RuleInfo(
                name: $0.name, writesValue: $0.writesValue, skipsEmpty: $0.skipsEmpty,
                options: $0.options, reads: $0.reads, problems: $0.problems)
        }
    }

    func within(_ enclosure: Enclosure<Model>) -> any FieldDeclaration<Model> {
        var copy = self
        for index in copy.rules.indices {
            copy.rules[index].options = copy.rules[index].options.within(enclosure)
        }
        return copy
    }

    func accept<Visitor: FieldVisitor<Model>>(_ visitor: Visitor) -> Visitor.Result {
        visitor.visit(self)
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
}

/// An explicit list of a scenario's active attributes (seed 000's `scenarioList`).
struct AttributeListDeclaration<Model>: Sendable {
    var scenario: String
    var safe: [KeyPathBox]
    var unsafe: [KeyPathBox]
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
    var keyPath: KeyPathBox { get }
    var name: String? { get }
    var location: SourceLocation { get }
    var options: RuleOptions<Model> { get }
    func within(_ enclosure: Enclosure<Model>) -> any NestedDeclaration<Model>
    func accept<Visitor: NestedVisitor<Model>>(_ visitor: Visitor) -> Visitor.Result
}

/// Code that needs a nested declaration's child type visits it.
protocol NestedVisitor<Model> {
    associatedtype Model
    associatedtype Result
    func visit<Child>(_ nested: TypedNested<Model, Child>) -> Result
}

/// How a nested child is reached from its parent.
enum NestedAccess<Model, Child>: Sendable {
    /// A single child (`\.address`).
    case single(KeyPath<Model, Child> & Sendable)
    /// An optional child, skipped when `nil` (`\.billingAddress`).
    case optional(KeyPath<Model, Child?> & Sendable)
    /// Each element of an array (`\.addresses`).
    case each(KeyPath<Model, [Child]> & Sendable)
}

/// A nested declaration with its child type.
struct TypedNested<Model, Child>: NestedDeclaration {
    var access: NestedAccess<Model, Child>
    var name: String?
    var location: SourceLocation
    var options = RuleOptions<Model>()
    var rules: RuleSet<Child>

    var keyPath: KeyPathBox {
        switch access {
        case .single(let kp): KeyPathBox(kp)
        case .optional(let kp): KeyPathBox(kp)
        case .each(let kp): KeyPathBox(kp)
        }
    }

    func within(_ enclosure: Enclosure<Model>) -> any NestedDeclaration<Model> {
        var copy = self
        copy.options = options.within(enclosure)
        return copy
    }

    func accept<Visitor: NestedVisitor<Model>>(_ visitor: Visitor) -> Visitor.Result {
        visitor.visit(self)
    }
}
