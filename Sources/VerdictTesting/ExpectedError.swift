import VerdictForms

/// One error that ``TestValidationResult/shouldHaveExactly(_:fileID:filePath:line:column:)``
/// expects: where, which code and, optionally, which severity.
///
/// ```swift
/// result.shouldHaveExactly([
///     .at(\.username, .stringTooShort),
///     .at("addresses[1].zip", .required),
/// ])
/// ```
public struct ExpectedError<Model> {
    private let location: ErrorLocation
    /// The expected code.
    ///
    /// ```swift
    /// ExpectedError<SignUp>.at(\.email, .emailInvalid).code // .emailInvalid
    /// ```
    public let code: ErrorCode
    /// The expected severity; `nil` accepts either.
    ///
    /// ```swift
    /// ExpectedError<SignUp>.at(\.nickname, .stringTooLong, severity: .warning).severity // .warning
    /// ```
    public let severity: Severity?

    private init(location: ErrorLocation, code: ErrorCode, severity: Severity?) {
        self.location = location
        self.code = code
        self.severity = severity
    }

    /// An error with `code` at a typed key path from the root model.
    ///
    /// ```swift
    /// .at(\Order.addresses[1].zip, .required)
    /// ```
    public static func at(
        _ keyPath: PartialKeyPath<Model>, _ code: ErrorCode, severity: Severity? = nil
    ) -> ExpectedError {
        ExpectedError(location: ErrorLocation(keyPath), code: code, severity: severity)
    }

    /// An error with `code` at a printable path.
    ///
    /// ```swift
    /// .at("addresses[1].zip", .required)
    /// ```
    public static func at(_ path: AttributePath, _ code: ErrorCode, severity: Severity? = nil) -> ExpectedError {
        ExpectedError(location: ErrorLocation(path), code: code, severity: severity)
    }

    /// Whether `error` is this one.
    func matches(_ error: ValidationError) -> Bool {
        location.matches(error) && error.code == code && (severity == nil || error.severity == severity)
    }

    /// `path [code]`, named as the reported errors name it.
    func line(among errors: [ValidationError]) -> String {
        ErrorListing.line(path: location.name(among: errors), code: code, severity: severity)
    }
}
