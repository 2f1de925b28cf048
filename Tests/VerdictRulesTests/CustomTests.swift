import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Custom")
struct CustomTests {
    @Test("Predicate with the default code and message", arguments: [("ab", true), ("a b", false), (" ", false)])
    func defaults(value: String, passes: Bool) {
        let failure = Custom<String> { !$0.contains(" ") }.validate(value)
        #expect((failure == nil) == passes)
        if !passes {
            #expect(failure?.code == .customFailed)
            #expect(failure?.message(label: "Handle") == "Handle is invalid.")
            #expect(failure?.parameters == [:]); #expect(failure?.attemptedValue == .string(value))
        }
    }

    @Test func ownCodeAndMessage() {
        let even = Custom<Int>("number.odd", message: "{attribute} ({value}) must be even.") { $0 % 2 == 0 }
        #expect(even.validate(4) == nil)
        let failure = even.validate(3)
        #expect(failure?.code == "number.odd")
        #expect(failure?.message(label: "Count") == "Count (3) must be even.")
    }

    @Test func failureClosure() {
        let taken = Custom<String> { name in
            name == "admin" ? RuleFailure(code: "username.taken", template: "{attribute} is taken.") : nil
        }
        #expect(taken.validate("alice") == nil)
        let failure = taken.validate("admin")
        #expect(failure?.code == "username.taken")
        #expect(failure?.message(label: "Username") == "Username is taken.")
        #expect(failure?.parameters == [:]); #expect(failure?.attemptedValue == "admin")
    }

    @Test func closureParametersAreKept() {
        let rule = Custom<String> { _ in
            RuleFailure(code: "x", template: "{attribute} {value}", parameters: ["value": "masked", "limit": 3])
        }
        #expect(rule.validate("secret")?.parameters == ["limit": 3])
        #expect(rule.validate("secret")?.attemptedValue == "masked")
    }

    @Test func unicodeAndLongValues() {
        let rule = Custom<String> { $0.count < 10 }
        #expect(rule.validate("👨‍👩‍👧‍👦👨‍👩‍👧‍👦") == nil)
        #expect(rule.validate(String(repeating: "a", count: 100_000))?.code == .customFailed)
    }

    @Test func flags() {
        #expect(Custom<Int> { _ in true }.skipsEmptyValues)
        #expect(!Custom<Int> { _ in true }.writesValue)
    }
}
