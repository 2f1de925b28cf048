import VerdictEngine

/// One schema of a JSON Schema document while it is built: the few keywords Verdict states, each
/// written in a fixed order (``write(to:)``), so that a document's bytes never vary.
struct SchemaNode {
    /// The JSON types allowed (`type`), in order; `nil` allows any.
    var types: [String]?
    /// `const`, as JSON text.
    var constant: String?
    /// `enum`, each value as JSON text.
    var allowed: [String]?
    /// `not: {"enum": […]}`, each value as JSON text.
    var refused: [String]?
    var minLength: Int?
    var minItems: Int?
    /// `minimum` and `maximum`, as JSON number text.
    var minimum: String?
    var maximum: String?
    var pattern: String?
    var format: String?
    /// Constraints that only apply to a non-empty string (rules skip an empty value):
    /// `anyOf: [{"const": ""}, {…}]`.
    var unlessEmpty: SchemaNode? {
        get { unlessEmptyBox.first }
        set { unlessEmptyBox = newValue.map { [$0] } ?? [] }
    }
    /// `items`.
    var items: SchemaNode? {
        get { itemsBox.first }
        set { itemsBox = newValue.map { [$0] } ?? [] }
    }
    /// `properties`, in order, and `required`.
    var properties: [Property] = []
    var required: [String] = []
    /// Whether `properties` and `required` are written: an object's schema, even with none.
    var isObject = false
    /// `additionalProperties: false`.
    var closed = false
    /// `x-verdict-unchecked`: the rules left out here.
    var unchecked: [(rule: String, reason: String)] = []

    /// One property of an object's schema.
    struct Property {
        var key: String
        var schema: SchemaNode
    }

    private var unlessEmptyBox: [SchemaNode] = []
    private var itemsBox: [SchemaNode] = []

    /// Whether the node states nothing (the schema `{}`, which accepts any value).
    var isEmpty: Bool {
        types == nil && constant == nil && allowed == nil && refused == nil && minLength == nil && minItems == nil
            && minimum == nil && maximum == nil && pattern == nil && format == nil && unlessEmptyBox.isEmpty
            && itemsBox.isEmpty && !isObject && unchecked.isEmpty
    }

    /// Takes the property at `path` (keys from this object down) out of the object, and out of
    /// its `required`: assignment ignores its key there. Whether the key was required (its value
    /// then always fails), or `nil` where the path leads through no object (an array, any value);
    /// a key not described needs nothing taken out.
    mutating func takeOutProperty(at path: ArraySlice<String>) -> Bool? {
        guard isObject, let key = path.first else { return nil }
        guard let position = properties.firstIndex(where: { $0.key == key }) else { return false }
        guard path.count > 1 else {
            properties.remove(at: position)
            let wasRequired = required.contains(key)
            required.removeAll { $0 == key }
            return wasRequired
        }
        return properties[position].schema.takeOutProperty(at: path.dropFirst())
    }

    /// Writes the schema as a JSON object; `root` adds `$schema` first. Nested schemas are written
    /// through an explicit stack, so that a deep model costs no deep recursion here.
    func write(to bytes: inout [UInt8], root: Bool = false) {
        var stack: [Piece] = [.node(self, root: root)]
        while let piece = stack.popLast() {
            switch piece {
            case .raw(let text): bytes += text.utf8
            case .node(let node, let root): stack += node.pieces(root: root).reversed()
            }
        }
    }

    /// What ``write(to:root:)`` writes: text, or a schema still to open.
    private enum Piece {
        case raw(String)
        case node(SchemaNode, root: Bool)
    }

    private func pieces(root: Bool) -> [Piece] {
        var pieces: [Piece] = []
        var first = true
        func key(_ name: String) {
            pieces.append(.raw((first ? "{" : ",") + Self.string(name) + ":"))
            first = false
        }
        if root {
            key("$schema")
            pieces.append(.raw(Self.string("https://json-schema.org/draft/2020-12/schema")))
        }
        if let types {
            key("type")
            pieces.append(.raw(types.count == 1 ? Self.string(types[0]) : Self.list(types.map(Self.string))))
        }
        if let constant {
            key("const")
            pieces.append(.raw(constant))
        }
        if let allowed {
            key("enum")
            pieces.append(.raw(Self.list(allowed)))
        }
        if let refused {
            key("not")
            pieces.append(.raw("{\"enum\":" + Self.list(refused) + "}"))
        }
        for (name, value) in [("minLength", minLength), ("minItems", minItems)] {
            guard let value else { continue }
            key(name)
            pieces.append(.raw(String(value)))
        }
        for (name, value) in [("minimum", minimum), ("maximum", maximum)] {
            guard let value else { continue }
            key(name)
            pieces.append(.raw(value))
        }
        for (name, value) in [("pattern", pattern), ("format", format)] {
            guard let value else { continue }
            key(name)
            pieces.append(.raw(Self.string(value)))
        }
        if let unlessEmpty {
            key("anyOf")
            pieces.append(.raw("[{\"const\":\"\"},"))
            pieces.append(.node(unlessEmpty, root: false))
            pieces.append(.raw("]"))
        }
        if let items {
            key("items")
            pieces.append(.node(items, root: false))
        }
        if isObject {
            key("properties")
            pieces.append(.raw("{"))
            for (index, property) in properties.enumerated() {
                pieces.append(.raw((index == 0 ? "" : ",") + Self.string(property.key) + ":"))
                pieces.append(.node(property.schema, root: false))
            }
            pieces.append(.raw("}"))
            if !required.isEmpty {
                key("required")
                pieces.append(.raw(Self.list(required.map(Self.string))))
            }
            if closed {
                key("additionalProperties")
                pieces.append(.raw("false"))
            }
        }
        if !unchecked.isEmpty {
            key("x-verdict-unchecked")
            let entries = unchecked.map {
                "{\"rule\":" + Self.string($0.rule) + ",\"reason\":" + Self.string($0.reason) + "}"
            }
            pieces.append(.raw(Self.list(entries)))
        }
        pieces.append(.raw(first ? "{}" : "}"))
        return pieces
    }

    /// `text` as a JSON string.
    static func string(_ text: String) -> String {
        var bytes: [UInt8] = []
        JSONText.appendString(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `value` as JSON text.
    static func json(_ value: InputValue) -> String {
        var bytes: [UInt8] = []
        JSONText.appendTree(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func list(_ items: [String]) -> String {
        "[" + items.joined(separator: ",") + "]"
    }
}
