import VerdictVocabulary

/// Why an asynchronous check could not decide: the server could not be reached, did not answer
/// in time, or answered with an error status. The attribute fails with the kind's own code
/// (``ErrorCode/checkUnreachable``, ``ErrorCode/checkTimeout``, ``ErrorCode/checkBadResponse``),
/// and observers of a ``FormSession`` model receive the error itself, with the error underneath
/// (``CheckEvent``).
///
/// A check that throws another error fails as unreachable, with that error underneath.
///
/// ```swift
/// throw CheckError.badResponse(status: 503)
/// ```
public struct CheckError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        private let name: String
        /// The server could not be reached, or the check failed with another error.
        public static let unreachable = Kind(name: "unreachable")
        /// No answer within the rule's timeout.
        public static let timeout = Kind(name: "timeout")
        /// The server answered with a status outside 200–299 (a redirect among them), or with
        /// more than a check's answer (``URLSessionTransport`` reads at most 64 KiB).
        public static let badResponse = Kind(name: "badResponse")

        /// The kind's name: `unreachable`, `timeout`, `badResponse`.
        ///
        /// ```swift
        /// print(CheckError.Kind.timeout) // timeout
        /// ```
        public var description: String { name }
    }

    /// What went wrong.
    public let kind: Kind
    /// The HTTP status of a bad response.
    public let status: Int?
    /// The error underneath (a transport error), if any.
    public let underlying: (any Error)?

    /// The server, or whatever the check asks, could not be reached.
    ///
    /// ```swift
    /// CheckError.unreachable(URLError(.notConnectedToInternet))
    /// ```
    public static func unreachable(_ underlying: (any Error)? = nil) -> CheckError {
        CheckError(kind: .unreachable, status: nil, underlying: underlying)
    }

    /// No answer in time.
    ///
    /// ```swift
    /// CheckError.timeout.kind // .timeout
    /// ```
    public static let timeout = CheckError(kind: .timeout, status: nil, underlying: nil)

    /// The server answered `status`, outside 200–299.
    ///
    /// ```swift
    /// CheckError.badResponse(status: 503).status // 503
    /// ```
    public static func badResponse(status: Int) -> CheckError {
        CheckError(kind: .badResponse, status: status, underlying: nil)
    }

    /// A short explanation: `unreachable (…)`, `timeout`, `badResponse (503)`.
    ///
    /// ```swift
    /// print(CheckError.badResponse(status: 503)) // badResponse (503)
    /// ```
    public var description: String {
        if let status { return "\(kind) (\(status))" }
        if let underlying { return "\(kind) (\(underlying))" }
        return kind.description
    }

    /// The failure the attribute gets: no detail of the underlying error leaves in it (it may
    /// name internal hosts), only the kind's code and, for a bad response, the status.
    var failure: RuleFailure {
        switch kind {
        case .timeout:
            RuleFailure(code: .checkTimeout, template: "{attribute} could not be checked in time; try again later.")
        case .badResponse:
            RuleFailure(
                code: .checkBadResponse, template: "{attribute} could not be checked; try again later.",
                parameters: ["status": .int(status ?? 0)])
        default:
            RuleFailure(code: .checkUnreachable, template: "{attribute} could not be checked; try again later.")
        }
    }

    /// `error` as a check error: itself if it is one, else unreachable with `error` underneath.
    init(_ error: any Error) {
        if let error = error as? CheckError {
            self = error
        } else {
            self.init(kind: .unreachable, status: nil, underlying: error)
        }
    }

    private init(kind: Kind, status: Int?, underlying: (any Error)?) {
        self.kind = kind
        self.status = status
        self.underlying = underlying
    }
}
