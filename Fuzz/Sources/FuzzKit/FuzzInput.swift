/// The bytes of one fuzz input, read from the front: option bytes first, then text.
///
/// Reading past the end yields zeros and empty text, so every input, however short, is a valid
/// test case.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var position = 0

    /// Wraps the `size` bytes at `data` (copied).
    public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    }

    /// Wraps `bytes`.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte was read.
    public var isAtEnd: Bool { position >= bytes.count }

    /// The next byte, or 0 at the end.
    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// The next byte's lowest bit.
    public mutating func bool() -> Bool { byte() & 1 == 1 }

    /// One of `choices`, picked by the next byte.
    public mutating func pick<T>(_ choices: [T]) -> T { choices[Int(byte()) % choices.count] }

    /// A number in `range`, picked by the next two bytes.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let raw = Int(byte()) << 8 | Int(byte())
        return range.lowerBound + raw % (range.count)
    }

    /// The next chunk: a length byte, then up to that many bytes.
    public mutating func chunk() -> [UInt8] {
        let length = Int(byte())
        let end = min(bytes.count, position + length)
        defer { position = end }
        return position < end ? Array(bytes[position..<end]) : []
    }

    /// The next chunk as text (invalid UTF-8 repaired with U+FFFD).
    public mutating func text() -> String { String(decoding: chunk(), as: UTF8.self) }

    /// Every byte not read yet.
    public mutating func rest() -> [UInt8] {
        defer { position = bytes.count }
        return position < bytes.count ? Array(bytes[position...]) : []
    }

    /// Every byte not read yet, as text (invalid UTF-8 repaired with U+FFFD).
    public mutating func restText() -> String { String(decoding: rest(), as: UTF8.self) }
}
