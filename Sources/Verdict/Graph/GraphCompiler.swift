/// Compiles a rule set's declarations into a ``RuleGraph`` for one scenario and stage: the
/// attributes, the rules that apply, their order, and the step each node runs.
struct GraphCompiler<Model> {
    let declarations: [Declaration<Model>]
    let scenario: ScenarioName
    /// Only rules of this stage become nodes.
    let stage: RuleStage
    let context: CompileContext

    private var attributes: [AttributeNode] = []
    private var positions: [KeyPathBox: Int] = [:]
    private var diagnostics: [RuleDiagnostic] = []
    private var rules: [PendingRule] = []
    /// The value captures of the attributes that rules write (a capture exists only for a
    /// writable key path), for the undo history.
    private var captures: [Int: ValueCapture] = [:]

    /// One rule before ordering, and where it comes from.
    private struct PendingRule {
        enum Source {
            case fieldRule(declaration: Int, rule: Int)
            case check(declaration: Int)
            case nested(declaration: Int, child: NestedStepBuilder.ChildGraph)
        }

        var source: Source
        var attribute: Int
        var writes: Bool
        var reads: Set<Int>?
        var label: String
        /// The rule's own name (`Trim`), for the label of a node that runs several.
        var name = ""

        /// The field declaration of a field rule.
        var fieldDeclaration: Int? {
            if case .fieldRule(let declaration, _) = source { return declaration }
            return nil
        }

        func depends(on other: Int) -> Bool {
            other == attribute || (reads?.contains(other) ?? true)
        }
    }

    init(declarations: [Declaration<Model>], scenario: ScenarioName, stage: RuleStage, context: CompileContext) {
        self.declarations = declarations
        self.scenario = scenario
        self.stage = stage
        self.context = context
    }

    consuming func compile() -> RuleGraph {
        registerAttributes()
        markActiveAttributes()
        collectRules()
        let order = sortedRules()
        let nodes = makeNodes(order)
        let dependents = RuleGraph.dependents(of: nodes, attributeCount: attributes.count)
        for (attribute, list) in dependents.enumerated() where !list.isEmpty {
            attributes[attribute].isValidated = true
        }
        let graph = RuleGraph(
            scenario: scenario, stage: stage, modelName: String(describing: Model.self), nodes: nodes,
            attributes: attributes, attributePositions: positions, dependents: dependents,
            captures: attributes.indices.map { captures[$0] }, diagnostics: diagnostics)
        assert(graph.checkInvariants(), "Rule graph invariants broken for \(Model.self)")
        return graph
    }

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
                if field.name == nil { unnamed(field.keyPath, "Attribute", field.location) }
                checkName(field.name, field.keyPath, "Attribute", field.location)
            case .check(let check):
                _ = register(check.attribute, name: check.name, label: check.label)
                if check.name == nil { unnamed(check.attribute, "Check", check.location) }
                checkName(check.name, check.attribute, "Check", check.location)
            case .nested(let nested):
                _ = register(nested.keyPath, name: nested.name, label: nil)
                if nested.name == nil { unnamed(nested.keyPath, "Nested", nested.location) }
                checkName(nested.name, nested.keyPath, "Nested", nested.location)
            case .attributes(let list):
                for keyPath in list.safe + list.unsafe { _ = register(keyPath, name: nil, label: nil) }
            case .safe(let marker):
                for keyPath in marker.attributes { _ = register(keyPath, name: nil, label: nil) }
            case .scenarios:
                continue
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

    /// A name given with `name:` that cannot be a printable path.
    private mutating func checkName(_ name: String?, _ keyPath: KeyPathBox, _ kind: String, _ location: SourceLocation)
    {
        guard let name, let problem = AttributeName.problems(inName: name) else { return }
        diagnostics.append(
            RuleDiagnostic(
                kind: .invalidName, message: "\(kind)(\(keyPath.keyPath)): \(problem)",
                location: location.description))
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
                if applies(field) { activate(field.keyPath, unsafe: false) }
            case .check(let check) where !explicit && check.options.settings.scope.includes(scenario):
                activate(check.attribute, unsafe: false)
            case .nested(let nested) where !explicit && nested.options.settings.scope.includes(scenario):
                activate(nested.keyPath, unsafe: false)
            default: break
            }
        }
    }

    /// Whether any rule of `field` applies in the scenario.
    private func applies<Field: FieldDeclaration>(_ field: Field) -> Bool {
        field.rules.contains { $0.options.settings.scope.includes(scenario) }
    }

    private mutating func activate(_ keyPath: KeyPathBox, unsafe: Bool) {
        guard let index = positions[keyPath] else { return }
        attributes[index].isActive = true
        if unsafe { attributes[index].isUnsafe = true }
    }

    // MARK: Rules

    private mutating func reads(_ explicit: [KeyPathBox]?, conditions: [Condition<Model>]) -> Set<Int>? {
        guard var all = explicit else { return nil }
        for condition in conditions {
            guard let more = condition.reads else { return nil }
            all += more
        }
        return Set(all.map { register($0, name: nil, label: nil) })
    }

    private mutating func collectRules() {
        for (position, declaration) in declarations.enumerated() {
            switch declaration {
            case .field(let field):
                guard let attribute = positions[field.keyPath], attributes[attribute].isActive else { continue }
                addRules(of: field, at: position, attribute: attribute)
            case .check(let check):
                guard check.options.settings.scope.includes(scenario), check.options.settings.stage == stage,
                    let attribute = positions[check.attribute], attributes[attribute].isActive
                else { continue }
                rules.append(
                    PendingRule(
                        source: .check(declaration: position), attribute: attribute, writes: false,
                        reads: reads(check.reads, conditions: check.options.conditions),
                        label: "Check(\(KeyPathName.describe(check.attribute.keyPath))) at \(check.location)"))
            case .nested(let nested):
                guard nested.options.settings.scope.includes(scenario), let attribute = positions[nested.keyPath],
                    attributes[attribute].isActive
                else { continue }
                addNested(nested, at: position, attribute: attribute)
            case .attributes, .safe, .scenarios:
                continue
            }
        }
    }

    private mutating func addRules<Field: FieldDeclaration>(
        of field: Field, at position: Int, attribute: Int
    ) where Field.Model == Model {
        var prefix: String?
        for (index, rule) in field.rules.enumerated()
        where rule.options.settings.scope.includes(scenario) && rule.options.settings.stage == stage {
            let behavior = rule.behavior
            // The key path's description is spelled once per field, not once per rule.
            if prefix == nil { prefix = "Attribute(\(KeyPathName.describe(field.keyPath.keyPath))) › " }
            let name = RuleNames.name(of: behavior)
            let label = (prefix ?? "") + name
            for problem in behavior.problems {
                diagnostics.append(
                    RuleDiagnostic(
                        kind: .invalidRule, message: "\(label): \(problem)", location: field.location.description))
            }
            if behavior.writesValue && !captureWrites(of: attribute, Self.capture(field)) {
                diagnostics.append(
                    RuleDiagnostic(
                        kind: .readOnlyFilter,
                        message: "\(label) rewrites the value, but the key path is read-only; use a `var` property.",
                        location: field.location.description))
            }
            rules.append(
                PendingRule(
                    source: .fieldRule(declaration: position, rule: index), attribute: attribute,
                    writes: behavior.writesValue, reads: reads(behavior.reads, conditions: rule.options.conditions),
                    label: label, name: name))
        }
    }

    private mutating func addNested<Nested: NestedDeclaration>(
        _ nested: Nested, at position: Int, attribute: Int
    ) where Nested.Model == Model {
        let label = "Nested(\(KeyPathName.describe(nested.keyPath.keyPath)))"
        let child: NestedStepBuilder.ChildGraph
        let writes: Bool
        let childRules = nested.rules()
        if context.isCompiling(Nested.Child.self, scenario: scenario, stage: stage) {
            // The child's graph is being compiled around this one: a model that nests its own
            // type. Its diagnostics are that graph's; whether it writes is read from its rules.
            let scenario = scenario
            let stage = stage
            child = .recursive { childRules.graph(for: scenario, stage: stage, context: CompileContext()) }
            writes = childRules.mayWriteValues
        } else {
            let graph = childRules.graph(for: scenario, stage: stage, context: context)
            guard !graph.nodes.isEmpty || !graph.diagnostics.isEmpty else { return }
            diagnostics += graph.diagnostics.map {
                RuleDiagnostic(kind: $0.kind, message: "\(label): \($0.message)", location: $0.location)
            }
            child = .compiled(graph)
            writes = graph.writesValues
        }
        if writes && !captureWrites(of: attribute, Self.capture(nested)) {
            diagnostics.append(
                RuleDiagnostic(
                    kind: .readOnlyFilter,
                    message: "\(label): the nested rules rewrite values, but the key path is read-only.",
                    location: nested.location.description))
        }
        rules.append(
            PendingRule(
                source: .nested(declaration: position, child: child), attribute: attribute, writes: writes,
                reads: reads([], conditions: nested.options.conditions), label: label))
    }

    /// Keeps the capture of a written attribute; returns whether there is one (the key path is
    /// writable).
    private mutating func captureWrites(of attribute: Int, _ capture: @autoclosure () -> ValueCapture?) -> Bool {
        if captures[attribute] != nil { return true }
        guard let capture = capture() else { return false }
        captures[attribute] = capture
        return true
    }

    // MARK: Order

    /// A topological order of the rules over their data dependencies that keeps each attribute's
    /// rules together and in declaration order where it can; a cycle of filters is a diagnostic.
    ///
    /// Of the rules whose dependencies have run, the one of the lowest (attribute, rule index)
    /// runs first. Linear in the rules and their dependencies (times a logarithm for the queue).
    private mutating func sortedRules() -> [Int] {
        let successors = dependencySuccessors()
        var inDegree = Array(repeating: 0, count: rules.count)
        for list in successors { for next in list { inDegree[next] += 1 } }
        var ready = ReadyRules(rules: rules.map { $0.attribute })
        for index in rules.indices where inDegree[index] == 0 { ready.insert(index) }
        var order: [Int] = []
        order.reserveCapacity(rules.count)
        while let next = ready.popFirst() {
            order.append(next)
            for successor in successors[next] {
                inDegree[successor] -= 1
                if inDegree[successor] == 0 { ready.insert(successor) }
            }
        }
        if order.count < rules.count {
            let stuck = rules.indices.filter { inDegree[$0] > 0 }
            diagnostics.append(
                RuleDiagnostic(
                    kind: .filterCycle,
                    message: "Filters depend on each other in a cycle: "
                        + stuck.map { rules[$0].label }.joined(separator: " → ") + ".",
                    location: nil))
            order += stuck
        }
        return order
    }

    /// `successors[r]`: the rules that must run after rule `r`. The next rule of the same
    /// attribute; and, for a rule that writes its attribute, the other attributes' rules that read
    /// it, or that may read anything and come later in the declarations.
    private func dependencySuccessors() -> [[Int]] {
        var successors = Array(repeating: [Int](), count: rules.count)
        var lastOfAttribute: [Int: Int] = [:]
        // Readers by the attribute they read, each list in rule order; and, in rule order, the
        // rules whose reads are unknown.
        var readers: [Int: [Int]] = [:]
        var readersOfAnything: [Int] = []
        for (index, rule) in rules.enumerated() {
            if let previous = lastOfAttribute[rule.attribute] { successors[previous].append(index) }
            lastOfAttribute[rule.attribute] = index
            if let reads = rule.reads {
                for attribute in reads { readers[attribute, default: []].append(index) }
            } else {
                readersOfAnything.append(index)
            }
        }
        for (writer, w) in rules.enumerated() where w.writes {
            let known = readers[w.attribute, default: []].filter { rules[$0].attribute != w.attribute }
            let later = readersOfAnything[Self.firstIndex(in: readersOfAnything, after: writer)...]
                .filter { rules[$0].attribute != w.attribute }
            // Both lists are in rule order; merged, the successors come in rule order too.
            successors[writer] += Self.merged(known, later)
        }
        return successors
    }

    /// The position of the first element of `sorted` greater than `value`.
    private static func firstIndex(in sorted: [Int], after value: Int) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Two ascending lists of distinct elements (no element in both), merged in ascending order.
    private static func merged(_ a: [Int], _ b: [Int]) -> [Int] {
        if b.isEmpty { return a }
        if a.isEmpty { return b }
        var result: [Int] = []
        result.reserveCapacity(a.count + b.count)
        var i = 0
        var j = 0
        while i < a.count, j < b.count {
            if a[i] < b[j] {
                result.append(a[i])
                i += 1
            } else {
                result.append(b[j])
                j += 1
            }
        }
        result += a[i...]
        result += b[j...]
        return result
    }

    // MARK: Nodes

    /// The nodes, in `order`: consecutive rules of one field declaration become one node whose
    /// step reads the value once, runs every rule on it, and writes it back once.
    private func makeNodes(_ order: [Int]) -> [RuleNode] {
        var nodes: [RuleNode] = []
        var position = 0
        while position < order.count {
            let rule = rules[order[position]]
            let site = ErrorSite(attribute: rule.attribute, node: attributes[rule.attribute])
            switch rule.source {
            case .fieldRule(let declaration, _):
                var group: [PendingRule] = []
                while position < order.count, rules[order[position]].fieldDeclaration == declaration {
                    group.append(rules[order[position]])
                    position += 1
                }
                guard case .field(let field) = declarations[declaration] else {
                    preconditionFailure("A field rule's declaration is not a field")
                }
                let indices = group.map { rule -> Int in
                    guard case .fieldRule(_, let index) = rule.source else { preconditionFailure("Not a field rule") }
                    return index
                }
                let step = FieldStepBuilder.step(
                    field, rules: indices, site: site, name: attributes[rule.attribute].name ?? "")
                nodes.append(
                    RuleNode(
                        attribute: rule.attribute, writes: group.contains { $0.writes },
                        reads: Self.union(group.map { $0.reads }),
                        label: ([rule.label] + group.dropFirst().map { $0.name }).joined(separator: ", "), step: step))
                continue
            case .check(let declaration):
                guard case .check(let check) = declarations[declaration] else {
                    preconditionFailure("A check rule's declaration is not a check")
                }
                nodes.append(
                    RuleNode(
                        attribute: rule.attribute, writes: false, reads: rule.reads, label: rule.label,
                        step: CheckStepBuilder.step(check, site: site)))
            case .nested(let declaration, let child):
                guard case .nested(let nested) = declarations[declaration] else {
                    preconditionFailure("A nested rule's declaration is not nested")
                }
                let built = NestedStepBuilder.step(nested, child: child, writes: rule.writes, site: site)
                nodes.append(
                    RuleNode(
                        attribute: rule.attribute, writes: rule.writes, reads: rule.reads, label: rule.label,
                        step: built.step, elements: built.elements))
            }
            position += 1
        }
        return nodes
    }

    private static func union(_ sets: [Set<Int>?]) -> Set<Int>? {
        var all = Set<Int>()
        for set in sets {
            guard let set else { return nil }
            all.formUnion(set)
        }
        return all
    }

    /// The capture of a field's key path; `nil` when it is read-only.
    private static func capture<Field: FieldDeclaration>(_ field: Field) -> ValueCapture? {
        switch field.access {
        case .value(let keyPath): ValueCaptures.capture(keyPath)
        case .optional(let keyPath): ValueCaptures.capture(keyPath)
        }
    }

    /// The capture of a nested declaration's key path; `nil` when it is read-only.
    private static func capture<Nested: NestedDeclaration>(_ nested: Nested) -> ValueCapture? {
        switch nested.access {
        case .single(let keyPath): ValueCaptures.capture(keyPath)
        case .optional(let keyPath): ValueCaptures.capture(keyPath)
        case .each(let keyPath): ValueCaptures.capture(keyPath)
        }
    }
}
