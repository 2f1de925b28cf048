import Foundation
import VerdictVocabulary

/// How ``Remote`` reaches its server: one JSON POST, one answer. The default is
/// ``URLSessionTransport``; a test gives its own (VerdictTesting's `StubTransport`), a server may
/// give its HTTP client.
///
/// ```swift
/// struct Offline: RemoteTransport {
///     func post(_ body: Data, to url: URL, timeout: Duration) async throws -> RemoteResponse {
///         throw CheckError.unreachable()
///     }
/// }
/// ```
public protocol RemoteTransport: Sendable {
    /// Sends `body` (`application/json`) to `url` with POST and returns the answer; throws when
    /// there is none (no connection, cancelled). `timeout`: how long the caller waits at most.
    func post(_ body: Data, to url: URL, timeout: Duration) async throws -> RemoteResponse
}

/// A server's answer to a ``RemoteTransport`` request.
///
/// ```swift
/// RemoteResponse(status: 200, body: Data("true".utf8))
/// ```
public struct RemoteResponse: Sendable, Hashable {
    /// The HTTP status.
    public var status: Int
    /// The body.
    public var body: Data

    /// An answer with `status` and `body`.
    ///
    /// ```swift
    /// let answer = RemoteResponse(status: 503, body: Data())
    /// ```
    public init(status: Int, body: Data) {
        self.status = status
        self.body = body
    }
}
