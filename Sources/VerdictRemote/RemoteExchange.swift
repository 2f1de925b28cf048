import Dispatch
import Foundation
import VerdictVocabulary

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request of ``URLSessionTransport``, told its data task's events by the transport's
/// ``RemoteSessionDelegate``: it counts the body's bytes and stops past its limit, and ends at
/// its deadline or when the waiting task is cancelled, whatever the data task does afterwards
/// (on Linux a cancelled data task may go on receiving: its bytes are dropped here).
///
/// The first of these ends resumes the waiter once and cancels the data task.
///
/// `@unchecked Sendable`: its state is read and written under `lock` only.
final class RemoteExchange: @unchecked Sendable {
    private let lock = NSLock()
    private let limit: Int
    private var waiter: CheckedContinuation<RemoteResponse, any Error>?
    private var task: URLSessionDataTask?
    private var outcome: Result<RemoteResponse, any Error>?
    private var body = Data()
    private var status = 0

    /// What ends the exchange removes it from the session's delegate.
    private let delegate: RemoteSessionDelegate

    /// An exchange that reads at most `limit` bytes of body, told its events by `delegate`.
    init(limit: Int, delegate: RemoteSessionDelegate) {
        self.limit = limit
        self.delegate = delegate
    }

    /// Starts `task`, to end at the latest `deadline` seconds from now (none when not positive),
    /// and resumes `continuation` with its outcome.
    func start(
        _ task: URLSessionDataTask, deadline: Double, continuation: CheckedContinuation<RemoteResponse, any Error>
    ) {
        delegate.register(self, for: task)
        let ended = lock.withLock {
            if outcome == nil {
                waiter = continuation
                self.task = task
            }
            return outcome
        }
        if let ended {
            delegate.remove(task)
            continuation.resume(with: ended)
            return
        }
        if deadline > 0 {
            DispatchQueue.global().asyncAfter(deadline: .now() + deadline) { [weak self] in
                self?.finish(.failure(CheckError.timeout))
            }
        }
        task.resume()
    }

    /// Ends the exchange with `outcome` unless it ended: resumes the waiter, cancels the task.
    func finish(_ outcome: Result<RemoteResponse, any Error>) {
        let ended: (waiter: CheckedContinuation<RemoteResponse, any Error>?, task: URLSessionDataTask?)? =
            lock.withLock {
                guard self.outcome == nil else { return nil }
                self.outcome = outcome
                defer {
                    waiter = nil
                    task = nil
                    body = Data()
                }
                return (waiter, task)
            }
        guard let ended else { return }
        if let task = ended.task {
            delegate.remove(task)
            task.cancel()
        }
        ended.waiter?.resume(with: outcome)
    }

    /// The answer's head arrived.
    func receive(_ response: URLResponse) {
        lock.withLock { status = (response as? HTTPURLResponse)?.statusCode ?? 0 }
    }

    /// Bytes of the body arrived: kept, or past the limit, the end of the exchange.
    func receive(_ data: Data) {
        let overLimit: Int? = lock.withLock {
            guard outcome == nil else { return nil }
            guard body.count + data.count <= limit else { return status }
            body.append(data)
            return nil
        }
        if let overLimit { finish(.failure(CheckError.badResponse(status: overLimit))) }
    }

    /// The data task ended, with `error` or the answer of `task`.
    func complete(_ task: URLSessionTask, error: (any Error)?) {
        if let error = error as? URLError, error.code == .timedOut {
            finish(.failure(CheckError.timeout))
        } else if let error {
            finish(.failure(error))
        } else if let response = task.response as? HTTPURLResponse {
            let body = lock.withLock { self.body }
            finish(.success(RemoteResponse(status: response.statusCode, body: body)))
        } else {
            finish(.failure(CheckError.unreachable()))
        }
    }
}
