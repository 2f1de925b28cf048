import Testing

@testable import Verdict

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
        let report = try rules.validate(
            Pair(name: "a", nameAgain: "b", count: 1, countAgain: 2, ratio: 1, ratioAgain: 1.5))
        #expect(report.errors.map(\.attemptedValue) == [.string("b"), .int(2), .double(1.5)])
        #expect(report.errors.map { $0.parameters["operator"] } == [.string("=="), .string("=="), .string("<")])
        #expect(report.errors.first?.parameters["compareValue"] == .string("Name"))
    }
}
