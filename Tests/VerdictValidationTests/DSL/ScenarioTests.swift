import Testing
import VerdictTesting
import VerdictValidation

@testable import VerdictTestSupport

/// Seed 000's `User` with login and register scenarios.
private struct User {
    var username = ""
    var email = ""
    var password = ""
    var secret = 0

    static let rules = RuleSet<User> {
        Scenario(.login, .register)
        Attribute(\.username) { Required().on(.register) }
        Attribute(\.email) {
            Required().on(.register); Email()
        }
        Attribute(\.password) { Required().on(.register, .login) }
        Attribute(\.username) { Required() }.on(.login)
    }

    /// The same rules with seed 000's explicit `scenarioList`, including `!secret`.
    static let listed = RuleSet<User> {
        rules
        Attribute(\.secret) { Number(min: 1) }
        ActiveAttributes(.login, \.username, \.password, unsafe: \.secret)
        ActiveAttributes(.register, \.username, \.email, \.password)
    }
}

@Suite("Scenarios")
struct ScenarioTests {
    @Test func rulesWithoutOnApplyEverywhereAndOnLimitsThem() throws {
        let empty = User()
        #expect(
            try User.rules.testValidate(empty, scenario: .register).report.pairs == [
                "username required", "email required", "password required",
            ])
        #expect(
            try User.rules.testValidate(empty, scenario: .login).report.pairs == [
                "username required", "password required",
            ])
        #expect(try User.rules.testValidate(empty).report.pairs == [])
        #expect(try User.rules.testValidate(User(email: "nope")).report.pairs == ["email email.invalid"])
    }

    @Test func scenariosAreListedFromTheRules() {
        #expect(User.rules.scenarios == [.default, .login, .register])
        #expect(User.listed.scenarios == [.default, .login, .register])
    }

    @Test func activeAttributesComeFromActiveRules() throws {
        // email's Email rule has no scenario, so it is active everywhere.
        #expect(try User.rules.activeAttributes(in: .login) == [\User.username, \User.email, \User.password])
        #expect(try User.rules.activeAttributes(in: .register) == [\User.username, \User.email, \User.password])
        #expect(try User.rules.activeAttributes() == [\User.email])
    }

    @Test func explicitListReplacesDerivedAttributesAndMarksUnsafe() throws {
        #expect(try User.listed.activeAttributes(in: .login) == [\User.username, \User.password, \User.secret])
        #expect(try User.listed.safeAttributes(in: .login) == [\User.username, \User.password])
        #expect(try User.listed.attributesWithRules(in: .login) == [\User.username, \User.password, \User.secret])
        // email is not listed for login, so it is not validated there although a rule names it.
        #expect(
            try User.listed.testValidate(User(email: "bad"), scenario: .login).report.pairs == [
                "username required", "password required", "secret number.tooSmall",
            ])
    }

    @Test func safeAndUnsafeMarkersAffectOnlyAssignability() throws {
        struct Post {
            var title = ""
            var body = ""
            var isAdmin = false
        }
        let rules = RuleSet<Post> {
            Safe(\.title, \.body)
            Attribute(\.isAdmin) { BooleanFormat() }
            Unsafe(\.isAdmin)
        }
        #expect(try rules.activeAttributes() == [\Post.title, \Post.body, \Post.isAdmin])
        #expect(try rules.safeAttributes() == [\Post.title, \Post.body])
        #expect(try rules.attributesWithRules() == [\Post.isAdmin])
    }

    @Test func exceptExcludesScenariosAndNestedScenarioBlocksIntersect() throws {
        struct Form {
            var a = ""
            var b = ""
        }
        let rules = RuleSet<Form> {
            Scenario(.draft)
            Attribute(\.a) { Required().except(.draft) }
            Scenario(.x, .y) {
                Scenario(.y, .z) { Attribute(\.b) { Required() } }
            }
        }
        #expect(try rules.testValidate(Form(), scenario: .draft).report.pairs == [])
        #expect(try rules.testValidate(Form(), scenario: .x).report.pairs == ["a required"])
        #expect(try rules.testValidate(Form(), scenario: .y).report.pairs == ["a required", "b required"])
        #expect(try rules.testValidate(Form(), scenario: .z).report.pairs == ["a required"])
    }

    @Test func unknownScenarioIsADiagnosticNotAUserError() {
        #expect(throws: RuleSetError.self) {
            try User.rules.testValidate(User(), scenario: ScenarioName("regster")).report
        }
        let diagnostics = User.rules.diagnostics(for: ScenarioName("regster"))
        #expect(diagnostics.map(\.kind) == [.unknownScenario])
        #expect(diagnostics.first?.message.contains("'regster'") == true)
    }
}
