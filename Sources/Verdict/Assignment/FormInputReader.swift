/// Reads form or query-string pairs into an ``InputValue``: `address[zip]=…` makes an object,
/// `items[0][qty]=…` an array of objects, `tags[]=…` appends. Values are ``InputValue/text(_:)``.
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
        var members: [String: Node] = [:]
        var indexed: [Int: Node] = [:]
        var appended: [Node] = []
    }

    private enum Segment {
        case key(String)
        case index(Int)
        case append
    }

    static func read(_ pairs: [(String, String)], maximumDepth: Int) throws(InputFailure) -> InputValue {
        let root = Node()
        root.kind = .object
        for (key, value) in pairs {
            let segments = try parse(key, limit: pairs.count, maximumDepth: maximumDepth)
            try insert(value, at: segments, into: root)
        }
        return try finish(root, path: [])
    }

    /// Pairs of a query string or an `application/x-www-form-urlencoded` body: `&`-separated,
    /// `+` for a space, percent-escapes decoded.
    static func pairs(ofQuery query: String) throws(InputFailure) -> [(String, String)] {
        var pairs: [(String, String)] = []
        for part in query.utf8.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            let equals = part.firstIndex(of: UInt8(ascii: "="))
            let key = try decode(part[..<(equals ?? part.endIndex)])
            let value =
                try equals.map { (index) throws(InputFailure) in try decode(part[part.index(after: index)...]) } ?? ""
            pairs.append((key, value))
        }
        return pairs
    }

    private static func decode(_ bytes: Substring.UTF8View.SubSequence) throws(InputFailure) -> String {
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
                else { throw .malformed("form data", "an invalid percent-escape", at: FieldPath(), offset: nil) }
                decoded.append(h << 4 | l)
                index = bytes.index(after: high)
            } else {
                decoded.append(byte)
            }
            index = bytes.index(after: index)
        }
        guard let text = String(validating: decoded, as: UTF8.self) else {
            throw .malformed("form data", "text that is not UTF-8", at: FieldPath(), offset: nil)
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
            .malformed("form data", reason, at: FieldPath([.property(key)]), offset: nil)
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
                throw .tooDeep(maximum: maximumDepth, at: FieldPath([.property(key)]))
            }
            rest = rest[rest.index(after: close)...]
        }
        return segments
    }

    private static func insert(_ value: String, at segments: [Segment], into root: Node) throws(InputFailure) {
        var node = root
        var path: [FieldPath.Component] = []
        func mixed() -> InputFailure {
            .malformed("form data", "a key used both as a value, a list or a group", at: FieldPath(path), offset: nil)
        }
        for segment in segments {
            let child: Node
            switch segment {
            case .key(let key):
                path.append(.property(key))
                guard node.kind == .unset || node.kind == .object else { throw mixed() }
                node.kind = .object
                if let existing = node.members[key] {
                    child = existing
                } else {
                    child = Node()
                    node.keys.append(key)
                    node.members[key] = child
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
                path.append(.index(node.appended.count))
                guard node.kind == .unset || (node.kind == .array && node.indexed.isEmpty) else { throw mixed() }
                node.kind = .array
                child = Node()
                node.appended.append(child)
            }
            node = child
        }
        switch node.kind {
        case .unset:
            node.kind = .text
            node.text = value
        case .text: throw .duplicate(at: FieldPath(path))
        case .object, .array: throw mixed()
        }
    }

    private static func finish(_ node: Node, path: [FieldPath.Component]) throws(InputFailure) -> InputValue {
        switch node.kind {
        case .unset: return .null
        case .text: return .text(node.text)
        case .object:
            var result: [InputMember] = []
            result.reserveCapacity(node.keys.count)
            for key in node.keys {
                result.append(
                    InputMember(key: key, value: try finish(node.members[key]!, path: path + [.property(key)])))
            }
            return .object(result)
        case .array:
            var result: [InputValue] = []
            if node.indexed.isEmpty {
                for (index, element) in node.appended.enumerated() {
                    result.append(try finish(element, path: path + [.index(index)]))
                }
                return .array(result)
            }
            result.reserveCapacity(node.indexed.count)
            for index in 0..<node.indexed.count {
                guard let element = node.indexed[index] else {
                    throw .malformed(
                        "form data", "indexes that do not run from 0 without gaps", at: FieldPath(path), offset: nil)
                }
                result.append(try finish(element, path: path + [.index(index)]))
            }
            return .array(result)
        }
    }
}
