import Foundation
import Testing
import VerdictValidation
@testable import VerdictAssignment
@testable import VerdictTestSupport

@Suite("Input values")
struct InputValueTests {
    /// What each accessor reads of a value.
    struct Reading: Sendable, CustomTestStringConvertible {
        var value: InputValue
        var kind: String
        var isNull = false
        var bool: Bool? = nil
        var number: String? = nil
        var text: String? = nil
        var elements: [InputValue]? = nil
        var members: [InputMember]? = nil
        var testDescription: String { kind }
    }

    static let member = InputMember(key: "zip", value: .string("10115"))

    @Test(
        "accessors read the kind they name",
        arguments: [
            Reading(value: .null, kind: "null", isNull: true),
            Reading(value: .bool(false), kind: "a boolean", bool: false),
            Reading(value: .number("1e400"), kind: "a number", number: "1e400"),
            Reading(value: .string("42"), kind: "text", text: "42"),
            Reading(value: .array([.null, .number("1")]), kind: "a list", elements: [.null, .number("1")]),
            Reading(value: .array([]), kind: "a list", elements: []),
            Reading(value: .object([member]), kind: "an object", members: [member]),
        ])
    func accessors(_ reading: Reading) {
        let value = reading.value
        #expect(value.kind == reading.kind)
        #expect(value.isNull == reading.isNull)
        #expect(value.boolValue == reading.bool)
        #expect(value.numberText == reading.number)
        #expect(value.textValue == reading.text)
        #expect(value.elements == reading.elements)
        #expect(value.members == reading.members)
    }

    /// What a user's convertible type was given, through the accessors.
    private struct Seen: InputConvertible, Sendable, Equatable {
        var text: String?
        var number: String?
        var bool: Bool?
        var kind = ""

        init() {}

        init(input: InputValue) throws(InputConversionError) {
            text = input.textValue
            number = input.numberText
            bool = input.boolValue
            kind = input.kind
        }
    }

    private struct Box: Sendable {
        var seen = Seen()
        static let rules = RuleSet<Box> { Safe(\.seen) }
    }

    /// A form's text and a JSON string read alike through `textValue`; neither is a number or a
    /// boolean to the accessors, whatever it spells: converting it is the attribute type's job.
    @Test(
        "form text and a JSON string read alike",
        arguments: [
            (AssignmentInput.form([("seen", "42")]), "42"),
            (.query("seen=on"), "on"),
            (.json(Data(#"{"seen": "42"}"#.utf8)), "42"),
            (.value(.object([InputMember(key: "seen", value: .string("on"))])), "on"),
        ])
    func formTextAndJSONStrings(input: AssignmentInput, text: String) throws {
        var box = Box()
        let result = try Box.rules.assign(input, to: &box)
        #expect(result.isAssigned, "\(result.report)")
        var expected = Seen()
        expected.text = text
        expected.kind = "text"
        #expect(box.seen == expected)
    }

    /// A JSON number and a JSON boolean are not text.
    @Test func jsonNumbersAndBooleansAreNotText() throws {
        var box = Box()
        _ = try Box.rules.assign(.json(Data(#"{"seen": 42}"#.utf8)), to: &box)
        #expect(box.seen.text == nil)
        #expect(box.seen.number == "42")
        _ = try Box.rules.assign(.json(Data(#"{"seen": true}"#.utf8)), to: &box)
        #expect(box.seen.bool == true)
        #expect(box.seen.text == nil)
    }
}
