import VerdictRules
import VerdictVocabulary

/// What an edit of some attributes makes re-run: the attributes with a rule (or a condition)
/// that reads an edited attribute, and, when such an attribute has a filter, those that read it
/// in turn; their nodes in execution order; and the filtered ones among them, whose values the
/// re-run may rewrite.
package struct AffectedAttributes: Sendable {
    package var attributes: [Int]
    package var nodes: [Int]
    package var filtered: [Int]

    /// What an edit of the attributes at `edited` affects.
    init(
        edited: [Int], nodes allNodes: [RuleNode], dependents: [[Int]], nodesOfAttribute: [[Int]],
        filteredAttributes: AttributeMask
    ) {
        var marks = Marks()
        self.init(
            edited: edited, nodes: allNodes, dependents: dependents, nodesOfAttribute: nodesOfAttribute,
            filteredAttributes: filteredAttributes, marks: &marks)
    }

    /// The attributes marked while computing what an edit affects, cleared again before the
    /// computation returns: one `Marks` serves every attribute of a graph, so computing what each
    /// attribute's edit affects costs what it finds, not the number of attributes.
    struct Marks {
        var seen = AttributeMask()
        var affected = AttributeMask()
    }

    /// What an edit of the attributes at `edited` affects, marking attributes in `marks`
    /// (cleared on return).
    init(
        edited: [Int], nodes allNodes: [RuleNode], dependents: [[Int]], nodesOfAttribute: [[Int]],
        filteredAttributes: AttributeMask, marks: inout Marks
    ) {
        // The common case, met once per attribute when a graph compiles: one attribute that only
        // its own rules depend on. Its nodes are its dependents, already in order.
        if edited.count == 1, dependents[edited[0]].allSatisfy({ allNodes[$0].attribute == edited[0] }) {
            let attribute = edited[0]
            let isDecided = !dependents[attribute].isEmpty
            attributes = isDecided ? [attribute] : []
            nodes = dependents[attribute]
            filtered = isDecided && filteredAttributes.contains(attribute) ? [attribute] : []
            return
        }
        var pending = edited
        var seenList = edited
        for attribute in edited { marks.seen.insert(attribute) }
        var list: [Int] = []
        while let attribute = pending.popLast() {
            for node in dependents[attribute] {
                let target = allNodes[node].attribute
                if !marks.affected.contains(target) {
                    marks.affected.insert(target)
                    list.append(target)
                }
                // Re-running an attribute re-runs all its rules, filters included.
                if filteredAttributes.contains(target), !marks.seen.contains(target) {
                    marks.seen.insert(target)
                    seenList.append(target)
                    pending.append(target)
                }
            }
        }
        for attribute in seenList { marks.seen.remove(attribute) }
        for attribute in list { marks.affected.remove(attribute) }
        attributes = list
        nodes = list.flatMap { nodesOfAttribute[$0] }.sorted()
        filtered = list.filter(filteredAttributes.contains)
    }
}
