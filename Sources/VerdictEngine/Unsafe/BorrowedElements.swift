// Invariants this file relies on (tested in `Tests/VerdictEngineTests/Unsafe/BorrowedElementsTests.swift`):
//
// 1. The buffer that `withUnsafeBufferPointer` lends is used only inside that call, and only to
//    read: a `BorrowedElements` is made only by `Array.withBorrowedElements(_:)` and handed to
//    its `body`, which reads it and never keeps it.
// 2. Every read checks its index against the count first, so no read leaves the buffer.

/// An array's elements, read in place: in unspecialized generic code an array's subscript copies
/// the whole element (a rule: its options, its closures, each retained and released), where a
/// field read through this subscript copies that field only.
@safe
package struct BorrowedElements<Element> {
    private let buffer: UnsafeBufferPointer<Element>

    fileprivate init(_ buffer: UnsafeBufferPointer<Element>) {
        unsafe self.buffer = buffer
    }

    /// The valid indices, `0..<count`.
    package var indices: Range<Int> { unsafe 0..<buffer.count }

    /// The element at `index`, in place; `index` must be in ``indices``.
    package subscript(index: Int) -> Element {
        unsafeAddress {
            precondition(unsafe index >= 0 && index < buffer.count, "BorrowedElements: index \(index) out of range")
            return unsafe buffer.baseAddress! + index
        }
    }
}

extension Array {
    /// Calls `body` with the array's elements, read in place; `body` must not keep its argument.
    @inline(__always)
    package func withBorrowedElements<Result, Failure: Error>(
        _ body: (BorrowedElements<Element>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try unsafe withUnsafeBufferPointer { (buffer) throws(Failure) in try body(unsafe BorrowedElements(buffer)) }
    }
}
