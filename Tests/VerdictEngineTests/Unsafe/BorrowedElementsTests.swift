import Testing

@testable import VerdictEngine
@testable import VerdictTestSupport

@Suite("Borrowed elements")
struct BorrowedElementsTests {
    private final class Object {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    private struct Element {
        var object: Object
        var name: String
    }

    private enum Stop: Error, Equatable {
        case at(Int)
    }

    /// Invariant 2: the indices are the array's, and each reads the array's element there.
    @Test(arguments: [0, 1, 2, 17])
    func itReadsEveryElementInOrder(count: Int) {
        let elements = (0..<count).map { Element(object: Object($0), name: "e\($0)") }
        let (indices, names) = elements.withBorrowedElements { borrowed in
            (Array(borrowed.indices), borrowed.indices.map { borrowed[$0].name })
        }
        #expect(indices == Array(0..<count))
        #expect(names == elements.map(\.name))
    }

    /// Invariant 1: the element read is the one the array holds, not a copy made elsewhere.
    @Test func itReadsTheElementsTheArrayHolds() {
        let elements = [Element(object: Object(1), name: "a"), Element(object: Object(2), name: "b")]
        let same = elements.withBorrowedElements { borrowed in
            borrowed.indices.map { borrowed[$0].object === elements[$0].object }
        }
        #expect(same == [true, true])
    }

    @Test func aFailureInTheBodyReachesTheCaller() {
        let elements = [10, 20, 30]
        var visited: [Int] = []
        #expect(throws: Stop.at(1)) {
            try elements.withBorrowedElements { (borrowed) throws(Stop) in
                for index in borrowed.indices {
                    visited.append(borrowed[index])
                    if index == 1 { throw Stop.at(index) }
                }
            }
        }
        #expect(visited == [10, 20])
    }
}
