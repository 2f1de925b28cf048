// swift-format-ignore-file
// (the examples keep the documentation's formatting)
import Testing
import Verdict
@testable import VerdictTestSupport

// The examples in the documentation of Sources/VerdictValidation/Validation, verbatim
// (DocExampleSyncTests checks it). Compiled, never run.

extension DocExamples {
    // MARK: RuleSet+Scenarios.swift

    @MainActor static func ruleSetScenarios() throws {
        _ = User.rules.scenarios // ["default", "login", "register"]
        #expect(SignUp.rules.diagnostics().isEmpty)
        #expect(SignUp.rules.diagnostics(for: .register).isEmpty)
        _ = try User.rules.activeAttributes(in: .login) // [\User.username, \User.password, \User.secret]
        _ = try User.rules.safeAttributes(in: .login) // [\User.username, \User.password]
        _ = try User.rules.attributesWithRules(in: .register)
        _ = SignUp.rules.name(of: \.passwordRepeat) // "passwordRepeat"
    }

    // MARK: RuleSet+Validation.swift

    @MainActor static func ruleSetValidate() throws {
        var form = SignUp(username: "  alice ", email: "alice@example")
        let report = try SignUp.rules.validate(&form, scenario: .register)
        _ = form.username       // "alice"
        _ = report.isValid      // false: the email has no top-level domain
    }

    @MainActor static func ruleSetValidateOnly(form: SignUp) throws {
        var form = form
        let report = try SignUp.rules.validate(&form, only: [\.email])
        _ = report
    }

    @MainActor static func ruleSetIsValid(form: SignUp) throws {
        guard try SignUp.rules.isValid(form, scenario: .login) else { return }
    }

    // MARK: SelfValidating.swift

    @MainActor static func validatable() throws {
        struct Login: SelfValidating {
            var username = ""
            var password = ""
            static let rules = RuleSet<Login> {
                Attribute(\.username) { Trim(); Required() }
                Attribute(\.password) { Required() }
            }
        }
        var login = Login()
        let report = try login.validate()
        _ = report
    }

    @MainActor static func validatableMethods(login: Login) throws {
        var login = login
        let report = try login.validate(scenario: .login)
        _ = report
        if try login.isValid() { submit() }
    }

    @MainActor static func validatableAsyncMethods(login: Login) async throws {
        var login = login
        let report = try await login.validate(scenario: .login)
        _ = report
        if try await login.isValid(scenario: .login) { submit() }
    }
}
