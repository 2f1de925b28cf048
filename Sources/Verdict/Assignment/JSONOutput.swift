import Foundation
import VerdictEngine

/// Writes an ``InputValue`` as JSON text: what a `Decodable` attribute type decodes, and what
/// reading attributes back produces.
enum JSONOutput {
    /// An array or an object being written, and the position of its next element or member.
    private enum Open {
        case array([InputValue], next: Int)
        case object([InputMember], next: Int)
    }

    static func data(of value: InputValue) -> Data {
        var bytes: [UInt8] = []
        write(value, into: &bytes)
        return Data(bytes)
    }

    /// Writes `value` with an explicit stack of the containers open, not by recursion: the depth
    /// of the value costs no call stack.
    static func write(_ value: InputValue, into bytes: inout [UInt8]) {
        var open: [Open] = []
        var current: InputValue? = value
        while true {
            if let value = current {
                current = nil
                switch value {
                case .null: bytes.append(contentsOf: "null".utf8)
                case .bool(let flag): bytes.append(contentsOf: (flag ? "true" : "false").utf8)
                case .number(let text): bytes.append(contentsOf: text.utf8)
                case .string(let text), .text(let text): JSONText.appendString(text, to: &bytes)
                case .array(let elements):
                    bytes.append(UInt8(ascii: "["))
                    open.append(.array(elements, next: 0))
                case .object(let members):
                    bytes.append(UInt8(ascii: "{"))
                    open.append(.object(members, next: 0))
                }
            }
            guard let top = open.popLast() else { return }
            switch top {
            case .array(let elements, let next):
                guard next < elements.count else {
                    bytes.append(UInt8(ascii: "]"))
                    continue
                }
                if next > 0 { bytes.append(UInt8(ascii: ",")) }
                open.append(.array(elements, next: next + 1))
                current = elements[next]
            case .object(let members, let next):
                guard next < members.count else {
                    bytes.append(UInt8(ascii: "}"))
                    continue
                }
                if next > 0 { bytes.append(UInt8(ascii: ",")) }
                JSONText.appendString(members[next].key, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
                open.append(.object(members, next: next + 1))
                current = members[next].value
            }
        }
    }
}
