// Invariants this file relies on (tested in `Tests/VerdictEngineTests/Unsafe/OwnedValuesTests.swift`):
//
// 1. The buffer holds exactly `count` initialized values from `init` until ``OwnedValues/take()``
//    or the end of the value, and none after: `take()` moves them out (and marks the buffer
//    empty), `deinit` deinitializes them only if they were not taken, and always deallocates.
// 2. `~Copyable`: one owner, so the memory is deinitialized and deallocated exactly once.
// 3. A pointer from ``OwnedValues/pointer(at:)`` is used only while the values are live (before
//    `take()`), and only by code built for `Child` (a ``ModelPointer`` to a child model).

/// Child values copied out of a model, in memory of their own, so that a child graph runs on each
/// in place through a ``ModelPointer`` (the nested-visit buffer of ``NestedChildren``).
@safe
package struct OwnedValues<Child>: ~Copyable {
    private let buffer: UnsafeMutableBufferPointer<Child>
    private var live: Bool

    /// Copies of `values`.
    package init(_ values: [Child]) {
        let buffer = UnsafeMutableBufferPointer<Child>.allocate(capacity: values.count)
        _ = unsafe buffer.initialize(from: values)
        unsafe self.buffer = buffer
        live = true
    }

    /// How many values there are.
    package var count: Int { unsafe buffer.count }

    /// A pointer to the value at `index` (in `0..<count`, while the values are live).
    package func pointer(at index: Int) -> ModelPointer {
        precondition(live && index >= 0 && index < count, "OwnedValues: no live value at \(index)")
        return unsafe ModelPointer(owned: buffer.baseAddress! + index)
    }

    /// Moves the values out; after this the buffer is empty.
    package mutating func take() -> [Child] {
        precondition(live, "OwnedValues: the values were taken already")
        live = false
        let values = unsafe Array(buffer)
        unsafe buffer.deinitialize()
        return values
    }

    deinit {
        if live { unsafe buffer.deinitialize() }
        unsafe buffer.deallocate()
    }
}
