import VerdictEngine

/// The way back from an RFC 6901 JSON Pointer into a request body (`/addresses/0/zip_code`) to
/// the attribute it names, for one graph and one key strategy: the reverse of the keys massive
/// assignment reads and reports, each attribute's path with its property names under the
/// ``KeyStrategy`` (``KeyStrategy/path(for:)``, as ``AssignmentPlanCompiler`` keys them).
///
/// Made once per graph and strategy from the declared attributes only, kept beside the graph and
/// shared. A nested model's index is its own graph's, looked up when a pointer first reaches it:
/// a model that nests its own type is indexed once, however deep the pointers go. A nested model
/// without a path of its own (`Nested(…, name: "")`) takes the keys that no attribute of its
/// parent's level takes, as in assignment. Resolving a
/// pointer reads each of its tokens once, in a loop (no recursion), so its cost is linear in the
/// pointer's length whatever the pointer is.
package final class InputPointerIndex: Sendable {
    /// An attribute of the graph, as a pointer reaches it.
    struct Target: Sendable {
        /// Its position among the graph's attributes.
        let position: Int
        /// Its path as the rules name it (not keyed).
        let path: AttributePath
        let keyPath: KeyPathBox
        let label: String
        let isSensitive: Bool
        /// For a `Nested` or `Each` of models: how the child's index is reached.
        let child: Child?
        /// Whether its value has elements a pointer may name by index (an array, an `Each` over
        /// values).
        let hasElements: Bool
    }

    /// A nested model below an attribute.
    struct Child: Sendable {
        /// Whether an array index comes first (`Each`).
        let isEach: Bool
        /// The child graph's index (made, or found beside that graph, on first use).
        let index: @Sendable () -> InputPointerIndex
    }

    /// A node of the trie of keyed paths; node 0 is the root.
    private struct Node: Sendable {
        /// The children by key. Looked up by `String` (whose hash is quick), then compared scalar
        /// by scalar (``ExactKey``'s exactness): canonically equivalent keys share an entry.
        var children: [String: [(key: String, node: Int)]] = [:]

        func child(_ key: String) -> Int? {
            guard let candidates = children[key] else { return nil }
            for candidate in candidates where candidate.key.hasSameScalars(as: key) { return candidate.node }
            return nil
        }
        /// The attribute whose keyed path ends here (the first declared, as assignment takes it).
        var target: Int?
    }

    private let nodes: [Node]
    let targets: [Target]
    /// The nested models without a path of their own (`Nested(…, name: "")`): the keys no
    /// attribute of this level takes are theirs, as in assignment.
    private let inline: [Int]

    /// Where a pointer lands: the root attribute it falls under (its position in the root graph),
    /// the path as the rules name it, the key path when it can be made, and the label and
    /// sensitivity of the deepest attribute it names.
    package struct Landing: Equatable {
        var root: Int
        package var path: AttributePath
        package var keyPath: AnyKeyPath?
        package var label: String
        package var isSensitive: Bool
    }

    private init<Model>(evaluator: Evaluator<Model>, keys: KeyStrategy) {
        var nodes = [Node()]
        var targets: [Target] = []
        var inline: [Int] = []
        for (position, attribute) in evaluator.attributes.enumerated() {
            var finder = ChildFinder<Model>(keys: keys)
            let (child, hasElements) = evaluator.open(attribute: position, &finder)
            targets.append(
                Target(
                    position: position, path: attribute.path, keyPath: attribute.keyPath, label: attribute.label,
                    isSensitive: attribute.isSensitive, child: child, hasElements: hasElements))
            var node = 0
            for component in keys.path(for: attribute.path).components {
                let key = Self.token(component)
                if let next = nodes[node].child(key) {
                    node = next
                } else {
                    nodes.append(Node())
                    nodes[node].children[key, default: []].append((key, nodes.count - 1))
                    node = nodes.count - 1
                }
            }
            if node == 0 {
                // No path of its own: a nested model's keys are this level's.
                if child != nil { inline.append(targets.count - 1) }
            } else if nodes[node].target == nil {
                nodes[node].target = targets.count - 1
            }
        }
        self.nodes = nodes
        self.targets = targets
        self.inline = inline
    }

    /// The index of `evaluator`'s graph for `keys`, made the first time and kept beside the graph.
    package static func index<Model>(for evaluator: Evaluator<Model>, keys: KeyStrategy) -> InputPointerIndex {
        evaluator.attachment(key: keys.pointerIndexKey) { InputPointerIndex(evaluator: evaluator, keys: keys) }
    }

    private static func token(_ component: AttributePath.Component) -> String {
        switch component {
        case .property(let name): name
        case .index(let index): String(index)
        }
    }

    // MARK: Resolving

    /// The reference tokens of `pointer`, unescaped (`~1` is `/`, `~0` is `~`); `[]` for the empty
    /// pointer (the whole body); `nil` for a malformed one: not empty and not starting with `/`,
    /// or a `~` followed by anything but `0` or `1`. Read as UTF-8 bytes, where `/` and `~` never
    /// occur inside another character; `steps` counts the bytes read.
    package static func tokens(of pointer: String, steps: inout Int) -> [String]? {
        let bytes = pointer.utf8
        guard let first = bytes.first else { return [] }
        guard first == UInt8(ascii: "/") else { return nil }
        var tokens: [String] = []
        for part in bytes.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            steps += part.count + 1
            guard part.contains(UInt8(ascii: "~")) else {
                tokens.append(String(Substring(part)))
                continue
            }
            var unescaped: [UInt8] = []
            unescaped.reserveCapacity(part.count)
            var escaping = false
            for byte in part {
                if escaping {
                    switch byte {
                    case UInt8(ascii: "0"): unescaped.append(UInt8(ascii: "~"))
                    case UInt8(ascii: "1"): unescaped.append(UInt8(ascii: "/"))
                    default: return nil
                    }
                    escaping = false
                } else if byte == UInt8(ascii: "~") {
                    escaping = true
                } else {
                    unescaped.append(byte)
                }
            }
            guard !escaping else { return nil }
            tokens.append(String(decoding: unescaped, as: UTF8.self))
        }
        return tokens
    }

    /// The attribute `tokens` name, from this graph down through nested models; `nil` when they
    /// name none (no attribute at a key, a property below an attribute that is no model, an
    /// element that is not a canonical array index). `steps` counts the tokens looked up, the
    /// components written into the landing's path and the key paths joined.
    ///
    /// The path grows in place, one level at a time, and the key paths of the levels are joined
    /// once, at the end: each level costs its own tokens, never the path made so far, so a pointer
    /// thousands of levels deep costs work linear in its length. The key path is made for at
    /// most ``maximumKeyPathLevels`` levels (`nil` deeper, and below an element of `Each`).
    package func resolve(_ tokens: [String], steps: inout Int) -> Landing? {
        guard !tokens.isEmpty else { return nil }
        var index = self
        var root: Int?
        var path: [AttributePath.Component] = []
        var keyPaths: [AnyKeyPath] = []
        var hasKeyPath = true
        var label = ""
        var isSensitive = false
        /// Records that the pointer went through `target`: an inlined model (`named` false: its
        /// key path only) or the attribute a run of tokens names.
        func reach(_ target: Target, named: Bool) {
            if root == nil { root = target.position }
            if named {
                steps += target.path.components.count
                path += target.path.components
                label = target.label
                isSensitive = target.isSensitive
            }
            guard hasKeyPath else { return }
            if keyPaths.count < Self.maximumKeyPathLevels {
                keyPaths.append(target.keyPath.keyPath)
            } else {
                hasKeyPath = false
            }
        }
        func landing() -> Landing? {
            guard let root else { return nil }
            var keyPath = hasKeyPath ? keyPaths.first : nil
            if keyPath != nil {
                // At most `maximumKeyPathLevels` appends, each copying the levels joined so far.
                for (level, next) in keyPaths.dropFirst().enumerated() {
                    steps += level + 1
                    keyPath = keyPath?.appending(path: next)
                    if keyPath == nil { break }
                }
            }
            return Landing(
                root: root, path: AttributePath(path), keyPath: keyPath, label: label, isSensitive: isSensitive)
        }
        var next = 0
        while true {
            guard let (through, level, found, end) = index.match(tokens, from: next, steps: &steps) else {
                return nil
            }
            index = level
            for inlined in through { reach(inlined, named: false) }
            let target = index.targets[found]
            reach(target, named: true)
            next = end
            if next == tokens.count { return landing() }
            guard let child = target.child else {
                // Below an attribute that is no model, only the positions of an array's elements.
                guard target.hasElements else { return nil }
                for token in tokens[next...] {
                    steps += 1
                    guard let position = Self.arrayIndex(token) else { return nil }
                    path.append(.index(position))
                }
                hasKeyPath = false
                return landing()
            }
            if child.isEach {
                steps += 1
                guard let position = Self.arrayIndex(tokens[next]) else { return nil }
                path.append(.index(position))
                hasKeyPath = false
                next += 1
                if next == tokens.count { return landing() }
            }
            index = child.index()
        }
    }

    /// The most levels (attributes and the nested models they are reached through) whose key
    /// paths ``resolve(_:steps:)`` joins: deeper, a landing has no key path (assignment writes
    /// at most 32 nested models, so a pointer of a Verdict server never reaches it).
    static let maximumKeyPathLevels = 128

    /// The attribute whose keyed path is the longest run of `tokens` from `start`, at this level
    /// or else in its nested models without a path (breadth first, at most
    /// ``maximumInlineLevels`` levels looked into): the inlined attributes it was found through,
    /// the level it belongs to, its position there and where the run ends.
    private func match(_ tokens: [String], from start: Int, steps: inout Int) -> (
        through: [Target], level: InputPointerIndex, target: Int, end: Int
    )? {
        if let (target, end) = longestMatch(tokens, from: start, steps: &steps) { return ([], self, target, end) }
        guard !inline.isEmpty else { return nil }
        var queue: [(level: InputPointerIndex, through: [Target])] = [(self, [])]
        var next = 0
        while next < queue.count, next < Self.maximumInlineLevels {
            let (level, through) = queue[next]
            next += 1
            if next > 1, let (target, end) = level.longestMatch(tokens, from: start, steps: &steps) {
                return (through, level, target, end)
            }
            for position in level.inline {
                guard let child = level.targets[position].child else { continue }
                queue.append((child.index(), through + [level.targets[position]]))
            }
        }
        return nil
    }

    /// How many levels ``match(_:from:steps:)`` looks into for one run of tokens: the levels a
    /// rule set declares, not the input, bound it, and a model that inlines its own type stops
    /// here.
    static let maximumInlineLevels = 32

    /// The attribute of this level whose keyed path is the longest run of `tokens` from `start`,
    /// and where that run ends.
    private func longestMatch(_ tokens: [String], from start: Int, steps: inout Int) -> (target: Int, end: Int)? {
        var node = 0
        var match: (target: Int, end: Int)?
        var position = start
        while position < tokens.count {
            steps += 1
            guard let child = nodes[node].child(tokens[position]) else { break }
            node = child
            position += 1
            if let target = nodes[node].target { match = (target, position) }
        }
        return match
    }

    /// A canonical array index of RFC 6901: `0`, or digits without a leading zero; `nil` otherwise,
    /// or past 18 digits.
    static func arrayIndex(_ token: String) -> Int? {
        let digits = token.utf8
        guard let first = digits.first, digits.count <= 18, first != UInt8(ascii: "0") || digits.count == 1,
            digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        else { return nil }
        return Int(token)
    }
}

/// Finds the nested model below an attribute, if any (a `Nested` or `Each` of models), and
/// whether its value has elements (an array, or an `Each` over values).
private struct ChildFinder<Model>: AttributeVisitor {
    let keys: KeyStrategy

    mutating func visit<Value>(_ accessor: AttributeAccessor<Model, Value>) -> (
        child: InputPointerIndex.Child?, hasElements: Bool
    ) {
        (nil, Value.self is any RandomAccessCollection.Type)
    }

    mutating func visit<Child>(nested: NestedAttribute<Model, Child>) -> (
        child: InputPointerIndex.Child?, hasElements: Bool
    ) {
        guard !nested.isEachOfValues else { return (nil, true) }
        let isEach =
            switch nested.kind {
            case .each: true
            case .single, .optional: false
            }
        let keys = self.keys
        let child = InputPointerIndex.Child(isEach: isEach) {
            InputPointerIndex.index(for: nested.evaluator(), keys: keys)
        }
        return (child, false)
    }
}
