// Invariants this file relies on (tested in `Tests/VerdictEngineTests/Unsafe/FieldOffsetTests.swift`):
//
// 1. `MemoryLayout<Model>.offset(of:)` returns an offset only for a key path that names storage
//    inline in `Model` (a stored property of a struct, or a chain of them), where a value of the
//    key path's type lives, initialized whenever the model is; `nil` otherwise (computed
//    properties, classes, optional chains, subscripts).
// 2. A `FieldOffset<Value>` is applied only to a ``ModelPointer`` to the `Model` it was made
//    for (see `ModelPointer.swift`): the type is erased from the offset, so that non-generic step
//    code can carry it, and that type is what ``ModelPointer`` checks by construction.

/// Where a stored property of a model struct lives, as a byte offset from the model: read and
/// written through ``ModelPointer/load(at:)`` and ``ModelPointer/store(_:at:)`` with no key path
/// projection.
package struct FieldOffset<Value>: Sendable {
    /// Bytes from the start of the model.
    let bytes: Int

    /// The offset of the storage that `keyPath` names in `Model`; `nil` when it names no storage
    /// inline in the model (a computed property, a class's property, an optional chain).
    package init?<Model>(_ keyPath: KeyPath<Model, Value>) {
        guard let bytes = MemoryLayout<Model>.offset(of: keyPath) else { return nil }
        self.bytes = bytes
    }
}
