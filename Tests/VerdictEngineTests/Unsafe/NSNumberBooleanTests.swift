import Foundation
import Testing

@testable import VerdictEngine
@testable import VerdictTestSupport

@Suite("NSNumber Boolean")
struct NSNumberBooleanTests {
    /// Invariant 1: the type encoding is read whole, and tells a Boolean from a number.
    @Test(arguments: [
        (NSNumber(value: true), true), (NSNumber(value: false), true), (NSNumber(value: 1), false),
        (NSNumber(value: 0), false), (NSNumber(value: 1.5), false), (NSNumber(value: Int64.max), false),
    ])
    func itTellsABooleanFromANumber(number: NSNumber, isBoolean: Bool) {
        #expect(number.isBoolean == isBoolean)
    }

    @Test func itTellsTheBooleansOfJSONSerialization() throws {
        let object = try JSONSerialization.jsonObject(with: Data(#"[true, 1, false, 0]"#.utf8))
        let numbers = try #require(object as? [NSNumber])
        #expect(numbers.map(\.isBoolean) == [true, false, true, false])
    }
}
