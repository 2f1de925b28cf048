import VerdictForms

extension FormSession {
    /// Validates, waits until every asynchronous check answered, and returns the report and the
    /// model to assert on: `await form.testValidate().shouldHaveError(at: \.username)`.
    ///
    /// ```swift
    /// form.username = "alice"
    /// await form.testValidate().shouldHaveError(at: \.username, withCode: .remoteRejected)
    /// ```
    public func testValidate() async -> TestValidationResult<Model> {
        let report = await validate()
        return TestValidationResult(report: report, model: model)
    }
}
