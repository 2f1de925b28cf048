import Testing
import VerdictValidation
@testable import VerdictTestSupport

@Suite("ValueRule")
struct ValueRuleTests {
    /// A filter written outside the library that says it rewrites once, by its effect.
    private struct Uppercased: ValueRule {
        typealias Effect = RuleEffect.Rewriting
        func apply(to value: inout String) -> RuleFailure? {
            value = value.uppercased()
            return nil
        }
    }

    /// A validator written outside the library, with the default effect.
    private struct NotBlank: ValueRule {
        func apply(to value: inout String) -> RuleFailure? {
            value.isEmpty ? RuleFailure(code: "blank", template: "{attribute} is blank.") : nil
        }
    }

    private struct Profile {
        var nickname = "ada"
    }

    @Test func aRewritingRuleWritesTheValueWithoutSayingSoTwice() throws {
        #expect(Uppercased().writesValue)
        #expect(Uppercased().code("upper").writesValue)
        #expect(!NotBlank().writesValue)

        let rules = RuleSet<Profile> { Attribute(\.nickname) { Uppercased() } }
        var profile = Profile()
        _ = try rules.validate(&profile)
        #expect(profile.nickname == "ADA")
    }
}
