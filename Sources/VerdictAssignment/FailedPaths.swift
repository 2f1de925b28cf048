import VerdictEngine

/// The paths of the values that did not convert, as a tree of path components: whether a rule's
/// error lies at or below one of them (that value's own error already says what is wrong) is a
/// walk down the error's path, so filtering the rules' errors costs the length of their paths,
/// not their number times the number of failures.
struct FailedPaths {
    /// The children of each node by component; node 0 is the root (the empty path).
    private var children: [[AttributePath.Component: Int]] = [[:]]
    /// Whether a failed path ends at each node.
    private var ends = [false]
    /// The components visited so far, building and looking up: what tests count to show that the
    /// cost grows with the input, linearly.
    private(set) var steps = 0

    init(_ failures: [ValidationError]) {
        for failure in failures { insert(failure.path.components) }
    }

    var isEmpty: Bool { children[0].isEmpty && !ends[0] }

    private mutating func insert(_ components: [AttributePath.Component]) {
        var node = 0
        for component in components {
            steps += 1
            if let next = children[node][component] {
                node = next
                continue
            }
            children.append([:])
            ends.append(false)
            children[node][component] = children.count - 1
            node = children.count - 1
        }
        ends[node] = true
    }

    /// Whether `path` is one of the failed paths, or below one.
    mutating func covers(_ path: AttributePath) -> Bool {
        var node = 0
        if ends[node] { return true }
        for component in path.components {
            steps += 1
            guard let next = children[node][component] else { return false }
            node = next
            if ends[node] { return true }
        }
        return false
    }
}
