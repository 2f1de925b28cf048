import VerdictEngine

/// The attributes edited since the last validation, by position among the attributes of the
/// validation program's graph.
struct DirtyAttributes {
    /// Positions of the edited attributes, in the order of their first edit.
    private(set) var positions: [Int] = []
    /// Of the edited attributes, those (arrays) edited only element by element so far, with the
    /// positions of the edited elements; the others were edited whole.
    private(set) var elements: [Int: Set<Int>] = [:]
    /// Whether a key path that is not an attribute of the rule set was edited: then every rule
    /// re-runs.
    private(set) var includesOthers = false

    var isEmpty: Bool { positions.isEmpty && !includesOthers }

    /// A copy to keep (in a checkpoint) that shares no storage with this one when it is empty: the
    /// next edit then inserts into this one's storage instead of copying it (an allocation per
    /// edit, and its release when the checkpoint goes).
    var kept: DirtyAttributes { isEmpty ? DirtyAttributes() : self }

    /// Adds an edited attribute; `nil` for a key path that is not an attribute. `elements`: the
    /// positions of the elements the edit changed, when it changed only those (same length);
    /// `nil` for an edit of the whole attribute.
    mutating func insert(_ position: Int?, elements edited: Set<Int>? = nil) {
        guard let position else {
            includesOthers = true
            return
        }
        if !positions.contains(position) {
            positions.append(position)
            if let edited { elements[position] = edited }
        } else if let edited {
            // Still element by element only if it was so far.
            elements[position]?.formUnion(edited)
        } else {
            elements[position] = nil
        }
    }

    mutating func removeAll() {
        positions.removeAll(keepingCapacity: true)
        if !elements.isEmpty { elements.removeAll() }
        includesOthers = false
    }
}
