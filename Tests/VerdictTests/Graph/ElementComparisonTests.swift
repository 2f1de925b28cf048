import Testing

@testable import Verdict

@Suite("Comparing the elements of an edited array")
struct ElementComparisonTests {
    private final class Box: Equatable {
        var value = 0
        static func == (lhs: Box, rhs: Box) -> Bool { lhs.value == rhs.value }
    }

    private struct Opaque {
        var value = 0
    }

    @Test(arguments: [
        ([1, 2, 3], [1, 2, 3], [Int]()),
        ([1, 2, 3], [1, 5, 3], [1]),
        ([1, 2, 3], [0, 2, 4], [0, 2]),
        ([], [], []),
    ])
    func theElementsThatDifferAreFound(old: [Int], new: [Int], expected: [Int]) throws {
        let compare = try #require(ElementComparison.changedElements(of: Int.self))
        #expect(compare(old, new) == expected)
    }

    @Test func arraysOfDifferentLengthsCannotBeComparedElementByElement() throws {
        let compare = try #require(ElementComparison.changedElements(of: Int.self))
        #expect(compare([1, 2], [1, 2, 3]) == nil)
        #expect(compare([1, 2, 3], [1]) == nil)
    }

    @Test func sharedStorageIsEqualThroughout() {
        let array = Array(0..<1_000)
        #expect(ElementComparison.changed(array, array) == [])
    }

    @Test func elementsThatAreClassesOrNotEquatableAreNeverCompared() {
        // A class instance edited in place is equal to itself: a comparison could not see the edit.
        #expect(ElementComparison.changedElements(of: Box.self) == nil)
        #expect(ElementComparison.changedElements(of: Opaque.self) == nil)
        #expect(ElementComparison.changedElements(of: String.self) != nil)
    }
}
