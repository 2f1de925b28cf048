import Foundation
import VerdictEngine

/// The asynchronous checks of a ``FormSession`` model: for each, the answer for its attribute's
/// current value, the task that asks, and the checks waiting for a free place. It knows the
/// checks through the validation stage's evaluator, by position.
///
/// Every edit that a check depends on makes its **version** newer and cancels its task: an answer
/// is applied only to the version it was asked for (its task's token still current), so a stale
/// answer never is. All on the main actor, with its owner.
struct PendingChecks<Model> {
    struct Slot {
        /// Made newer by each edit the check depends on.
        var version = 0
        /// The errors of the answer for `version`, when it is known; `isFinal`: an answer about
        /// the value (kept), not an error of the check (asked again at the next validation).
        var answer: (version: Int, errors: [ValidationError], isFinal: Bool)?
        /// Skipped by the last validation (a synchronous rule failed its attribute, an empty
        /// value…): no errors, nothing pending.
        var isSkipped = false
        /// The task asking, with its token and the version it asks for.
        var running: (token: Int, version: Int, task: Task<Void, Never>)?
        /// Waiting for a free place, with its input, for this version.
        var queued: (version: Int, input: CheckInput)?

        var isPending: Bool {
            (running.map { $0.version == version } ?? false) || (queued.map { $0.version == version } ?? false)
        }
    }

    private(set) var slots: [Slot]
    /// The evaluator whose checks these are.
    private(set) var evaluator: Evaluator<Model>
    private var nextToken = 0

    init(evaluator: Evaluator<Model>) {
        self.evaluator = evaluator
        slots = Array(repeating: Slot(), count: evaluator.checkCount)
    }

    var isEmpty: Bool { slots.isEmpty }

    /// How many checks there are.
    var count: Int { slots.count }

    /// How many tasks ask now.
    var runningCount: Int { slots.reduce(0) { $0 + ($1.running == nil ? 0 : 1) } }

    /// Cancels the task of check `index`, if any. It still ends through its owner's `receive`,
    /// which ignores its answer.
    private mutating func cancelTask(_ index: Int) {
        slots[index].running?.task.cancel()
        slots[index].running = nil
    }

    /// The positions of the checks still pending for their current version.
    var pending: [Int] { slots.indices.filter { !slots[$0].isSkipped && slots[$0].isPending } }

    /// The errors of each check as they stand: its answer's for its current version, none while it
    /// is skipped or pending.
    var errors: [[ValidationError]] {
        slots.map { slot in
            guard !slot.isSkipped, !slot.isPending, let answer = slot.answer, answer.version == slot.version else {
                return []
            }
            return answer.errors
        }
    }

    /// An edit of the attribute at `attribute` (`nil`: an unknown key path, which any check may
    /// read): the checks that depend on it start again.
    mutating func edited(at attribute: Int?) {
        for index in slots.indices where attribute.map({ evaluator.check(index, dependsOn: $0) }) ?? true {
            invalidate(index)
        }
    }

    /// Every check starts again (undo, redo, reset, another scenario).
    mutating func invalidateAll() {
        for index in slots.indices { invalidate(index) }
    }

    /// Uses the checks of another evaluator (another scenario's); every task is cancelled.
    mutating func use(_ evaluator: Evaluator<Model>) {
        invalidateAll()
        self.evaluator = evaluator
        slots = Array(repeating: Slot(), count: evaluator.checkCount)
    }

    private mutating func invalidate(_ index: Int) {
        slots[index].version += 1
        cancelTask(index)
        slots[index].queued = nil
    }

    /// Records whether the validation skips check `index`; a skipped check stops asking (its
    /// answer, if any, stays: it is about the value, which did not change).
    mutating func setSkipped(_ index: Int, _ skipped: Bool) {
        slots[index].isSkipped = skipped
        guard skipped else { return }
        cancelTask(index)
        slots[index].queued = nil
    }

    /// Whether check `index` has a final answer for its current version.
    func isAnswered(_ index: Int) -> Bool {
        guard let answer = slots[index].answer else { return false }
        return answer.isFinal && answer.version == slots[index].version
    }

    /// Records the answer's errors of check `index` for its current version.
    mutating func record(_ errors: [ValidationError], isFinal: Bool, at index: Int) {
        slots[index].answer = (slots[index].version, errors, isFinal)
    }

    /// Queues check `index` with `input` for its current version (unless it already asks for it).
    mutating func queue(_ index: Int, input: CheckInput) {
        guard !slots[index].isPending else { return }
        slots[index].queued = (slots[index].version, input)
    }

    /// The next queued check to start, with its input, taken out of the queue.
    mutating func dequeue() -> (index: Int, input: CheckInput)? {
        for index in slots.indices {
            guard let queued = slots[index].queued else { continue }
            slots[index].queued = nil
            if queued.version == slots[index].version { return (index, queued.input) }
        }
        return nil
    }

    /// A token for a task about to ask for check `index`.
    mutating func token() -> Int {
        nextToken += 1
        return nextToken
    }

    /// Records the task asking for check `index` at its current version.
    mutating func started(_ index: Int, token: Int, task: Task<Void, Never>) {
        slots[index].running = (token, slots[index].version, task)
    }

    /// Takes the answer of the task with `token` for check `index`: `true` when it is current
    /// (the check's task, for its current version), and then the task is done.
    mutating func finished(_ index: Int, token: Int) -> Bool {
        guard index < slots.count, let running = slots[index].running, running.token == token else { return false }
        slots[index].running = nil
        return running.version == slots[index].version
    }

}

/// The tasks of a `FormSession` model's checks that have not ended (cancelled ones included, until
/// they do): what ``FormSession/settle()`` waits for, and what its `deinit`, which runs on no
/// particular actor, cancels.
///
/// `@unchecked Sendable`: `tasks` is read and written under `lock` only.
final class CheckTasks: @unchecked Sendable {
    private let lock = NSLock()
    private var tasks: [Int: Task<Void, Never>] = [:]

    func add(_ task: Task<Void, Never>, token: Int) {
        lock.withLock { tasks[token] = task }
    }

    func remove(token: Int) {
        _ = lock.withLock { tasks.removeValue(forKey: token) }
    }

    /// A task that has not ended, if any.
    var any: Task<Void, Never>? { lock.withLock { tasks.values.first } }

    /// Cancels every task (the owner goes).
    func cancelAll() {
        let all = lock.withLock { Array(tasks.values) }
        for task in all { task.cancel() }
    }
}
