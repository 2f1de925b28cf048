import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Evaluation run")
struct EvaluationRunTests {
    private struct Form {
        var email = ""
        var address = Address()
    }

    private static let failure = RuleFailure(
        code: .stringTooShort, template: "{attribute} is short.", parameters: ["min": 3])

    private static let email = ErrorSite(
        attribute: 2, node: AttributeNode(keyPath: KeyPathBox(\Form.email), name: "contact.email", label: "E-mail"))

    private static let zip = ErrorSite(
        attribute: 0, node: AttributeNode(keyPath: KeyPathBox(\Address.zip), name: "zip", label: "Zip"))

    private static func options(_ severity: Severity = .error) -> ReportOptions {
        var options = ReportOptions(RuleOptions<Form>())
        options.severity = severity
        return options
    }

    @Test func anErrorIsBuiltFromTheFailureTheSiteAndTheScenario() {
        var run = EvaluationRun(scenario: .register, stopsAtFirstError: false)
        run.record(Self.failure, at: Self.email, options: Self.options())
        let expected = ValidationError(
            path: "contact.email", keyPath: \Form.email, failure: Self.failure, label: "E-mail", severity: .error,
            scenario: .register)
        #expect(run.errors == [expected])
        #expect(run.errors.first?.message == "E-mail is short.")
        #expect(run.hasFailed(2))
        #expect(!run.hasFailed(1))
        #expect(!run.stopped)
    }

    @Test(
        arguments: [
            (ErrorCode?.none, MessageTemplate?.none, ErrorCode.stringTooShort, "E-mail is short."),
            ("email.short", nil, "email.short", "E-mail is short."),
            (nil, "Write more than {min}.", .stringTooShort, "Write more than 3."),
            ("email.short", "{attribute}: {min} at least.", "email.short", "E-mail: 3 at least."),
        ] as [(ErrorCode?, MessageTemplate?, ErrorCode, String)])
    func theCodeAndMessageOverridesReplaceTheRulesOwn(
        code: ErrorCode?, message: MessageTemplate?, expectedCode: ErrorCode, expectedMessage: String
    ) throws {
        var options = Self.options()
        options.code = code
        options.message = message
        var run = EvaluationRun(scenario: .default, stopsAtFirstError: false)
        run.record(Self.failure, at: Self.email, options: options)
        let error = try #require(run.errors.first)
        #expect(error.code == expectedCode)
        #expect(error.message == expectedMessage)
        #expect(error.parameters == ["min": 3])
    }

    @Test func aWarningIsReportedButNeitherFailsTheAttributeNorStops() {
        for stopsAtFirstError in [false, true] {
            var run = EvaluationRun(scenario: .default, stopsAtFirstError: stopsAtFirstError)
            run.record(Self.failure, at: Self.email, options: Self.options(.warning))
            #expect(!run.hasFailed(2))
            #expect(!run.stopped)
            #expect(run.errors.map(\.severity) == (stopsAtFirstError ? [] : [.warning]))
        }
    }

    @Test func theFastModeStopsAtTheFirstErrorAndBuildsNoErrorValue() {
        var run = EvaluationRun(scenario: .default, stopsAtFirstError: true)
        run.record(Self.failure, at: Self.email, options: Self.options())
        #expect(run.stopped)
        #expect(run.hasFailed(2))
        #expect(run.errors.isEmpty)
    }

    @Test(
        arguments: [
            (nil, 0, true), (nil, 9, true), ([1, 3], 1, true), ([1, 3], 3, true), ([1, 3], 2, false),
            ([Int](), 0, false),
        ] as [([Int]?, Int, Bool)])
    func onlyTheChosenAttributesRun(only: [Int]?, attribute: Int, runs: Bool) {
        let run = EvaluationRun(scenario: .default, stopsAtFirstError: false, only: only.map { AttributeMask($0) })
        #expect(run.runs(attribute) == runs)
    }

    @Test func aChildRunsErrorsAreMergedUnderItsPathAndKeyPath() {
        var child = EvaluationRun(scenario: .checkout, stopsAtFirstError: false)
        child.record(Self.failure, at: Self.zip, options: Self.options())
        var parent = EvaluationRun(scenario: .checkout, stopsAtFirstError: false)
        parent.record(Self.failure, at: Self.email, options: Self.options())
        parent.merge(child, attribute: 5, path: "address", keyPath: \Form.address)
        #expect(parent.errors.map(\.path) == ["contact.email", "address.zip"])
        #expect(parent.errors.last?.keyPath == \Form.address.zip)
        #expect(parent.errors.last?.label == "Zip")
        #expect(parent.hasFailed(5))
        #expect(!parent.hasFailed(0), "the child's positions are not the parent's")
        #expect(!parent.stopped)
    }

    @Test func aChildWithOnlyWarningsDoesNotFailTheParentsAttribute() {
        var child = EvaluationRun(scenario: .default, stopsAtFirstError: false)
        child.record(Self.failure, at: Self.zip, options: Self.options(.warning))
        var parent = EvaluationRun(scenario: .default, stopsAtFirstError: false)
        parent.merge(child, attribute: 5, path: "address", keyPath: \Form.address)
        #expect(parent.errors.map(\.severity) == [.warning])
        #expect(!parent.hasFailed(5))
    }

    @Test func aStoppedChildStopsTheParent() {
        var child = EvaluationRun(scenario: .default, stopsAtFirstError: true)
        child.record(Self.failure, at: Self.zip, options: Self.options())
        var parent = EvaluationRun(scenario: .default, stopsAtFirstError: true)
        parent.merge(child, attribute: 1, path: "address", keyPath: \Form.address)
        #expect(parent.stopped)
        #expect(parent.hasFailed(1))
        #expect(parent.errors.isEmpty)
    }

    @Test func anErrorSiteAndReportOptionsCopyTheirSources() {
        #expect(Self.email.attribute == 2)
        #expect(Self.email.location.path.description == "contact.email")
        #expect(Self.email.location.keyPath == KeyPathBox(\Form.email))
        #expect(Self.email.location.label == "E-mail")
        let plain = ReportOptions(RuleOptions<Form>())
        #expect(plain.severity == .error)
        #expect(plain.code == nil)
        #expect(plain.message == nil)
        let rule = AttributeRule<Form, String>(Length(min: 3).severity(.warning).code("email.short").message("Short."))
        let options = ReportOptions(rule.options)
        #expect(options.severity == .warning)
        #expect(options.code == "email.short")
        #expect(options.message == "Short.")
    }
}
