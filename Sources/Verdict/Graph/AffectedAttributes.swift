/// What an edit of some attributes makes re-run: the attributes with a rule (or a condition)
/// that reads an edited attribute, and, when such an attribute has a filter, those that read it
/// in turn; their nodes in execution order; and the filtered ones among them, whose values the
/// re-run may rewrite.
struct AffectedAttributes: Sendable {
    var attributes: [Int]
    var nodes: [Int]
    var filtered: [Int]

    /// What an edit of the attributes at `edited` affects.
    init(
        edited: [Int], nodes allNodes: [RuleNode], dependents: [[Int]], nodesOfAttribute: [[Int]],
        filteredAttributes: AttributeMask
    ) {
        var pending = edited
        var seen = AttributeMask(edited)
        var affected = AttributeMask()
        var list: [Int] = []
        while let attribute = pending.popLast() {
            for node in dependents[attribute] {
                let target = allNodes[node].attribute
                if !affected.contains(target) {
                    affected.insert(target)
                    list.append(target)
                }
                // Re-running an attribute re-runs all its rules, filters included.
                if filteredAttributes.contains(target), !seen.contains(target) {
                    seen.insert(target)
                    pending.append(target)
                }
            }
        }
        attributes = list
        nodes = list.flatMap { nodesOfAttribute[$0] }.sorted()
        filtered = list.filter(filteredAttributes.contains)
    }
}
