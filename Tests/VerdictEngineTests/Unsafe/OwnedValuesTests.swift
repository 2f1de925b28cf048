import Testing

@testable import VerdictEngine
@testable import VerdictTestSupport

@Suite("Owned values")
struct OwnedValuesTests {
    /// Counts the live instances of ``Tracked``.
    private final class Census {
        var live = 0
    }

    private final class Tracked {
        let census: Census
        var value: Int

        init(_ value: Int, _ census: Census) {
            self.census = census
            self.value = value
            census.live += 1
        }

        deinit { census.live -= 1 }
    }

    private struct Child {
        var tracked: Tracked
        var name: String
    }

    private func children(_ count: Int, _ census: Census) -> [Child] {
        (0..<count).map { Child(tracked: Tracked($0, census), name: "child \($0)") }
    }

    @Test(arguments: [1, 2, 17])
    func droppedUntakenItDeinitializesEveryCopy(count: Int) {
        let census = Census()
        do {
            let values = OwnedValues(children(count, census))
            #expect(values.count == count)
            #expect(census.live == count)
        }
        #expect(census.live == 0)
    }

    @Test(arguments: [1, 2, 17])
    func takenItHandsTheValuesOverAndDeinitializesNothingTwice(count: Int) {
        let census = Census()
        var taken: [Child] = []
        do {
            var values = OwnedValues(children(count, census))
            taken = values.take()
        }
        #expect(census.live == count)
        #expect(taken.map(\.tracked.value) == Array(0..<count))
        taken = []
        #expect(census.live == 0)
    }

    @Test func aPointerReachesItsValueInPlace() {
        let census = Census()
        var values = OwnedValues(children(3, census))
        for index in 0..<values.count {
            values.pointer(at: index).access(as: Child.self) {
                $0.name = "edited \(index)"
                $0.tracked = Tracked(10 + index, census)
            }
        }
        #expect(census.live == 3)
        let taken = values.take()
        #expect(taken.map(\.name) == ["edited 0", "edited 1", "edited 2"])
        #expect(taken.map(\.tracked.value) == [10, 11, 12])
    }

    @Test func theOriginalValuesAreCopiesNotShared() {
        let census = Census()
        var originals = children(2, census)
        var values = OwnedValues(originals)
        values.pointer(at: 0).access(as: Child.self) { $0.name = "changed" }
        #expect(originals[0].name == "child 0")
        originals = []
        #expect(census.live == 2)
        _ = values.take()
    }
}
