/// Writes a message's UTF-8 into a buffer (on the stack, see ``ParsedTemplate/render(_:attribute:)``)
/// and makes one string of it at the end. Appending to a `String` piece by piece costs a few
/// hundred instructions a piece, about two thirds of rendering a short message; copying the bytes
/// costs a few dozen. A message longer than the buffer goes on in a `String`.
///
/// Every byte written is part of a whole `String`'s UTF-8 or an ASCII byte, so the buffer always
/// holds valid UTF-8: ``string`` makes the string without checking it again, which is what the
/// check cost for a message in Cyrillic, Arabic or Devanagari (about 10 instructions a byte, as
/// much as all the rest of the rendering).
///
/// `@safe`, under two invariants: it is made only over a buffer that outlives it (the temporary
/// allocation of `ParsedTemplate.render`, in whose body it lives and dies), and `count` never
/// exceeds `buffer.count` (each write checks the room first).
@safe
struct MessageWriter {
    /// How many bytes a message may take before it goes on in a `String`: room for every built-in
    /// message with a label and values of ordinary length.
    static let bufferCapacity = 512

    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private var count = 0
    /// The message so far, once it no longer fits in `buffer`.
    private var overflow: String?

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        unsafe self.buffer = buffer
    }

    /// The message written.
    var string: String {
        if let overflow { return overflow }
        let written = unsafe UnsafeBufferPointer(rebasing: buffer[..<count])
        guard #available(macOS 26, iOS 26, watchOS 26, tvOS 26, visionOS 26, *) else {
            return unsafe String(decoding: written, as: UTF8.self)
        }
        // Valid UTF-8 by construction (see above): nothing to check.
        return unsafe String(copying: UTF8Span(unchecked: written.span))
    }

    mutating func append(_ text: String) {
        if overflow == nil {
            let free = unsafe buffer.count - count
            let copied: Int? = unsafe text.utf8.withContiguousStorageIfAvailable { bytes in
                guard bytes.count <= free, let source = bytes.baseAddress else { return bytes.isEmpty ? 0 : nil }
                unsafe (buffer.baseAddress! + count).update(from: source, count: bytes.count)
                return bytes.count
            }.flatMap { $0 }
            if let copied {
                count += copied
                return
            }
            overflow = string
        }
        overflow?.append(text)
    }

    /// Writes `value` in decimal, as `String(value)` does.
    mutating func append(_ value: Int) {
        // 20 bytes: a sign and the 19 digits of `Int.min`.
        guard overflow == nil, unsafe buffer.count - count >= 20 else { return append(String(value)) }
        if value < 0 {
            unsafe buffer[count] = UInt8(ascii: "-")
            count += 1
        }
        let start = count
        var magnitude = value.magnitude
        repeat {
            unsafe buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
            count += 1
        } while magnitude > 0
        unsafe buffer[start..<count].reverse()
    }

    /// Writes one ASCII byte; any other byte is written as U+FFFD, so that the buffer stays valid UTF-8.
    mutating func append(byte: UInt8) {
        guard overflow == nil, unsafe count < buffer.count, byte < 0x80 else {
            return append(String(decoding: CollectionOfOne(byte), as: UTF8.self))
        }
        unsafe buffer[count] = byte
        count += 1
    }

    /// Writes what `value` puts in a message, numbers in `language`'s style and lists joined by
    /// its separator.
    mutating func append(_ value: MessageParameter, _ language: LanguageRules) {
        switch value.kind {
        case .string(let string): append(string)
        case .int(let int): language.numbers.write(int, to: &self)
        case .double: language.numbers.write(decimal: value.description, to: &self)
        case .bool: append(value.description)
        case .list(let items):
            for (index, item) in items.enumerated() {
                if index > 0 { append(language.numbers.listSeparator) }
                append(item, language)
            }
        }
    }

    /// Writes what `value` puts in a message (``MessageParameter/description``).
    mutating func append(_ value: MessageParameter) {
        switch value.kind {
        case .string(let string): append(string)
        case .int(let int): append(int)
        default: append(value.description)
        }
    }
}
