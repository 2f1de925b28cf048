import Foundation
import Testing
import VerdictTesting

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
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

    /// What each accessor reads of a parameter.
    struct Reading: Sendable, CustomTestStringConvertible {
        var parameter: MessageParameter
        var string: String? = nil
        var int: Int? = nil
        var double: Double? = nil
        var bool: Bool? = nil
        var list: [MessageParameter]? = nil
        var testDescription: String { "\(parameter)" }
    }

    /// Each kind is read back by its own accessor only, whether made by a static member, a
    /// literal or `init(describing:)`.
    @Test(
        "accessors read the kind they name",
        arguments: [
            Reading(parameter: .string("USA"), string: "USA"),
            Reading(parameter: "8", string: "8"),
            Reading(parameter: .int(8), int: 8),
            Reading(parameter: 8, int: 8),
            Reading(parameter: MessageParameter(describing: UInt8(7)), int: 7),
            Reading(parameter: .double(2.5), double: 2.5),
            Reading(parameter: .double(3), double: 3),
            Reading(parameter: MessageParameter(describing: Float(0.5)), double: 0.5),
            Reading(parameter: .bool(false), bool: false),
            Reading(parameter: true, bool: true),
            Reading(parameter: .list([1, "a"]), list: [.int(1), .string("a")]),
            Reading(parameter: [], list: []),
        ])
    func accessors(_ reading: Reading) {
        let parameter = reading.parameter
        #expect(parameter.stringValue == reading.string)
        #expect(parameter.intValue == reading.int)
        #expect(parameter.doubleValue == reading.double)
        #expect(parameter.boolValue == reading.bool)
        #expect(parameter.listValue == reading.list)
    }

    /// The JSON of each kind, as the enum wrote it: numbers as numbers, whole doubles as integers,
    /// non-finite doubles as strings.
    @Test(
        "encodes to the same JSON as before",
        arguments: [
            (MessageParameter.string("USA"), #""USA""#), (.int(-8), "-8"), (.double(2.5), "2.5"), (.double(3), "3"),
            (.double(.infinity), #""inf""#), (.bool(true), "true"), (.list([1, "a", [false]]), #"[1,"a",[false]]"#),
        ])
    func encodes(parameter: MessageParameter, json: String) throws {
        let data = try JSONEncoder().encode(parameter)
        #expect(String(decoding: data, as: UTF8.self) == json)
    }

    @Test(
        "decodes each JSON kind to the parameter it encodes from",
        arguments: [
            (#""USA""#, MessageParameter.string("USA")), ("-8", .int(-8)), ("2.5", .double(2.5)),
            ("true", .bool(true)), (#"[1,"a",[false]]"#, .list([1, "a", [false]])),
            ("{}", nil),
        ])
    func decodes(json: String, parameter: MessageParameter?) {
        let decoded = try? JSONDecoder().decode(MessageParameter.self, from: Data(json.utf8))
        #expect(decoded == parameter)
    }
}
