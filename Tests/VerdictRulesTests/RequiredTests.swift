import Foundation
import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
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

@Suite("Required on a value that cannot be empty")
struct RequiredDiagnosticTests {
    /// A model with one attribute of each kind that `Required` meets: values that cannot be empty,
    /// values that can, and optional ones.
    struct Terms {
        var accepted = false
        var newsletter: Bool? = nil
        var age = 0
        var ratio = 0.0
        var signedAt = Date(timeIntervalSince1970: 0)
        var name = ""
        var nickname: String? = nil
        var tags: [String] = []
        var flags: [Bool] = []
    }

    /// One declaration of `Required` and the problem expected of it (`nil`: none).
    enum Declaration: String, CaseIterable, Sendable {
        case bool, int, double, date, strictString, configuredBool, eachBool
        case conditionalInt, optionalBool, string, collection, boolEqualToTrue, strictOptionalString

        var rules: RuleSet<Terms> {
            switch self {
            case .bool: RuleSet { Attribute(\.accepted) { Required() } }
            case .int: RuleSet { Attribute(\.age) { Required() } }
            case .double: RuleSet { Attribute(\.ratio) { Required() } }
            case .date: RuleSet { Attribute(\.signedAt) { Required() } }
            case .strictString: RuleSet { Attribute(\.name) { Required(strict: true) } }
            case .configuredBool: RuleSet { Attribute(\.accepted) { Required().message("Tick the box.") } }
            case .eachBool: RuleSet { Each(\.flags) { Required() } }
            case .optionalBool: RuleSet { Attribute(\.newsletter) { Required() } }
            case .string: RuleSet { Attribute(\.name) { Required() } }
            case .collection: RuleSet { Attribute(\.tags) { Required() } }
            case .boolEqualToTrue: RuleSet { Attribute(\.accepted) { Required(equalTo: true) } }
            case .strictOptionalString: RuleSet { Attribute(\.nickname) { Required(strict: true) } }
            case .conditionalInt: RuleSet { Attribute(\.age) { Required().when(\.accepted) } }
            }
        }

        /// What the diagnostic's message ends with.
        var problem: String? {
            switch self {
            case .bool, .configuredBool, .eachBool:
                "`Required()` never fails on a non-optional `Bool`: use `Required(equalTo: true)` for a box that "
                    + "must be ticked."
            case .int, .conditionalInt:
                "`Required()` never fails on a non-optional `Int`, which cannot be empty: make the attribute "
                    + "optional, or remove the rule."
            case .double:
                "`Required()` never fails on a non-optional `Double`, which cannot be empty: make the attribute "
                    + "optional, or remove the rule."
            case .date:
                "`Required()` never fails on a non-optional `Date`, which cannot be empty: make the attribute "
                    + "optional, or remove the rule."
            case .strictString:
                "`Required(strict: true)` never fails on a non-optional `String`, which is never `nil`: use "
                    + "`Required()` to refuse an empty value."
            case .optionalBool, .string, .collection, .boolEqualToTrue, .strictOptionalString: nil
            }
        }
    }

    @Test(arguments: Declaration.allCases)
    func aRequiredThatNeverFailsIsAnInvalidRule(declaration: Declaration) {
        let diagnostics = declaration.rules.diagnostics()
        guard let problem = declaration.problem else {
            #expect(diagnostics.isEmpty)
            return
        }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.kind == .invalidRule)
        #expect(diagnostics.first?.message.hasSuffix(problem) == true)
        #expect(diagnostics.first?.location?.hasPrefix("VerdictRulesTests/RequiredTests.swift:") == true)
    }

    /// Listed once, naming the declaration and its line, and validation refuses the rule set.
    @Test func theDiagnosticNamesTheDeclaration() throws {
        let line = #line + 1
        let rules = RuleSet<Terms> { Attribute(\.accepted) { Required() } }
        let diagnostics = rules.diagnostics()
        #expect(
            diagnostics.map(\.description) == [
                "VerdictRulesTests/RequiredTests.swift:\(line): Attribute(\\Terms.accepted) › Required: `Required()` never "
                    + "fails on a non-optional `Bool`: use `Required(equalTo: true)` for a box that must be ticked."
            ])
        let error = #expect(throws: RuleSetError.self) {
            var terms = Terms()
            _ = try rules.validate(&terms)
        }
        #expect(error?.diagnostics == diagnostics)
    }

    /// The fix the message names: a box that must be ticked.
    @Test func requiredEqualToTrueRefusesAnUntickedBox() throws {
        let rules = RuleSet<Terms> { Attribute(\.accepted, label: "Terms") { Required(equalTo: true) } }
        var terms = Terms()
        let report = try rules.validate(&terms)
        #expect(report.errors.map(\.message) == ["Terms must be true."])
    }
}
