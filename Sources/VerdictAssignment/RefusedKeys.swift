import VerdictEngine

/// Keys refused below an attribute that a nested model assigns: the attributes a rule set marks
/// unsafe inside a model it nests (`Unsafe(\.address.zip)` beside `Nested(\.address, …)`), as a
/// tree of keys. The nested model's own plan knows nothing of them, so they are taken out of its
/// input before it sees it, and out of what it reads back: a marker holds at any depth, whichever
/// is declared first.
///
/// Its depth is that of the key paths declared; input never makes it deeper.
struct RefusedKeys: Sendable {
    private enum Node: Sendable {
        /// The key is refused, and why.
        case refused(IgnoredKey.Reason)
        /// Keys below the key are refused.
        case below(RefusedKeys)
    }

    private var nodes: [String: Node] = [:]

    var isEmpty: Bool { nodes.isEmpty }

    /// Refuses the key at `path` (keys under the key strategy), with `reason`.
    mutating func insert(_ reason: IgnoredKey.Reason, at path: ArraySlice<String>) {
        guard let key = path.first else { return }
        guard path.count > 1 else {
            nodes[key] = .refused(reason)
            return
        }
        var rest: RefusedKeys
        switch nodes.removeValue(forKey: key) {
        case .refused(let refused)?:
            nodes[key] = .refused(refused)
            return
        case .below(let existing)?: rest = existing
        case nil: rest = RefusedKeys()
        }
        rest.insert(reason, at: path.dropFirst())
        nodes[key] = .below(rest)
    }

    /// Refuses the keys of `other` below `path`.
    mutating func insert(_ other: RefusedKeys, at path: [String]) {
        for (key, node) in other.nodes {
            switch node {
            case .refused(let reason): insert(reason, at: (path + [key])[...])
            case .below(let rest): insert(rest, at: path + [key])
            }
        }
    }

    /// `input` without the refused keys (an input that is not an object has no keys to take out);
    /// `refuse` hears of each key taken out, with the path below the input of the object that held
    /// it, in input order.
    func filter(
        _ input: InputValue,
        refuse: (_ trail: [AttributePath.Component], _ key: String, _ reason: IgnoredKey.Reason) -> Void = { _, _, _ in
        }
    ) -> InputValue {
        var trail: [AttributePath.Component] = []
        return filter(input, trail: &trail, refuse: refuse)
    }

    private func filter(
        _ input: InputValue, trail: inout [AttributePath.Component],
        refuse: (_ trail: [AttributePath.Component], _ key: String, _ reason: IgnoredKey.Reason) -> Void
    ) -> InputValue {
        guard let members = input.members else { return input }
        var kept: [InputMember] = []
        kept.reserveCapacity(members.count)
        for member in members {
            switch nodes[member.key] {
            case nil:
                kept.append(member)
            case .refused(let reason)?:
                refuse(trail, member.key, reason)
            case .below(let rest)?:
                trail.append(.property(member.key))
                kept.append(
                    InputMember(key: member.key, value: rest.filter(member.value, trail: &trail, refuse: refuse)))
                trail.removeLast()
            }
        }
        return .object(kept)
    }
}
