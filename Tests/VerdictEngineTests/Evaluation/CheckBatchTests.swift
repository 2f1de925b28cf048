import Foundation
import Testing
import VerdictTesting

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// One validation's asynchronous checks run as a batch: answers in the order of the jobs, kept
/// answers used without asking, at most the settings' number of checks at once; on a
/// ``ManualClock``, never the wall clock.
@Suite("Check batch")
struct CheckBatchTests {
    private struct Note {
        var text = ""
    }

    /// Counts the checks that ask, and the most that ask at once.
    private final class Probe: @unchecked Sendable {
        private let lock = NSLock()
        private var asked = 0
        private var running = 0
        private var most = 0
        var count: Int { lock.withLock { asked } }
        var mostAtOnce: Int { lock.withLock { most } }
        func enter() {
            lock.withLock {
                asked += 1
                running += 1
                most = max(most, running)
            }
        }
        func leave() { lock.withLock { running -= 1 } }
    }

    /// A check that passes every value but "taken", and tells `probe`.
    private static func check(_ probe: Probe) throws -> AsyncCheckNode {
        let rules = RuleSet<Note> {
            Attribute(\.text) {
                Custom<String> { value in
                    probe.enter()
                    for _ in 0..<3 { await Task.yield() }
                    probe.leave()
                    return value != "taken"
                }
            }
        }
        return try #require(try Evaluator(rules: rules, scenario: .default).asyncChecks.first)
    }

    private static func settings(_ clock: ManualClock, limit: Int = 4, debounce: Duration = .zero) -> CheckSettings {
        var settings = CheckOptions(clock: clock, maximumConcurrentChecks: limit).settings
        settings.debounce = debounce
        return settings
    }

    private static func job(_ value: String) -> CheckBatch.Job {
        CheckBatch.Job(check: 0, input: CheckInput(value: value, key: CheckKey(value)))
    }

    private static func passed(_ answer: CheckAnswer) -> Bool? {
        switch answer {
        case .passed: true
        case .failed: false
        case .error, .cancelled: nil
        }
    }

    @Test func answersComeInTheOrderOfTheJobsAndAreKept() async throws {
        let probe = Probe()
        let check = try Self.check(probe)
        let settings = Self.settings(ManualClock())
        let answers = await CheckBatch.run(
            [Self.job("alice"), Self.job("taken"), Self.job("bob")], checks: [check], settings: settings)
        #expect(answers.map(Self.passed) == [true, false, true])
        #expect(probe.count == 3)
        #expect(settings.cache.count == 3)
    }

    @Test func aKeptAnswerIsUsedWithoutAsking() async throws {
        let probe = Probe()
        let check = try Self.check(probe)
        let settings = Self.settings(ManualClock())
        settings.cache.keep(
            .failed(RuleFailure(code: "kept", template: "Kept.")), of: check, for: CheckKey("alice"))
        let answers = await CheckBatch.run([Self.job("alice"), Self.job("bob")], checks: [check], settings: settings)
        #expect(answers.map(Self.passed) == [false, true])
        #expect(probe.count == 1, "only bob was asked")
    }

    @Test("at most the settings' number of checks ask at once", arguments: [1, 2, 3])
    func concurrencyIsBounded(limit: Int) async throws {
        let probe = Probe()
        let check = try Self.check(probe)
        let jobs = (0..<12).map { Self.job("user\($0)") }
        let answers = await CheckBatch.run(jobs, checks: [check], settings: Self.settings(ManualClock(), limit: limit))
        #expect(answers.allSatisfy { Self.passed($0) == true })
        #expect(probe.count == 12)
        #expect(probe.mostAtOnce <= limit)
    }

    @Test func aCheckWaitsForTheDebounceAndACancelledOneNeverAsks() async throws {
        let probe = Probe()
        let check = try Self.check(probe)
        let clock = ManualClock()
        let settings = Self.settings(clock, debounce: .milliseconds(300))
        let waiting = Task { await CheckBatch.answer(Self.job("alice"), check: check, settings: settings) }
        await clock.waitForSleepers(1)
        #expect(probe.count == 0, "the debounce has not passed")
        waiting.cancel()
        let answer = await waiting.value
        guard case .cancelled = answer else {
            Issue.record("expected a cancelled answer, got \(answer)")
            return
        }
        #expect(probe.count == 0)
        #expect(settings.cache.count == 0)

        let asked = Task { await CheckBatch.answer(Self.job("bob"), check: check, settings: settings) }
        await clock.waitForSleepers(1)
        await clock.advance(by: .milliseconds(300))
        #expect(Self.passed(await asked.value) == true)
        #expect(probe.count == 1)
    }
}
