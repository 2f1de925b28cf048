import Testing
import VerdictTesting
import VerdictValidation

@testable import VerdictForms
@testable import VerdictTestSupport

/// Two models that share rules declared once, without a model.
private struct Post {
    var title = ""
    var summary = ""
    var views = 0
}

private struct Comment {
    var body = ""
}

@Suite("Modifiers, declared once")
struct ModifiableRuleTests {
    /// Kept outside any rule set: the modifiers of a value rule need no model.
    static let tooShort = Length(min: 15).message("This is too short!").code("text.short")

    @Test func aConfiguredValueRuleIsReusedAcrossModels() throws {
        let posts = RuleSet<Post> { Attribute(\.title) { Self.tooShort } }
        let comments = RuleSet<Comment> { Attribute(\.body) { Self.tooShort.severity(.warning) } }
        let post = try posts.testValidate(Post(title: "Hi")).report
        #expect(post.errors.map(\.code) == ["text.short"])
        #expect(post.errors.map(\.message) == ["This is too short!"])
        let comment = try comments.testValidate(Comment(body: "Hi")).report
        #expect(comment.isValid)
        #expect(comment.warnings.map(\.code) == ["text.short"])
    }

    @Test func aValueRuleAndAModelRuleTakeTheSameModifiersWithTheSameMeaning() throws {
        let rules = RuleSet<Post> {
            Scenario(.draft, .publish)
            Attribute(\.title) { Length(min: 3).code("a").on(.publish) }
            Attribute(\.summary) { Compare(.notEqual, to: \.title).code("b").on(.publish) }
        }
        let post = Post(title: "x", summary: "x")
        #expect(try rules.testValidate(post, scenario: .draft).report.pairs == [])
        #expect(try rules.testValidate(post, scenario: .publish).report.pairs == ["title a", "summary b"])
    }

    /// `on` narrows on a rule as on a block: `.on(.a).on(.b)` runs nowhere, like a rule
    /// `.on(.a)` in a block `.on(.b)`.
    @Test(arguments: ["a", "b"])
    func onNarrowsOnARuleAsOnABlock(scenario: String) throws {
        let chained = RuleSet<Post> {
            Scenario(.a, .b)
            Attribute(\.title) { Required().on(.a).on(.b) }
        }
        let nested = RuleSet<Post> {
            Scenario(.a, .b)
            Attribute(\.title) { Required().on(.a) }.on(.b)
        }
        let name = ScenarioName(scenario)
        #expect(try chained.testValidate(Post(), scenario: name).report.pairs == [])
        #expect(try nested.testValidate(Post(), scenario: name).report.pairs == [])
    }

    @Test func exceptExcludesOnAValueRuleAndAModelRule() throws {
        let rules = RuleSet<Post> {
            Scenario(.quick)
            Attribute(\.title) { Required().except(.quick) }
            Attribute(\.views) { Compare(.greater, 0).except(.quick) }
        }
        #expect(try rules.testValidate(Post()).report.pairs == ["title required", "views compare.failed"])
        #expect(try rules.testValidate(Post(), scenario: .quick).report.pairs == [])
    }

    @Test func theLastModifierOfAKindWins() throws {
        let rule = Length(min: 15).message("first").message("second").code("x").code("y")
        let failure = try #require(rule.validate("short"))
        #expect(failure.code == "y")
        #expect(failure.template == "second")
    }

    @MainActor @Test func stageAndSkipOnEmptyReachTheRuleSet() throws {
        let rules = RuleSet<Post> {
            Attribute(\.title) {
                Length(min: 3).skipOnEmpty(false)
                Length(max: 4).stage(.submission)
            }
        }
        #expect(try rules.testValidate(Post()).report.pairs == ["title string.tooShort"])
        #expect(try rules.testValidate(Post(title: "longer")).report.pairs == [])
        let form = try FormSession(Post(title: "longer"), rules: rules)
        #expect(form.submit().pairs == ["title string.tooLong"])
    }
}
