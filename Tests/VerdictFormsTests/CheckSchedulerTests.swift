import Foundation
import Testing
import VerdictTesting

@testable import VerdictAssignment
@testable import VerdictEngine
@testable import VerdictForms
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// The check scheduler of a ``FormSession`` model, through its internal API, on a ``ManualClock``:
/// what a validation asks, how many ask at once, which answers are taken.
@Suite("Check scheduler")
@MainActor
struct CheckSchedulerTests {
    private struct Pair {
        var first = ""
        var second = ""
    }

    /// Counts the checks that ask.
    private final class Probe: @unchecked Sendable {
        private let lock = NSLock()
        private var asked: [String] = []
        var values: [String] { lock.withLock { asked } }
        func ask(_ value: String) { lock.withLock { asked.append(value) } }
    }

    /// A scheduler as its owner uses it: each answer taken as it comes, and the queue started again.
    @MainActor
    private final class Owner {
        var scheduler: CheckScheduler<Pair>
        var taken: [Int: Bool] = [:]

        init(_ scheduler: CheckScheduler<Pair>) { self.scheduler = scheduler }

        func start() {
            scheduler.startQueued { [self] answer, index, token in
                if scheduler.take(answer, for: index, token: token, scenario: .default) {
                    taken[index] = answer.failure == nil
                }
                start()
            }
        }
    }

    /// Two checks, on `first` and on `second`, that fail "taken".
    private static func checks(_ probe: Probe) throws -> Evaluator<Pair> {
        let rules = RuleSet<Pair> {
            Attribute(\.first) {
                Custom<String>(answerLifetime: .seconds(60)) { value in
                    probe.ask(value)
                    return value != "taken"
                }
            }
            Attribute(\.second) {
                Custom<String>(answerLifetime: .seconds(60)) { value in
                    probe.ask(value)
                    return value != "taken"
                }
            }
        }
        return try Evaluator(rules: rules, scenario: .default)
    }

    private static func input(_ value: String) -> CheckInput {
        CheckInput(value: value, key: CheckKey(value))
    }

    private static func scheduler(_ probe: Probe, limit: Int = 4) throws -> CheckScheduler<Pair> {
        CheckScheduler(
            evaluator: try checks(probe), options: CheckOptions(clock: ManualClock(), maximumConcurrentChecks: limit),
            tasks: CheckTasks())
    }

    @Test func theAnswersAreTakenAndKept() async throws {
        let probe = Probe()
        let owner = Owner(try Self.scheduler(probe))
        owner.scheduler.ask([Self.input("alice"), Self.input("taken")], scenario: .default)
        #expect(owner.scheduler.pending.count == 2)
        owner.start()
        await owner.scheduler.settle()
        #expect(owner.taken == [0: true, 1: false])
        #expect(owner.scheduler.checks.isAnswered(0) && owner.scheduler.checks.isAnswered(1))
        #expect(owner.scheduler.checks.errors.map(\.count) == [0, 1])
        #expect(owner.scheduler.pending.isEmpty)

        // Asked again for the same values: answered already, nobody is asked.
        owner.scheduler.ask([Self.input("alice"), Self.input("taken")], scenario: .default)
        #expect(owner.scheduler.pending.isEmpty)
        // After an edit, the kept answer serves: still nobody is asked.
        owner.scheduler.edited(at: owner.scheduler.evaluator.attribute(ofCheck: 0))
        owner.scheduler.ask([Self.input("alice"), Self.input("taken")], scenario: .default)
        #expect(owner.scheduler.pending.isEmpty)
        #expect(owner.scheduler.checks.isAnswered(0))
        #expect(probe.values.sorted() == ["alice", "taken"])
    }

    @Test func aSkippedCheckIsNotAsked() async throws {
        let probe = Probe()
        let owner = Owner(try Self.scheduler(probe))
        owner.scheduler.ask([nil, Self.input("bob")], scenario: .default)
        #expect(owner.scheduler.pending == [1])
        owner.start()
        await owner.scheduler.settle()
        #expect(probe.values == ["bob"])
        #expect(owner.taken == [1: true])
    }

    @Test func atMostTheOptionsNumberOfChecksAskAtOnce() throws {
        var scheduler = try Self.scheduler(Probe(), limit: 1)
        scheduler.ask([Self.input("alice"), Self.input("bob")], scenario: .default)
        scheduler.startQueued { _, _, _ in }
        #expect(scheduler.checks.runningCount == 1)
        #expect(scheduler.pending.count == 2, "the other one waits its turn")
        scheduler.invalidateAll()
        #expect(scheduler.checks.runningCount == 0)
        #expect(scheduler.pending.isEmpty)
    }

    @Test func anAnswerForAnOlderValueOrCancelledIsNotTaken() throws {
        var scheduler = try Self.scheduler(Probe())
        let attribute = scheduler.evaluator.attribute(ofCheck: 0)
        scheduler.ask([Self.input("alice"), nil], scenario: .default)
        var delivered: [(Int, Int)] = []
        scheduler.startQueued { _, index, token in delivered.append((index, token)) }
        let started = scheduler.checks.slots[0].running
        let token = try #require(started?.token)
        scheduler.edited(at: attribute)
        let stale = scheduler.take(.passed, for: 0, token: token, scenario: .default)
        #expect(!stale)
        #expect(!scheduler.checks.isAnswered(0))

        scheduler.ask([Self.input("bob"), nil], scenario: .default)
        scheduler.startQueued { _, _, _ in }
        let newer = try #require(scheduler.checks.slots[0].running?.token)
        let cancelled = scheduler.take(.cancelled, for: 0, token: newer, scenario: .default)
        #expect(!cancelled)
        #expect(!scheduler.checks.isAnswered(0))
        scheduler.invalidateAll()
    }
}
