// Invariants this file relies on (tested in `Tests/VerdictEngineTests/Unsafe/ByteViewTests.swift`):
//
// 1. The bytes that `withUnsafeBytes` (or `withUnsafeBufferPointer`) lends are read only inside
//    that call: a `ByteView` is made only by `Data.withByteView(_:)` and
//    `Array<UInt8>.withByteView(_:)`, which hand it to their `body`; the body reads it and never
//    keeps it (what it keeps, strings and arrays, are copies of the bytes).
// 2. Every read checks its index, or its range, against the count first, so no read leaves the
//    bytes; a failed check stops the process rather than read memory that is not the input's.
// 3. The view only reads, and reads bytes as `UInt8`: `Data`'s raw bytes are bound to `UInt8`,
//    which is trivial and has no invalid value, so the binding holds whatever they are.

import Foundation
import VerdictVocabulary

/// Bytes lent for the length of a call, read by index with every index checked: the input of the
/// JSON reader, which reads it in place instead of copying it into an array first.
///
/// `@usableFromInline`, or its `@inlinable` subscript and count are not inlined into `Verdict`'s
/// reader: a call per byte read, +17.6% on assignment (`Benchmarks/HISTORY.md`).
@safe
@usableFromInline
package struct ByteView {
    @usableFromInline let bytes: UnsafeBufferPointer<UInt8>

    @usableFromInline init(_ bytes: UnsafeBufferPointer<UInt8>) {
        unsafe self.bytes = bytes
    }

    /// How many bytes there are; the valid indices are `0..<count`.
    @inlinable package var count: Int { unsafe bytes.count }

    /// The byte at `index`, which must be in `0..<count`.
    @inlinable package subscript(index: Int) -> UInt8 {
        // One unsigned comparison: a negative index is a huge one.
        precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "ByteView: index out of range")
        return unsafe bytes[index]
    }

    /// The bytes in `range` (within `0..<count`) as UTF-8 text, each sequence that is not UTF-8
    /// replaced by U+FFFD: for bytes the caller knows to be ASCII.
    @inlinable package func decoding(_ range: Range<Int>) -> String {
        unsafe String(decoding: slice(range), as: UTF8.self)
    }

    /// The bytes in `range` (within `0..<count`) as UTF-8 text, or `nil` if they are not UTF-8
    /// (`String(validating:as:)` where the system has it: see `String(validUTF8:)`).
    @inlinable package func validating(_ range: Range<Int>) -> String? {
        unsafe String(validUTF8: slice(range))
    }

    /// A copy of the bytes in `range` (within `0..<count`).
    @inlinable package func copying(_ range: Range<Int>) -> [UInt8] {
        unsafe Array(slice(range))
    }

    @usableFromInline func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "ByteView: range out of bounds")
        return unsafe UnsafeBufferPointer(rebasing: bytes[range])
    }
}

extension Data {
    /// Calls `body` with a view of the bytes; `body` must not keep its argument. Inlinable, so that
    /// the caller's compiler specializes it (unspecialized, it looks its `Result` type up at run time).
    @inlinable
    package func withByteView<Result, Failure: Error>(
        _ body: (ByteView) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let result = unsafe withUnsafeBytes { raw in
            Swift.Result { () throws(Failure) in try body(unsafe ByteView(raw.bindMemory(to: UInt8.self))) }
        }
        return try result.get()
    }
}

extension Array where Element == UInt8 {
    /// Calls `body` with a view of the bytes; `body` must not keep its argument. Inlinable, so that
    /// the caller's compiler specializes it (unspecialized, it looks its `Result` type up at run time).
    @inlinable
    package func withByteView<Result, Failure: Error>(
        _ body: (ByteView) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try unsafe withUnsafeBufferPointer { (buffer) throws(Failure) in try body(unsafe ByteView(buffer)) }
    }
}
