import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

private struct Point: Equatable, Sendable, CustomStringConvertible {
    var x: Int
    var description: String { "(\(x))" }
}

@Suite("In")
struct InTests {
    @Test(
        "Seed: level is 1, 2 or 3", arguments: [(1, true), (2, true), (3, true), (0, false), (4, false), (-1, false)])
    func level(value: Int, passes: Bool) {
        let failure = In([1, 2, 3]).validate(value)
        #expect((failure == nil) == passes)
        if !passes {
            #expect(failure?.code == .inNotInList)
            #expect(failure?.message(label: "Level") == "Level must be one of: 1, 2, 3.")
            #expect(failure?.parameters == ["list": [1, 2, 3]]); #expect(failure?.attemptedValue == .int(value))
        }
    }

    @Test(
        "Not in the list", arguments: [("root", false), ("admin", false), ("alice", true), ("Root", true), ("", true)])
    func not(value: String, passes: Bool) {
        let failure = In(["root", "admin"], not: true).validate(value)
        #expect((failure == nil) == passes)
        if !passes {
            #expect(failure?.code == .inInList)
            #expect(failure?.message(label: "Username") == "Username must not be one of: root, admin.")
        }
    }

    @Test("Long hashable lists behave as short ones", arguments: [0, 500, 999, 1000, -1])
    func longList(value: Int) {
        let long = In(Array(0..<1000))
        #expect((long.validate(value) == nil) == (0..<1000).contains(value))
        let notLong = In(Array(0..<1000), not: true)
        #expect((notLong.validate(value) == nil) == !(0..<1000).contains(value))
    }

    @Test func unicodeEquivalence() {
        // String equality is canonical equivalence, both for a short list and for the Set of a long one.
        #expect(In(["é"]).validate("e\u{301}") == nil)
        let long = In(["é"] + (0..<100).map(String.init))
        #expect(long.validate("e\u{301}") == nil)
        #expect(long.validate("e") != nil)
        #expect(In(["👨‍👩‍👧‍👦", "שלום"]).validate("שלום") == nil)
        #expect(In(["a"]).validate(String(repeating: "a", count: 100_000))?.code == .inNotInList)
    }

    @Test func nonHashableValues() {
        let rule = In((0..<20).map(Point.init))
        #expect(rule.validate(Point(x: 19)) == nil)
        #expect(rule.validate(Point(x: 20))?.code == .inNotInList)
        #expect(In([Point(x: 1)]).validate(Point(x: 2))?.message(label: "P") == "P must be one of: (1).")
    }

    @Test(
        "Arrays with allowArray",
        arguments: [
            (["red"], nil), (["red", "blue", "red"], nil), ([], nil),
            (["red", "pink"], ErrorCode.inNotInList), (["pink"], .inNotInList),
        ] as [([String], ErrorCode?)])
    func allowArray(value: [String], code: ErrorCode?) {
        let failure = In(["red", "green", "blue"], allowArray: true).validate(value)
        #expect(failure?.code == code)
        if code != nil {
            #expect(failure?.message(label: "Colors") == "Colors must be one of: red, green, blue.")
            #expect(failure?.attemptedValue == .list(value.map { .string($0) }))
        }
    }

    @Test(
        "Arrays with allowArray and not: no element may be in the list",
        arguments: [
            (["pink"], nil), ([], nil), (["pink", "red"], ErrorCode.inInList), (["red"], .inInList),
        ] as [([String], ErrorCode?)])
    func allowArrayNot(value: [String], code: ErrorCode?) {
        #expect(In(["red", "green"], not: true, allowArray: true).validate(value)?.code == code)
    }

    @Test func arraysNotAllowed() {
        let failure = In(["red", "green"], allowArray: false).validate(["red"])
        #expect(failure?.code == .inArrayNotAllowed)
        #expect(failure?.message(label: "Color") == "Color must be a single value, not a list.")
        #expect(failure?.parameters == ["list": ["red", "green"]])
        #expect(failure?.attemptedValue == ["red"])
        #expect(In(["red"], not: true, allowArray: false).validate(["blue"])?.code == .inArrayNotAllowed)
    }

    @Test func longArrayLists() {
        let rule = In(Array(0..<1000), allowArray: true)
        #expect(rule.validate(Array(0..<1000)) == nil)
        #expect(rule.validate([1, 1000])?.code == .inNotInList)
    }
}
