import Foundation
import VerdictVocabulary

/// The race of a check against its timeout, settled once: the first of the check's answer, the
/// timeout and the waiting task's cancellation resumes the waiter, and the losers are cancelled.
///
/// The check and the timer run as tasks of their own, not as children of the waiting task: a
/// task group waits for all its children, so a check that ignores cancellation (a continuation
/// nobody resumes) would hold the caller past its timeout. A check that ignores its cancellation
/// finishes in the background, holding its value, the validation's ``CheckContext`` (parameters
/// and transport) and what its own closure captured, until it returns; its answer is dropped.
///
/// `@unchecked Sendable`: its state is read and written under `lock` only.
final class CheckRace: @unchecked Sendable {
    private let lock = NSLock()
    private var waiter: CheckedContinuation<CheckAnswer, Never>?
    private var settled: CheckAnswer?
    private var runners: [Task<Void, Never>] = []

    /// Waits for the first answer of `check` and of `timer`, each run as a task, unless the
    /// waiting task is cancelled first (``CheckAnswer/cancelled``).
    static func first(
        of check: @escaping @Sendable () async -> CheckAnswer,
        or timer: @escaping @Sendable () async -> CheckAnswer?
    ) async -> CheckAnswer {
        let race = CheckRace()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                race.wait(continuation)
                race.hold(Task { race.settle(await check()) })
                race.hold(
                    Task {
                        if let answer = await timer() { race.settle(answer) }
                    })
            }
        } onCancel: {
            race.settle(.cancelled)
        }
    }

    private func wait(_ continuation: CheckedContinuation<CheckAnswer, Never>) {
        let answer = lock.withLock {
            if settled == nil { waiter = continuation }
            return settled
        }
        if let answer { continuation.resume(returning: answer) }
    }

    private func hold(_ runner: Task<Void, Never>) {
        let isSettled = lock.withLock {
            if settled == nil { runners.append(runner) }
            return settled != nil
        }
        if isSettled { runner.cancel() }
    }

    /// Settles the race with `answer` unless it is settled: resumes the waiter and cancels the
    /// runners.
    private func settle(_ answer: CheckAnswer) {
        let losers: (waiter: CheckedContinuation<CheckAnswer, Never>?, runners: [Task<Void, Never>])? =
            lock.withLock {
                guard settled == nil else { return nil }
                settled = answer
                defer {
                    waiter = nil
                    runners = []
                }
                return (waiter, runners)
            }
        guard let losers else { return }
        for runner in losers.runners { runner.cancel() }
        losers.waiter?.resume(returning: answer)
    }
}
