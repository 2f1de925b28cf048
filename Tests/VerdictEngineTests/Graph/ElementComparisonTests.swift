import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Comparing the elements of an edited array")
struct ElementComparisonTests {
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

    /// Three bytes: elements straddle the words the memory is compared by.
    private struct Triple: Equatable {
        var a: UInt8
        var b: UInt8
        var c: UInt8
    }

    /// Padding between its properties.
    private struct Padded: Equatable {
        var flag: Bool
        var value: Int
    }

    /// Equal when the bytes differ (`0.0 == -0.0`), unequal when they are the same (`nan`).
    private struct Measure: Equatable {
        var value: Double
    }

    /// `changed` against `==` on every pair, over random arrays and random edits.
    private func agreesWithEquality<Element: Equatable>(
        _ make: (inout SplitMix64) -> Element, seed: UInt64
    ) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<300 {
            let count = rng.below(40)
            let old = (0..<count).map { _ in make(&rng) }
            var new = old
            for _ in 0..<rng.below(4) where count > 0 { new[rng.below(count)] = make(&rng) }
            let expected = old.indices.filter { old[$0] != new[$0] }
            #expect(ElementComparison.changed(old, new) == expected, "\(old) → \(new)")
        }
    }

    @Test func theElementsThatDifferAreThoseThatEqualitySaysDiffer() {
        agreesWithEquality({ UInt8($0.below(3)) }, seed: 1)
        agreesWithEquality({ Triple(a: UInt8($0.below(2)), b: 7, c: UInt8($0.below(2))) }, seed: 2)
        agreesWithEquality({ Padded(flag: $0.below(2) == 0, value: $0.below(3)) }, seed: 3)
        // Strings of the same value in other storage: different bytes, equal values.
        agreesWithEquality({ String(repeating: "long enough for the heap ", count: 1 + $0.below(2)) }, seed: 4)
        agreesWithEquality({ Measure(value: [0.0, -0.0, 1.0][$0.below(3)]) }, seed: 5)
        agreesWithEquality({ Reading(valid: $0.below(2) == 0, value: [0.0, -0.0, 1.0][$0.below(3)]) }, seed: 6)
    }

    /// Padding between its properties, and a value that may be unequal to itself.
    private struct Reading: Equatable {
        var valid: Bool
        var value: Double
    }

    @Test func equalityDecidesNotTheBytesOfAPaddedElement() {
        // `nan != nan`: the untouched element 0 has the same bytes, padding included, in both
        // copies, but `==` says it differs, and `==` decides (the bytes said "unchanged").
        let readings = [Reading(valid: true, value: .nan), Reading(valid: true, value: 1)]
        var copy = readings
        copy[1].value = 2
        #expect(ElementComparison.changed(readings, copy) == [0, 1])
        // Equal values whose bytes differ (`0.0` and `-0.0`) are unchanged.
        #expect(
            ElementComparison.changed([Reading(valid: false, value: 0)], [Reading(valid: false, value: -0.0)]) == [])
    }

    private final class Box: Equatable {
        var value = 0
        static func == (lhs: Box, rhs: Box) -> Bool { lhs.value == rhs.value }
    }

    @Test func anElementIsTheSameByEqualityByIdentityForAClassAndNeverOtherwise() {
        let padded = ElementComparison.sameValue(of: Reading.self)
        #expect(padded(Reading(valid: true, value: 1), Reading(valid: true, value: 1)))
        #expect(padded(Reading(valid: true, value: 0), Reading(valid: true, value: -0.0)))
        #expect(!padded(Reading(valid: true, value: 1), Reading(valid: false, value: 1)))
        #expect(!padded(Reading(valid: true, value: .nan), Reading(valid: true, value: .nan)))
        let box = Box()
        let boxes = ElementComparison.sameValue(of: Box.self)
        #expect(boxes(box, box))
        #expect(!boxes(box, Box()))
        let opaque = ElementComparison.sameValue(of: Opaque.self)
        #expect(!opaque(Opaque(), Opaque()))
    }
}
