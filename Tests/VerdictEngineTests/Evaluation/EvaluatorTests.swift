import Testing
import VerdictTesting
import VerdictValidation

@testable import VerdictTestSupport

@Suite("Evaluator")
struct EvaluatorTests {
    private var invalid: SignUp {
        SignUp(username: "Al", email: "nope", password: "short", passwordRepeat: "other", age: 12)
    }

    @Test func errorsComeInAStableAttributeOrder() throws {
        let report = try SignUp.rules.testValidate(invalid, scenario: .register).report
        #expect(
            report.pairs == [
                "username string.tooShort", "email email.invalid", "age number.tooSmall",
                "password string.tooShort", "passwordRepeat compare.failed",
            ])
        #expect(!report.isValid)
        #expect(try SignUp.rules.testValidate(invalid, scenario: .register).report == report)
    }

    @Test func firstErrorsAndErrorsByKeyPath() throws {
        let rules = RuleSet<SignUp> {
            Attribute(\.username) {
                Length(min: 5); Characters.containsDigit.skipOnError(false)
            }
            Attribute(\.email) { Email() }
        }
        let report = try rules.testValidate(invalid).report
        #expect(report.errors.count == 3)
        #expect(report.firstErrors.map(\.code) == [.stringTooShort, .emailInvalid])
        #expect(report.errors(at: \SignUp.username).map(\.code) == [.stringTooShort, .charactersMissingDigit])
        #expect(report.errors(at: "email").count == 1)
    }

    @Test func fastModeAgreesWithTheFullReport() throws {
        for scenario: ScenarioName in [.default, .register, .login] {
            #expect(
                try SignUp.rules.isValid(invalid, scenario: scenario)
                    == SignUp.rules.testValidate(invalid, scenario: scenario).report.isValid)
            #expect(try SignUp.rules.isValid(SignUp.valid, scenario: scenario))
        }
        var warned = SignUp.valid
        warned.nickname = String(repeating: "n", count: 40)
        #expect(try SignUp.rules.isValid(warned), "warnings do not count")
    }

    @Test func validatingASubsetRunsOnlyThoseAttributes() throws {
        var form = invalid
        let report = try SignUp.rules.validate(&form, scenario: .register, only: [\.email, \.passwordRepeat])
        #expect(report.pairs == ["email email.invalid", "passwordRepeat compare.failed"])
    }

    @Test func validatableModelsValidateThemselves() throws {
        var form = SignUp.valid
        form.username = " bob1 "
        #expect(try form.validate().isValid)
        #expect(form.username == "bob1")
        #expect(try form.isValid(scenario: .login))
    }

    @Test func classModelsAreValidatedThroughTheirReference() throws {
        final class Account {
            var name = "  ann  "
        }
        let rules = RuleSet<Account> {
            Attribute(\.name) {
                Trim(); Length(min: 4)
            }
        }
        var account = Account()
        let original = account
        #expect(try rules.validate(&account).pairs == ["name string.tooShort"])
        #expect(original.name == "ann")
    }

    @Test func rulesAreSafeToShareAcrossTasks() async throws {
        let results = try await withThrowingTaskGroup(of: Bool.self) { group in
            for index in 0..<32 {
                group.addTask {
                    var form = SignUp.valid
                    if index.isMultiple(of: 2) { form.email = "bad" }
                    return try await SignUp.rules.validate(&form, scenario: .register).isValid
                }
            }
            return try await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.filter { $0 }.count == 16)
    }
}
