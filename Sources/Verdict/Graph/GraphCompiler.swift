/// Compiles a rule set's declarations into a ``RuleGraph`` for one scenario.
struct GraphCompiler<Model> {
    let ruleSet: RuleSet<Model>
    let scenario: String
    /// Only rules of this stage become nodes.
    let stage: RuleStage
    /// Whether this is the rule set being validated (not a nested one): only the root checks
    /// that the scenario is known.
    let isRoot: Bool

    private var attributes: [AttributeNode] = []
    private var diagnostics: [RuleDiagnostic] = []
    private var nodes: [RuleNode] = []
    private var children: [Int: RuleGraph] = [:]
    private var positions: [KeyPathBox: Int] = [:]

    init(ruleSet: RuleSet<Model>, scenario: String, stage: RuleStage, isRoot: Bool) {
        self.ruleSet = ruleSet
        self.stage = stage
        self.scenario = scenario
        self.isRoot = isRoot
    }

    consuming func compile() -> RuleGraph {
        registerAttributes()
        checkScenario()
        markActiveAttributes()
        collectNodes()
        let (order, edges) = sortedNodes()
        let ordered = order.map { nodes[$0] }
        let dependents = attributes.indices.map { attribute in
            ordered.indices.filter { ordered[$0].depends(on: attribute) }
        }
        for (attribute, list) in dependents.enumerated() where !list.isEmpty {
            attributes[attribute].isValidated = true
        }
        let graph = RuleGraph(
            scenario: scenario, stage: stage, modelName: String(describing: Model.self), nodes: ordered,
            attributes: attributes, dependents: dependents, edges: edges, diagnostics: diagnostics,
            children: children, attributePositions: positions)
        assert(graph.checkInvariants(), "Rule graph invariants broken for \(Model.self)")
        return graph
    }

    private var declarations: [Declaration<Model>] { ruleSet.declarations }

    // MARK: Attributes

    private mutating func register(_ keyPath: KeyPathBox, name: String?, label: String?) -> Int {
        if let existing = positions[keyPath] {
            if attributes[existing].name == nil, let name { attributes[existing].name = name }
            return existing
        }
        let derived = name ?? (keyPath.keyPath as? PartialKeyPath<Model>).flatMap(AttributeName.derive)
        attributes.append(
            AttributeNode(
                keyPath: keyPath, name: derived,
                label: label ?? derived.map(AttributeName.label) ?? "Value"))
        positions[keyPath] = attributes.count - 1
        return attributes.count - 1
    }

    private mutating func registerAttributes() {
        for declaration in declarations {
            switch declaration {
            case .field(let field):
                _ = register(field.keyPath, name: field.name, label: field.label)
                if field.name == nil { unnamed(field.keyPath, "Field", field.location) }
            case .check(let check):
                _ = register(check.attribute, name: check.name, label: check.label)
                if check.name == nil { unnamed(check.attribute, "Check", check.location) }
            case .nested(let nested):
                _ = register(nested.keyPath, name: nested.name, label: nil)
                if nested.name == nil { unnamed(nested.keyPath, "Nested", nested.location) }
            case .attributes(let list):
                for keyPath in list.safe + list.unsafe { _ = register(keyPath, name: nil, label: nil) }
            case .safe(let marker):
                for keyPath in marker.attributes { _ = register(keyPath, name: nil, label: nil) }
            }
        }
    }

    private mutating func unnamed(_ keyPath: KeyPathBox, _ kind: String, _ location: SourceLocation) {
        diagnostics.append(
            RuleDiagnostic(
                kind: .unnamedKeyPath,
                message:
                    "\(kind)(\(keyPath.keyPath)): cannot derive a printable name for this key path "
                    + "(a computed property or subscript); pass `name:`.",
                location: location.description))
    }

    // MARK: Scenarios

    private mutating func checkScenario() {
        let knownScenarios = ruleSet.scenarioNames
        guard isRoot, !knownScenarios.contains(scenario) else { return }
        let known = knownScenarios.sorted().map { "'\($0)'" }.joined(separator: ", ")
        diagnostics.append(
            RuleDiagnostic(
                kind: .unknownScenario,
                message: "No rule or attribute list of \(Model.self) names scenario '\(scenario)'; known: \(known).",
                location: nil))
    }

    // MARK: Active attributes

    private mutating func markActiveAttributes() {
        var explicit = false
        for case .attributes(let list) in declarations where list.scenario == scenario {
            explicit = true
            for keyPath in list.safe { activate(keyPath, unsafe: false) }
            for keyPath in list.unsafe { activate(keyPath, unsafe: true) }
        }
        for declaration in declarations {
            switch declaration {
            case .safe(let marker) where marker.scope.includes(scenario):
                for keyPath in marker.attributes where !explicit || !marker.isSafe {
                    activate(keyPath, unsafe: !marker.isSafe)
                }
            case .field(let field) where !explicit:
                if field.ruleInfos.contains(where: { $0.options.scope.includes(scenario) }) {
                    activate(field.keyPath, unsafe: false)
                }
            case .check(let check) where !explicit && check.options.scope.includes(scenario):
                activate(check.attribute, unsafe: false)
            case .nested(let nested) where !explicit && nested.options.scope.includes(scenario):
                activate(nested.keyPath, unsafe: false)
            default: break
            }
        }
    }

    private mutating func activate(_ keyPath: KeyPathBox, unsafe: Bool) {
        guard let index = positions[keyPath] else { return }
        attributes[index].isActive = true
        if unsafe { attributes[index].isUnsafe = true }
    }

    // MARK: Nodes

    private func attributeIndex(_ keyPath: KeyPathBox) -> Int? {
        positions[keyPath]
    }

    private mutating func reads(
        _ explicit: [KeyPathBox]?, conditions: [Condition<Model>]
    ) -> Set<Int>? {
        guard var all = explicit else { return nil }
        for condition in conditions {
            guard let more = condition.reads else { return nil }
            all += more
        }
        return Set(all.map { register($0, name: nil, label: nil) })
    }

    private mutating func collectNodes() {
        var order = 0
        for (position, declaration) in declarations.enumerated() {
            switch declaration {
            case .field(let field):
                guard let attribute = attributeIndex(field.keyPath), attributes[attribute].isActive else { continue }
                for (index, info) in field.ruleInfos.enumerated()
                where info.options.scope.includes(scenario) && info.options.stage == stage {
                    let label = "Field(\(field.keyPath.keyPath)) › \(info.name)"
                    for problem in info.problems {
                        diagnostics.append(
                            RuleDiagnostic(
                                kind: .invalidRule, message: "\(label): \(problem)",
                                location: field.location.description))
                    }
                    if info.writesValue && !field.isWritable {
                        diagnostics.append(
                            RuleDiagnostic(
                                kind: .readOnlyFilter,
                                message:
                                    "\(label) rewrites the value, but the key path is read-only; use a `var` property.",
                                location: field.location.description))
                    }
                    nodes.append(
                        RuleNode(
                            source: .fieldRule(declaration: position, rule: index), attribute: attribute,
                            writes: info.writesValue,
                            reads: reads(info.reads, conditions: info.options.conditions),
                            order: order, label: label))
                    order += 1
                }
            case .check(let check):
                guard check.options.scope.includes(scenario), check.options.stage == stage,
                    let attribute = attributeIndex(check.attribute),
                    attributes[attribute].isActive
                else { continue }
                nodes.append(
                    RuleNode(
                        source: .check(declaration: position), attribute: attribute, writes: false,
                        reads: reads(check.reads, conditions: check.options.conditions), order: order,
                        label: "Check(\(check.attribute.keyPath)) at \(check.location)"))
                order += 1
            case .nested(let nested):
                guard nested.options.scope.includes(scenario), let attribute = attributeIndex(nested.keyPath),
                    attributes[attribute].isActive
                else { continue }
                let child = nested.accept(ChildGraph(scenario: scenario, stage: stage))
                guard !child.nodes.isEmpty || !child.diagnostics.isEmpty else { continue }
                children[position] = child
                let label = "Nested(\(nested.keyPath.keyPath))"
                diagnostics += child.diagnostics.map {
                    RuleDiagnostic(kind: $0.kind, message: "\(label): \($0.message)", location: $0.location)
                }
                if child.writesValues && !nested.accept(IsWritable()) {
                    diagnostics.append(
                        RuleDiagnostic(
                            kind: .readOnlyFilter,
                            message: "\(label): the nested rules rewrite values, but the key path is read-only.",
                            location: nested.location.description))
                }
                nodes.append(
                    RuleNode(
                        source: .nested(declaration: position), attribute: attribute, writes: child.writesValues,
                        reads: reads([], conditions: nested.options.conditions), order: order, label: label))
                order += 1
            case .attributes, .safe:
                continue
            }
        }
    }

    // MARK: Order

    /// Edges of the dependency graph over `nodes` (declaration order), then a topological order
    /// that keeps each attribute's rules together and in declaration order where it can.
    private mutating func sortedNodes() -> (order: [Int], edges: [[Int]]) {
        var successors = Array(repeating: [Int](), count: nodes.count)
        var lastOfAttribute: [Int: Int] = [:]
        for (index, node) in nodes.enumerated() {
            if let previous = lastOfAttribute[node.attribute] { successors[previous].append(index) }
            lastOfAttribute[node.attribute] = index
        }
        for (writer, w) in nodes.enumerated() where w.writes {
            for (reader, r) in nodes.enumerated() where r.attribute != w.attribute {
                if let reads = r.reads {
                    if reads.contains(w.attribute) { successors[writer].append(reader) }
                } else if writer < reader {
                    successors[writer].append(reader)
                }
            }
        }
        var inDegree = Array(repeating: 0, count: nodes.count)
        for list in successors { for next in list { inDegree[next] += 1 } }
        var ready = nodes.indices.filter { inDegree[$0] == 0 }
        var order: [Int] = []
        order.reserveCapacity(nodes.count)
        while let best = ready.indices.min(by: { precedes(ready[$0], ready[$1]) }) {
            let next = ready.remove(at: best)
            order.append(next)
            for successor in successors[next] {
                inDegree[successor] -= 1
                if inDegree[successor] == 0 { ready.append(successor) }
            }
        }
        if order.count < nodes.count {
            let stuck = nodes.indices.filter { inDegree[$0] > 0 }.map { nodes[$0].label }
            diagnostics.append(
                RuleDiagnostic(
                    kind: .filterCycle,
                    message: "Filters depend on each other in a cycle: " + stuck.joined(separator: " → ") + ".",
                    location: nil))
            order += nodes.indices.filter { inDegree[$0] > 0 }
        }
        var position = Array(repeating: 0, count: nodes.count)
        for (rank, index) in order.enumerated() { position[index] = rank }
        let edges = order.map { index in successors[index].map { position[$0] }.sorted() }
        return (order, edges)
    }

    private func precedes(_ a: Int, _ b: Int) -> Bool {
        (nodes[a].attribute, nodes[a].order) < (nodes[b].attribute, nodes[b].order)
    }
}

/// Compiles (or fetches) a nested rule set's graph.
private struct ChildGraph<Model>: NestedVisitor {
    let scenario: String
    let stage: RuleStage
    func visit<Child>(_ nested: TypedNested<Model, Child>) -> RuleGraph {
        nested.rules.graph(for: scenario, stage: stage, isRoot: false)
    }
}

/// Whether a nested declaration's key path can be written.
private struct IsWritable<Model>: NestedVisitor {
    func visit<Child>(_ nested: TypedNested<Model, Child>) -> Bool {
        switch nested.access {
        case .single(let keyPath): keyPath is WritableKeyPath<Model, Child>
        case .optional(let keyPath): keyPath is WritableKeyPath<Model, Child?>
        case .each(let keyPath): keyPath is WritableKeyPath<Model, [Child]>
        }
    }
}
