import Testing
import VerdictTesting
import VerdictValidation

@testable import VerdictTestSupport

@Suite("Configured rules")
struct ConfiguredRuleTests {
    @Test func onItsOwnItReportsItsOverrides() throws {
        let zip = Match(#"^\d{5}$"#).code("zip.invalid").message("{attribute} has five digits.")
        let failure = try #require(zip.validate("123"))
        #expect(failure.code == "zip.invalid")
        #expect(failure.message(label: "Zip") == "Zip has five digits.")
        #expect(zip.validate("12345") == nil)
    }

    @Test func aFilterStillRewritesAndSaysSo() {
        let trim = Trim().code("name.trimmed")
        #expect(trim.writesValue)
        #expect(trim.filtered("  ada ") == "ada")
        #expect(!Length(min: 3).code("x").writesValue)
    }

    @Test func skipOnEmptyOverridesTheRuleDefault() {
        #expect(Length(min: 3).skipsEmptyValues)
        #expect(!Length(min: 3).skipOnEmpty(false).skipsEmptyValues)
        #expect(!Required<String>().skipsEmptyValues)
        #expect(Required<String>().skipOnEmpty(true).skipsEmptyValues)
    }

    @Test func aMissingValueFailsWithTheOverrides() throws {
        let failure = try #require(Required<String>().code("name.missing").validateMissingValue())
        #expect(failure.code == "name.missing")
        #expect(Length(min: 3).code("x").validateMissingValue() == nil)
    }

    /// A configured rule's own mistakes are still found: the graph sees the rule beneath.
    @Test func declarationProblemsOfTheRuleBeneathAreReported() {
        struct Form { var name = "" }
        let rules = RuleSet<Form> { Attribute(\.name) { Length(min: 5, max: 2).message("Bad.") } }
        #expect(throws: RuleSetError.self) { try rules.testValidate(Form()).report }
    }

    /// In a rule set, the same override shows in the error, with the attribute's label.
    @Test func inARuleSetTheOverridesReachTheError() throws {
        struct Form { var zip = "" }
        let rules = RuleSet<Form> {
            Attribute(\.zip) { Match(#"^\d{5}$"#).code("zip.invalid").message("{attribute} has five digits.") }
        }
        let report = try rules.testValidate(Form(zip: "12")).report
        #expect(report.errors.map(\.code) == ["zip.invalid"])
        #expect(report.errors.map(\.message) == ["Zip has five digits."])
    }
}
