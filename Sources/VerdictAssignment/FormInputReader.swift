import VerdictEngine

/// Reads form or query-string pairs into an ``InputValue``: `address[zip]=…` makes an object,
/// `items[0][qty]=…` an array of objects, `tags[]=…` appends, and `items[][sku]=…` groups keys
/// into the last element until one comes again (Rack's reading). Values are ``InputValue/text(_:)``.
/// A key given twice, a key used both as a value and as a group, unclosed brackets, or indexes
/// that do not run from 0 without gaps are failures; work is linear in the input.
enum FormInputReader {
    /// A key's node while the pairs are read; its collections grow in place.
    private final class Node {
        enum Kind {
            case unset, text, object, array
        }
        var kind = Kind.unset
        var text = ""
        var keys: [String] = []
        var members: [ExactKey: Node] = [:]
        var indexed: [Int: Node] = [:]
        var appended: [Node] = []
    }

    private enum Segment {
        case key(String)
        case index(Int)
        case append
    }

    static func read(_ pairs: [(String, String)], maximumDepth: Int) throws(InputFailure) -> InputValue {
        var steps = 0
        return try read(pairs, maximumDepth: maximumDepth, steps: &steps)
    }

    /// ``read(_:maximumDepth:)``, adding to `steps` the bytes of the keys read, the nodes visited
    /// and made, whether it reads a value or fails (the tests' work counter: it shows that
    /// reading is linear).
    static func read(
        _ pairs: [(String, String)], maximumDepth: Int, steps: inout Int
    ) throws(InputFailure) -> InputValue {
        let root = Node()
        defer { steps += dismantle(root) }
        root.kind = .object
        for (key, value) in pairs {
            steps += key.utf8.count + 1
            let segments = try parse(key, limit: pairs.count, maximumDepth: maximumDepth)
            try insert(value, at: segments, into: root, steps: &steps)
        }
        return try finish(root, steps: &steps)
    }

    /// Pairs of a query string or an `application/x-www-form-urlencoded` body: `&`-separated,
    /// `+` for a space, percent-escapes decoded.
    static func pairs(ofQuery query: String) throws(InputFailure) -> [(String, String)] {
        try pairs(of: query.utf8)
    }

    /// Pairs of the bytes of a form body, as received: a key or a value that is not UTF-8, raw
    /// or percent-escaped, fails as it does in JSON.
    static func pairs<Bytes: Collection<UInt8>>(of bytes: Bytes) throws(InputFailure) -> [(String, String)] {
        var steps = 0
        return try pairs(of: bytes, steps: &steps)
    }

    /// ``pairs(of:)``, adding to `steps` the bytes its passes visit (the tests' work counter).
    static func pairs<Bytes: Collection<UInt8>>(
        of bytes: Bytes, steps: inout Int
    ) throws(InputFailure) -> [(String, String)] {
        steps += bytes.count  // the split
        var pairs: [(String, String)] = []
        for part in bytes.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            steps += 2 * part.count + 1  // the "=", then the key and the value decoded
            let equals = part.firstIndex(of: UInt8(ascii: "="))
            let key = try decode(part[..<(equals ?? part.endIndex)])
            let value =
                try equals.map { (index) throws(InputFailure) in try decode(part[part.index(after: index)...]) } ?? ""
            pairs.append((key, value))
        }
        return pairs
    }

    private static func decode<Bytes: Collection<UInt8>>(_ bytes: Bytes) throws(InputFailure) -> String {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "+") {
                decoded.append(0x20)
            } else if byte == UInt8(ascii: "%") {
                let high = bytes.index(after: index)
                guard high < bytes.endIndex, bytes.index(after: high) < bytes.endIndex,
                    let h = hexValue(bytes[high]), let l = hexValue(bytes[bytes.index(after: high)])
                else { throw .malformed("form data", "an invalid percent-escape", at: AttributePath(), offset: nil) }
                decoded.append(h << 4 | l)
                index = bytes.index(after: high)
            } else {
                decoded.append(byte)
            }
            index = bytes.index(after: index)
        }
        guard let text = String(validUTF8: decoded) else {
            throw .malformed("form data", "text that is not UTF-8", at: AttributePath(), offset: nil)
        }
        return text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// `a[b][0][]` as its segments. An index above `limit` (the number of pairs) cannot be
    /// part of an array without gaps, so it fails at once instead of making a large array.
    private static func parse(_ key: String, limit: Int, maximumDepth: Int) throws(InputFailure) -> [Segment] {
        func malformed(_ reason: String) -> InputFailure {
            .malformed("form data", reason, at: AttributePath([.property(key)]), offset: nil)
        }
        guard let open = key.firstIndex(of: "[") else { return [.key(key)] }
        var segments: [Segment] = [.key(String(key[..<open]))]
        var rest = key[open...]
        while !rest.isEmpty {
            guard rest.first == "[", let close = rest.firstIndex(of: "]") else {
                throw malformed("a key with unclosed brackets")
            }
            let inner = rest[rest.index(after: rest.startIndex)..<close]
            if inner.isEmpty {
                segments.append(.append)
            } else if inner.utf8.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }) {
                guard inner.utf8.count <= 18, let index = Int(inner), index < limit else {
                    throw malformed("an index beyond the number of values")
                }
                segments.append(.index(index))
            } else {
                segments.append(.key(String(inner)))
            }
            guard segments.count <= maximumDepth else {
                throw .tooDeep(maximum: maximumDepth, at: AttributePath([.property(key)]))
            }
            rest = rest[rest.index(after: close)...]
        }
        return segments
    }

    /// `steps` counts the segments and the nodes visited, and the bytes of the keys hashed.
    private static func insert(
        _ value: String, at segments: [Segment], into root: Node, steps: inout Int
    ) throws(InputFailure) {
        var node = root
        var path: [AttributePath.Component] = []
        func mixed() -> InputFailure {
            .malformed(
                "form data", "a key used both as a value, a list or a group", at: AttributePath(path), offset: nil)
        }
        for (position, segment) in segments.enumerated() {
            steps += 1
            let child: Node
            switch segment {
            case .key(let key):
                steps += key.utf8.count
                path.append(.property(key))
                guard node.kind == .unset || node.kind == .object else { throw mixed() }
                node.kind = .object
                if let existing = node.members[ExactKey(key)] {
                    child = existing
                } else {
                    child = Node()
                    node.keys.append(key)
                    node.members[ExactKey(key)] = child
                }
            case .index(let index):
                path.append(.index(index))
                guard node.kind == .unset || (node.kind == .array && node.appended.isEmpty) else { throw mixed() }
                node.kind = .array
                if let existing = node.indexed[index] {
                    child = existing
                } else {
                    child = Node()
                    node.indexed[index] = child
                }
            case .append:
                guard node.kind == .unset || (node.kind == .array && node.indexed.isEmpty) else { throw mixed() }
                node.kind = .array
                if let last = node.appended.last, continues(last, with: segments[(position + 1)...], steps: &steps) {
                    path.append(.index(node.appended.count - 1))
                    child = last
                } else {
                    path.append(.index(node.appended.count))
                    child = Node()
                    node.appended.append(child)
                }
            }
            node = child
        }
        switch node.kind {
        case .unset:
            node.kind = .text
            node.text = value
        case .text: throw .duplicate(at: AttributePath(path))
        case .object, .array: throw mixed()
        }
    }

    /// Whether the rest of a key after `[]` goes into the list's last element, as Rack groups
    /// them: when that element is a group, and the rest names a value it does not hold yet
    /// (`items[][sku]=A&items[][qty]=2&items[][sku]=B` is two items, A with its quantity, then
    /// B). The walk follows the key's own segments, so the work stays linear in the input.
    private static func continues(_ element: Node, with rest: ArraySlice<Segment>, steps: inout Int) -> Bool {
        guard case .key? = rest.first, element.kind == .object else { return false }
        var node = element
        for segment in rest {
            steps += 1
            let next: Node?
            switch segment {
            case .key(let key):
                steps += key.utf8.count
                next = node.kind == .object ? node.members[ExactKey(key)] : nil
            case .index(let index): next = node.kind == .array ? node.indexed[index] : nil
            case .append: next = nil
            }
            guard let next else { return true }
            node = next
        }
        return false
    }

    /// Takes the tree apart node by node. Left to itself, a chain of nodes as deep as the keys
    /// would be released by recursion, a call per level. Returns the number of nodes (the tests'
    /// work counter).
    @discardableResult
    private static func dismantle(_ root: Node) -> Int {
        var nodes = [root]
        var position = 0
        while position < nodes.count {
            let node = nodes[position]
            nodes += node.members.values
            nodes += node.indexed.values
            nodes += node.appended
            node.members = [:]
            node.indexed = [:]
            node.appended = []
            position += 1
        }
        return nodes.count
    }

    /// A node whose value is being made: its children, and the values of those made so far.
    private struct Finishing {
        let node: Node
        let children: [Node]
        var values: [InputValue] = []
    }

    /// The value of `root`, made bottom-up with an explicit stack of the nodes being made, not by
    /// recursion: the depth of the keys costs no call stack.
    /// `steps` counts the turns of its loop (one per node, and one per node made).
    private static func finish(_ root: Node, steps: inout Int) throws(InputFailure) -> InputValue {
        var path: [AttributePath.Component] = []
        var open = [try finishing(root, path: path)]
        while true {
            steps += 1
            let top = open.count - 1
            let position = open[top].values.count
            if position < open[top].children.count {
                let child = open[top].children[position]
                switch child.kind {
                case .unset: open[top].values.append(.null)
                case .text: open[top].values.append(.text(child.text))
                case .object, .array:
                    path.append(component(of: open[top].node, at: position))
                    open.append(try finishing(child, path: path))
                }
                continue
            }
            let done = open.removeLast()
            let value: InputValue
            if done.node.kind == .object {
                value = .object(zip(done.node.keys, done.values).map { InputMember(key: $0, value: $1) })
            } else {
                value = .array(done.values)
            }
            guard !open.isEmpty else { return value }
            path.removeLast()
            open[open.count - 1].values.append(value)
        }
    }

    /// The path component of `node`'s child at `position`.
    private static func component(of node: Node, at position: Int) -> AttributePath.Component {
        node.kind == .object ? .property(node.keys[position]) : .index(position)
    }

    /// An object or an array node, ready to be made: its children in order. Indexes that leave
    /// a gap fail.
    private static func finishing(_ node: Node, path: [AttributePath.Component]) throws(InputFailure) -> Finishing {
        if node.kind == .object {
            return Finishing(node: node, children: node.keys.map { node.members[ExactKey($0)]! })
        }
        if node.indexed.isEmpty { return Finishing(node: node, children: node.appended) }
        var children: [Node] = []
        children.reserveCapacity(node.indexed.count)
        for index in 0..<node.indexed.count {
            guard let element = node.indexed[index] else {
                throw .malformed(
                    "form data", "indexes that do not run from 0 without gaps", at: AttributePath(path), offset: nil)
            }
            children.append(element)
        }
        return Finishing(node: node, children: children)
    }
}
