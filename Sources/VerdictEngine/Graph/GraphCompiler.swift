import VerdictRules
import VerdictVocabulary

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
    /// The attribute of each field, check and nested declaration (-1 for the others), by
    /// declaration: looked up once, as hashing a key path costs hundreds of instructions.
    private var declarationAttributes: [Int] = []
    private var diagnostics: [RuleDiagnostic] = []
    private var rules: [PendingRule] = []
    /// The value captures of the attributes that rules write (a capture exists only for a
    /// writable key path), for the undo history: made by their accessors.
    private var captures: [ValueCapture?] = []
    /// The rule types met so far, with their names.
    private var ruleNames = RuleNames()
    /// The asynchronous rules, in declaration order; where their errors go is set once the nodes
    /// are made.
    private var asyncChecks: [AsyncCheckNode] = []

    init(declarations: [Declaration<Model>], scenario: ScenarioName, stage: RuleStage, context: CompileContext) {
        self.declarations = declarations
        self.scenario = scenario
        self.stage = stage
        self.context = context
    }

    consuming func compile() -> RuleGraph {
        registerAttributes()
        markComparedSecrets()
        markActiveAttributes()
        collectRules()
        let order = sortedRules()
        let nodes = makeNodes(order)
        let dependents = RuleGraph.dependents(of: nodes, attributeCount: attributes.count)
        for (attribute, list) in dependents.enumerated() where !list.isEmpty {
            attributes[attribute].isDecided = true
        }
        let checks = placedChecks(nodes)
        for check in checks { attributes[check.attribute].isDecided = true }
        let graph = RuleGraph(
            scenario: scenario, stage: stage, model: ModelType(Model.self), nodes: nodes,
            attributes: attributes, attributePositions: positions, dependents: dependents,
            captures: captures + Array(repeating: nil, count: attributes.count - captures.count),
            asyncChecks: checks, diagnostics: diagnostics)
        assert(graph.checkInvariants(), "Rule graph invariants broken for \(Model.self)")
        return graph
    }

    // MARK: Attributes

    private mutating func register(
        _ keyPath: KeyPathBox, name: String?, label: String?, location: SourceLocation? = nil,
        sensitive: Bool? = nil, accessor: (any AttributeAccess)? = nil
    ) -> Int {
        if let existing = positions[keyPath] {
            if attributes[existing].name == nil, let name { attributes[existing].name = name }
            if let sensitive { attributes[existing].isSensitive = sensitive }
            return existing
        }
        let derived = name ?? (keyPath.keyPath as? PartialKeyPath<Model>).flatMap(AttributeName.derive)
        if derived == nil || name != nil, PositionalKeyPath.isPositional(keyPath.keyPath) {
            positional(keyPath, location)
        }
        attributes.append(
            AttributeNode(
                keyPath: keyPath, name: derived,
                label: label ?? derived.map(AttributeName.label) ?? "Value", location: location, accessor: accessor))
        attributes[attributes.count - 1].isSensitive = sensitive ?? derived.map(AttributeName.isSecret) ?? false
        positions[keyPath] = attributes.count - 1
        return attributes.count - 1
    }

    /// An attribute whose rules read a sensitive one (`Compare(.equal, to: \.password)` on
    /// `confirmation`) holds the secret or a guess of it: it is sensitive too, unless declared
    /// `sensitive: false`. Repeated until nothing changes, so that a chain of comparisons carries
    /// it along (at most one pass per attribute, over declarations a developer wrote).
    private mutating func markComparedSecrets() {
        var changed = true
        var passes = 0
        while changed, passes <= attributes.count {
            changed = false
            passes += 1
            for (position, declaration) in declarations.enumerated() {
                guard case .field(let field) = declaration, field.sensitive != false else { continue }
                let attribute = declarationAttributes[position]
                guard attribute >= 0, !attributes[attribute].isSensitive, readsSecret(field) else { continue }
                attributes[attribute].isSensitive = true
                changed = true
            }
        }
    }

    /// Whether a rule of `field` reads a sensitive attribute, declared or known by its name.
    private func readsSecret<Field: FieldDeclaration>(_ field: Field) -> Bool where Field.Model == Model {
        field.rules.withBorrowedElements { rules in
            rules.indices.contains { index in
                rules[index].behavior.reads.contains { keyPath in
                    if let position = positions[keyPath] { return attributes[position].isSensitive }
                    let name = (keyPath.keyPath as? PartialKeyPath<Model>).flatMap(AttributeName.derive)
                    return name.map(AttributeName.isSecret) ?? false
                }
            }
        }
    }

    private mutating func registerAttributes() {
        positions.reserveCapacity(declarations.count)
        attributes.reserveCapacity(declarations.count)
        declarationAttributes.reserveCapacity(declarations.count)
        for declaration in declarations {
            var attribute = -1
            switch declaration {
            case .field(let field):
                attribute = register(
                    field.keyPath, name: field.name, label: field.label, location: field.location,
                    sensitive: field.sensitive, accessor: field.accessor)
                if field.name == nil { unnamed(field.keyPath, "Attribute", field.location) }
                checkName(field.name, field.keyPath, "Attribute", field.location)
            case .check(let check):
                attribute = register(check.attribute, name: check.name, label: check.label, location: check.location)
                if check.name == nil { unnamed(check.attribute, "Constraint", check.location) }
                checkName(check.name, check.attribute, "Constraint", check.location)
            case .nested(let nested):
                attribute = register(nested.keyPath, name: nested.name, label: nil, location: nested.location)
                if nested.name == nil { unnamed(nested.keyPath, "Nested", nested.location) }
                checkName(nested.name, nested.keyPath, "Nested", nested.location)
            case .attributes(let list):
                for keyPath in list.safe + list.unsafe {
                    _ = register(keyPath, name: nil, label: nil, location: list.location)
                }
            case .safe(let marker):
                for keyPath in marker.attributes {
                    _ = register(keyPath, name: nil, label: nil, location: marker.location)
                }
            case .scenarios:
                break
            }
            declarationAttributes.append(attribute)
        }
    }

    /// A declared key path through an array's subscript by position: see ``PositionalKeyPath``.
    private mutating func positional(_ keyPath: KeyPathBox, _ location: SourceLocation?) {
        diagnostics.append(
            RuleDiagnostic(
                kind: .positionalKeyPath,
                message:
                    "\(keyPath.keyPath): this key path reaches an element of an array by its position, which the "
                    + "array may not have (reading or writing it would then stop the program): validate the "
                    + "elements with `Each`, or declare a property of the model.",
                location: location?.description))
    }

    private mutating func unnamed(_ keyPath: KeyPathBox, _ kind: String, _ location: SourceLocation) {
        diagnostics.append(
            RuleDiagnostic(
                kind: .unnamedKeyPath,
                message:
                    "\(kind)(\(keyPath.keyPath)): cannot derive a printable name for this key path "
                    + "(a computed property, such as the properties of an `@Observable` class, or a "
                    + "subscript); pass `name:`, or conform the model to `NamedAttributes` (one line: "
                    + "`@AttributeNames` from the VerdictMacros product, trait `Macros`).",
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
            for keyPath in list.safe { activate(keyPath, unsafe: false, marked: true) }
            for keyPath in list.unsafe { activate(keyPath, unsafe: true) }
        }
        for position in declarations.indices {
            switch declarations[position] {
            case .safe(let marker) where marker.scope.includes(scenario):
                for keyPath in marker.attributes where !explicit || !marker.isSafe {
                    activate(keyPath, unsafe: !marker.isSafe, marked: marker.isSafe)
                }
            case .field(let field) where !explicit:
                if applies(field) { attributes[declarationAttributes[position]].isActive = true }
            case .check(let check) where !explicit && check.options.settings.scope.includes(scenario):
                attributes[declarationAttributes[position]].isActive = true
            case .nested(let nested) where !explicit && nested.options.settings.scope.includes(scenario):
                attributes[declarationAttributes[position]].isActive = true
            default: break
            }
        }
    }

    /// Whether any rule of `field` applies in the scenario.
    private func applies<Field: FieldDeclaration>(_ field: Field) -> Bool {
        // Read in place: an array's subscript, in unspecialized code, copies the whole rule.
        field.rules.withBorrowedElements { rules in
            for index in rules.indices where rules[index].options.settings.scope.includes(scenario) {
                return true
            }
            return false
        }
    }

    private mutating func activate(_ keyPath: KeyPathBox, unsafe: Bool, marked: Bool = false) {
        guard let index = positions[keyPath] else { return }
        attributes[index].isActive = true
        if unsafe { attributes[index].isUnsafe = true }
        if marked { attributes[index].isMarkedSafe = true }
    }

    // MARK: Rules

    private mutating func reads(_ explicit: [KeyPathBox]?, conditions: [Condition<Model>]) -> Set<Int>? {
        guard var all = explicit else { return nil }
        for condition in conditions {
            guard let more = condition.reads else { return nil }
            all += more
        }
        var positions = Set<Int>(minimumCapacity: all.count)
        for keyPath in all { positions.insert(register(keyPath, name: nil, label: nil)) }
        return positions
    }

    private mutating func collectRules() {
        for position in declarations.indices {
            switch declarations[position] {
            case .field(let field):
                let attribute = declarationAttributes[position]
                guard attributes[attribute].isActive else { continue }
                addRules(of: field, at: position, attribute: attribute)
            case .check(let check):
                let attribute = declarationAttributes[position]
                guard check.options.settings.scope.includes(scenario), check.options.settings.stage == stage,
                    attributes[attribute].isActive
                else { continue }
                if let rule = check.asynchronous {
                    let label = "Constraint(\(KeyPathName.describe(check.attribute.keyPath))) at \(check.location)"
                    addAsync(
                        rule, attribute: attribute, reads: reads(check.reads, conditions: check.options.conditions),
                        report: ReportOptions(check.options), label: label, location: check.location,
                        input: AsyncCheckBuilder.input(check: check, rule: rule))
                    continue
                }
                rules.append(
                    PendingRule(
                        source: .check(declaration: position), attribute: attribute, writes: false,
                        reads: reads(check.reads, conditions: check.options.conditions),
                        declarationLabel: .text(
                            "Constraint(\(KeyPathName.describe(check.attribute.keyPath))) at \(check.location)")))
            case .nested(let nested):
                let attribute = declarationAttributes[position]
                guard nested.options.settings.scope.includes(scenario), attributes[attribute].isActive else { continue }
                addNested(nested, at: position, attribute: attribute)
            case .attributes, .safe, .scenarios:
                continue
            }
        }
    }

    private mutating func addRules<Field: FieldDeclaration>(
        of field: Field, at position: Int, attribute: Int
    ) where Field.Model == Model {
        // Read in place: an array's subscript, in unspecialized code, copies the whole rule.
        field.rules.withBorrowedElements { fieldRules in
            let keyPath = field.keyPath
            let neverMissing = !field.access.isOptional
            for index in fieldRules.indices {
                // Read in place: copying the settings retains each of their references.
                guard fieldRules[index].options.settings.scope.includes(scenario),
                    fieldRules[index].options.settings.stage == stage
                else { continue }
                let name: String
                let problems: [String]
                let writes: Bool
                let skipsEmptyValues: Bool
                let ruleReads: [KeyPathBox]
                switch fieldRules[index].behavior {
                case .value(let rule):
                    let info = ruleNames.info(of: type(of: rule))
                    if info.mayBeAsynchronous, let (asyncRule, keepsSynchronousPart) = AsyncRule.of(rule) {
                        let options = fieldRules[index].options
                        addAsync(
                            asyncRule, attribute: attribute, reads: reads([], conditions: options.conditions),
                            report: ReportOptions(options.settings),
                            label: RuleLabel.prefix(of: keyPath) + info.name, location: field.location,
                            input: AsyncCheckBuilder.input(
                                field, node: attributes[attribute], rule: asyncRule,
                                skipsEmpty: options.settings.skipsEmpty(
                                    ruleSkipsEmptyValues: asyncRule.skipsEmptyValues),
                                conditions: options.conditions))
                        if !keepsSynchronousPart { continue }
                    }
                    name = info.name
                    var ruleProblems =
                        info.diagnoses ? (rule as? any SelfDiagnosingRule)?.declarationProblems ?? [] : []
                    // A rule of a non-optional attribute never sees `nil`: `Required()` on a `Bool`
                    // never fails there. Cast only for a presence rule on such an attribute.
                    if info.checksPresence, neverMissing, let presence = rule as? any PresenceRule {
                        ruleProblems += presence.problemsWhenNeverMissing
                    }
                    problems = ruleProblems
                    writes = rule.writesValue
                    skipsEmptyValues = rule.skipsEmptyValues
                    ruleReads = []
                case .model(let rule):
                    name = rule.name
                    problems = rule.declarationProblems
                    writes = rule.writesValue
                    skipsEmptyValues = rule.skipsEmptyValues
                    ruleReads = rule.reads
                }
                for problem in problems {
                    diagnostics.append(
                        RuleDiagnostic(
                            kind: .invalidRule, message: "\(RuleLabel.prefix(of: keyPath) + name): \(problem)",
                            location: field.location.description))
                }
                if writes && !captureWrites(of: attribute) {
                    diagnostics.append(
                        RuleDiagnostic(
                            kind: .readOnlyFilter,
                            message:
                                "\(RuleLabel.prefix(of: keyPath) + name) rewrites the value, but the key path is "
                                + "read-only; use a `var` property.",
                            location: field.location.description))
                }
                // `count`, not `isEmpty`, which is the unspecialized `Collection` one here.
                let conditions = fieldRules[index].options.conditions
                let hasConditions = conditions.count > 0
                let readSet = ruleReads.count == 0 && !hasConditions ? [] : reads(ruleReads, conditions: conditions)
                let link = FieldStepBuilder.LinkSettings(
                    rule: index, settings: fieldRules[index].options.settings, writes: writes,
                    skipsEmptyValues: skipsEmptyValues,
                    hasConditions: hasConditions)
                rules.append(
                    PendingRule(
                        source: ._attributeRule(declaration: position, link: link), attribute: attribute,
                        writes: writes,
                        reads: readSet, declarationLabel: .field(keyPath, names: []), name: name))
            }
        }
    }

    /// Keeps an asynchronous rule; at a stage other than validation it cannot run, which is a
    /// diagnostic.
    private mutating func addAsync(
        _ rule: AsyncRule, attribute: Int, reads: Set<Int>?, report: ReportOptions, label: String,
        location: SourceLocation, input: @escaping @Sendable (ModelPointer) -> CheckInput?
    ) {
        guard stage == .validation else {
            diagnostics.append(
                RuleDiagnostic(
                    kind: .asynchronousRule,
                    message: "\(label) is asynchronous: it runs at validation, not at stage \(stage).",
                    location: location.description))
            return
        }
        asyncChecks.append(
            AsyncCheckNode(
                attribute: attribute, reads: reads, after: -1,
                site: ErrorSite(attribute: attribute, node: attributes[attribute]), report: report, rule: rule,
                label: label, location: location, input: input))
    }

    /// The asynchronous checks, each placed after the last node of its attribute (after every
    /// node when its attribute has none), in declaration order among themselves.
    private func placedChecks(_ nodes: [RuleNode]) -> [AsyncCheckNode] {
        guard !asyncChecks.isEmpty else { return [] }
        var lastNode = Array(repeating: nodes.count - 1, count: attributes.count)
        var seen = AttributeMask()
        for (position, node) in nodes.enumerated() {
            lastNode[node.attribute] = position
            seen.insert(node.attribute)
        }
        var placed = asyncChecks
        for index in placed.indices {
            let attribute = placed[index].attribute
            // The sites were made before every attribute was registered and named.
            placed[index].site = ErrorSite(attribute: attribute, node: attributes[attribute])
            placed[index].after = seen.contains(attribute) ? lastNode[attribute] + 1 : nodes.count
        }
        // A stable sort: declaration order among checks placed at the same position.
        return placed.enumerated().sorted { ($0.element.after, $0.offset) < ($1.element.after, $1.offset) }.map(
            \.element)
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
            link(nested, child, to: attribute)
        } else {
            let graph = childRules.graph(for: scenario, stage: stage, context: context)
            link(nested, .compiled(graph), to: attribute)
            for check in graph.asyncChecks {
                diagnostics.append(
                    RuleDiagnostic(
                        kind: .asynchronousRule,
                        message: "\(label): \(check.label) is asynchronous; asynchronous rules of nested models "
                            + "are not supported yet: declare the check on the parent, over the nested key path.",
                        location: check.location.description))
            }
            guard !graph.nodes.isEmpty || !graph.diagnostics.isEmpty else { return }
            diagnostics += graph.diagnostics.map {
                RuleDiagnostic(kind: $0.kind, message: "\(label): \($0.message)", location: $0.location)
            }
            child = .compiled(graph)
            writes = graph.writesValues
        }
        if writes && !captureWrites(of: attribute) {
            diagnostics.append(
                RuleDiagnostic(
                    kind: .readOnlyFilter,
                    message: "\(label): the nested rules rewrite values, but the key path is read-only.",
                    location: nested.location.description))
        }
        rules.append(
            PendingRule(
                source: .nested(declaration: position, child: child), attribute: attribute, writes: writes,
                reads: reads([], conditions: nested.options.conditions), declarationLabel: .text(label)))
    }

    /// Records the nested attribute (its accessor by kind, and its child graph) on the attribute,
    /// for massive assignment; the first one declared wins.
    private mutating func link<Nested: NestedDeclaration>(
        _ nested: Nested, _ child: NestedStepBuilder.ChildGraph, to attribute: Int
    ) where Nested.Model == Model {
        guard attributes[attribute].nested == nil else { return }
        attributes[attribute].nested = NestedAttribute(
            kind: kind(of: nested, at: attribute), child: child, isEachOfValues: nested.elementLabel != nil)
    }

    /// The step of a nested declaration, which reaches its child through the attribute's accessor.
    private func nestedStep<Nested: NestedDeclaration>(
        _ nested: Nested, child: NestedStepBuilder.ChildGraph, writes: Bool, site: ErrorSite
    ) -> (step: Step, elements: ElementStep?, entry: NestedEntry) where Nested.Model == Model {
        NestedStepBuilder.step(
            nested, kind: kind(of: nested, at: site.attribute), child: child, writes: writes, site: site)
    }

    /// The accessor of a nested declaration's attribute, by kind.
    private func kind<Nested: NestedDeclaration>(of nested: Nested, at attribute: Int)
        -> NestedKind<Model, Nested.Child>
    where Nested.Model == Model {
        typealias Child = Nested.Child
        let node = attributes[attribute]
        switch nested.access {
        case .single: return .single(node.accessor(Model.self, Child.self))
        case .optional: return .optional(node.accessor(Model.self, Child?.self))
        case .each: return .each(node.accessor(Model.self, [Child].self))
        }
    }

    /// Keeps the capture of a written attribute, made by its accessor; returns whether there is
    /// one (the key path is writable).
    private mutating func captureWrites(of attribute: Int) -> Bool {
        if attribute < captures.count, captures[attribute] != nil { return true }
        guard let capture = attributes[attribute].accessor.capture else { return false }
        if attribute >= captures.count { captures += Array(repeating: nil, count: attribute + 1 - captures.count) }
        captures[attribute] = capture
        return true
    }

    // MARK: Order

    /// The rules in execution order (see ``RuleOrder``); a cycle of filters is a diagnostic.
    private mutating func sortedRules() -> [Int] {
        let sorted = RuleOrder(rules, attributeCount: attributes.count)
        guard !sorted.stuck.isEmpty else { return sorted.order }
        diagnostics.append(
            RuleDiagnostic(
                kind: .filterCycle,
                message: "Filters depend on each other in a cycle: "
                    + sorted.stuck.map { rules[$0].label }.joined(separator: " → ") + ".",
                location: nil))
        return sorted.order + sorted.stuck
    }

    // MARK: Nodes

    /// The nodes, in `order`: consecutive rules of one field declaration become one node whose
    /// step reads the value once, runs every rule on it, and writes it back once.
    private func makeNodes(_ order: [Int]) -> [RuleNode] {
        var nodes: [RuleNode] = []
        // The links of the node being built, reused from node to node.
        var links: [FieldStepBuilder.LinkSettings] = []
        var position = 0
        while position < order.count {
            let rule = rules[order[position]]
            let site = ErrorSite(attribute: rule.attribute, node: attributes[rule.attribute])
            position += 1
            switch rule.source {
            case ._attributeRule(let declaration, let first):
                links.removeAll(keepingCapacity: true)
                links.append(first)
                var writes = rule.writes
                var reads = rule.reads
                var names = [rule.name]
                while position < order.count, rules[order[position]].fieldDeclaration == declaration {
                    let next = order[position]
                    guard case ._attributeRule(_, let link) = rules[next].source else { break }
                    links.append(link)
                    writes = writes || rules[next].writes
                    if let nextReads = rules[next].reads { reads?.formUnion(nextReads) } else { reads = nil }
                    names.append(rules[next].name)
                    position += 1
                }
                guard case .field(let field) = declarations[declaration] else {
                    preconditionFailure("A field rule's declaration is not a field")
                }
                let step = FieldStepBuilder.step(
                    field, node: attributes[rule.attribute], links: links, writes: writes, site: site)
                nodes.append(
                    RuleNode(
                        attribute: rule.attribute, writes: writes, reads: reads,
                        label: .field(field.keyPath, names: names), step: step))
            case .check(let declaration):
                guard case .check(let check) = declarations[declaration] else {
                    preconditionFailure("A check rule's declaration is not a check")
                }
                nodes.append(
                    RuleNode(
                        attribute: rule.attribute, writes: false, reads: rule.reads, label: rule.declarationLabel,
                        step: CheckStepBuilder.step(check, site: site)))
            case .nested(let declaration, let child):
                guard case .nested(let nested) = declarations[declaration] else {
                    preconditionFailure("A nested rule's declaration is not nested")
                }
                let built = nestedStep(nested, child: child, writes: rule.writes, site: site)
                nodes.append(
                    RuleNode(
                        attribute: rule.attribute, writes: rule.writes, reads: rule.reads, label: rule.declarationLabel,
                        step: built.step, elements: built.elements, nested: built.entry))
            }
        }
        return nodes
    }

}
