/// The errors of one validation kept per node, in execution order, so that re-validating after
/// a change replaces only the nodes the change can affect. Joined, they are the report's errors.
struct NodeErrors: Sendable, Equatable {
    private(set) var byNode: [[ValidationError]]
    /// Every error, in execution order; joined again only when a node's errors change.
    private(set) var all: [ValidationError] = []

    init(nodes: Int) {
        byNode = Array(repeating: [], count: nodes)
    }

    /// Replaces one node's errors; returns whether they changed.
    mutating func set(_ errors: [ValidationError], at position: Int) -> Bool {
        guard byNode[position] != errors else { return false }
        byNode[position] = errors
        return true
    }

    mutating func join() {
        all = byNode.flatMap { $0 }
    }
}
