import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The default ``RemoteTransport``: `URLSession` (FoundationNetworking on Linux), so the library
/// needs no HTTP package. Cancelling the task that waits cancels the request.
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

    private let session: URLSession

    /// A transport over `session`.
    ///
    /// ```swift
    /// let transport = URLSessionTransport(session: URLSession(configuration: .ephemeral))
    /// ```
    public init(session: URLSession = .shared) {
        self.session = session
    }

    /// Posts `body` as `application/json` and waits for the answer, at most `timeout` (rounded
    /// up to whole seconds); a request that times out throws ``CheckError/timeout``.
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
        // time out at once (and 1.5 s after 1 s).
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        if seconds > 0 { request.timeoutInterval = seconds.rounded(.up) }
        let pending = PendingRequest()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<RemoteResponse, any Error>) in
                let task = session.dataTask(with: request) { data, response, error in
                    if let error = error as? URLError, error.code == .timedOut {
                        continuation.resume(throwing: CheckError.timeout)
                    } else if let error {
                        continuation.resume(throwing: error)
                    } else if let response = response as? HTTPURLResponse {
                        continuation.resume(
                            returning: RemoteResponse(status: response.statusCode, body: data ?? Data()))
                    } else {
                        continuation.resume(throwing: CheckError.unreachable())
                    }
                }
                pending.start(task)
            }
        } onCancel: {
            pending.cancel()
        }
    }
}

/// A request that the waiting task's cancellation may cancel before or after it starts.
///
/// `@unchecked Sendable`: its state is read and written under `lock` only.
private final class PendingRequest: @unchecked Sendable {
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var cancelled = false

    func start(_ task: URLSessionDataTask) {
        let cancelled = lock.withLock {
            self.task = task
            return self.cancelled
        }
        if cancelled { task.cancel() }
        task.resume()
    }

    func cancel() {
        let task = lock.withLock {
            cancelled = true
            return self.task
        }
        task?.cancel()
    }
}
