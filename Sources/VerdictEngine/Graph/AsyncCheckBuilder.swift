import VerdictRules
import VerdictVocabulary

/// Builds how an asynchronous check reads its input from the model.
enum AsyncCheckBuilder {
    /// The input of an asynchronous rule of `field`: its value, unwrapped from an optional, unless
    /// empty (when the rule skips empty values), `nil`, or a condition does not hold.
    static func input<Field: FieldDeclaration>(
        _ field: Field, rule: AsyncRule, skipsEmpty: Bool, conditions: [Condition<Field.Model>]
    ) -> @Sendable (ModelPointer) -> CheckInput? {
        switch field.access {
        case .value(let keyPath):
            return input(
                read: { model in model[keyPath: keyPath] },
                isEmpty: skipsEmpty ? Emptiness.check(for: Field.Value.self) : nil,
                conditions: conditions, box: rule.box)
        case .optional(let keyPath):
            return input(
                read: { model in model[keyPath: keyPath] },
                isEmpty: skipsEmpty ? Emptiness.check(for: Field.Value.self) : nil,
                conditions: conditions, box: rule.box)
        }
    }

    /// The input of an asynchronous `Check`: the model itself, unless a condition does not hold.
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
