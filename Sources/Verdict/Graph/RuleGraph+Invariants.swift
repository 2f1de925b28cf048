extension RuleGraph {
    /// Checks the compiled graph's internal consistency: every node resolves to an attribute,
    /// every edge points forward in the execution order (so the order is acyclic), and the
    /// dependents index agrees with the nodes. Run in debug builds and tests.
    func checkInvariants() -> Bool {
        guard diagnostics.isEmpty else { return true }
        for (position, node) in nodes.enumerated() {
            guard attributes.indices.contains(node.attribute) else { return false }
            guard edges[position].allSatisfy({ $0 > position && $0 < nodes.count }) else { return false }
        }
        for (attribute, list) in dependents.enumerated() {
            let expected = nodes.indices.filter { nodes[$0].depends(on: attribute) }
            guard list == expected else { return false }
        }
        for (position, attribute) in attributes.enumerated() where attributePositions[attribute.keyPath] != position {
            return false
        }
        return dependents.count == attributes.count && attributePositions.count == attributes.count
    }
}
