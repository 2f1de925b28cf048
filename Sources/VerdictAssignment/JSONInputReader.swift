import Foundation
import VerdictEngine

/// Reads a JSON document (RFC 8259) into an ``InputValue``, in one pass over its bytes, in time
/// linear in their number: numbers keep their text, strings are checked UTF-8, a key given twice
/// in one object (the same Unicode scalars) and nesting beyond the limit are failures. It never
/// traps on any input, and nesting costs it no call stack.
package struct JSONInputReader {
    private let bytes: ByteView
    private let maximumDepth: Int
    private var offset = 0
    private var depth = 0
    /// Where the reader is, for the failure's path.
    private var trail: [AttributePath.Component] = []

    /// The work done besides reading bytes: one per turn of the reading loops, and the bytes of
    /// keys compared or hashed (the tests' work counter, with the bytes read).
    private var steps = 0

    /// Reads `data`, which the reader keeps none of: its value copies what it reads.
    package static func read(_ data: Data, maximumDepth: Int) throws(InputFailure) -> InputValue {
        try data.withByteView { (bytes) throws(InputFailure) in
            var steps = 0
            return try read(bytes, maximumDepth: maximumDepth, steps: &steps)
        }
    }

    /// ``read(_:maximumDepth:)`` on bytes lent by `withByteView`, adding to `steps` the bytes read
    /// and the other work done, whether it reads a value or fails (the tests' work counter: it
    /// shows that reading is linear).
    static func read(
        _ bytes: ByteView, maximumDepth: Int, steps: inout Int
    ) throws(InputFailure) -> InputValue {
        var reader = JSONInputReader(bytes: bytes, maximumDepth: maximumDepth)
        defer { steps += reader.offset + reader.steps }
        // A byte-order mark is tolerated, as RFC 8259 allows a reader to.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { reader.offset = 3 }
        reader.skipWhitespace()
        let value = try reader.readValue()
        reader.skipWhitespace()
        guard reader.offset == bytes.count else { throw reader.malformed("unexpected text after the value") }
        return value
    }

    private init(bytes: ByteView, maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    private func malformed(_ reason: String) -> InputFailure {
        .malformed("JSON", reason, at: AttributePath(trail), offset: offset)
    }

    @inline(__always) private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: offset += 1
            default: return
            }
        }
    }

    /// An object or an array being read: what the reader holds of it while it reads a value
    /// inside it. The containers open at once are a stack, so nesting takes no call stack. Each
    /// is changed in place on the stack, never copied out and back: its members or elements are
    /// appended to a uniquely held array, so a container of n values costs n appends, not n
    /// copies of what it held so far.
    private struct Container {
        /// Whether it is an object (members) or an array (elements).
        let isObject: Bool
        /// An object's members so far.
        var members: [InputMember] = []
        /// The set of an object's keys, once it is large.
        var keys: Set<ExactKey>?
        /// The key of the value being read in an object.
        var key = ""
        /// An array's elements so far.
        var elements: [InputValue] = []
    }

    /// Reads one value, nested to any depth the limit allows, with an explicit stack of the
    /// containers open, not by recursion: the depth input reaches costs no call stack.
    private mutating func readValue() throws(InputFailure) -> InputValue {
        var open: [Container] = []
        while true {
            steps += 1
            guard offset < bytes.count else { throw malformed("unexpected end") }
            var value: InputValue
            switch bytes[offset] {
            case UInt8(ascii: "{"):
                try enter()
                offset += 1
                skipWhitespace()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
                    offset += 1
                    depth -= 1
                    value = .object([])
                } else {
                    var container = Container(isObject: true)
                    try readKey(into: &container)
                    open.append(container)
                    continue
                }
            case UInt8(ascii: "["):
                try enter()
                offset += 1
                skipWhitespace()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
                    offset += 1
                    depth -= 1
                    value = .array([])
                } else {
                    trail.append(.index(0))
                    open.append(Container(isObject: false))
                    continue
                }
            case UInt8(ascii: "\""): value = .string(try readString())
            case UInt8(ascii: "t"): value = try readLiteral(Self.trueWord, .bool(true))
            case UInt8(ascii: "f"): value = try readLiteral(Self.falseWord, .bool(false))
            case UInt8(ascii: "n"): value = try readLiteral(Self.nullWord, .null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = try readNumber()
            default: throw malformed("unexpected character")
            }
            // The value is whole: it joins the innermost open container, which may close too.
            closing: while !open.isEmpty {
                steps += 1
                let top = open.count - 1
                trail.removeLast()
                skipWhitespace()
                if open[top].isObject {
                    open[top].members.append(InputMember(key: open[top].key, value: value))
                    guard offset < bytes.count else { throw malformed("unexpected end") }
                    switch bytes[offset] {
                    case UInt8(ascii: ","):
                        offset += 1
                        try readKey(into: &open[top])
                        break closing
                    case UInt8(ascii: "}"):
                        offset += 1
                        depth -= 1
                        value = .object(open.removeLast().members)
                    default: throw malformed("expected ',' or '}'")
                    }
                } else {
                    open[top].elements.append(value)
                    guard offset < bytes.count else { throw malformed("unexpected end") }
                    switch bytes[offset] {
                    case UInt8(ascii: ","):
                        offset += 1
                        skipWhitespace()
                        trail.append(.index(open[top].elements.count))
                        break closing
                    case UInt8(ascii: "]"):
                        offset += 1
                        depth -= 1
                        value = .array(open.removeLast().elements)
                    default: throw malformed("expected ',' or ']'")
                    }
                }
            }
            if open.isEmpty { return value }
        }
    }

    private mutating func readLiteral(_ word: [UInt8], _ value: InputValue) throws(InputFailure) -> InputValue {
        guard bytes.count - offset >= word.count else { throw malformed("unexpected end") }
        for index in word.indices where bytes[offset + index] != word[index] {
            throw malformed("unexpected character")
        }
        offset += word.count
        return value
    }

    /// The literals' bytes, as arrays: iterating a `String`'s UTF-8 costs more per byte, and a
    /// `StaticString`'s bytes are read through a pointer.
    private static let trueWord = Array("true".utf8)
    private static let falseWord = Array("false".utf8)
    private static let nullWord = Array("null".utf8)

    private mutating func enter() throws(InputFailure) {
        depth += 1
        guard depth <= maximumDepth else { throw .tooDeep(maximum: maximumDepth, at: AttributePath(trail)) }
    }

    /// Reads a member's key and its `:`, and the whitespace up to its value; the key joins the
    /// trail. A key already among `members` fails.
    /// Reads the key of the next member of the object `container` into its `key`.
    private mutating func readKey(into container: inout Container) throws(InputFailure) {
        skipWhitespace()
        guard offset < bytes.count else { throw malformed("unexpected end") }
        guard bytes[offset] == UInt8(ascii: "\"") else { throw malformed("expected a key in quotes") }
        let key = try readString()
        if Self.contains(key, in: container.members, index: &container.keys, steps: &steps) {
            throw .duplicate(at: AttributePath(trail + [.property(key)]))
        }
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { throw malformed("expected ':'") }
        offset += 1
        skipWhitespace()
        trail.append(.property(key))
        container.key = key
    }

    /// Whether `key` is among `members`' keys, compared scalar by scalar as RFC 8259 says (see
    /// ``ExactKey``): a scan while the object is small, a set after.
    /// `steps` counts the bytes of the keys compared or hashed.
    private static func contains(
        _ key: String, in members: [InputMember], index: inout Set<ExactKey>?, steps: inout Int
    ) -> Bool {
        if index == nil {
            guard members.count >= 16 else {
                steps += members.count * (key.utf8.count + 1)
                return members.contains { $0.key.hasSameScalars(as: key) }
            }
            steps += members.reduce(0) { $0 + $1.key.utf8.count + 1 }
            index = Set(members.map { ExactKey($0.key) })
        }
        steps += key.utf8.count + 1
        return !index!.insert(ExactKey(key)).inserted
    }

    private mutating func readNumber() throws(InputFailure) -> InputValue {
        let start = offset
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        guard offset < bytes.count, isDigit(bytes[offset]) else { throw malformed("invalid number") }
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
        } else {
            skipDigits()
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard offset < bytes.count, isDigit(bytes[offset]) else { throw malformed("invalid number") }
            skipDigits()
        }
        if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
                offset += 1
            }
            guard offset < bytes.count, isDigit(bytes[offset]) else { throw malformed("invalid number") }
            skipDigits()
        }
        return .number(bytes.decoding(start..<offset))
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    private mutating func skipDigits() {
        while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
    }

    private mutating func readString() throws(InputFailure) -> String {
        offset += 1
        let start = offset
        // The common case: no escape; the bytes are taken as they are, checked as UTF-8 unless
        // they are all ASCII.
        var bits: UInt8 = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            bits |= byte
            if byte == UInt8(ascii: "\"") {
                let range = start..<offset
                offset += 1
                if bits < 0x80 { return bytes.decoding(range) }
                guard let text = bytes.validating(range) else { throw invalidUTF8(at: start) }
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            guard byte >= 0x20 else { throw malformed("a control character in a string") }
            offset += 1
        }
        var scalars = bytes.copying(start..<offset)
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = String(validUTF8: scalars) else { throw invalidUTF8(at: start) }
                offset += 1
                return text
            case UInt8(ascii: "\\"):
                offset += 1
                guard offset < bytes.count else { throw malformed("unexpected end") }
                let escaped = bytes[offset]
                offset += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escaped)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "u"): scalars.append(contentsOf: String(try readEscapedScalar()).utf8)
                default: throw malformed("an invalid escape")
                }
            default:
                guard byte >= 0x20 else { throw malformed("a control character in a string") }
                scalars.append(byte)
                offset += 1
            }
        }
        throw malformed("unexpected end")
    }

    /// The scalar of `\uXXXX` (the `\u` read), joining a surrogate pair; a lone surrogate fails.
    private mutating func readEscapedScalar() throws(InputFailure) -> Unicode.Scalar {
        let first = try readHex4()
        if (0xD800..<0xDC00).contains(first) {
            guard bytes.count - offset >= 6, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u")
            else { throw malformed("a lone surrogate") }
            offset += 2
            let second = try readHex4()
            guard (0xDC00..<0xE000).contains(second) else { throw malformed("a lone surrogate") }
            let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            guard let scalar = Unicode.Scalar(value) else { throw malformed("a lone surrogate") }
            return scalar
        }
        guard let scalar = Unicode.Scalar(first) else { throw malformed("a lone surrogate") }
        return scalar
    }

    private mutating func readHex4() throws(InputFailure) -> UInt32 {
        guard bytes.count - offset >= 4 else { throw malformed("unexpected end") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw malformed("an invalid escape")
            }
            value = value << 4 | UInt32(digit)
            offset += 1
        }
        return value
    }

    private func invalidUTF8(at start: Int) -> InputFailure {
        .malformed("JSON", "text that is not UTF-8", at: AttributePath(trail), offset: start)
    }
}
