/// A filter that fills an empty attribute (`nil`, `""`, an empty collection) with a default,
/// a constant or computed from the model and the attribute's name.
///
/// ```swift
/// Field(\.country) { Default("USA") }
/// Field(\.from) { Default { _, _ in Date() } }
/// Field(\.age) { Default(nil) }          // age: Int?  — keeps it nil when empty
/// ```
public struct Default<Model, Value>: FieldRuleConvertible {
    /// The erased rule.
    ///
    /// ```swift
    /// let rule = Default<Order, String>("USA").fieldRule
    /// ```
    public let fieldRule: FieldRule<Model, Value>

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
        let isEmpty = Emptiness.check(for: Value.self)
        fieldRule = FieldRule(
            name: "Default", writesValue: true, skipsEmptyByDefault: false,
            reads: reads.map { KeyPathBox($0) }
        ) { attribute in
            RuleBody(
                run: { value, model in
                    if isEmpty?(value) == true { value = make(model, attribute) }
                    return nil
                },
                missing: { model in .fill(make(model, attribute)) })
        }
    }
}
