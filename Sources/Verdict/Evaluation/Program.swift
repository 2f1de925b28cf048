/// A rule graph turned into typed closures, ready to run against models; or, when the graph has
/// diagnostics, the error that keeps it from running.
final class Program<Model>: Sendable {
    let graph: RuleGraph
    let steps: [Step]
    let error: RuleSetError?
    /// `stepsOfAttribute[a]`: positions in ``steps`` of attribute `a`'s steps.
    let stepsOfAttribute: [[Int]]
    /// The attributes that have a filter.
    let filteredAttributes: AttributeMask
    /// `captures[a]`: reads filtered attribute `a`'s value so that it can be written back.
    let captures: [ValueCapture?]
    /// `affectedByAttribute[a]`: what an edit of attribute `a` makes re-run.
    let affectedByAttribute: [AffectedAttributes]

    /// Whether any rule writes a value.
    var writesValues: Bool { !filteredAttributes.isEmpty }

    /// The attributes that have a filter, in order.
    var filteredList: [Int] { graph.attributes.indices.filter(filteredAttributes.contains) }

    /// Builds the steps: consecutive rules of one field declaration become one step that reads
    /// the value once, runs every rule on it, and writes it back once if a filter changed it.
    init(graph: RuleGraph, ruleSet: RuleSet<Model>) {
        self.graph = graph
        guard graph.diagnostics.isEmpty else {
            error = RuleSetError(model: graph.modelName, scenario: graph.scenario, diagnostics: graph.diagnostics)
            steps = []
            stepsOfAttribute = []
            filteredAttributes = AttributeMask()
            captures = []
            affectedByAttribute = []
            return
        }
        error = nil
        var steps: [Step] = []
        var captures = Array(repeating: ValueCapture?.none, count: graph.attributes.count)
        var position = 0
        let nodes = graph.nodes
        while position < nodes.count {
            let node = nodes[position]
            switch node.source {
            case .fieldRule(let declaration, _):
                var rules: [Int] = []
                var writes = false
                while position < nodes.count, case .fieldRule(declaration, let rule) = nodes[position].source {
                    rules.append(rule)
                    writes = writes || nodes[position].writes
                    position += 1
                }
                guard case .field(let field) = ruleSet.declarations[declaration] else { continue }
                steps.append(
                    field.accept(
                        SegmentBuilder(graph: graph, attribute: node.attribute, ruleIndices: rules)))
                if writes, captures[node.attribute] == nil {
                    captures[node.attribute] = field.accept(ValueCaptureBuilder())
                }
                continue
            case .check(let declaration):
                if case .check(let check) = ruleSet.declarations[declaration] {
                    steps.append(Self.step(for: check, attribute: node.attribute, graph: graph))
                }
            case .nested(let declaration):
                if case .nested(let nested) = ruleSet.declarations[declaration], let child = graph.children[declaration]
                {
                    steps.append(
                        nested.accept(NestedStepBuilder(graph: graph, child: child, attribute: node.attribute)))
                    if node.writes, captures[node.attribute] == nil {
                        captures[node.attribute] = nested.accept(ValueCaptureBuilder())
                    }
                }
            }
            position += 1
        }
        self.steps = steps
        var stepsOfAttribute = Array(repeating: [Int](), count: graph.attributes.count)
        for (position, step) in steps.enumerated() { stepsOfAttribute[step.attribute].append(position) }
        self.stepsOfAttribute = stepsOfAttribute
        let filteredAttributes = AttributeMask(graph.nodes.filter(\.writes).map(\.attribute))
        self.filteredAttributes = filteredAttributes
        self.captures = captures
        affectedByAttribute = graph.attributes.indices.map { attribute in
            AffectedAttributes(
                edited: [attribute], graph: graph, stepsOfAttribute: stepsOfAttribute,
                filteredAttributes: filteredAttributes)
        }
    }

    /// Runs every step (or those of `run.only`) against `model`.
    func run(_ model: inout Model, _ run: inout EvaluationRun) {
        withUnsafeMutablePointer(to: &model) { pointer in
            let raw = UnsafeMutableRawPointer(pointer)
            for step in steps where run.runs(step.attribute) {
                step.run(raw, &run)
                if run.stopped { return }
            }
        }
    }

    private static func step(for check: CheckDeclaration<Model>, attribute: Int, graph: RuleGraph) -> Step {
        let conditions = check.options.conditions.map(\.holds)
        let report = ReportOptions(check.options)
        let skipOnError = check.options.skipOnError
        let body = check.check
        let site = ErrorSite(attribute: attribute, in: graph)
        return Step.typed(attribute: attribute) { (model: inout Model, run) in
            if skipOnError && run.hasFailed(attribute) { return }
            for condition in conditions where !condition(model) { return }
            if let failure = body(model) {
                run.record(failure, at: site, options: report)
            }
        }
    }
}

extension RuleSet {
    /// The program of `stage`'s rules for `scenario` (check its ``Program/error``), built the
    /// first time and cached.
    func program(for scenario: String, stage: RuleStage = .validation, isRoot: Bool = true) -> Program<Model> {
        let key = CompilationCache.Key(kind: isRoot ? .program : .nestedProgram, scenario: scenario, stage: stage)
        let object = cache.object(for: key) {
            Program(graph: graph(for: scenario, stage: stage, isRoot: isRoot), ruleSet: self)
        }
        // The cache stores a `Program<Model>` under the program kinds, and nothing else.
        return unsafeDowncast(object, to: Program<Model>.self)
    }
}
