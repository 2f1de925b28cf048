import Foundation

/// Writes an ``InputValue`` as JSON text: what a `Decodable` attribute type decodes, and what
/// reading attributes back produces.
enum JSONOutput {
    static func data(of value: InputValue) -> Data {
        var bytes: [UInt8] = []
        write(value, into: &bytes)
        return Data(bytes)
    }

    static func write(_ value: InputValue, into bytes: inout [UInt8]) {
        switch value {
        case .null: bytes += Array("null".utf8)
        case .bool(let flag): bytes += Array((flag ? "true" : "false").utf8)
        case .number(let text): bytes += Array(text.utf8)
        case .string(let text), .text(let text): JSONText.appendString(text, to: &bytes)
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                write(element, into: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                JSONText.appendString(member.key, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
                write(member.value, into: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

}
