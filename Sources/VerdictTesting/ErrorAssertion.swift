import Foundation
import VerdictForms

/// The errors found at one path by `shouldHaveError(at:)`, narrowed step by step: each `with…`
/// keeps the errors that also meet its condition, and fails when none is left.
///
/// ```swift
/// result.shouldHaveError(at: \.password)
///     .withCode(.stringTooShort)
///     .withParameter("min", equalTo: 8)
///     .withMessage("Password must contain at least 8 characters.")
///     .only()
/// ```
///
/// Once a step has failed, the steps after it check nothing more: the test has already failed
/// at that step's line, and one mistake is reported once.
public struct ErrorAssertion<Model> {
    private let result: TestValidationResult<Model>
    private let location: ErrorLocation
    private let conditions: [String]
    /// The errors at the path that meet every condition so far; empty after a failed step.
    ///
    /// ```swift
    /// let error = result.shouldHaveError(at: \.email).errors.first
    /// ```
    public let errors: [ValidationError]
    private let hasFailed: Bool

    init(result: TestValidationResult<Model>, location: ErrorLocation, code: ErrorCode?, at site: CallSite) {
        let start = ErrorAssertion(
            result: result, location: location, conditions: [], errors: result.errors.filter(location.matches),
            hasFailed: false)
        self = start.narrowed(by: code.map { "code '\($0)'" }, at: site) { code == nil || $0.code == code }
    }

    private init(
        result: TestValidationResult<Model>, location: ErrorLocation, conditions: [String],
        errors: [ValidationError], hasFailed: Bool
    ) {
        self.result = result
        self.location = location
        self.conditions = conditions
        self.errors = errors
        self.hasFailed = hasFailed
    }

    /// Keeps the errors with `code`.
    ///
    /// ```swift
    /// result.shouldHaveError(at: \.email).withCode(.emailInvalid)
    /// ```
    @discardableResult
    public func withCode(
        _ code: ErrorCode,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> ErrorAssertion {
        narrowed(by: "code '\(code)'", at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            $0.code == code
        }
    }

    /// Keeps the errors whose rendered message is exactly `message`.
    ///
    /// ```swift
    /// result.shouldHaveError(at: \.username).withMessage("Username must contain at least 4 characters.")
    /// ```
    @discardableResult
    public func withMessage(
        _ message: String,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> ErrorAssertion {
        narrowed(
            by: "message \(ErrorListing.value(message))",
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        ) { $0.message == message }
    }

    /// Keeps the errors whose message in the language of `locale`, with `catalog`'s messages and
    /// labels, is exactly `message`.
    ///
    /// ```swift
    /// result.shouldHaveError(at: \.username)
    ///     .withMessage("Username muss mindestens 4 Zeichen enthalten.", in: Locale(identifier: "de"))
    /// ```
    @discardableResult
    public func withMessage(
        _ message: String, in locale: Locale, catalog: MessageCatalog = MessageCatalog(),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> ErrorAssertion {
        narrowed(
            by: "message \(ErrorListing.value(message)) in '\(locale.identifier)'",
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        ) { $0.message(in: locale, catalog: catalog) == message }
    }

    /// Keeps the errors of `severity`.
    ///
    /// ```swift
    /// result.shouldHaveError(at: \.nickname).withSeverity(.warning)
    /// ```
    @discardableResult
    public func withSeverity(
        _ severity: Severity,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> ErrorAssertion {
        narrowed(
            by: "severity '\(severity.rawValue)'",
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        ) { $0.severity == severity }
    }

    /// Keeps the errors whose message parameter `name` equals `value` (`{min}` is `"min"`;
    /// `"value"` is the error's `ValidationError.attemptedValue`).
    ///
    /// ```swift
    /// result.shouldHaveError(at: \.password).withParameter("min", equalTo: 8)
    /// ```
    @discardableResult
    public func withParameter(
        _ name: String, equalTo value: MessageParameter,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> ErrorAssertion {
        narrowed(
            by: "parameter \(name) = \(ErrorListing.parameter(value))",
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        ) { (name == "value" ? $0.attemptedValue : $0.parameters[name]) == value }
    }

    /// Asserts that no error or warning is reported at any other path.
    ///
    /// ```swift
    /// result.shouldHaveError(at: \.email).only()
    /// ```
    @discardableResult
    public func only(
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> ErrorAssertion {
        guard !hasFailed, result.errors.contains(where: { !location.matches($0) }) else { return self }
        recordFailure(
            "Expected errors only at '\(location.name(among: result.errors))'; "
                + ErrorListing.actualErrors(result.errors),
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        return failed()
    }

    /// The assertion with `condition` added: the errors that also meet `isMet`, or a failure.
    private func narrowed(
        by condition: String?, at site: CallSite, where isMet: (ValidationError) -> Bool
    ) -> ErrorAssertion {
        guard !hasFailed else { return self }
        let conditions = conditions + (condition.map { [$0] } ?? [])
        let kept = errors.filter(isMet)
        guard kept.isEmpty else {
            return ErrorAssertion(
                result: result, location: location, conditions: conditions, errors: kept, hasFailed: false)
        }
        let with = conditions.isEmpty ? "" : " with " + conditions.joined(separator: " and ")
        recordFailure(
            "Expected an error at '\(location.name(among: result.errors))'\(with); "
                + ErrorListing.actualErrors(result.errors),
            at: site)
        return failed()
    }

    private func failed() -> ErrorAssertion {
        ErrorAssertion(result: result, location: location, conditions: conditions, errors: [], hasFailed: true)
    }
}
