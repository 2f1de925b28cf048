import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Boolean")
struct BooleanTests {
    @Test("Seed: selected is 0 or 1", arguments: [(1, true), (0, true), (2, false), (-1, false), (Int.max, false)])
    func integers(value: Int, passes: Bool) {
        let failure = BooleanFormat<Int>().validate(value)
        #expect((failure == nil) == passes)
        if !passes {
            #expect(failure?.code == .booleanInvalid)
            #expect(failure?.message(label: "Selected") == "Selected must be either 1 or 0.")
            #expect(failure?.parameters == ["true": 1, "false": 0]); #expect(failure?.attemptedValue == .int(value))
        }
        #expect((BooleanFormat<Int>(strict: true).validate(value) == nil) == passes)
    }

    @Test func bools() {
        #expect(BooleanFormat<Bool>().validate(true) == nil)
        #expect(BooleanFormat<Bool>().validate(false) == nil)
        #expect(BooleanFormat<Bool>(strict: true).validate(false) == nil)
    }

    @Test(
        "Default strings, not strict",
        arguments: [
            ("1", true), ("0", true), (" 1 ", true), ("\t0\n", true), ("true", true), ("FALSE", true),
            (" True\n", true), ("\u{00A0}false", true), ("yes", false), ("no", false), ("2", false), ("", false),
            ("01", false), ("t", false), ("truee", false),
        ])
    func defaultStrings(value: String, passes: Bool) {
        let failure = BooleanFormat<String>().validate(value)
        #expect((failure == nil) == passes)
        if !passes {
            #expect(failure?.message(label: "Active") == "Active must be either 1 or 0.")
            #expect(failure?.parameters == ["true": "1", "false": "0"]);
            #expect(failure?.attemptedValue == .string(value))
        }
    }

    @Test(
        "Default strings, strict",
        arguments: [
            ("1", true), ("0", true), (" 1", false), ("true", false), ("false", false), ("TRUE", false),
        ])
    func strictStrings(value: String, passes: Bool) {
        #expect((BooleanFormat<String>(strict: true).validate(value) == nil) == passes)
    }

    @Test(
        "Seed: deleted is \"sure\" or \"not sure\"",
        arguments: [
            ("sure", true), ("not sure", true), ("SURE", true), ("  Not Sure ", true), ("maybe", false),
            ("true", false), ("1", false), ("notsure", false), ("not  sure", false),
        ])
    func customValues(value: String, passes: Bool) {
        let failure = BooleanFormat(trueValue: "sure", falseValue: "not sure").validate(value)
        #expect((failure == nil) == passes)
        if !passes {
            #expect(failure?.code == .booleanInvalid)
            #expect(failure?.message(label: "Deleted") == "Deleted must be either sure or not sure.")
        }
    }

    @Test func customValuesStrict() {
        let rule = BooleanFormat(trueValue: "sure", falseValue: "not sure", strict: true)
        #expect(rule.validate("sure") == nil)
        #expect(rule.validate("not sure") == nil)
        #expect(rule.validate("Sure")?.code == .booleanInvalid)
        #expect(rule.validate(" sure")?.code == .booleanInvalid)
    }

    @Test func unicodeCaseFolding() {
        let rule = BooleanFormat(trueValue: "ÉTÉ", falseValue: "hiver")
        #expect(rule.validate("été") == nil)
        #expect(rule.validate("e\u{301}te\u{301}") == nil)  // decomposed accents
        #expect(rule.validate("HIVER") == nil)
        #expect(BooleanFormat(trueValue: "כן", falseValue: "לא").validate(" לא ") == nil)
    }

    @Test(
        "ASCII strings are trimmed and lowercased as Foundation does",
        arguments: [
            (" \r\n1\t", true), ("\u{0B}TRUE\u{0C}", true), ("1\u{85}", true), ("\u{85}0", true), ("t rue", false),
            ("\u{1F}1", false), ("\u{212A}", false),
        ])
    func asciiNormalization(value: String, passes: Bool) {
        #expect((BooleanFormat<String>().validate(value) == nil) == passes)
    }

    @Test func otherTypes() {
        let rule = BooleanFormat<Double>(trueValue: 1.5, falseValue: -1.5)
        #expect(rule.validate(1.5) == nil)
        #expect(rule.validate(0)?.message(label: "Knob") == "Knob must be either 1.5 or -1.5.")
    }
}
