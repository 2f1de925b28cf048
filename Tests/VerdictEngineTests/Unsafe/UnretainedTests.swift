import Testing

@testable import VerdictEngine
@testable import VerdictTestSupport

@Suite("Unretained reference")
struct UnretainedTests {
    private final class Object: Sendable {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    @Test func itReachesTheObjectItsOwnerKeeps() {
        let owner = [Object(1), Object(2), Object(3)]
        let references = owner.map(Unretained.init)
        #expect(references.map { $0.with(\.value) } == [1, 2, 3])
        #expect(zip(references, owner).allSatisfy { reference, object in reference.with { $0 === object } })
    }

    @Test func itCountsNoReference() {
        var object = Object(1)
        let reference = Unretained(object)
        #expect(isKnownUniquelyReferenced(&object))
        #expect(reference.with { $0.value } == 1)
        #expect(isKnownUniquelyReferenced(&object))
    }

    @Test func itDoesNotKeepTheObjectAlive() {
        weak var released: Object?
        var reference: Unretained<Object>?
        do {
            let object = Object(1)
            released = object
            reference = Unretained(object)
            #expect(reference?.with(\.value) == 1)
        }
        // The owner is gone: only the owner kept it, which is why the owner must outlive the use.
        #expect(released == nil)
        #expect(reference != nil)
    }

}
