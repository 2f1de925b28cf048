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
        case .string(let text), .text(let text): writeString(text, into: &bytes)
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
                writeString(member.key, into: &bytes)
                bytes.append(UInt8(ascii: ":"))
                write(member.value, into: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    private static func writeString(_ text: String, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x0A: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
