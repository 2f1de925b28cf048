/// A stable, machine-readable identifier of a validation failure, such as `string.tooShort`.
///
/// Codes never change between releases, so clients may branch on them:
///
/// ```swift
/// if error.code == .stringTooShort { showHint() }
/// let custom: ErrorCode = "username.taken"
/// ```
public struct ErrorCode: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The dotted code, e.g. `"email.invalid"`.
    public let rawValue: String

    /// Creates a code from its dotted spelling.
    ///
    /// ```swift
    /// let code = ErrorCode(rawValue: "username.taken")
    /// ```
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a code from a string literal.
    ///
    /// ```swift
    /// let code: ErrorCode = "username.taken"
    /// ```
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Decodes a code from a JSON string.
    ///
    /// ```swift
    /// let code = try JSONDecoder().decode(ErrorCode.self, from: Data(#""email.invalid""#.utf8))
    /// ```
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the code as a JSON string.
    ///
    /// ```swift
    /// let json = try JSONEncoder().encode(ErrorCode.emailInvalid) // "email.invalid"
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The dotted code.
    ///
    /// ```swift
    /// print(ErrorCode.required) // required
    /// ```
    public var description: String { rawValue }
}

extension ErrorCode {
    /// `required`: the value is missing or empty.
    public static let required: ErrorCode = "required"
    /// `required.value`: the value is not the required one.
    public static let requiredValue: ErrorCode = "required.value"
    /// `string.tooShort`: fewer characters than the minimum.
    public static let stringTooShort: ErrorCode = "string.tooShort"
    /// `string.tooLong`: more characters than the maximum.
    public static let stringTooLong: ErrorCode = "string.tooLong"
    /// `string.wrongLength`: not exactly the required number of characters.
    public static let stringWrongLength: ErrorCode = "string.wrongLength"
    /// `boolean.invalid`: neither the true nor the false value.
    public static let booleanInvalid: ErrorCode = "boolean.invalid"
    /// `compare.failed`: the comparison with another value does not hold.
    public static let compareFailed: ErrorCode = "compare.failed"
    /// `email.invalid`: not a valid email address.
    public static let emailInvalid: ErrorCode = "email.invalid"
    /// `email.domainNotFound`: the email's domain has no mail server.
    public static let emailDomainNotFound: ErrorCode = "email.domainNotFound"
    /// `url.invalid`: not a valid URL with an allowed scheme.
    public static let urlInvalid: ErrorCode = "url.invalid"
    /// `in.notInList`: the value is not among the allowed values.
    public static let inNotInList: ErrorCode = "in.notInList"
    /// `in.inList`: the value is among the forbidden values.
    public static let inInList: ErrorCode = "in.inList"
    /// `in.arrayNotAllowed`: a list of values where a single value is expected.
    public static let inArrayNotAllowed: ErrorCode = "in.arrayNotAllowed"
    /// `match.noMatch`: the value does not match the pattern.
    public static let matchNoMatch: ErrorCode = "match.noMatch"
    /// `match.matched`: the value matches a forbidden pattern.
    public static let matchMatched: ErrorCode = "match.matched"
    /// `number.invalid`: not a number (or NaN, or infinite).
    public static let numberInvalid: ErrorCode = "number.invalid"
    /// `number.notInteger`: not an integer.
    public static let numberNotInteger: ErrorCode = "number.notInteger"
    /// `number.tooSmall`: below the minimum.
    public static let numberTooSmall: ErrorCode = "number.tooSmall"
    /// `number.tooBig`: above the maximum.
    public static let numberTooBig: ErrorCode = "number.tooBig"
    /// `characters.missingDigit`: contains no digit.
    public static let charactersMissingDigit: ErrorCode = "characters.missingDigit"
    /// `characters.missingLetter`: contains no letter.
    public static let charactersMissingLetter: ErrorCode = "characters.missingLetter"
    /// `characters.missingUppercase`: contains no uppercase letter.
    public static let charactersMissingUppercase: ErrorCode = "characters.missingUppercase"
    /// `characters.missingLowercase`: contains no lowercase letter.
    public static let charactersMissingLowercase: ErrorCode = "characters.missingLowercase"
    /// `characters.missingSymbol`: contains no punctuation or symbol.
    public static let charactersMissingSymbol: ErrorCode = "characters.missingSymbol"
    /// `characters.notAllowed`: contains a character outside the allowed set.
    public static let charactersNotAllowed: ErrorCode = "characters.notAllowed"
    /// `check.notAwaited`: an asynchronous rule was applied synchronously and checked nothing.
    public static let checkNotAwaited: ErrorCode = "check.notAwaited"
    /// `check.unreachable`: an asynchronous check could not reach what it asks (or failed).
    public static let checkUnreachable: ErrorCode = "check.unreachable"
    /// `check.timeout`: an asynchronous check did not answer in time.
    public static let checkTimeout: ErrorCode = "check.timeout"
    /// `check.badResponse`: the server of an asynchronous check answered with an error status.
    public static let checkBadResponse: ErrorCode = "check.badResponse"
    /// `check.pending`: an asynchronous check had not answered when the model was submitted.
    public static let checkPending: ErrorCode = "check.pending"
    /// `remote.rejected`: the server of a ``Remote`` rule did not answer `true`.
    public static let remoteRejected: ErrorCode = "remote.rejected"
    /// `custom.failed`: a custom rule without its own code failed.
    public static let customFailed: ErrorCode = "custom.failed"
    /// `problem.rejected`: a server refused the model with problem details that list no error;
    /// the one form-level error that `FormSession.apply(_:keys:)` makes of them (parameters
    /// `status` and `detail`, the problem's title as the message).
    public static let problemRejected: ErrorCode = "problem.rejected"
}
