@_spi(VerdictTesting) import VerdictForms

extension ValueRule {
    /// Asserts that the rule passes on `value`, applied on its own as `validate(_:)` does (in a
    /// field, an empty value would skip most rules before they run).
    ///
    /// ```swift
    /// Length(min: 3).shouldPass(on: "abc")
    /// ```
    public func shouldPass(
        on value: Value,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        guard let failure = validate(value) else { return }
        recordFailure(
            "Expected \(ruleName) to pass on \(shown(value)); it failed with "
                + RuleFailureAssertion.line(failure),
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Asserts that the rule fails on `value`, with `code` if given; check the failure further
    /// with the returned ``RuleFailureAssertion``.
    ///
    /// ```swift
    /// Length(min: 3).shouldFail(on: "ab", withCode: .stringTooShort).withParameter("min", equalTo: 3)
    /// ```
    @discardableResult
    public func shouldFail(
        on value: Value, withCode code: ErrorCode? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> RuleFailureAssertion {
        let failure = validate(value)
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let expectation = "Expected \(ruleName) to fail on \(shown(value))"
        guard let failure else {
            recordFailure(expectation + (code.map { " with code '\($0)'" } ?? "") + "; it passed", at: site)
            return RuleFailureAssertion(failure: nil, expectation: expectation)
        }
        if let code, failure.code != code {
            recordFailure(
                expectation + " with code '\(code)'; it failed with " + RuleFailureAssertion.line(failure), at: site)
            return RuleFailureAssertion(failure: nil, expectation: expectation)
        }
        return RuleFailureAssertion(failure: failure, expectation: expectation)
    }

    /// Asserts that the rule — a filter such as `Trim` — rewrites `value` to `expected`.
    ///
    /// ```swift
    /// Trim().shouldFilter("  alice ", to: "alice")
    /// ```
    public func shouldFilter(
        _ value: Value, to expected: Value,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) where Value: Equatable {
        let actual = filtered(value)
        guard actual != expected else { return }
        recordFailure(
            "Expected \(ruleName) to rewrite \(shown(value)) to \(shown(expected)); it gave \(shown(actual))",
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// `value` as messages write it: "(hidden)" for a sensitive rule (`.sensitive()`).
    private func shown(_ value: Value) -> String {
        hidesValues ? ModelDifference.hidden : ErrorListing.value(value)
    }

    /// The rule's type, as messages name it: `Length`, `Custom<Int>`.
    private var ruleName: String { String(describing: type(of: self)) }
}
