import VerdictRules
import VerdictVocabulary

/// Builds how an asynchronous check reads its input from the model.
enum AsyncCheckBuilder {
    /// The input of an asynchronous rule of `field`: its value, read through the attribute's
    /// accessor (`node`'s) and unwrapped from an optional, unless empty (when the rule skips empty
    /// values), `nil`, or a condition does not hold.
    static func input<Field: FieldDeclaration>(
        _ field: Field, node: AttributeNode, rule: AsyncRule, skipsEmpty: Bool, conditions: [Condition<Field.Model>]
    ) -> @Sendable (ModelPointer) -> CheckInput? {
        typealias Model = Field.Model
        typealias Value = Field.Value
        switch field.access {
        case .value:
            let accessor = node.accessor(Model.self, Value.self)
            return input(
                read: { model in accessor.read(model) },
                isEmpty: skipsEmpty ? accessor.emptiness : nil,
                conditions: conditions, box: rule.box)
        case .optional:
            let accessor = node.accessor(Model.self, Value?.self)
            return input(
                read: { model in accessor.read(model) },
                isEmpty: skipsEmpty ? Emptiness.check(for: Value.self) : nil,
                conditions: conditions, box: rule.box)
        }
    }

    /// The input of an asynchronous `Constraint`: the model itself, unless a condition does not hold.
    static func input<Model>(check: CheckDeclaration<Model>, rule: AsyncRule) -> @Sendable (ModelPointer) -> CheckInput?
    {
        input(read: { model in model }, isEmpty: nil, conditions: check.options.conditions, box: rule.box)
    }

    private static func input<Model, Value>(
        read: @escaping @Sendable (Model) -> Value?, isEmpty: (@Sendable (Value) -> Bool)?,
        conditions: [Condition<Model>], box: @escaping @Sendable (Any) -> CheckInput
    ) -> @Sendable (ModelPointer) -> CheckInput? {
        let conditions = conditions.map(\.holds)
        return { pointer in
            pointer.access(as: Model.self) { model in
                for condition in conditions where !condition(model) { return nil }
                guard let value = read(model) else { return nil }
                if let isEmpty, isEmpty(value) { return nil }
                return box(value)
            }
        }
    }
}
