import Foundation
import VerdictEngine

/// The schema of the JSON values that assignment converts to one Swift type, in the order
/// ``ValueConverters`` tries the conversions: what a JSON body may hold for an attribute of that
/// type, before any rule.
enum ValueSchemas {
    /// The most cases of an enum listed in an `enum` keyword; a longer one is described by the
    /// type of its raw values.
    static let maximumCases = 1_000

    static func schema(of type: Any.Type) -> SchemaNode {
        if let builtIn = builtIn(type) { return builtIn }
        if type is any InputConvertible.Type { return SchemaNode() }
        if let optional = type as? any OptionalInput.Type { return nullable(optional) }
        if let array = type as? any ArrayInput.Type { return arrayOf(array) }
        if let set = type as? any SetInput.Type { return setOf(set) }
        if let raw = type as? any RawRepresentable.Type { return rawRepresentable(raw) }
        return SchemaNode()
    }

    /// The standard types (`Date` included), whose conversions Verdict defines.
    private static func builtIn(_ type: Any.Type) -> SchemaNode? {
        if type == String.self || type == UUID.self || type == Date.self { return SchemaNode(types: ["string"]) }
        if type == Bool.self { return SchemaNode(types: ["boolean"]) }
        if type == Double.self || type == Float.self { return SchemaNode(types: ["number"]) }
        // JSON numbers, and numbers in strings.
        if type == Decimal.self { return SchemaNode(types: ["number", "string"]) }
        if type == URL.self {
            var node = SchemaNode(types: ["string"])
            node.minLength = 1
            return node
        }
        let integers: [(Any.Type, () -> SchemaNode)] = [
            (Int.self, { integer(Int.self) }), (Int64.self, { integer(Int64.self) }),
            (Int32.self, { integer(Int32.self) }), (Int16.self, { integer(Int16.self) }),
            (Int8.self, { integer(Int8.self) }), (UInt.self, { integer(UInt.self) }),
            (UInt64.self, { integer(UInt64.self) }), (UInt32.self, { integer(UInt32.self) }),
            (UInt16.self, { integer(UInt16.self) }), (UInt8.self, { integer(UInt8.self) }),
        ]
        for (integerType, make) in integers where integerType == type { return make() }
        return nil
    }

    /// A whole JSON number in the type's range (`1.0` and `1e2` are whole: assignment takes them).
    private static func integer<Integer: FixedWidthInteger>(_: Integer.Type) -> SchemaNode {
        var node = SchemaNode(types: ["integer"])
        node.minimum = NumberSchemaBounds.text(Integer.min)
        node.maximum = NumberSchemaBounds.text(Integer.max)
        return node
    }

    private static func nullable<Value: OptionalInput>(_: Value.Type) -> SchemaNode {
        var node = schema(of: Value.Wrapped.self)
        node.allowNull()
        return node
    }

    private static func arrayOf<Value: ArrayInput>(_: Value.Type) -> SchemaNode {
        var node = SchemaNode(types: ["array"])
        node.items = schema(of: Value.Element.self)
        return node
    }

    private static func setOf<Value: SetInput>(_: Value.Type) -> SchemaNode {
        var node = SchemaNode(types: ["array"])
        node.items = schema(of: Value.Element.self)
        return node
    }

    /// The raw value's schema; for a `CaseIterable` type, the raw values listed, when JSON Schema
    /// compares them as Swift does (see ``literal(_:)``).
    private static func rawRepresentable<Value: RawRepresentable>(_: Value.Type) -> SchemaNode {
        var node = schema(of: Value.RawValue.self)
        guard let cases = Value.self as? any CaseIterable.Type, let values = rawValues(of: cases) else {
            return node
        }
        let literals = values.compactMap(literal)
        if literals.count == values.count { node.allowed = literals }
        return node
    }

    private static func rawValues<Cases: CaseIterable>(of _: Cases.Type) -> [Any]? {
        var values: [Any] = []
        for value in Cases.allCases.prefix(maximumCases + 1) {
            guard let raw = value as? any RawRepresentable else { return nil }
            values.append(raw.rawValue)
        }
        return values.count > maximumCases ? nil : values
    }

    /// `value` as JSON text, when JSON Schema's equality (code point by code point, numbers by
    /// value) says what Swift's `==` says after assignment's conversion: text that is ASCII without
    /// the three characters that a non-ASCII scalar is canonically equivalent to (K, `;` and `` ` ``:
    /// KELVIN SIGN, GREEK QUESTION MARK, GREEK VARIA), whole numbers, and Booleans. `nil`
    /// otherwise.
    static func literal(_ value: Any) -> String? {
        if let text = value as? String {
            guard text.unicodeScalars.allSatisfy({ $0.isASCII && !"K;`".unicodeScalars.contains($0) }) else {
                return nil
            }
            return SchemaNode.string(text)
        }
        if let flag = value as? Bool { return flag ? "true" : "false" }
        if let number = value as? any BinaryInteger { return "\(number)" }
        return nil
    }
}

extension SchemaNode {
    init(types: [String]) {
        self.init()
        self.types = types
    }

    /// Lets `null` through: a `nil` for an optional attribute.
    mutating func allowNull() {
        if let types, !types.contains("null") { self.types = types + ["null"] }
        if let allowed, !allowed.contains("null") { self.allowed = allowed + ["null"] }
    }

    /// Refuses `null`, which the schema of an optional attribute allowed.
    mutating func refuseNull() {
        types?.removeAll { $0 == "null" }
        allowed?.removeAll { $0 == "null" }
        if var unlessEmpty {
            unlessEmpty.allowed?.removeAll { $0 == "null" }
            self.unlessEmpty = unlessEmpty
        }
    }

    /// Whether `null` is allowed by the type.
    var allowsNull: Bool { types?.contains("null") ?? true }
}
