import Foundation

/// A clock that moves only when the test says (``advance(by:)``): timeouts, debounce and the
/// lifetime of kept answers of asynchronous checks, without waiting and without flakiness.
///
/// ```swift
/// let clock = ManualClock()
/// let options = CheckOptions(clock: clock, debounce: .milliseconds(300))
/// // … an edit starts a check, which waits for the debounce …
/// await clock.advance(by: .milliseconds(300))
/// ```
public final class ManualClock: Clock, @unchecked Sendable {
    /// A point in the clock's time: the time since it was made.
    public struct Instant: InstantProtocol, CustomStringConvertible {
        /// The time since the clock was made.
        public var offset: Duration

        /// The instant `duration` later.
        ///
        /// ```swift
        /// clock.now.advanced(by: .seconds(1))
        /// ```
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }

        /// The time from this instant to `other`.
        ///
        /// ```swift
        /// clock.now.duration(to: deadline)
        /// ```
        public func duration(to other: Instant) -> Duration { other.offset - offset }

        /// Compares two instants.
        ///
        /// ```swift
        /// clock.now < deadline
        /// ```
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }

        /// The offset, as `+1.5 seconds`.
        ///
        /// ```swift
        /// print(clock.now) // +0.0 seconds
        /// ```
        public var description: String { "+\(offset)" }
    }

    private struct Sleeper {
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    // Guarded by `lock`.
    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var sleepers: [Int: Sleeper] = [:]
    private var nextSleeper = 0
    private var arrivals: [CheckedContinuation<Void, Never>] = []

    /// A clock at offset zero.
    ///
    /// ```swift
    /// let clock = ManualClock()
    /// ```
    public init() {}

    /// The current instant.
    ///
    /// ```swift
    /// clock.now.offset // .zero
    /// ```
    public var now: Instant { lock.withLock { current } }

    /// The smallest step: one nanosecond.
    ///
    /// ```swift
    /// clock.minimumResolution // .nanoseconds(1)
    /// ```
    public var minimumResolution: Duration { .nanoseconds(1) }

    /// How many tasks sleep on the clock now.
    public var sleeping: Int { lock.withLock { sleepers.count } }

    /// Sleeps until the clock reaches `deadline` (at once if it has); throws `CancellationError`
    /// when the task is cancelled first.
    ///
    /// ```swift
    /// try await clock.sleep(until: clock.now.advanced(by: .seconds(1)), tolerance: nil)
    /// ```
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = lock.withLock {
            nextSleeper += 1
            return nextSleeper
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let (due, arrived) = lock.withLock {
                    if deadline <= current || Task.isCancelled { return (true, [CheckedContinuation<Void, Never>]()) }
                    sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    let arrived = arrivals
                    arrivals.removeAll()
                    return (false, arrived)
                }
                for arrival in arrived { arrival.resume() }
                if due {
                    if Task.isCancelled {
                        continuation.resume(throwing: CancellationError())
                    } else {
                        continuation.resume()
                    }
                }
            }
        } onCancel: {
            let sleeper = lock.withLock { sleepers.removeValue(forKey: id) }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock forward by `duration` and wakes the tasks whose deadline it reached, then
    /// gives them a chance to run.
    ///
    /// ```swift
    /// await clock.advance(by: .seconds(10)) // a pending check times out
    /// ```
    public func advance(by duration: Duration) async {
        let due = lock.withLock {
            current = current.advanced(by: duration)
            let due = sleepers.filter { $0.value.deadline <= current }
            for id in due.keys { sleepers[id] = nil }
            return due.values.sorted { $0.deadline < $1.deadline }
        }
        for sleeper in due { sleeper.continuation.resume() }
        for _ in 0..<8 { await Task.yield() }
    }

    /// Waits until at least `count` tasks sleep on the clock.
    ///
    /// ```swift
    /// await clock.waitForSleepers(1)
    /// ```
    public func waitForSleepers(_ count: Int) async {
        while true {
            if lock.withLock({ sleepers.count >= count }) { return }
            await withCheckedContinuation { continuation in
                let ready = lock.withLock {
                    if sleepers.count >= count { return true }
                    arrivals.append(continuation)
                    return false
                }
                if ready { continuation.resume() }
            }
        }
    }
}
