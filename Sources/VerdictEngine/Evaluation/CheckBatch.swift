import VerdictRules
import VerdictVocabulary

/// Runs the asynchronous checks of one validation as child tasks, at most
/// ``CheckSettings/maximumConcurrentChecks`` at a time, answering from the cache when it can.
/// Returns when every check answered, or the task was cancelled.
package enum CheckBatch {
    /// One check to run: its position in the graph's checks, and its input.
    package struct Job: Sendable {
        var check: Int
        var input: CheckInput

        package init(check: Int, input: CheckInput) {
            self.check = check
            self.input = input
        }
    }

    /// The answers of `jobs`, in the same order.
    static func run(_ jobs: [Job], checks: [AsyncCheckNode], settings: CheckSettings) async -> [CheckAnswer] {
        var answers = Array(repeating: CheckAnswer.cancelled, count: jobs.count)
        var waiting: [Int] = []
        for (index, job) in jobs.enumerated() {
            if let kept = settings.cache.answer(of: checks[job.check], for: job.input.key) {
                answers[index] = kept
            } else {
                waiting.append(index)
            }
        }
        guard !waiting.isEmpty else { return answers }
        let limit = max(1, settings.maximumConcurrentChecks)
        await withTaskGroup(of: (Int, CheckAnswer).self) { group in
            var next = 0
            func start() {
                let index = waiting[next]
                next += 1
                let job = jobs[index]
                let check = checks[job.check]
                group.addTask {
                    (index, await answer(job, check: check, settings: settings))
                }
            }
            while next < waiting.count && next < limit { start() }
            for await (index, answer) in group {
                answers[index] = answer
                if next < waiting.count && !Task.isCancelled { start() }
            }
        }
        return answers
    }

    /// Runs one check: after the debounce, on the clock, racing its timeout; keeps a definitive
    /// answer in the cache.
    package static func answer(_ job: Job, check: AsyncCheckNode, settings: CheckSettings) async -> CheckAnswer {
        if settings.debounce > .zero {
            do { try await settings.clock.sleep(for: settings.debounce) } catch { return .cancelled }
        }
        let answer = await check.rule.answer(for: job.input.value, context: settings.context, clock: settings.clock)
        settings.cache.keep(answer, of: check, for: job.input.key)
        return answer
    }
}
