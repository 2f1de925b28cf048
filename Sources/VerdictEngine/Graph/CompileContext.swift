import VerdictRules
import VerdictVocabulary

/// What one compilation knows of the graphs being compiled around it: a model that nests its own
/// type (a tree of comments, of categories) reaches its own rule set again, and that graph is
/// then looked up when it runs instead of compiled within itself.
package final class CompileContext {
    private struct Key: Hashable {
        var model: ObjectIdentifier
        var scenario: ScenarioName
        var stage: RuleStage
    }

    private var inProgress: Set<Key> = []

    package init() {}

    /// Whether the graph of `Model` for `scenario` and `stage` is being compiled.
    func isCompiling<Model>(_: Model.Type, scenario: ScenarioName, stage: RuleStage) -> Bool {
        inProgress.contains(Key(model: ObjectIdentifier(Model.self), scenario: scenario, stage: stage))
    }

    /// Runs `body` with the graph of `Model` for `scenario` and `stage` marked as being compiled.
    func compiling<Model, Result>(
        _: Model.Type, scenario: ScenarioName, stage: RuleStage, _ body: () -> Result
    ) -> Result {
        let key = Key(model: ObjectIdentifier(Model.self), scenario: scenario, stage: stage)
        inProgress.insert(key)
        defer { inProgress.remove(key) }
        return body()
    }
}
