import Dispatch
import Foundation
import VerdictVocabulary

/// A sleep on a dispatch timer, for the real clocks: a cancelled sleep cancels its timer, and so
/// frees it at once. `Task.sleep` cannot: a cancelled sleep returns at once, but its timer stays
/// queued, holding a task, until the deadline. With a check's timeout of 10 s, every validation
/// left one such timer behind for 10 s: a server validating thousands of values a second held
/// tens of megabytes of them (issue 24: 81 MB over 300,000 validations with fresh options).
///
/// `@unchecked Sendable`: its state is read and written under `lock` only.
final class TimerSleep: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Void, any Error>?
    private var timer: (any DispatchSourceTimer)?
    private var ended = false
    private let count: TimerCount

    private init(count: TimerCount) {
        self.count = count
    }

    /// Sleeps for `duration` on a dispatch timer counted in `count`; throws `CancellationError`
    /// when the task is cancelled.
    static func sleep(for duration: Duration, counting count: TimerCount) async throws {
        let sleep = TimerSleep(count: count)
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                sleep.start(after: duration, continuation)
            }
        } onCancel: {
            sleep.end(throwing: CancellationError())
        }
    }

    private func start(after duration: Duration, _ continuation: CheckedContinuation<Void, any Error>) {
        // In seconds, at most about 31 years (DispatchTime traps past Int64 nanoseconds).
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        // Made, scheduled and resumed under the lock, only when not cancelled already: a
        // dispatch source released while suspended traps.
        let started = lock.withLock {
            guard !ended else { return false }
            let timer = DispatchSource.makeTimerSource(queue: .global())
            self.continuation = continuation
            self.timer = timer
            count.add(1)
            timer.schedule(deadline: .now() + min(max(0, seconds), 1e9))
            timer.setEventHandler { [weak self] in self?.end(throwing: nil) }
            timer.resume()
            return true
        }
        if !started { continuation.resume(throwing: CancellationError()) }
    }

    private func end(throwing error: (any Error)?) {
        let taken: (continuation: CheckedContinuation<Void, any Error>?, timer: (any DispatchSourceTimer)?)? =
            lock.withLock {
                guard !ended else { return nil }
                ended = true
                defer {
                    continuation = nil
                    timer = nil
                }
                return (continuation, timer)
            }
        guard let taken else { return }
        if let timer = taken.timer {
            timer.cancel()
            count.add(-1)
        }
        if let error {
            taken.continuation?.resume(throwing: error)
        } else {
            taken.continuation?.resume()
        }
    }
}

/// How many timers of a clock are pending (for the tests of the bound).
///
/// `@unchecked Sendable`: `value` is read and written under `lock` only.
final class TimerCount: @unchecked Sendable {
    private let lock = NSLock()
    private var pending = 0

    var value: Int { lock.withLock { pending } }

    func add(_ delta: Int) { lock.withLock { pending += delta } }
}
