import VerdictEngine

/// Makes the schema of one attribute of a graph, opened to its value type by the evaluator (as
/// ``AttributeAssignerMaker`` makes its assigner): the JSON the type converts from, the rules of
/// its field declarations, and for a nested model the child's object.
struct AttributeSchemaVisitor<Model>: AttributeVisitor {
    enum Made {
        /// A property: its schema, and whether the key is required.
        case property(SchemaNode, required: Bool)
        /// A nested model without a prefix: its keys sit among the parent's.
        case inline
        /// Not assigned: a read-only key path.
        case refused
    }

    let builder: SchemaBuilder
    let node: AttributeNode
    let fields: [any FieldDeclaration<Model>]
    let nested: (any NestedDeclaration<Model>)?
    let fresh: Model?
    let path: [String]
    let rulesApply: Bool

    // MARK: Fields

    mutating func visit<Value>(_ accessor: AttributeAccessor<Model, Value>) -> Made {
        guard accessor.writable != nil else { return .refused }
        var schema = ValueSchemas.schema(of: Value.self)
        var required = false
        for field in fields where describe(field, into: &schema) { required = true }
        return .property(schema, required: required)
    }

    /// Adds `field`'s rules to `schema`; whether the key is required.
    private func describe<Field: FieldDeclaration>(_ field: Field, into schema: inout SchemaNode) -> Bool
    where Field.Model == Model {
        Self.describe(field, scenario: builder.scenario, rulesApply: rulesApply, into: &schema)
        return rulesApply && isRequired(field)
    }

    /// Adds `field`'s rules to `schema`.
    private static func describe<Field: FieldDeclaration>(
        _ field: Field, scenario: ScenarioName, rulesApply: Bool, into schema: inout SchemaNode
    ) {
        var rules = RuleSchemas<Field.Model, Field.Value>(scenario: scenario, rulesApply: rulesApply)
        rules.apply(field.rules, to: &schema)
        schema.unchecked += rules.omissions
    }

    /// The model a nested object is assigned to, when known: the one in the fresh parent, or a
    /// new one where assignment makes one (an element, an optional model that is `nil`).
    private func childFresh<Child>(_ attribute: NestedAttribute<Model, Child>) -> Child? {
        switch attribute.kind {
        case .single(let accessor):
            return fresh.map { accessor.read($0) }
        case .optional(let accessor):
            if let fresh, let child = accessor.read(fresh) { return child }
            return Self.made(Child.self)
        case .each:
            return Self.made(Child.self)
        }
    }

    /// A new `Child`, when it is an ``AssignableModel``.
    static func made<Child>(_: Child.Type) -> Child? {
        (Child.self as? any AssignableModel.Type)?.init() as? Child
    }

    /// Whether a body without the key is always refused: the value already in the fresh model
    /// fails one of the attribute's unconditional rules of the value alone, run in order (the
    /// filters before it are pure, so they run on it too). Stops at a rule that reads the model.
    private func isRequired<Field: FieldDeclaration>(_ field: Field) -> Bool where Field.Model == Model {
        guard let fresh else { return false }
        var value: Field.Value?
        switch field.access {
        case .value(let keyPath): value = fresh[keyPath: keyPath]
        case .optional(let keyPath): value = fresh[keyPath: keyPath]
        }
        let isEmpty = Emptiness.check(for: Field.Value.self)
        for rule in field.rules {
            let settings = rule.options.settings
            guard settings.scope.includes(builder.scenario), settings.stage == .validation else { continue }
            guard case .value(let valueRule) = rule.behavior, rule.options.conditions.isEmpty else {
                if rule.behavior.writesValue { return false }
                continue
            }
            guard AsyncRule.of(valueRule) == nil else {
                if valueRule.writesValue { return false }
                continue
            }
            let skipsEmpty = settings.skipOnEmpty ?? valueRule.skipsEmptyValues
            guard var present = value else {
                // `nil`: a rule that does not skip it says what it is.
                if !skipsEmpty, !valueRule.writesValue, settings.severity == .error,
                    valueRule.validateMissingValue() != nil
                {
                    return true
                }
                continue
            }
            if skipsEmpty, isEmpty?(present) == true { continue }
            let failure = valueRule.apply(to: &present)
            if valueRule.writesValue { value = present }
            if failure != nil, settings.severity == .error { return true }
        }
        return false
    }

    // MARK: Nested models

    mutating func visit<Child>(nested attribute: NestedAttribute<Model, Child>) -> Made {
        guard let declaration = nested as? TypedNested<Model, Child> else {
            return .property(SchemaNode(), required: false)
        }
        let settings = declaration.options.settings
        let childRulesApply = rulesApply && declaration.options.conditions.isEmpty
        var schema: SchemaNode
        if attribute.isEachOfValues, case .each(let accessor) = attribute.kind {
            guard accessor.writable != nil else { return .refused }
            var items = ValueSchemas.schema(of: Child.self)
            for case .field(let field) in declaration.rules().declarations {
                Self.describe(field, scenario: builder.scenario, rulesApply: childRulesApply, into: &items)
            }
            // The elements' omissions are named on the array, as the omissions' paths are.
            schema = SchemaNode(types: ["array"])
            schema.unchecked = items.unchecked
            items.unchecked = []
            schema.items = items
        } else {
            switch attribute.kind {
            case .single(let accessor): if accessor.writable == nil { return .refused }
            case .optional(let accessor): if accessor.writable == nil { return .refused }
            case .each(let accessor): if accessor.writable == nil { return .refused }
            }
            // A nested model without a prefix: its keys are not described.
            if node.path.components.isEmpty { return .inline }
            let object: SchemaNode
            var unchecked: [(rule: String, reason: String)] = []
            if builder.entering(Child.self) {
                object = builder.object(
                    declarations: declaration.rules().declarations, evaluator: attribute.evaluator(),
                    fresh: childFresh(attribute), path: path, rulesApply: childRulesApply)
            } else {
                // Any object: its keys are not described.
                object = SchemaNode(types: ["object"])
                unchecked.append(("Nested", "a model inside itself, or past the depth described"))
            }
            switch attribute.kind {
            case .single:
                schema = object
            case .optional:
                schema = object
                schema.allowNull()
            case .each:
                schema = SchemaNode(types: ["array"])
                schema.items = object
            }
            schema.unchecked += unchecked
        }
        if rulesApply, !declaration.options.conditions.isEmpty, settings.scope.includes(builder.scenario) {
            schema.unchecked.append(("Nested", "runs only when a condition holds"))
        }
        // A single nested model keeps its fresh value when its key is left out: the key is
        // required when that value is refused, as a required key of the child's says.
        var required = false
        if case .single = attribute.kind, !attribute.isEachOfValues, !schema.required.isEmpty { required = true }
        for field in fields where describe(field, into: &schema) { required = true }
        return .property(schema, required: required)
    }
}
