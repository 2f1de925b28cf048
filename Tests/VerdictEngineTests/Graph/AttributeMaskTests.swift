import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Attribute mask")
struct AttributeMaskTests {
    @Test func anEmptyMaskContainsNothing() {
        let mask = AttributeMask()
        #expect(mask.isEmpty)
        #expect(!(0..<300).contains { mask.contains($0) })
    }

    /// Positions on both sides of each 64-bit word boundary.
    @Test(arguments: [0, 1, 62, 63, 64, 65, 127, 128, 129, 191, 192, 1_000])
    func aPositionIsContainedOnceInsertedAndItsNeighboursAreNot(position: Int) {
        var mask = AttributeMask()
        mask.insert(position)
        #expect(!mask.isEmpty)
        #expect(mask.contains(position))
        if position > 0 { #expect(!mask.contains(position - 1)) }
        #expect(!mask.contains(position + 1))
        #expect(!mask.contains(position + 64))
    }

    @Test func insertingTwiceChangesNothing() {
        var once = AttributeMask()
        once.insert(70)
        var twice = once
        twice.insert(70)
        #expect((0..<200).filter(once.contains) == [70])
        #expect((0..<200).filter(twice.contains) == [70])
    }

    @Test(arguments: [
        [Int](), [3], [0, 63], [64], [5, 64, 200], [199, 0, 130, 64, 63],
    ])
    func aMaskMadeFromASequenceHoldsExactlyItsPositions(positions: [Int]) {
        let mask = AttributeMask(positions)
        #expect((0..<256).filter(mask.contains) == Set(positions).sorted())
        #expect(mask.isEmpty == positions.isEmpty)
    }

    @Test func aMaskAgreesWithASetOverRandomInsertions() {
        var generator = SplitMix64(seed: 0x6D61_736B)
        for _ in 0..<50 {
            var mask = AttributeMask()
            var set = Set<Int>()
            for _ in 0..<generator.below(40) {
                let position = generator.below(400)
                mask.insert(position)
                set.insert(position)
            }
            #expect((0..<450).filter(mask.contains) == set.sorted())
            #expect(mask.isEmpty == set.isEmpty)
        }
    }

    @Test(arguments: [0, 63, 64, 130, 1_000])
    func aRemovedPositionIsNoLongerContainedAndTheOthersStay(position: Int) {
        var mask = AttributeMask([position, 5, 200])
        mask.remove(position)
        #expect(!mask.contains(position))
        #expect(([5, 200].filter { $0 != position }).allSatisfy(mask.contains))
        mask.remove(5)
        mask.remove(200)
        #expect(mask.isEmpty)
        mask.remove(5_000)
        #expect(mask.isEmpty)
    }
}
