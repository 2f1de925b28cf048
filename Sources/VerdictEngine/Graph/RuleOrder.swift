import VerdictRules
import VerdictVocabulary

/// The order in which a graph runs its rules: a topological order over their data dependencies
/// that keeps each attribute's rules together and in declaration order where it can.
///
/// Of the rules whose dependencies have run, the one of the lowest (attribute, rule index) runs
/// first. Linear in the rules and their dependencies (times a logarithm for the queue). Not
/// generic, and indexed by position (no dictionary), so that ordering costs a few hundred
/// instructions per rule.
struct RuleOrder {
    /// The rules in execution order; those of a cycle of filters are left out.
    private(set) var order: [Int] = []
    /// The rules of a cycle of filters (and those that depend on them), in rule order; empty
    /// when there is none.
    private(set) var stuck: [Int] = []

    init(_ rules: [PendingRule], attributeCount: Int) {
        let successors = Successors(rules, attributeCount: attributeCount)
        var inDegree = Array(repeating: 0, count: rules.count)
        for rule in rules.indices { successors.forEach(of: rule) { inDegree[$0] += 1 } }
        var ready = ReadyRules(rules: rules.map(\.attribute))
        for index in rules.indices where inDegree[index] == 0 { ready.insert(index) }
        order.reserveCapacity(rules.count)
        while let next = ready.popFirst() {
            order.append(next)
            successors.forEach(of: next) { successor in
                inDegree[successor] -= 1
                if inDegree[successor] == 0 { ready.insert(successor) }
            }
        }
        if order.count < rules.count { stuck = rules.indices.filter { inDegree[$0] > 0 } }
    }

    /// The rules that must run after each rule: the next rule of the same attribute; and, for a
    /// rule that writes its attribute, the other attributes' rules that read it, or that may read
    /// anything and come later in the declarations. One flat list with each rule's range in it.
    private struct Successors {
        /// The next rule of the same attribute, or -1.
        private var next: [Int]
        /// A writer's other successors are `readers[start[r]..<start[r + 1]]`.
        private var start: [Int]
        private var readers: [Int] = []

        init(_ rules: [PendingRule], attributeCount: Int) {
            next = Array(repeating: -1, count: rules.count)
            start = Array(repeating: 0, count: rules.count + 1)
            var lastOfAttribute = Array(repeating: -1, count: attributeCount)
            // Readers by the attribute they read, each list in rule order; and, in rule order, the
            // rules whose reads are unknown.
            var readersOf = Array(repeating: [Int](), count: attributeCount)
            var readersOfAnything: [Int] = []
            for index in rules.indices {
                let attribute = rules[index].attribute
                if lastOfAttribute[attribute] >= 0 { next[lastOfAttribute[attribute]] = index }
                lastOfAttribute[attribute] = index
                if let reads = rules[index].reads {
                    for read in reads { readersOf[read].append(index) }
                } else {
                    readersOfAnything.append(index)
                }
            }
            for writer in rules.indices {
                start[writer] = readers.count
                guard rules[writer].writes else { continue }
                let attribute = rules[writer].attribute
                let known = readersOf[attribute]
                let later = readersOfAnything[Self.firstIndex(in: readersOfAnything, after: writer)...]
                // Both lists are in rule order, and no rule is in both.
                var i = known.startIndex
                var j = later.startIndex
                while i < known.endIndex || j < later.endIndex {
                    let reader: Int
                    if j == later.endIndex || (i < known.endIndex && known[i] < later[j]) {
                        reader = known[i]
                        i += 1
                    } else {
                        reader = later[j]
                        j += 1
                    }
                    if rules[reader].attribute != attribute { readers.append(reader) }
                }
            }
            start[rules.count] = readers.count
        }

        func forEach(of rule: Int, _ body: (Int) -> Void) {
            if next[rule] >= 0 { body(next[rule]) }
            for position in start[rule]..<start[rule + 1] { body(readers[position]) }
        }

        /// The position of the first element of `sorted` greater than `value`.
        private static func firstIndex(in sorted: [Int], after value: Int) -> Int {
            var low = 0
            var high = sorted.count
            while low < high {
                let middle = (low + high) / 2
                if sorted[middle] <= value { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }
}
