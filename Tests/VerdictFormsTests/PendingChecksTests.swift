import Testing
import VerdictTesting

@testable import VerdictAssignment
@testable import VerdictEngine
@testable import VerdictForms
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// The bookkeeping of a ``FormSession`` model's asynchronous checks, through its internal API: which
/// answers stand, which tasks are current, what waits for a place.
@Suite("Pending checks")
@MainActor
struct PendingChecksTests {
    private struct Pair {
        var first = ""
        var second = ""
    }

    /// Two checks, one on each attribute; with `onlyFirst`, the first one alone.
    private static func checks(onlyFirst: Bool = false) throws -> Evaluator<Pair> {
        let rules = RuleSet<Pair> {
            Attribute(\.first) { Custom<String>(answerLifetime: .seconds(60)) { _ in true } }
            if !onlyFirst {
                Attribute(\.second) { Custom<String>(answerLifetime: .seconds(60)) { _ in true } }
            }
        }
        let checks = try Evaluator(rules: rules, scenario: .default)
        #expect(checks.checkCount == (onlyFirst ? 1 : 2))
        return checks
    }

    private static func failure(of check: Int, in checks: Evaluator<Pair>) -> [ValidationError] {
        checks.errors(
            of: .failed(RuleFailure(code: "taken", template: "{attribute} is taken.")), check: check,
            scenario: .default)
    }

    private static func input(_ value: String) -> CheckInput {
        CheckInput(value: value, key: CheckKey(value))
    }

    @Test func anEditRestartsOnlyTheChecksThatDependOnIt() throws {
        let checks = try Self.checks()
        var pending = PendingChecks(evaluator: checks)
        pending.record(Self.failure(of: 0, in: checks), isFinal: true, at: 0)
        pending.record(Self.failure(of: 1, in: checks), isFinal: true, at: 1)
        #expect(pending.isAnswered(0) && pending.isAnswered(1))
        pending.edited(at: checks.attribute(ofCheck: 0))
        #expect(!pending.isAnswered(0))
        #expect(pending.isAnswered(1))
        #expect(pending.errors.map(\.count) == [0, 1], "an answer for an older value is not shown")
    }

    @Test func anEditOfAKeyPathThatIsNoAttributeRestartsEveryCheck() throws {
        let checks = try Self.checks()
        var pending = PendingChecks(evaluator: checks)
        pending.record([], isFinal: true, at: 0)
        pending.record([], isFinal: true, at: 1)
        pending.edited(at: nil)
        #expect(!pending.isAnswered(0) && !pending.isAnswered(1))
    }

    @Test func anAnswerThatIsNotFinalIsShownButAskedAgain() throws {
        let checks = try Self.checks()
        var pending = PendingChecks(evaluator: checks)
        pending.record(Self.failure(of: 0, in: checks), isFinal: false, at: 0)
        #expect(!pending.isAnswered(0))
        #expect(pending.errors.map(\.count) == [1, 0])
    }

    @Test func onlyTheCurrentTaskOfACheckFinishesIt() throws {
        var pending = PendingChecks(evaluator: try Self.checks())
        let token = pending.token()
        let other = pending.token()
        #expect(token != other)
        pending.started(0, token: token, task: Task {})
        #expect(pending.runningCount == 1)
        #expect(pending.pending == [0])
        let byOther = pending.finished(0, token: other)
        #expect(!byOther, "another task's answer")
        let byItself = pending.finished(0, token: token)
        #expect(byItself)
        let again = pending.finished(0, token: token)
        #expect(!again, "taken once")
        #expect(pending.runningCount == 0)
        let unknownCheck = pending.finished(7, token: token)
        #expect(!unknownCheck, "a check the graph no longer has")
    }

    @Test func anEditCancelsTheTaskInFlightAndItsAnswerIsStale() async throws {
        let checks = try Self.checks()
        var pending = PendingChecks(evaluator: checks)
        let token = pending.token()
        let clock = ManualClock()
        let task = Task { _ = try? await clock.sleep(for: .seconds(3_600)) }
        pending.started(0, token: token, task: task)
        pending.edited(at: checks.attribute(ofCheck: 0))
        #expect(task.isCancelled)
        #expect(pending.runningCount == 0)
        let stale = pending.finished(0, token: token)
        #expect(!stale)
        #expect(pending.pending.isEmpty)
        await task.value
    }

    @Test func aTaskStartedBeforeAnEditOfAnotherAttributeStaysCurrent() throws {
        let checks = try Self.checks()
        var pending = PendingChecks(evaluator: checks)
        let token = pending.token()
        pending.started(0, token: token, task: Task {})
        pending.edited(at: checks.attribute(ofCheck: 1))
        let current = pending.finished(0, token: token)
        #expect(current)
    }

    @Test func queuedChecksStartInOrderAndAnEditDropsItsQueuedCheck() throws {
        let checks = try Self.checks()
        var pending = PendingChecks(evaluator: checks)
        pending.queue(0, input: Self.input("a"))
        pending.queue(1, input: Self.input("b"))
        #expect(pending.pending == [0, 1])
        #expect(pending.errors.map(\.count) == [0, 0])
        pending.edited(at: checks.attribute(ofCheck: 0))
        #expect(pending.pending == [1])
        let next = pending.dequeue()
        #expect(next?.index == 1)
        #expect(next?.input.value as? String == "b")
        let afterwards = pending.dequeue()
        #expect(afterwards == nil)
    }

    @Test func aCheckIsNotQueuedTwiceForOneVersion() throws {
        var pending = PendingChecks(evaluator: try Self.checks())
        pending.started(0, token: pending.token(), task: Task {})
        pending.queue(0, input: Self.input("a"))
        let queued = pending.dequeue()
        #expect(queued == nil, "it asks already")
    }

    @Test func aSkippedCheckStopsAskingAndKeepsItsAnswer() throws {
        let checks = try Self.checks()
        var pending = PendingChecks(evaluator: checks)
        pending.record(Self.failure(of: 0, in: checks), isFinal: true, at: 0)
        let task = Task {}
        pending.started(1, token: pending.token(), task: task)
        pending.setSkipped(1, true)
        #expect(task.isCancelled)
        #expect(pending.pending.isEmpty)
        pending.setSkipped(0, true)
        #expect(pending.errors.map(\.count) == [0, 0], "a skipped check shows no errors")
        pending.setSkipped(0, false)
        #expect(pending.isAnswered(0), "the value did not change")
        #expect(pending.errors.map(\.count) == [1, 0])
    }

    @Test func anotherGraphsChecksStartFromNothing() throws {
        let checks = try Self.checks()
        var pending = PendingChecks(evaluator: checks)
        pending.record([], isFinal: true, at: 0)
        let task = Task {}
        pending.started(1, token: pending.token(), task: task)
        pending.use(try Self.checks(onlyFirst: true))
        #expect(task.isCancelled)
        #expect(pending.count == 1)
        #expect(!pending.isAnswered(0))
        #expect(pending.runningCount == 0)
    }
}
