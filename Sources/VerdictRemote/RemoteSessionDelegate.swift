import Foundation
import VerdictVocabulary

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The delegate of a ``URLSessionTransport``'s session: it hands each data task's events to the
/// task's ``RemoteExchange``, and refuses every redirect (the answer is then the redirect
/// itself, which ``Remote`` reports as a bad response). A per-task delegate would do, but
/// FoundationNetworking on Linux does not call one.
///
/// `@unchecked Sendable`: `exchanges` is read and written under `lock` only.
final class RemoteSessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var exchanges: [Int: RemoteExchange] = [:]

    /// How many exchanges are under way (for the tests).
    var count: Int { lock.withLock { exchanges.count } }

    func register(_ exchange: RemoteExchange, for task: URLSessionTask) {
        lock.withLock { exchanges[task.taskIdentifier] = exchange }
    }

    func remove(_ task: URLSessionTask) {
        _ = lock.withLock { exchanges.removeValue(forKey: task.taskIdentifier) }
    }

    private func exchange(of task: URLSessionTask) -> RemoteExchange? {
        lock.withLock { exchanges[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        exchange(of: dataTask)?.receive(response)
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        if let exchange = exchange(of: dataTask) {
            exchange.receive(data)
        } else {
            dataTask.cancel()
        }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        exchange(of: task)?.complete(task, error: error)
    }
}
