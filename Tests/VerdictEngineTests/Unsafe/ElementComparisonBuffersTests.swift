import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// The invariants of `Unsafe/ElementComparison+Buffers.swift`: the arrays' buffers are read in
/// place, only inside the call, at indices below both counts, and shared storage is equal.
@Suite("Unsafe: comparing array elements through their buffers")
struct ElementComparisonBuffersTests {
    /// Invariants 1 and 3: over random arrays, the buffers give what the arrays' own subscripts
    /// give, at every index below both counts.
    @Test(arguments: [1, 2, 3, 4])
    func theBuffersAgreeWithTheSubscripts(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<200 {
            let count = Int.random(in: 0...40, using: &random)
            let old = (0..<count).map { _ in Int.random(in: 0...3, using: &random) }
            var new = old
            for index in new.indices where Bool.random(using: &random) {
                new[index] = Int.random(in: 0...3, using: &random)
            }
            let expected = old.indices.filter { old[$0] != new[$0] }
            #expect(ElementComparison.changed(old, new) == expected)
        }
    }

    /// Invariant 3: arrays of different lengths are read up to the shorter one only.
    @Test func onlyTheIndicesBelowBothCountsAreRead() {
        #expect(ElementComparison.changed([1, 2, 3], [1, 9]) == [1])
        #expect(ElementComparison.changed([1], [2, 2, 2]) == [0])
        #expect(ElementComparison.changed([Int](), [1]) == [])
    }

    /// Invariant 2: an array and a copy that shares its storage hold the same elements, even
    /// elements unequal to themselves; once the copy is written it has storage of its own.
    @Test func sharedStorageIsTheSameElements() {
        let old = [1.0, .nan, 3.0]
        var new = old
        #expect(ElementComparison.changed(old, new) == [])
        new[0] = 1.0
        #expect(ElementComparison.changed(old, new) == [1])
    }
}
