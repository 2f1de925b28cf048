import VerdictVocabulary

/// One rule of a field, with its options: what `Attribute { … }` collects.
///
/// You rarely spell this type: every rule inside a `Attribute` block becomes one, and the
/// modifiers (``ModifiableRule/message(_:)``, ``AttributeRuleConvertible/when(_:)``,
/// ``ModifiableRule/on(_:)``…) return one. It only records the rule and its options;
/// the rule graph decides how it runs.
///
/// ```swift
/// Attribute(\.nickname) {
///     Length(max: 12).severity(.warning).message("{attribute} is long; it may be cut.")
/// }
/// ```
public struct AttributeRule<Model, Value>: Sendable {
    /// What the rule does.
    package let behavior: RuleBehavior<Model, Value>
    package var options = RuleOptions<Model>()

    package init(_ behavior: RuleBehavior<Model, Value>) {
        self.behavior = behavior
    }

    /// Wraps a value rule: the builders do, a user never does.
    package init<R: ValueRule>(_ rule: R) where R.Value == Value {
        if let configured = rule as? any ConfiguredValueRule<Value> {
            self.init(.value(configured.baseRule))
            options.settings = configured.settings
        } else {
            self.init(.value(rule))
        }
    }
}

/// What a field rule does, as declared: a rule of the value alone, or one that also reads the
/// model (``Compare`` with another attribute, ``Default`` computed from the model).
package enum RuleBehavior<Model, Value>: Sendable {
    case value(any ValueRule<Value>)
    case model(any ModelRule<Model, Value>)

    /// A short name of the rule for diagnostics, such as `Length`.
    package var name: String {
        switch self {
        case .value(let rule): String(describing: type(of: rule)).prefix { $0 != "<" }.description
        case .model(let rule): rule.name
        }
    }

    package var writesValue: Bool {
        switch self {
        case .value(let rule): rule.writesValue
        case .model(let rule): rule.writesValue
        }
    }

    package var skipsEmptyValues: Bool {
        switch self {
        case .value(let rule): rule.skipsEmptyValues
        case .model(let rule): rule.skipsEmptyValues
        }
    }

    /// Other attributes the rule reads (cross-field rules).
    package var reads: [KeyPathBox] {
        switch self {
        case .value: []
        case .model(let rule): rule.reads
        }
    }

    /// Mistakes in the rule's own declaration (a bad pattern, `min` above `max`…).
    package var problems: [String] {
        switch self {
        case .value(let rule): (rule as? any SelfDiagnosingRule)?.declarationProblems ?? []
        case .model(let rule): rule.declarationProblems
        }
    }
}

/// A rule of a field that reads the model besides the field's value: the record that
/// ``Compare`` and ``Default`` leave in a declaration.
package protocol ModelRule<Model, Value>: Sendable {
    associatedtype Model
    associatedtype Value
    var name: String { get }
    var writesValue: Bool { get }
    var skipsEmptyValues: Bool { get }
    /// The attributes it reads besides its own.
    var reads: [KeyPathBox] { get }
    var declarationProblems: [String] { get }
    /// Checks (or, for a filter, rewrites) `value` of the attribute named `attribute` in `model`.
    func apply(to value: inout Value, in model: Model, attribute: String) -> RuleFailure?
    /// What the rule does with `nil` in an optional attribute, when it does not skip empty
    /// values: returns a failure (``Required``), fills `slot` (``Default``), or passes.
    func missingValue(_ slot: inout Value?, in model: Model, attribute: String) -> RuleFailure?
}
