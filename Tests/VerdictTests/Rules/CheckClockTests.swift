import Foundation
import Testing

@testable import Verdict

/// A check's timeout on the real clock leaves nothing behind once the check answered: the timer
/// of a cancelled sleep is freed at once (``TimerSleep``), not at its deadline. Counted, not
/// timed: the timers pending on each clock.
@Suite("The check clock's timers")
struct CheckClockTests {
    private struct Note: Sendable {
        var text = ""
    }

    @Test("validations with fresh options on the real clock leave no timer pending")
    func freshOptions() async throws {
        let rules = RuleSet<Note> {
            Attribute(\.text) { Custom<String>(timeout: .seconds(60)) { !$0.isEmpty } }
        }
        var clocks: [CheckClock] = []
        for index in 0..<1_000 {
            let options = CheckOptions(clock: ContinuousClock())
            #expect(try await rules.validate(Note(text: "note \(index)"), options: options).isValid)
            clocks.append(options.clock)
        }
        #expect(clocks.map(\.timers.value).reduce(0, +) == 0)
    }

    @Test("cancelled sleeps free their timers; a sleep that ends frees its own")
    func cancelledSleeps() async throws {
        let clock = CheckClock(ContinuousClock())
        let sleepers = (0..<100).map { _ in Task { try await clock.sleep(for: .seconds(600)) } }
        for _ in 0..<100_000 where clock.timers.value < 100 { await Task.yield() }
        #expect(clock.timers.value == 100)
        for sleeper in sleepers { sleeper.cancel() }
        for sleeper in sleepers { await #expect(throws: CancellationError.self) { try await sleeper.value } }
        #expect(clock.timers.value == 0)
        try await clock.sleep(for: .milliseconds(1))
        #expect(clock.timers.value == 0)
    }
}
