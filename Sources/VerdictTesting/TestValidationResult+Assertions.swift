import VerdictForms

extension TestValidationResult {
    /// Asserts that the model is valid: no error of severity `error` (warnings do not count, as
    /// in `ValidationReport.isValid`; ``shouldHaveExactly(_:fileID:filePath:line:column:)`` with
    /// `[]` also rules them out).
    ///
    /// ```swift
    /// try SignUp.rules.testValidate(validSignUp, scenario: .register).shouldBeValid()
    /// ```
    public func shouldBeValid(
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        guard !report.isValid else { return }
        recordFailure(
            "Expected \(Model.self) to be valid in scenario '\(scenario)'; \(ErrorListing.actualErrors(errors))",
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Asserts that there is an error (or warning) at `keyPath`, a typed key path from the root
    /// model — nested and indexed ones too — optionally with `code`. Narrow it further with the
    /// returned ``ErrorAssertion``.
    ///
    /// ```swift
    /// result.shouldHaveError(at: \.email, withCode: .emailInvalid)
    /// result.shouldHaveError(at: \Order.addresses[1].zip).withCode(.required).only()
    /// ```
    @discardableResult
    public func shouldHaveError(
        at keyPath: PartialKeyPath<Model>, withCode code: ErrorCode? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> ErrorAssertion<Model> {
        ErrorAssertion(
            result: self, location: ErrorLocation(keyPath), code: code,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Asserts that there is an error (or warning) at a printable path such as
    /// `"addresses[1].zip"`, optionally with `code`.
    ///
    /// ```swift
    /// result.shouldHaveError(at: "addresses[1].zip", withCode: .required)
    /// ```
    @discardableResult
    public func shouldHaveError(
        at path: AttributePath, withCode code: ErrorCode? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> ErrorAssertion<Model> {
        ErrorAssertion(
            result: self, location: ErrorLocation(path), code: code,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Asserts that there is no error or warning at `keyPath` — or, given `code`, none with that
    /// code.
    ///
    /// ```swift
    /// result.shouldNotHaveError(at: \.username)
    /// result.shouldNotHaveError(at: \.password, withCode: .charactersMissingDigit)
    /// ```
    public func shouldNotHaveError(
        at keyPath: PartialKeyPath<Model>, withCode code: ErrorCode? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        checkNoError(
            at: ErrorLocation(keyPath), code: code,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Asserts that there is no error or warning at a printable path such as `"tags[0]"` — or,
    /// given `code`, none with that code.
    ///
    /// ```swift
    /// result.shouldNotHaveError(at: "addresses[0].zip")
    /// ```
    public func shouldNotHaveError(
        at path: AttributePath, withCode code: ErrorCode? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        checkNoError(
            at: ErrorLocation(path), code: code,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Asserts that the report holds exactly these errors and warnings, in any order, and no
    /// others. `[]` asserts that nothing at all is reported.
    ///
    /// ```swift
    /// result.shouldHaveExactly([
    ///     .at(\.username, .stringTooShort),
    ///     .at("addresses[1].zip", .required),
    ///     .at(\.nickname, .stringTooLong, severity: .warning),
    /// ])
    /// ```
    public func shouldHaveExactly(
        _ expected: [ExpectedError<Model>],
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        var unmatched = errors
        var missing: [ExpectedError<Model>] = []
        // The expectations that name a severity go first, so that one without a severity never
        // takes the only error that a more specific one could match.
        for expectation in expected.filter({ $0.severity != nil }) + expected.filter({ $0.severity == nil }) {
            if let index = unmatched.firstIndex(where: expectation.matches) {
                unmatched.remove(at: index)
            } else {
                missing.append(expectation)
            }
        }
        guard !missing.isEmpty || !unmatched.isEmpty else { return }
        let wanted = expected.map { $0.line(among: errors) }.joined(separator: ", ")
        var message = expected.isEmpty ? "Expected no errors" : "Expected exactly these errors: \(wanted)"
        if !missing.isEmpty {
            message += "\n  missing: " + missing.map { $0.line(among: errors) }.joined(separator: ", ")
        }
        if !unmatched.isEmpty {
            message += "\n  unexpected: " + unmatched.map(ErrorListing.line).joined(separator: "; ")
        }
        recordFailure(
            message + "\n" + ErrorListing.actualErrors(errors),
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private func checkNoError(at location: ErrorLocation, code: ErrorCode?, site: CallSite) {
        let found = errors.filter { location.matches($0) && (code == nil || $0.code == code) }
        guard !found.isEmpty else { return }
        let withCode = code.map { " with code '\($0)'" } ?? ""
        recordFailure(
            "Expected no error at '\(location.name(among: errors))'\(withCode); \(ErrorListing.actualErrors(errors))",
            at: site)
    }
}
