import VerdictEngine

/// A filter that fills an empty attribute (`nil`, `""`, an empty collection) with a default,
/// a constant or computed from the model and the attribute's name.
///
/// ```swift
/// Attribute(\.country) { Default("USA") }
/// Attribute(\.from) { Default { _, _ in Date() } }
/// Attribute(\.age) { Default(nil) }          // age: Int?  — keeps it nil when empty
/// ```
public struct Default<Model, Value>: AttributeRuleConvertible {
    /// The erased rule.
    ///
    /// ```swift
    /// let rule = Default<Order, String>("USA")._attributeRule
    /// ```
    public let _attributeRule: AttributeRule<Model, Value>

    /// A filter: it writes the default into the model, so it needs a writable key path.
    ///
    /// ```swift
    /// let effect: RuleEffect.Rewriting.Type = Default<Order, String>.Effect.self
    /// ```
    public typealias Effect = RuleEffect.Rewriting

    /// Fills an empty value with `value`.
    ///
    /// ```swift
    /// Default("USA")
    /// ```
    public init(_ value: Value) where Value: Sendable {
        self.init { _, _ in value }
    }

    /// Fills an empty value with what `make` returns for the model and the attribute's name.
    /// Name the attributes `make` reads in `reads`, so their filters run first.
    ///
    /// ```swift
    /// Default(reads: [\.from]) { order, _ in order.from }
    /// ```
    public init(
        reads: [AttributeKeyPath<Model>] = [],
        _ make: @escaping @Sendable (_ model: Model, _ attribute: String) -> Value
    ) {
        _attributeRule = AttributeRule(.model(DefaultRule(reads: reads.map { KeyPathBox($0) }, make: make)))
    }
}

/// The record of a ``Default``: the attributes its value reads and how to make it.
private struct DefaultRule<Model, Value>: ModelRule {
    let reads: [KeyPathBox]
    let make: @Sendable (Model, String) -> Value
    let isEmpty = Emptiness.check(for: Value.self)

    var name: String { "Default" }
    var writesValue: Bool { true }
    var skipsEmptyValues: Bool { false }
    var declarationProblems: [String] { [] }

    func apply(to value: inout Value, in model: Model, attribute: String) -> RuleFailure? {
        if isEmpty?(value) == true { value = make(model, attribute) }
        return nil
    }

    func missingValue(_ slot: inout Value?, in model: Model, attribute: String) -> RuleFailure? {
        slot = make(model, attribute)
        return nil
    }
}
