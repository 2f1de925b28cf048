import VerdictVocabulary

/// The clock of asynchronous checks, with its type erased: timeouts, debounce and the lifetime of
/// answers are measured on it, so that tests can drive time.
package struct CheckClock: Sendable {
    private let sleeper: @Sendable (Duration) async throws -> Void
    private let elapsedTime: @Sendable () -> Duration

    /// The pending timers of sleeps on a real clock (for the tests of the bound).
    let timers = TimerCount()

    /// The clock `clock`. On the real clocks (`ContinuousClock`, `SuspendingClock`) a sleep is a
    /// dispatch timer that its cancellation frees at once (``TimerSleep``); on another clock (a
    /// test's), the clock's own `sleep`.
    package init<C: Clock>(_ clock: C) where C.Duration == Duration {
        let start = clock.now
        if clock is ContinuousClock || clock is SuspendingClock {
            let timers = timers
            sleeper = { try await TimerSleep.sleep(for: $0, counting: timers) }
        } else {
            sleeper = { try await clock.sleep(for: $0) }
        }
        elapsedTime = { start.duration(to: clock.now) }
    }

    /// Sleeps for `duration`; throws when the task is cancelled.
    package func sleep(for duration: Duration) async throws {
        try await sleeper(duration)
    }

    /// The time since the clock was made.
    package var elapsed: Duration { elapsedTime() }
}
