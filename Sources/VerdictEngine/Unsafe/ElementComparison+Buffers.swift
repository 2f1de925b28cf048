// Invariants this file relies on (tested in
// `Tests/VerdictEngineTests/Unsafe/ElementComparisonBuffersTests.swift`):
//
// 1. The buffers that `withUnsafeBufferPointer` lends are used only inside those calls, and only
//    to read.
// 2. Two arrays whose buffers start at the same address share their storage, so they hold the same
//    elements: no element of one differs from the other's.
// 3. Every index read is below both counts.

extension ElementComparison {
    /// The positions where `old` and `new`, of the same length, differ by `==`.
    ///
    /// `==` decides for every element: an element unequal to itself (a `nan` inside) is seen as
    /// changed, and equal elements with different bytes (padding, `-0.0`, a string in other
    /// storage) as unchanged; memory is never compared as bytes, whose padding holds no value.
    /// Arrays that share their storage are equal throughout. The elements are read in place,
    /// through the arrays' buffers: from code that is not specialized for the element type, an
    /// array's subscript copies each element first.
    @inlinable
    package static func changed<Element: Equatable>(_ old: [Element], _ new: [Element]) -> [Int] {
        unsafe old.withUnsafeBufferPointer { old in
            unsafe new.withUnsafeBufferPointer { new in
                guard unsafe old.baseAddress != new.baseAddress else { return [] }
                var changed: [Int] = []
                for index in 0..<min(old.count, new.count) where unsafe old[index] != new[index] {
                    changed.append(index)
                }
                return changed
            }
        }
    }
}
