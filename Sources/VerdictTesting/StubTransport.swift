import Foundation
import VerdictForms

/// A `RemoteTransport` for tests: it records every request and answers it from a closure, or
/// holds it until the test answers (``held()``), so that a test decides when, and in what order,
/// the answers of `Remote` rules arrive.
///
/// ```swift
/// let taken: Set<String> = ["admin", "root"]
/// let transport = StubTransport { request in
///     RemoteResponse(status: 200, body: Data((taken.contains(request.instance ?? "") ? "false" : "true").utf8))
/// }
/// let report = try await SignUp.rules.validate(&form, checks: CheckOptions(clock: ManualClock(), transport: transport))
/// transport.requests.count // 1
/// ```
public final class StubTransport: RemoteTransport, @unchecked Sendable {
    /// One request, as the server would read it.
    public struct Request: Sendable, Hashable, CustomStringConvertible {
        /// Numbers the requests from 0, in the order they arrived.
        public let number: Int
        /// Where the request was sent.
        public let url: URL
        /// The raw JSON body.
        public let body: Data
        /// The body's `"instance"`, when it is a string (or a number, in its JSON spelling).
        public let instance: String?
        /// The body's `"extras"`, as strings.
        public let extras: [String: String]

        /// `#0 alice → http://…`.
        ///
        /// ```swift
        /// print(request) // #0 alice → http://127.0.0.1:8080/usernames/available
        /// ```
        public var description: String { "#\(number) \(instance ?? "?") → \(url.absoluteString)" }
    }

    // Guarded by `lock`.
    private let lock = NSLock()
    private var recorded: [Request] = []
    private var waiting: [Int: CheckedContinuation<RemoteResponse, any Error>] = [:]
    private var heldRequests: [Request] = []
    private var arrivals: [CheckedContinuation<Void, Never>] = []
    private var running = 0
    private let respond: (@Sendable (Request) async throws -> RemoteResponse)?

    /// A transport that answers each request with what `respond` returns (or throws).
    ///
    /// ```swift
    /// let down = StubTransport { _ in throw URLError(.cannotConnectToHost) }
    /// ```
    public init(_ respond: @escaping @Sendable (Request) async throws -> RemoteResponse) {
        self.respond = respond
    }

    private init() {
        respond = nil
    }

    /// A transport that holds every request until the test answers it with
    /// ``answer(_:accepted:)``; a cancelled request stops waiting (and is no longer held).
    ///
    /// ```swift
    /// let transport = StubTransport.held()
    /// let request = await transport.nextRequest()
    /// transport.answer(request, accepted: true)
    /// ```
    public static func held() -> StubTransport { StubTransport() }

    /// A transport that answers `true` for the instances in `accepted` and `false` for the others.
    ///
    /// ```swift
    /// let transport = StubTransport.accepting(["alice", "bob"])
    /// ```
    public static func accepting(_ accepted: Set<String>) -> StubTransport {
        StubTransport { request in
            RemoteResponse(status: 200, body: Data((accepted.contains(request.instance ?? "") ? "true" : "false").utf8))
        }
    }

    /// Every request so far, in order.
    public var requests: [Request] { lock.withLock { recorded } }

    /// The requests still waiting for an answer (held, or being answered by the closure).
    public var inFlight: Int { lock.withLock { running } }

    /// The held requests not answered yet, in order of arrival.
    public var pending: [Request] { lock.withLock { heldRequests } }

    /// Waits until a held request is pending, and returns the oldest.
    ///
    /// ```swift
    /// let request = await transport.nextRequest()
    /// ```
    public func nextRequest() async -> Request {
        await firstHeld { _ in true }
    }

    /// Waits until a held request newer than `earlier` is pending, and returns the oldest such.
    ///
    /// ```swift
    /// let second = await transport.nextRequest(after: first)
    /// ```
    public func nextRequest(after earlier: Request) async -> Request {
        await firstHeld { $0.number > earlier.number }
    }

    /// Waits until a held request matches `isWanted`, and returns the oldest that does.
    private func firstHeld(where isWanted: @escaping (Request) -> Bool) async -> Request {
        while true {
            if let found = lock.withLock({ heldRequests.first(where: isWanted) }) { return found }
            await withCheckedContinuation { continuation in
                let ready = lock.withLock {
                    if heldRequests.contains(where: isWanted) { return true }
                    arrivals.append(continuation)
                    return false
                }
                if ready { continuation.resume() }
            }
        }
    }

    /// Answers a held request with `status` and `body`; returns `false` when it is no longer
    /// waiting (answered, or cancelled).
    ///
    /// ```swift
    /// transport.answer(request, status: 503, body: Data())
    /// ```
    @discardableResult
    public func answer(_ request: Request, status: Int, body: Data) -> Bool {
        resume(request) { $0.resume(returning: RemoteResponse(status: status, body: body)) }
    }

    /// Answers a held request with status 200 and the JSON `true` or `false`.
    ///
    /// ```swift
    /// transport.answer(request, accepted: false) // taken
    /// ```
    @discardableResult
    public func answer(_ request: Request, accepted: Bool) -> Bool {
        answer(request, status: 200, body: Data((accepted ? "true" : "false").utf8))
    }

    /// Fails a held request with `error`, as a transport that cannot connect.
    ///
    /// ```swift
    /// transport.fail(request, with: URLError(.cannotConnectToHost))
    /// ```
    @discardableResult
    public func fail(_ request: Request, with error: any Error) -> Bool {
        resume(request) { $0.resume(throwing: error) }
    }

    private func resume(_ request: Request, _ body: (CheckedContinuation<RemoteResponse, any Error>) -> Void) -> Bool {
        let continuation = lock.withLock {
            heldRequests.removeAll { $0.number == request.number }
            return waiting.removeValue(forKey: request.number)
        }
        guard let continuation else { return false }
        body(continuation)
        return true
    }

    /// Records the request and answers it, or holds it.
    ///
    /// ```swift
    /// let answer = try await transport.post(Data(#"{"instance":"alice"}"#.utf8), to: url, timeout: .seconds(1))
    /// ```
    public func post(_ body: Data, to url: URL, timeout: Duration) async throws -> RemoteResponse {
        let request = lock.withLock {
            let request = Self.request(number: recorded.count, url: url, body: body)
            recorded.append(request)
            running += 1
            return request
        }
        defer { lock.withLock { running -= 1 } }
        if let respond { return try await respond(request) }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let (arrived, cancelled) = lock.withLock {
                    waiting[request.number] = continuation
                    heldRequests.append(request)
                    let arrived = arrivals
                    arrivals.removeAll()
                    return (arrived, Task.isCancelled)
                }
                for arrival in arrived { arrival.resume() }
                if cancelled { _ = fail(request, with: CancellationError()) }
            }
        } onCancel: {
            _ = fail(request, with: CancellationError())
        }
    }

    private static func request(number: Int, url: URL, body: Data) -> Request {
        let object = (try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])) as? [String: Any]
        func text(_ value: Any?) -> String? {
            switch value {
            case let string as String: string
            case let number as NSNumber: number.stringValue
            default: nil
            }
        }
        let extras = (object?["extras"] as? [String: Any] ?? [:]).compactMapValues(text)
        return Request(number: number, url: url, body: body, instance: text(object?["instance"]), extras: extras)
    }
}
