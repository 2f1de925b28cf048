import Foundation
import Testing
import Verdict
@testable import VerdictTestSupport

/// Massive assignment of the nastiest bodies, forms and queries: each is answered by a result
/// whose errors are structured (a code and a path), and a failed assignment leaves the model as it
/// was.
@Suite("Bad input: massive assignment")
struct AssignmentBadInputTests {
    /// An input, and the code expected at a path (nil: the input is assigned without error there).
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let input: AssignmentInput
        let expected: (path: String, code: ErrorCode)?
        var options = AssignmentOptions()
        var testDescription: String { name }
    }

    static func json(_ text: String) -> AssignmentInput { .json(Data(text.utf8)) }

    static let huge = String(repeating: "a", count: BadInputs.tenMegabytes)
    static let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)

    static let cases: [Case] = [
        Case(name: "NUL in a string", input: json(#"{"reference": "a\u0000b"}"#), expected: nil),
        Case(name: "NUL bytes in the body", input: .json(Data([0x7B, 0x00, 0x7D])), expected: ("", .inputMalformed)),
        Case(
            name: "lone surrogate", input: json(#"{"reference": "\ud800"}"#), expected: ("reference", .inputMalformed)),
        Case(name: "surrogate pair", input: json(#"{"reference": "\ud83d\ude00"}"#), expected: nil),
        Case(
            name: "invalid UTF-8", input: .json(Data([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D])),
            expected: ("", .inputMalformed)),
        Case(name: "10 MB body", input: json(#"{"reference": ""# + huge + #""}"#), expected: ("", .inputTooLarge)),
        Case(
            name: "10 MB form value, limit raised", input: .form([("note", huge)]), expected: ("note", .stringTooLong),
            options: AssignmentOptions(maximumBytes: 11_000_000)),
        Case(
            name: "Int.min", input: json(#"{"quantity": -9223372036854775808}"#),
            expected: ("quantity", .numberTooSmall)),
        Case(
            name: "Int.max", input: json(#"{"quantity": 9223372036854775807}"#), expected: ("quantity", .numberTooBig)),
        Case(
            name: "Int.max + 1", input: json(#"{"quantity": 9223372036854775808}"#),
            expected: ("quantity", .inputOutOfRange)),
        Case(name: "Int8 overflow", input: json(#"{"small": 128}"#), expected: ("small", .inputOutOfRange)),
        Case(name: "UInt16 negative", input: json(#"{"unsigned": -1}"#), expected: ("unsigned", .inputOutOfRange)),
        Case(name: "1e999", input: json(#"{"price": 1e999}"#), expected: ("price", .inputNotFinite)),
        Case(
            name: "1e999 allowed", input: json(#"{"price": 1e999}"#), expected: ("price", .numberInvalid),
            options: AssignmentOptions(allowsNonFiniteNumbers: true)),
        Case(name: "NaN literal", input: json(#"{"price": NaN}"#), expected: ("", .inputMalformed)),
        Case(name: "NaN as text", input: json(#"{"price": "NaN"}"#), expected: ("price", .inputWrongType)),
        Case(name: "-infinity as text", input: json(#"{"ratio": "-Infinity"}"#), expected: ("ratio", .inputWrongType)),
        Case(
            name: "10,000 levels of nesting", input: json(#"{"address": "# + deep + "}"), expected: ("", .inputTooDeep)),
        Case(name: "form: NUL", input: .form([("reference", "\u{0}")]), expected: nil),
        Case(
            name: "form: index beyond the pairs", input: .form([("items[1000000][sku]", "a")]),
            expected: ("", .inputMalformed)),
        Case(
            name: "form: 10,000 levels", input: .form([(String(repeating: "[a]", count: 10_000), "x")]),
            expected: ("", .inputTooDeep)),
        Case(name: "query: %00", input: .query("reference=%00"), expected: nil),
        Case(
            name: "query: a lone surrogate in %-encoding", input: .query("reference=%ED%A0%80"),
            expected: ("", .inputMalformed)),
        Case(name: "query: 10 MB", input: .query("reference=" + huge), expected: ("", .inputTooLarge)),
    ]

    @Test("every bad input is answered with structured errors; a failed assignment changes nothing", arguments: cases)
    func assignment(input: Case) throws {
        let start = PurchaseOrder(reference: "R-1", quantity: 3)
        var order = start
        let result = try PurchaseOrder.rules.assign(input.input, to: &order, options: input.options)
        if !result.isAssigned { #expect(order == start) }
        for error in result.report.errors {
            #expect(!error.code.rawValue.isEmpty)
            #expect(!error.message.isEmpty)
        }
        let codes = result.report.errors.map { "\($0.path) \($0.code)" }
        if let expected = input.expected {
            #expect(codes.contains { $0.hasPrefix(expected.path) && $0.hasSuffix(" \(expected.code)") }, "\(codes)")
        } else {
            #expect(result.isAssigned, "\(codes)")
        }
    }

    @Test("a million elements assigned into Each are all validated")
    func millionElements() throws {
        var order = PurchaseOrder(reference: "R-1")
        let labels = Array(repeating: InputValue.string("ok"), count: 999_999) + [.string("far too long")]
        let input = InputValue.object([InputMember(key: "labels", value: .array(labels))])
        let result = try PurchaseOrder.rules.assign(.value(input), to: &order)
        #expect(result.isAssigned)
        #expect(order.labels.count == 1_000_000)
        #expect(result.report.errors.map(\.path.description).filter { $0.hasPrefix("labels") } == ["labels[999999]"])
    }
}
