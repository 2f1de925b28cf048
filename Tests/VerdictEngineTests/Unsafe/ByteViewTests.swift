import Foundation
import Testing

@testable import VerdictEngine
@testable import VerdictTestSupport

@Suite("Byte view")
struct ByteViewTests {
    private enum Stop: Error, Equatable {
        case at(Int)
    }

    /// Invariant 3: every byte value reads back as itself, from `Data` and from an array.
    @Test func itReadsEveryByteValueAsItIs() {
        let bytes = (0...255).map(UInt8.init)
        let fromData = Data(bytes).withByteView { view in (0..<view.count).map { view[$0] } }
        let fromArray = bytes.withByteView { view in (0..<view.count).map { view[$0] } }
        #expect(fromData == bytes)
        #expect(fromArray == bytes)
    }

    /// Invariant 2: the count is the input's, and each index reads the input's byte there.
    @Test(arguments: [0, 1, 3, 64])
    func itReadsEveryByteInOrder(count: Int) {
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        let read = Data(bytes).withByteView { view in (view.count, (0..<view.count).map { view[$0] }) }
        #expect(read.0 == count)
        #expect(read.1 == bytes)
    }

    /// Invariant 2: a range reads the bytes in it, as text or as a copy, and only those.
    @Test func itReadsARangeAsTextOrAsACopy() {
        let text = Array(#"{"name":"Zoë"}"#.utf8)
        let (decoded, validated, copied, empty) = text.withByteView { view in
            (view.decoding(1..<7), view.validating(9..<13), view.copying(2..<6), view.copying(3..<3))
        }
        #expect(decoded == #""name""#)
        #expect(validated == "Zoë")
        #expect(copied == Array("name".utf8))
        #expect(empty.isEmpty)
    }

    @Test func aRangeThatIsNotUTF8IsNotValidated() {
        let bytes: [UInt8] = [0x61, 0xC3, 0x28, 0x62]
        let (validated, decoded) = bytes.withByteView { view in (view.validating(0..<4), view.decoding(0..<4)) }
        #expect(validated == nil)
        #expect(decoded == "a\u{FFFD}(b")
    }

    /// Invariant 1: what the body returns, or throws, reaches the caller.
    @Test func aFailureInTheBodyReachesTheCaller() {
        var visited: [UInt8] = []
        #expect(throws: Stop.at(1)) {
            try Data([10, 20, 30]).withByteView { (view) throws(Stop) in
                for index in 0..<view.count {
                    visited.append(view[index])
                    if index == 1 { throw Stop.at(index) }
                }
            }
        }
        #expect(visited == [10, 20])
    }

    /// Invariant 2: an index outside the bytes stops the process instead of reading past them.
    @Test func anIndexPastTheBytesTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = Data([1, 2, 3]).withByteView { view in view[3] }
        }
    }

    @Test func aNegativeIndexTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = Data([1, 2, 3]).withByteView { view in view[-1] }
        }
    }

    /// Invariant 2: a range outside the bytes stops the process instead of reading past them.
    @Test func aRangeOutsideTheBytesTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = Data([1, 2, 3]).withByteView { view in view.copying(1..<4) }
        }
    }
}
