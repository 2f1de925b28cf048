import VerdictEngine

/// Builds the JSON Schema of a scenario's input from the compiled graph (the attributes, their
/// names, which are active and safe, nested models) and the declarations (the rules of each
/// attribute), as massive assignment reads a body: each level an object whose keys are the safe
/// attributes' names under the key strategy.
///
/// A nested model's schema is built inside its parent's, once for each place it appears, as deep
/// as the model's declarations go: never deeper than assignment goes (``AssignmentRun``'s limit),
/// never into a model already being built (a model that nests its own type), and never past
/// ``maximumModels`` in all; past them, any value is allowed and the omission named.
struct SchemaBuilder {
    let scenario: ScenarioName
    let keys: KeyStrategy
    let isStrict: Bool
    /// Whether a key can be required: not in the schema of a body assigned into an existing model
    /// (a PATCH), where a key left out keeps the model's value, at every level.
    let requiresKeys: Bool
    /// The most nested models described in one schema.
    static let maximumModels = 10_000
    /// What the whole build shares, whichever copy of the builder a visitor holds.
    let run = Run()

    /// The state of one build.
    final class Run {
        var models = 0
        /// The models being built, outermost first.
        var building: [ObjectIdentifier] = []
        var omissions: [InputSchema.Omission] = []
    }

    var omissions: [InputSchema.Omission] { run.omissions }

    init(scenario: ScenarioName, keys: KeyStrategy, isStrict: Bool, requiresKeys: Bool = true) {
        self.scenario = scenario
        self.keys = keys
        self.isStrict = isStrict
        self.requiresKeys = requiresKeys
    }

    /// The schema of an object assigned to `Model`. `fresh` is the model the body is assigned to
    /// when it is known (a new `Model()`), which decides which keys are required: a key may be
    /// left out exactly when the value already there passes.
    func object<Model>(
        declarations: [Declaration<Model>], evaluator: Evaluator<Model>, fresh: Model?, path: [String],
        rulesApply: Bool
    ) -> SchemaNode {
        run.building.append(ObjectIdentifier(Model.self))
        defer { run.building.removeLast() }
        var fields: [KeyPathBox: [any FieldDeclaration<Model>]] = [:]
        var nested: [KeyPathBox: any NestedDeclaration<Model>] = [:]
        var constraints: [KeyPathBox: [CheckDeclaration<Model>]] = [:]
        for declaration in declarations {
            switch declaration {
            case .field(let field): fields[field.keyPath, default: []].append(field)
            case .nested(let declared): nested[declared.keyPath] = nested[declared.keyPath] ?? declared
            case .check(let check): constraints[check.attribute, default: []].append(check)
            case .attributes, .safe, .scenarios: continue
            }
        }
        var level = Level()
        for (position, node) in evaluator.graph.attributes.enumerated() {
            let names = keyNames(node.path)
            guard node.isActive, !node.isUnsafe else {
                level.insert(node.isActive ? .unsafe : .refused, at: names[...])
                if node.isActive, node.isDecided, rulesApply {
                    level.unchecked.append(
                        ("rules of \(names.joined(separator: "."))", "the attribute is validated but not assigned"))
                }
                continue
            }
            var visitor = AttributeSchemaVisitor<Model>(
                builder: self, node: node, fields: fields[node.keyPath] ?? [], nested: nested[node.keyPath],
                fresh: fresh, path: path + names, rulesApply: rulesApply)
            let made = evaluator.open(attribute: position, &visitor)
            var schema: SchemaNode
            var required = false
            switch made {
            case .refused:
                level.insert(.unsafe, at: names[...])
                continue
            case .inline:
                level.hasInline = true
                continue
            case .property(let property, let isRequired):
                schema = property
                required = isRequired
            }
            for check in constraints[node.keyPath] ?? []
            where check.options.settings.scope.includes(scenario) && check.options.settings.stage == .validation
                && check.options.settings.severity == .error && rulesApply
            {
                schema.unchecked.append(
                    (
                        "Constraint",
                        check.asynchronous == nil ? "a rule over the whole model" : "asynchronous: asks a service"
                    ))
            }
            for entry in schema.unchecked {
                run.omissions.append(
                    InputSchema.Omission(
                        path: AttributePath((path + names).map { .property($0) }), rule: entry.rule,
                        reason: entry.reason))
            }
            level.insert(.property(schema, required: required && requiresKeys), at: names[...])
        }
        // A required key taken out of a nested model's object: its value always fails.
        for keys in level.requiredTakenOut {
            let rule = "rules of \(keys.joined(separator: "."))"
            if !level.unchecked.contains(where: { $0.rule == rule }) {
                level.unchecked.append((rule, "the attribute is validated but not assigned"))
            }
        }
        for entry in level.unchecked {
            run.omissions.append(
                InputSchema.Omission(
                    path: AttributePath(path.map { .property($0) }), rule: entry.rule, reason: entry.reason))
        }
        for keys in level.hiddenProperties() {
            run.omissions.append(
                InputSchema.Omission(
                    path: AttributePath((path + keys).map { .property($0) }), rule: Level.hidden.rule,
                    reason: Level.hidden.reason))
        }
        return level.schema(isStrict: isStrict)
    }

    /// Whether one more nested `Model` may be described here.
    func entering<Model>(_: Model.Type) -> Bool {
        guard run.models < Self.maximumModels, run.building.count < AssignmentRun.maximumNesting,
            !run.building.contains(ObjectIdentifier(Model.self))
        else { return false }
        run.models += 1
        return true
    }

    /// The keys of the properties of `path`, under the key strategy (as assignment reads them).
    private func keyNames(_ path: AttributePath) -> [String] { keys.propertyKeys(of: path) }
}

/// One object of the body while its schema is built: a property per key, a group per first name
/// of dotted names (`address` of `address.zip`).
///
/// Keys are placed as assignment places them (``AssignmentPlanCompiler``): an unsafe attribute
/// below an attribute that assigns a nested model (`Unsafe(\.address.zip)` beside
/// `Nested(\.address, …)`) is taken out of the nested model's object, and an inactive one there is
/// the nested model's to read. Any other two declarations at one key allow any value there; where
/// that hides a property's constraints, the omission is named.
struct Level {
    indirect enum Entry {
        case property(SchemaNode, required: Bool)
        case group(Level)
        /// A key that assignment ignores (or, in strict mode, refuses): an inactive attribute.
        case refused
        /// A key that assignment ignores (or, in strict mode, refuses) wherever it is declared,
        /// also below a nested model: an unsafe attribute, or one that cannot be written.
        case unsafe
        /// Two declarations at one key: any value is allowed. `hidesProperty` when one of them
        /// stated something, which is then named as an omission.
        case conflict(hidesProperty: Bool)

        /// Whether the entry states something of the body: a property, or a group holding one.
        var holdsProperty: Bool {
            switch self {
            case .property: true
            case .group(let group): group.holdsProperty
            case .refused, .unsafe: false
            case .conflict(let hidesProperty): hidesProperty
            }
        }
    }

    /// The omission named for a key where a property's constraints are hidden by another
    /// declaration.
    static let hidden = (rule: "Attribute", reason: "two declarations at one key: any value is allowed")

    var order: [String] = []
    var entries: [String: Entry] = [:]
    /// A nested model without a prefix takes the keys nothing else takes: the object stays open.
    var hasInline = false
    var unchecked: [(rule: String, reason: String)] = []
    /// The keys (from this level down) of required properties taken out of a nested model's
    /// object: assignment never writes them, and the value the model has fails.
    private(set) var requiredTakenOut: [[String]] = []

    mutating func insert(_ entry: Entry, at path: ArraySlice<String>) {
        guard let key = path.first else {
            if case .property = entry { hasInline = true }
            return
        }
        guard let existing = entries[key] else {
            order.append(key)
            if path.count == 1 {
                entries[key] = entry
            } else {
                var group = Level()
                group.insert(entry, at: path.dropFirst())
                entries[key] = .group(group)
            }
            return
        }
        switch (existing, entry, path.count) {
        case (.group(let group), .property(var schema, let required), 1) where !group.holdsProperty:
            // Unsafe keys below the attribute: taken out of its object.
            if let taken = group.takeOutUnsafeKeys(from: &schema, below: []) {
                requiredTakenOut += taken.map { [key] + $0 }
                entries[key] = .property(schema, required: required)
                return
            }
        case (.group(var group), _, 2...):
            group.insert(entry, at: path.dropFirst())
            requiredTakenOut += group.requiredTakenOut.map { [key] + $0 }
            group.requiredTakenOut = []
            entries[key] = .group(group)
            return
        case (.property(var schema, let required), .unsafe, 2...):
            if let wasRequired = schema.takeOutProperty(at: path.dropFirst()) {
                if wasRequired { requiredTakenOut.append(Array(path)) }
                entries[key] = .property(schema, required: required)
                return
            }
        case (.property, .refused, 2...):
            // The nested model's key: its own declarations say what it is.
            return
        default:
            break
        }
        entries[key] = .conflict(hidesProperty: existing.holdsProperty || entry.holdsProperty)
    }

    /// Whether a key of this level states something of the body.
    var holdsProperty: Bool { entries.values.contains { $0.holdsProperty } }

    /// Takes the unsafe keys of this group (at `prefix` below the attribute) out of `schema`, the
    /// attribute's: the paths of those that were required, or `nil` where `schema` is no object
    /// to take them from.
    private func takeOutUnsafeKeys(from schema: inout SchemaNode, below prefix: [String]) -> [[String]]? {
        var required: [[String]] = []
        for key in order {
            switch entries[key] {
            case .unsafe?:
                guard let wasRequired = schema.takeOutProperty(at: (prefix + [key])[...]) else { return nil }
                if wasRequired { required.append(prefix + [key]) }
            case .group(let group)?:
                guard let taken = group.takeOutUnsafeKeys(from: &schema, below: prefix + [key]) else { return nil }
                required += taken
            case .conflict?:
                return nil
            case .refused?, .property?, nil:
                continue
            }
        }
        return required
    }

    /// The keys (from this level down) where another declaration hides a property.
    func hiddenProperties() -> [[String]] {
        order.flatMap { key -> [[String]] in
            switch entries[key] {
            case .conflict(hidesProperty: true)?: [[key]]
            case .group(let group)?: group.hiddenProperties().map { [key] + $0 }
            default: []
            }
        }
    }

    func schema(isStrict: Bool) -> SchemaNode {
        var node = SchemaNode(types: ["object"])
        node.isObject = true
        node.unchecked = unchecked
        for key in order {
            switch entries[key] {
            case .property(let schema, let required)?:
                node.properties.append(.init(key: key, schema: schema))
                if required { node.required.append(key) }
            case .group(let group)?:
                // A group is required when a key inside it is: left out, that key keeps the value
                // it has, which the rules refuse.
                let schema = group.schema(isStrict: isStrict)
                node.properties.append(.init(key: key, schema: schema))
                if !schema.required.isEmpty { node.required.append(key) }
            case .conflict(let hidesProperty)?:
                var open = SchemaNode()
                if hidesProperty { open.unchecked = [Self.hidden] }
                node.properties.append(.init(key: key, schema: open))
            case .refused?, .unsafe?, nil:
                continue
            }
        }
        node.closed = isStrict && !hasInline
        return node
    }
}
