/// The attributes edited since the last validation, by position among the attributes of the
/// validation program's graph.
struct DirtyAttributes {
    /// Positions of the edited attributes, in the order of their first edit.
    private(set) var positions: [Int] = []
    /// Whether a key path that is not an attribute of the rule set was edited: then every rule
    /// re-runs.
    private(set) var includesOthers = false

    var isEmpty: Bool { positions.isEmpty && !includesOthers }

    /// Adds an edited attribute; `nil` for a key path that is not an attribute.
    mutating func insert(_ position: Int?) {
        guard let position else {
            includesOthers = true
            return
        }
        if !positions.contains(position) { positions.append(position) }
    }

    mutating func removeAll() {
        positions.removeAll(keepingCapacity: true)
        includesOthers = false
    }
}
