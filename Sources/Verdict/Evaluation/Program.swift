/// One executable step: a run of rules of one attribute, a check, or a nested rule set.
struct Step<Model>: Sendable {
    var attribute: Int
    var run: @Sendable (inout Model, inout EvaluationRun) -> Void
}

/// A rule graph turned into typed closures, ready to run against models.
struct Program<Model>: Sendable {
    let graph: RuleGraph
    let steps: [Step<Model>]

    /// Builds the steps: consecutive rules of one field declaration become one step that reads
    /// the value once, runs every rule on it, and writes it back once if a filter changed it.
    init(graph: RuleGraph, ruleSet: RuleSet<Model>) {
        self.graph = graph
        var steps: [Step<Model>] = []
        var position = 0
        let nodes = graph.nodes
        while position < nodes.count {
            let node = nodes[position]
            switch node.source {
            case .fieldRule(let declaration, _):
                var rules: [Int] = []
                while position < nodes.count, case .fieldRule(declaration, let rule) = nodes[position].source {
                    rules.append(rule)
                    position += 1
                }
                guard case .field(let field) = ruleSet.declarations[declaration] else { continue }
                steps.append(
                    field.accept(
                        SegmentBuilder(graph: graph, attribute: node.attribute, ruleIndices: rules)))
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
                }
            }
            position += 1
        }
        self.steps = steps
    }

    /// Runs every step (or those of `run.only`) against `model`.
    func run(_ model: inout Model, _ run: inout EvaluationRun) {
        for step in steps where run.runs(step.attribute) {
            step.run(&model, &run)
            if run.stopped { return }
        }
    }

    private static func step(for check: CheckDeclaration<Model>, attribute: Int, graph: RuleGraph) -> Step<Model> {
        let conditions = check.options.conditions.map(\.holds)
        let report = ReportOptions(check.options)
        let skipOnError = check.options.skipOnError
        let body = check.check
        let site = ErrorSite(attribute: attribute, in: graph)
        return Step(attribute: attribute) { model, run in
            if skipOnError && run.hasFailed(attribute) { return }
            for condition in conditions where !condition(model) { return }
            if let failure = body(model) {
                run.record(failure, at: site, options: report)
            }
        }
    }
}

extension RuleSet {
    /// The program for `scenario`, or the diagnostics that keep it from being built.
    func program(for scenario: String, isRoot: Bool = true) -> Result<Program<Model>, RuleSetError> {
        cache.value(for: .init(kind: isRoot ? .program : .nestedProgram, scenario: scenario)) {
            let graph = graph(for: scenario, isRoot: isRoot)
            guard graph.diagnostics.isEmpty else {
                return .failure(
                    RuleSetError(model: graph.modelName, scenario: scenario, diagnostics: graph.diagnostics))
            }
            return .success(Program(graph: graph, ruleSet: self))
        }
    }
}
