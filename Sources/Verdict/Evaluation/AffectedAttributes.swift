/// What an edit of some attributes makes re-run: the attributes with a rule (or a condition)
/// that reads an edited attribute, and, when such an attribute has a filter, those that read it
/// in turn; their steps in program order; and the filtered ones among them, whose values the
/// re-run may rewrite.
struct AffectedAttributes: Sendable {
    var attributes: [Int]
    var steps: [Int]
    var filtered: [Int]

    /// What an edit of the attributes at `edited` affects in `graph`.
    init(edited: [Int], graph: RuleGraph, stepsOfAttribute: [[Int]], filteredAttributes: AttributeMask) {
        var pending = edited
        var seen = AttributeMask(edited)
        var affected = AttributeMask()
        var list: [Int] = []
        while let attribute = pending.popLast() {
            for node in graph.dependents[attribute] {
                let target = graph.nodes[node].attribute
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
        steps = list.flatMap { stepsOfAttribute[$0] }.sorted()
        filtered = list.filter(filteredAttributes.contains)
    }
}

extension Program {
    /// What an edit of the attributes at `edited` affects; computed when the program is built
    /// for an edit of one attribute.
    func affected(byAttributes edited: [Int]) -> AffectedAttributes {
        if edited.count == 1 { return affectedByAttribute[edited[0]] }
        return AffectedAttributes(
            edited: edited, graph: graph, stepsOfAttribute: stepsOfAttribute, filteredAttributes: filteredAttributes)
    }
}
