import Testing
@_spi(VerdictTesting) import Verdict
@testable import VerdictTestSupport

@Suite("Validation events")
struct ValidationEventTests {
    static let error = ValidationError(
        path: "email", keyPath: nil, failure: RuleFailure(code: .required, template: "{attribute} is missing."),
        label: "Email")
    static let report = ValidationReport(errors: [error, error], scenario: .default)

    @Test(arguments: [
        (ValidationEvent.edited("addresses[1].zip"), "edited(addresses[1].zip)"),
        (.edited([.property("first.name")]), #"edited(["first.name"])"#),
        (.validated(report), "validated(2 errors)"),
        (.validated(ValidationReport(errors: [], scenario: .default)), "validated(no errors)"),
        (.validationStarted(["username", "email"]), "validationStarted(email, username)"),
        (.validationFinished(report), "validationFinished(2 errors)"),
        (.restored(.dirty(["email", "age"])), "restored(dirty(age, email))"),
        (.restored(.invalid(report)), "restored(invalid(2 errors))"),
        (.reset, "reset"),
    ])
    func eventsDescribeThemselves(event: ValidationEvent, description: String) {
        #expect(event.description == description)
        #expect("\(event)" == description)
    }

    @Test func eventsAreEqualWhenTheyCarryTheSame() {
        #expect(ValidationEvent.edited("email") == .edited("email"))
        #expect(ValidationEvent.edited("email") != .edited("age"))
        #expect(ValidationEvent.validated(Self.report) == .validated(Self.report))
        #expect(ValidationEvent.validated(Self.report) != .validationFinished(Self.report))
        #expect(ValidationEvent.restored(.clean) != .restored(.empty))
        #expect(ValidationEvent.reset == .reset)
        #expect(ValidationEvent.reset != .validationStarted(["email"]))
        let events: Set<ValidationEvent> = [
            .reset, .reset, .edited("email"), .edited("email"), .validationStarted(["email"]),
        ]
        #expect(events.count == 3)
    }
}
