import VerdictEngine

// The engine reads a rule set through its `DeclarationList`; these forward to it, so that the
// layers above the DSL keep asking the rule set itself.
extension RuleSet {
    /// The compiled forms of the declarations; the engine fills and reads it.
    var compiled: CompiledRuleSet { list.compiled }

    /// The scenarios the rule set declares, collected once.
    var catalog: ScenarioCatalog { list.catalog }

    /// The graph of `stage`'s rules for `scenario`, compiled the first time and kept, with the
    /// declaration problems found.
    func entry(for scenario: ScenarioName, stage: RuleStage, context: CompileContext = CompileContext())
        -> CompiledRuleSet.Entry
    {
        list.entry(for: scenario, stage: stage, context: context)
    }

    /// The graph of `stage`'s rules for `scenario`.
    func graph(for scenario: ScenarioName, stage: RuleStage, context: CompileContext) -> RuleGraph {
        list.graph(for: scenario, stage: stage, context: context)
    }

    /// Whether a rule of the set (or of a nested set) writes values.
    var mayWriteValues: Bool { list.mayWriteValues }
}

extension Evaluator {
    /// The evaluator of `rules` for `scenario` and `stage` (see
    /// `Evaluator.init(rules:scenario:stage:)` over the declarations).
    package init(rules: RuleSet<Model>, scenario: ScenarioName, stage: RuleStage = .validation) throws(RuleSetError) {
        try self.init(rules: rules.list, scenario: scenario, stage: stage)
    }
}
