import VerdictVocabulary

/// Helpers for the rules' byte-level fast paths: most values are ASCII, and for ASCII text a
/// check over the UTF-8 bytes gives the same answer as one over `Character`s at a fraction
/// of the cost. Each rule that uses them says why its fast path is exact.

extension String {
    /// Calls `body` with the string's UTF-8 bytes, in place when the string is stored
    /// contiguously (native and small strings always are), otherwise on a contiguous copy.
    ///
    /// ```swift
    /// "abc".withUTF8Bytes { $0.count } // 3
    /// ```
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        // Unsafe: `body` reads the buffer during this call only (every caller returns what it read).
        if let result = unsafe utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return copy.withUTF8(body)
    }
}

/// A set of ASCII code points, tested with one shift: built once from any test of scalars
/// (a `CharacterSet`, a `Character` property), so the fast path agrees with it by construction.
///
/// ```swift
/// let digits = ASCIISet { $0.properties.numericType == .decimal }
/// digits.contains(UInt8(ascii: "7")) // true
/// digits.contains(0xC3)              // false: not ASCII
/// ```
struct ASCIISet: Sendable {
    /// Bit `b` of `low` (for `b < 64`) or of `high` (for `64 ≤ b < 128`) says whether `b` is in the set.
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// The ASCII scalars for which `isMember` holds.
    init(_ isMember: (Unicode.Scalar) -> Bool) {
        for byte in UInt8(0)..<0x80 where isMember(Unicode.Scalar(byte)) {
            if byte < 64 { low |= 1 << byte } else { high |= 1 << (byte - 64) }
        }
    }

    /// Whether `byte` is an ASCII code point in the set; `false` for any byte of 0x80 or more.
    func contains(_ byte: UInt8) -> Bool {
        if byte < 64 { return low & (1 << byte) != 0 }
        if byte < 0x80 { return high & (1 << (byte - 64)) != 0 }
        return false
    }
}
