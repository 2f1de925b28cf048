import Foundation
import Testing
import VerdictTesting

@testable import Verdict
@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictVocabulary

@Suite("Message parameters")
struct MessageParameterTests {
    /// The conversion chosen once for a type gives what ``MessageParameter/init(describing:)`` gives.
    @Test func theDescriberOfATypeAgreesWithDescribing() {
        #expect(MessageParameter.describer(for: String.self)("al") == .string("al"))
        #expect(MessageParameter.describer(for: String.self)("al") == MessageParameter(describing: "al"))
        #expect(MessageParameter.describer(for: Int.self)(-3) == .int(-3))
        #expect(MessageParameter.describer(for: Double.self)(2.5) == .double(2.5))
        #expect(MessageParameter.describer(for: Bool.self)(true) == .bool(true))
        #expect(MessageParameter.describer(for: Int8.self)(7) == .int(7))
        #expect(MessageParameter.describer(for: [Int].self)([1]) == MessageParameter(describing: [1]))
    }

    /// Found by `FuzzReportDecoding`: `777777777777777772.51` decodes as a double that
    /// `JSONEncoder` wrote as `7.777777777777778e+17`, which decodes as an `Int` and was written
    /// `777777777777777800`: a round trip changed the text. Whole doubles are written as integers.
    @Test(
        "decoding and encoding again reads the same",
        arguments: [
            "777777777777777772.51", "1e16", "1e+16", "-0", "-0.0", "2.0", "2.5", "1e300", "-9.3e18", "1e-7",
            "9223372036854775807", "9.223372036854776e18", "[1,777777777777777772.51,2.5,\"a\"]",
        ])
    func roundTripIsStable(json: String) throws {
        let encoder = JSONEncoder()
        let first = try encoder.encode(JSONDecoder().decode(MessageParameter.self, from: Data(json.utf8)))
        let second = try encoder.encode(JSONDecoder().decode(MessageParameter.self, from: first))
        #expect(String(decoding: second, as: UTF8.self) == String(decoding: first, as: UTF8.self))
    }

    private struct Pair: Sendable {
        var name = ""
        var nameAgain = ""
        var count = 0
        var countAgain = 0
        var ratio = 0.0
        var ratioAgain = 0.0
    }

    /// `Compare` reports the attempted value typed, with its parameters made once.
    @Test func compareReportsTheAttemptedValueTyped() throws {
        let rules = RuleSet<Pair> {
            Attribute(\.nameAgain) { Compare(.equal, to: \.name) }
            Attribute(\.countAgain) { Compare(.equal, to: \.count) }
            Attribute(\.ratioAgain) { Compare(.less, to: \.ratio) }
        }
        let report = try rules.testValidate(
            Pair(name: "a", nameAgain: "b", count: 1, countAgain: 2, ratio: 1, ratioAgain: 1.5)
        ).report
        #expect(report.errors.map(\.attemptedValue) == [.string("b"), .int(2), .double(1.5)])
        #expect(report.errors.map { $0.parameters["operator"] } == [.string("=="), .string("=="), .string("<")])
        #expect(report.errors.first?.parameters["compareValue"] == .string("Name"))
    }
}
