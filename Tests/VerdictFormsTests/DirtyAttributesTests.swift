import Testing

@testable import VerdictAssignment
@testable import VerdictEngine
@testable import VerdictForms
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Dirty attributes")
struct DirtyAttributesTests {
    @Test func attributesAreKeptOnceInTheOrderOfTheirFirstEdit() {
        var dirty = DirtyAttributes()
        #expect(dirty.isEmpty)
        for position in [3, 0, 3, 7, 0] { dirty.insert(position) }
        #expect(dirty.positions == [3, 0, 7])
        #expect(!dirty.includesOthers)
        #expect(!dirty.isEmpty)
    }

    @Test func aKeyPathThatIsNotAnAttributeMarksTheOthers() {
        var dirty = DirtyAttributes()
        dirty.insert(nil)
        #expect(dirty.includesOthers)
        #expect(dirty.positions.isEmpty)
        #expect(!dirty.isEmpty, "an edit of another key path is an edit")
        dirty.insert(2)
        #expect(dirty.positions == [2])
        #expect(dirty.includesOthers)
    }

    /// What a checkpoint keeps: the same edits (an empty value of its own when there are none,
    /// so that the session's next edit does not copy storage the checkpoint shares).
    @Test(arguments: [[], [3], [3, 0], [nil], [2, nil]] as [[Int?]])
    func aCheckpointKeepsTheSameEdits(_ edits: [Int?]) {
        var dirty = DirtyAttributes()
        dirty.insert(9)
        dirty.removeAll()
        for position in edits { dirty.insert(position) }
        dirty.insert(4, elements: [1, 2])
        if edits.isEmpty { dirty.removeAll() }
        let kept = dirty.kept
        #expect(kept.positions == dirty.positions)
        #expect(kept.elements == dirty.elements)
        #expect(kept.includesOthers == dirty.includesOthers)
        #expect(kept.isEmpty == dirty.isEmpty)
        dirty.insert(5)
        #expect(!kept.positions.contains(5), "the kept edits do not change with the session's")
    }

    @Test func removingAllStartsAfresh() {
        var dirty = DirtyAttributes()
        dirty.insert(1)
        dirty.insert(nil)
        dirty.removeAll()
        #expect(dirty.isEmpty)
        #expect(!dirty.includesOthers)
        dirty.insert(1)
        #expect(dirty.positions == [1], "a position is new again once removed")
    }

    @Test func anArrayEditedElementByElementKeepsTheEditedElements() {
        var dirty = DirtyAttributes()
        dirty.insert(2, elements: [5])
        dirty.insert(2, elements: [1, 5])
        dirty.insert(0)
        #expect(dirty.positions == [2, 0])
        #expect(dirty.elements == [2: [1, 5]])
    }

    @Test(arguments: [true, false])
    func anEditOfTheWholeArrayWins(wholeFirst: Bool) {
        var dirty = DirtyAttributes()
        if wholeFirst {
            dirty.insert(2)
            dirty.insert(2, elements: [5])
        } else {
            dirty.insert(2, elements: [5])
            dirty.insert(2)
        }
        #expect(dirty.positions == [2])
        #expect(dirty.elements.isEmpty)
        dirty.removeAll()
        dirty.insert(2, elements: [1])
        #expect(dirty.elements == [2: [1]], "element by element again once removed")
    }
}
