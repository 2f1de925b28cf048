import Testing

@testable import VerdictAssignment
@testable import VerdictForms
@testable import VerdictTestSupport
@testable import VerdictValidation

@Suite("Validation state")
struct ValidationStateTests {
    /// A report with `errors` errors and `warnings` warnings, in that order or interleaved.
    static func report(errors: Int, warnings: Int, interleaved: Bool = false) -> ValidationReport {
        let error = ValidationError(
            path: "email", keyPath: nil, failure: RuleFailure(code: .required, template: "{attribute} is missing."),
            label: "Email", severity: .error)
        var warning = error
        warning.severity = .warning
        var all = Array(repeating: error, count: errors) + Array(repeating: warning, count: warnings)
        if interleaved { all.reverse() }
        return ValidationReport(errors: all, scenario: .default)
    }

    @Test(arguments: [
        (1, 0, "invalid(1 error)"),
        (2, 0, "invalid(2 errors)"),
        (1, 1, "invalid(1 error, 1 warning)"),
        (2, 1, "invalid(2 errors, 1 warning)"),
        (1, 3, "invalid(1 error, 3 warnings)"),
        (0, 2, "invalid(2 warnings)"),
        (0, 1, "invalid(1 warning)"),
        (0, 0, "invalid(no errors)"),
    ])
    func anInvalidStateCountsErrorsAndWarningsApart(errors: Int, warnings: Int, description: String) {
        #expect(ValidationState.invalid(Self.report(errors: errors, warnings: warnings)).description == description)
        let interleaved = Self.report(errors: errors, warnings: warnings, interleaved: true)
        #expect(ValidationState.invalid(interleaved).description == description)
    }

    @Test(arguments: [
        (ValidationState.empty, "empty"),
        (.dirty(["username", "email", "addresses[1].zip"]), "dirty(addresses[1].zip, email, username)"),
        (.validating(["username", "email"]), "validating(email, username)"),
        (.clean, "clean"),
    ])
    func otherStatesHaveShortNames(state: ValidationState, description: String) {
        #expect(state.description == description)
    }

    @Test func aReportWithOnlyWarningsIsClean() {
        #expect(ValidationState(report: Self.report(errors: 0, warnings: 2)) == .clean)
        #expect(
            ValidationState(report: Self.report(errors: 1, warnings: 2)).description == "invalid(1 error, 2 warnings)")
    }
}
