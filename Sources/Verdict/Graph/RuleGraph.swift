/// A rule set compiled for one scenario: rules as nodes in an order that respects every data
/// dependency, the attributes they touch, and an index from each attribute to the rules whose
/// outcome depends on it.
struct RuleGraph: Sendable {
    var scenario: String
    var stage: RuleStage
    var modelName: String
    /// Active rules in execution order.
    var nodes: [RuleNode]
    /// Every attribute the rule set names; node and index entries refer to positions here.
    var attributes: [AttributeNode]
    /// `dependents[a]`: positions in ``nodes`` of the rules to re-run when attribute `a` changes.
    var dependents: [[Int]]
    /// `edges[i]`: positions in ``nodes`` that must run after node `i`.
    var edges: [[Int]]
    /// Mistakes found while compiling; a graph with any is never run.
    var diagnostics: [RuleDiagnostic]
    /// The child graphs of nested declarations, by declaration position.
    var children: [Int: RuleGraph]

    /// Positions in ``attributes`` by key path.
    var attributePositions: [KeyPathBox: Int]

    /// The position of an attribute, if the rule set names it.
    func attribute(for keyPath: KeyPathBox) -> Int? {
        attributePositions[keyPath]
    }

    /// Whether any rule (here or in a nested graph) writes a value.
    var writesValues: Bool {
        nodes.contains(where: \.writes)
    }
}
