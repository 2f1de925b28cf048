import VerdictForms

/// The outcome of validating a model in a test, to assert on with typed key paths.
///
/// Make one with `rules.testValidate(_:scenario:)` or, for a `SelfValidating` model,
/// `model.testValidate(scenario:)`; then say what you expect:
///
/// ```swift
/// let result = try SignUp.rules.testValidate(form, scenario: .register)
/// result.shouldHaveError(at: \.email).withCode(.emailInvalid).only()
/// result.shouldNotHaveError(at: \.username)
/// ```
///
/// Every assertion reports a failure at the line that calls it, to Swift Testing or to XCTest,
/// with the expectation and the actual errors, one line each: `path [code] message`.
public struct TestValidationResult<Model> {
    /// The report of the validation, every error and warning in order.
    ///
    /// ```swift
    /// #expect(result.report.errors.count == 2)
    /// ```
    public let report: ValidationReport

    /// The model after the validation: filters such as `Trim` have run on it.
    ///
    /// ```swift
    /// #expect(result.model.username == "alice")
    /// ```
    public let model: Model

    /// Wraps a report with the model it is about: `testValidate` makes every result.
    init(report: ValidationReport, model: Model) {
        self.report = report
        self.model = model
    }

    /// Every error and warning, in the report's order.
    ///
    /// ```swift
    /// result.errors.map(\.code) // [.stringTooShort, .emailInvalid]
    /// ```
    public var errors: [ValidationError] { report.errors }

    /// The scenario the model was validated in.
    ///
    /// ```swift
    /// result.scenario // "register"
    /// ```
    public var scenario: ScenarioName { report.scenario }
}

extension TestValidationResult: Sendable where Model: Sendable {}
