import Foundation

extension InputValue {
    /// The value as JSON text: what a `Decodable` attribute type decodes, and what reading
    /// attributes back produces. Written by the vocabulary's JSON writer, the library's only one.
    var jsonBytes: [UInt8] {
        var bytes: [UInt8] = []
        JSONText.appendTree(self, to: &bytes, shape: \.jsonShape) { ($0.key, $0.value) }
        return bytes
    }

    /// What the JSON writer writes for the value: a literal, a string, or its elements or members.
    var jsonShape: JSONShape<InputValue, InputMember> {
        switch self {
        case .null: .literal("null")
        case .bool(let flag): .literal(flag ? "true" : "false")
        case .number(let text): .literal(text)
        case .string(let text), .text(let text): .string(text)
        case .array(let elements): .array(elements)
        case .object(let members): .object(members)
        }
    }
}
