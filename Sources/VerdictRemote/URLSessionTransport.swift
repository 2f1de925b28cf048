import Foundation
import VerdictVocabulary

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The default ``RemoteTransport``: `URLSession` (FoundationNetworking on Linux), so the library
/// needs no HTTP package. Cancelling the task that waits cancels the request.
///
/// It reads no more than a check's answer needs, and waits no longer than the check's timeout:
/// - an answer whose body passes 64 KiB (`maximumResponseBytes`) is a bad response
///   (``CheckError/badResponse(status:)``), and the request is cancelled at that byte;
/// - a redirect (301, 302, 303, 307, 308) is not followed: it is a bad response with its status,
///   so that a server cannot send a check elsewhere or make it lose its body;
/// - at `timeout` the request is cancelled and the call throws ``CheckError/timeout``, whether
///   the server is silent or still sending.
///
/// ```swift
/// let transport = URLSessionTransport(session: .shared)
/// ```
public struct URLSessionTransport: RemoteTransport {
    /// The transport over `URLSession.shared`.
    ///
    /// ```swift
    /// let options = CheckOptions(transport: URLSessionTransport.shared)
    /// ```
    public static let shared = URLSessionTransport()

    /// The largest body read from an answer: a check's answer is `true` or `false`.
    static let maximumResponseBytes = 64 * 1024

    private let session: RemoteSession

    /// A transport with the configuration of `session` (headers, proxies, cookies, limits), on a
    /// session of its own whose delegate counts each answer's bytes and refuses redirects: a
    /// delegate of `session` is not called.
    ///
    /// ```swift
    /// let transport = URLSessionTransport(session: URLSession(configuration: .ephemeral))
    /// ```
    public init(session: URLSession = .shared) {
        self.session = RemoteSession(configuration: session.configuration)
    }

    /// Posts `body` as `application/json` and waits for the answer, at most `timeout`; a request
    /// that times out throws ``CheckError/timeout``, an answer over 64 KiB or a redirect is
    /// returned as ``CheckError/badResponse(status:)``.
    ///
    /// ```swift
    /// let answer = try await URLSessionTransport.shared.post(
    ///     Data(#"{"instance":"alice","extras":{}}"#.utf8), to: URL(string: "http://127.0.0.1:8080/usernames/available")!,
    ///     timeout: .seconds(5))
    /// ```
    public func post(_ body: Data, to url: URL, timeout: Duration) async throws -> RemoteResponse {
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.httpBody = body
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        // Whole seconds, rounded up: URLSession on Linux drops the fraction, so that 0.3 s would
        // time out at once (and 1.5 s after 1 s). The exchange's own deadline is exact.
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        if seconds > 0 { request.timeoutInterval = seconds.rounded(.up) }
        let exchange = RemoteExchange(limit: Self.maximumResponseBytes, delegate: session.delegate)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                exchange.start(session.session.dataTask(with: request), deadline: seconds, continuation: continuation)
            }
        } onCancel: {
            exchange.finish(.failure(CancellationError()))
        }
    }
}

/// The session of a ``URLSessionTransport``, with its delegate; invalidated when the last copy
/// of the transport goes (a session keeps its delegate until then).
private final class RemoteSession: Sendable {
    let session: URLSession
    let delegate = RemoteSessionDelegate()

    init(configuration: URLSessionConfiguration) {
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }
}
