import Foundation
import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// A check's timeout on the real clock leaves nothing behind once the check answered: the timer
/// of a cancelled sleep is freed at once (``TimerSleep``), not at its deadline. Counted, not
/// timed: the timers pending on each clock.
@Suite("The check clock's timers")
struct CheckClockTests {
    @Test("checks that raced their timeout on fresh real clocks leave no timer pending")
    func freshClocks() async throws {
        let rule = try #require(AsyncRule.of(Custom<String>(timeout: .seconds(60)) { !$0.isEmpty })?.rule)
        let context = CheckContext()
        var clocks: [CheckClock] = []
        for index in 0..<1_000 {
            // What a validation with fresh options does: one new real clock, one race per check.
            let clock = CheckClock(ContinuousClock())
            clocks.append(clock)
            let answer = await rule.answer(for: "note \(index)", context: context, clock: clock)
            if case .passed = answer {} else { Issue.record("check \(index) answered \(answer), not passed") }
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
