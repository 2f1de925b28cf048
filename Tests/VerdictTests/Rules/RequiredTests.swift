import Testing

@testable import Verdict
@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictVocabulary

@Suite("Required")
struct RequiredTests {
    @Test(
        "Strings: only \"\" fails",
        arguments: [
            ("", false), (" ", true), ("\t\n ", true), ("\u{00A0}", true), ("\u{3000}", true), ("a", true),
            ("e\u{301}", true), ("🇫🇷", true), ("שלום", true), (String(repeating: "a", count: 100_000), true),
        ])
    func strings(value: String, passes: Bool) {
        let failure = Required<String>().validate(value)
        #expect((failure == nil) == passes)
        if !passes {
            #expect(failure?.code == .required)
            #expect(failure?.message(label: "Username") == "Username cannot be blank.")
            #expect(failure?.parameters == [:]); #expect(failure?.attemptedValue == "")
        }
    }

    @Test func collections() {
        #expect(Required<[Int]>().validate([])?.code == .required)
        #expect(Required<[Int]>().validate([0]) == nil)
        #expect(Required<[String]>().validate([""]) == nil)
        #expect(Required<[String: Int]>().validate([:])?.code == .required)
        #expect(Required<Set<Int>>().validate([])?.code == .required)
    }

    @Test("Values that are never empty always pass")
    func neverEmpty() {
        #expect(Required<Int>().validate(0) == nil)
        #expect(Required<Bool>().validate(false) == nil)
        #expect(Required<Double>().validate(.nan) == nil)
    }

    @Test func optionalValues() {
        #expect(Required<String?>().validate(nil)?.code == .required)
        #expect(Required<String?>().validate("")?.code == .required)
        #expect(Required<String?>().validate(" ") == nil)
        #expect(Required<Int?>().validate(nil)?.code == .required)
        #expect(Required<Int?>().validate(0) == nil)
        #expect(Required<String??>().validate(.some(nil))?.code == .required)
    }

    @Test func missingValueFails() {
        let failure = Required<String>().validateMissingValue()
        #expect(failure?.code == .required)
        #expect(failure?.message(label: "Email") == "Email cannot be blank.")
        #expect(failure?.parameters == [:])
        #expect(Required<Int>().validateMissingValue()?.code == .required)
        #expect(Required<String>(strict: true).validateMissingValue()?.code == .required)
    }

    @Test("Strict: only a missing value fails")
    func strict() {
        let rule = Required<String>(strict: true)
        #expect(rule.validate("") == nil)
        #expect(rule.validate(" ") == nil)
        #expect(Required<[Int]>(strict: true).validate([]) == nil)
        #expect(Required<String?>(strict: true).validate("") == nil)
        #expect(Required<String?>(strict: true).validate(nil)?.code == .required)
        #expect(Required<String>(strict: false).validate("")?.code == .required)
    }

    @Test("Required value", arguments: [("yes", true), ("no", false), ("Yes", false), ("", false), (" yes", false)])
    func requiredValue(value: String, passes: Bool) {
        let failure = Required(equalTo: "yes").validate(value)
        #expect((failure == nil) == passes)
        if !passes {
            #expect(failure?.code == .requiredValue)
            #expect(failure?.message(label: "Consent") == "Consent must be yes.")
            #expect(failure?.parameters == ["requiredValue": "yes"]); #expect(failure?.attemptedValue == .string(value))
        }
    }

    @Test func requiredValueTypes() {
        #expect(Required<Bool>(equalTo: true).validate(false)?.message(label: "Terms") == "Terms must be true.")
        #expect(Required<Bool>(equalTo: true).validate(true) == nil)
        #expect(Required(equalTo: 3).validate(4)?.parameters == ["requiredValue": 3]);
        #expect(Required(equalTo: 3).validate(4)?.attemptedValue == 4)
        let missing = Required(equalTo: "yes").validateMissingValue()
        #expect(missing?.code == .requiredValue)
        #expect(missing?.message(label: "Consent") == "Consent must be yes.")
    }

    @Test func flags() {
        #expect(Required<String>().skipsEmptyValues == false)
        #expect(Required<String>().writesValue == false)
        #expect(Required(equalTo: 1).skipsEmptyValues == false)
    }
}
