import Foundation
import Testing

@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// The library's one JSON writer over a tree (the assignment's input values): each shape, escaping,
/// member order, and a depth that no call stack would hold.
@Suite("JSON text: trees")
struct JSONTextTreeTests {
    @Test(
        arguments: [
            (InputValue.null, "null"),
            (.bool(true), "true"),
            (.number("-1.5e3"), "-1.5e3"),
            (.string("a\"b\\c\n"), #""a\"b\\c\n""#),
            (.text("7"), #""7""#),
            (.array([]), "[]"),
            (.object([]), "{}"),
            (.array([.number("1"), .null, .array([.bool(false)])]), "[1,null,[false]]"),
            (
                .object([InputMember(key: "b", value: .number("2")), InputMember(key: "a\u{1}", value: .string("x"))]),
                #"{"b":2,"a\u0001":"x"}"#
            ),
        ])
    func writesEachShape(value: InputValue, expected: String) {
        #expect(String(decoding: value.jsonBytes, as: UTF8.self) == expected)
        #expect(value.jsonData == Data(expected.utf8))
    }

    /// 1,000 nested arrays and objects, alternating: written in order, each container closed
    /// where it opened (the writer keeps a stack of open containers rather than recursing; the
    /// depth stays small here because destroying the tree is itself recursive).
    @Test func writesADeepTreeWithoutRecursion() {
        let depth = 1_000
        var value = InputValue.null
        for level in 0..<depth {
            value = level.isMultiple(of: 2) ? .array([value]) : .object([InputMember(key: "k", value: value)])
        }
        let text = String(decoding: value.jsonBytes, as: UTF8.self)
        #expect(text.utf8.count == 4 + depth / 2 * 2 + depth / 2 * 6)
        #expect(text.hasPrefix(#"{"k":[{"k":["#))
        #expect(text.hasSuffix("null" + String(repeating: "]}", count: depth / 2)))
    }
}
