import Foundation
import Testing
import VerdictTesting

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// The race of an asynchronous check against its timeout (``AsyncRule``, ``CheckRace``), on a
/// ``ManualClock``.
@Suite("Asynchronous rules and their timeout")
struct AsyncRuleTests {
    private struct Probe: Sendable {
        var name = ""
    }

    /// A continuation that only the test resumes: what a check awaits when it ignores
    /// cancellation.
    private final class Gate: @unchecked Sendable {
        private let lock = NSLock()
        private var waiter: CheckedContinuation<Void, Never>?
        private var entered = 0
        private var left = 0

        /// Waits until ``open()``, whatever cancellation says.
        func wait() async {
            await withCheckedContinuation { continuation in
                lock.withLock {
                    waiter = continuation
                    entered += 1
                }
            }
            lock.withLock { left += 1 }
        }

        /// How many checks awaited the gate, and how many went past it.
        var counts: (entered: Int, left: Int) { lock.withLock { (entered, left) } }

        /// Resumes the waiter, if any; `true` when there was one.
        func open() -> Bool {
            let waiter = lock.withLock {
                defer { self.waiter = nil }
                return self.waiter
            }
            waiter?.resume()
            return waiter != nil
        }
    }

    /// Yields until `condition` holds, at most `steps` times: a bound in steps, not in time.
    private static func yield(until condition: () -> Bool, steps: Int = 100_000) async -> Bool {
        for _ in 0..<steps {
            if condition() { return true }
            await Task.yield()
        }
        return condition()
    }

    @Test("a check that ignores cancellation answers check.timeout when its timeout fires; it finishes later alone")
    func nonCancellableCheck() async throws {
        let clock = ManualClock()
        let gate = Gate()
        let rules = RuleSet<Probe> {
            Attribute(\.name) {
                Custom<String>(timeout: .milliseconds(200)) { _ in
                    await gate.wait()
                    return true
                }
            }
        }
        let finished = Finished()
        let validation = Task {
            let report = try await rules.testValidate(Probe(name: "alice"), checks: CheckOptions(clock: clock)).report
            finished.set()
            return report
        }
        #expect(await Self.yield { gate.counts.entered == 1 })
        await clock.waitForSleepers(1)
        await clock.advance(by: .milliseconds(200))
        let answered = await Self.yield { finished.isSet }
        #expect(answered, "the validation waited for a check past its timeout")
        #expect(gate.counts.left == 0)
        #expect(gate.open())
        let report = try await validation.value
        #expect(report.errors.map(\.code) == [.checkTimeout])
        #expect(await Self.yield { gate.counts.left == 1 })
        #expect(!gate.open())
    }

    @Test("a check that answers before its timeout answers, and the timer is cancelled")
    func answerBeforeTimeout() async throws {
        let clock = ManualClock()
        let rules = RuleSet<Probe> {
            Attribute(\.name) { Custom<String>(timeout: .seconds(1)) { $0 != "admin" } }
        }
        let options = CheckOptions(clock: clock)
        #expect(try await rules.testValidate(Probe(name: "alice"), checks: options).report.isValid)
        #expect(
            try await rules.testValidate(Probe(name: "admin"), checks: options).report.errors.map(\.code) == [
                .customFailed
            ])
        #expect(await Self.yield { clock.sleeping == 0 })
    }

    private final class Finished: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        var isSet: Bool { lock.withLock { value } }
        func set() { lock.withLock { value = true } }
    }
}
