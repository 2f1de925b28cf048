import VerdictRules
import VerdictVocabulary

extension RuleGraph {
    /// Checks the compiled graph's internal consistency: every node resolves to an attribute,
    /// every writer of an attribute runs before the other attributes' nodes that read it (so the
    /// order respects the dependencies), and the indexes agree with the nodes. Run in debug
    /// builds and tests.
    func checkInvariants() -> Bool {
        guard diagnostics.isEmpty else { return true }
        guard nodes.allSatisfy({ attributes.indices.contains($0.attribute) }) else { return false }
        var lastWriter = Array(repeating: -1, count: attributes.count)
        for (position, node) in nodes.enumerated() where node.writes { lastWriter[node.attribute] = position }
        for (position, node) in nodes.enumerated() {
            for attribute in node.reads ?? [] where attribute != node.attribute {
                guard lastWriter[attribute] < position else { return false }
            }
        }
        for (attribute, list) in dependents.enumerated() {
            guard list == nodes.indices.filter({ nodes[$0].depends(on: attribute) }) else { return false }
        }
        for (position, attribute) in attributes.enumerated() where attributePositions[attribute.keyPath] != position {
            return false
        }
        return dependents.count == attributes.count && attributePositions.count == attributes.count
            && captures.count == attributes.count
    }
}
