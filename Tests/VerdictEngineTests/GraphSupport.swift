import Testing
@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictValidation
@testable import VerdictVocabulary

extension RuleSet {
    /// The graph of `stage`'s rules for `scenario`, compiled as the engine compiles it.
    func compiledGraph(_ scenario: ScenarioName = .default, stage: RuleStage = .validation) -> RuleGraph {
        graph(for: scenario, stage: stage, context: CompileContext())
    }
}

extension RuleGraph {
    /// The nodes' labels, in execution order.
    var labels: [String] { nodes.map(\.label) }

    /// The position of the attribute at `keyPath`; a test failure when the graph has none.
    func position(of keyPath: AnyKeyPath, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Int {
        try #require(attribute(for: KeyPathBox(keyPath)), sourceLocation: sourceLocation)
    }

    /// Runs the graph over `model` and returns the run.
    func evaluate<Model>(
        _ model: inout Model, scenario: ScenarioName = .default, stopsAtFirstError: Bool = false,
        only: [Int]? = nil
    ) -> EvaluationRun {
        var run = EvaluationRun(
            scenario: scenario, stopsAtFirstError: stopsAtFirstError, only: only.map { AttributeMask($0) })
        ModelPointer.with(&model) { self.run($0, &run) }
        return run
    }
}

extension EvaluationRun {
    /// `path code` of each error, for compact assertions.
    var pairs: [String] { errors.map { "\($0.path) \($0.code)" } }
}
