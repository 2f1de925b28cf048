/// Writes JSON text byte by byte, without `JSONEncoder` (which costs tens of microseconds for a
/// small report): strings escaped as RFC 8259 requires, numbers, and message parameters.
package enum JSONText {
    /// Appends `text` as a JSON string.
    package static func appendString(_ text: String, to bytes: inout [UInt8]) {
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

    /// Appends raw JSON text (a number, `true`, a key already known to need no escaping).
    static func appendRaw(_ text: String, to bytes: inout [UInt8]) {
        bytes += text.utf8
    }

    /// Appends a message parameter as its JSON value, as its `Codable` form encodes it: a
    /// non-finite number as a string.
    static func appendParameter(_ parameter: MessageParameter, to bytes: inout [UInt8]) {
        switch parameter.kind {
        case .string(let text): appendString(text, to: &bytes)
        case .int(let number): appendRaw(String(number), to: &bytes)
        case .double(let number) where number.isFinite: appendRaw(String(number), to: &bytes)
        case .double(let number): appendString(String(number), to: &bytes)
        case .bool(let flag): appendRaw(flag ? "true" : "false", to: &bytes)
        case .list(let items):
            bytes.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                appendParameter(item, to: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        }
    }
}
