import VerdictEngine

/// Schedules the asynchronous checks of a ``Validated`` model: starts the checks a validation
/// needs (answering from the kept answers when it can), at most
/// ``CheckOptions/maximumConcurrentChecks`` at a time, and takes their answers, applied only when
/// they are still current (see ``PendingChecks``).
///
/// It owns no state machine: its owner reads what it holds (``checks``) into the report, and
/// hears of each answer through the `deliver` closure given to ``startQueued(deliver:)``.
@MainActor
struct CheckScheduler {
    /// The checks' answers, tasks and queue.
    private(set) var checks: PendingChecks
    /// How the checks run; changes apply to the checks that start afterwards.
    var options: CheckOptions
    /// The tasks that have not ended, shared with the owner's `deinit`, which cancels them.
    let tasks: CheckTasks

    init(checks: [AsyncCheckNode], options: CheckOptions, tasks: CheckTasks) {
        self.checks = PendingChecks(checks: checks)
        self.options = options
        self.tasks = tasks
    }

    /// Whether the graph has no asynchronous check.
    var isEmpty: Bool { checks.isEmpty }

    /// An edit of the attribute at `attribute` (`nil`: a key path that is no attribute): the checks
    /// that depend on it start again.
    mutating func edited(at attribute: Int?) {
        checks.edited(at: attribute)
    }

    /// Every check starts again (undo, redo, reset).
    mutating func invalidateAll() {
        checks.invalidateAll()
    }

    /// Uses another graph's checks (another scenario); every task is cancelled.
    mutating func use(_ checks: [AsyncCheckNode]) {
        self.checks.use(checks)
    }

    /// Queues the checks that a validation needs, from their `inputs` (`nil`: the validation skips
    /// the check): each whose answer for the current value is neither known, kept, nor being
    /// asked. A kept answer is recorded at once. Start them with ``startQueued(deliver:)``.
    mutating func ask(_ inputs: [CheckInput?], scenario: ScenarioName) {
        for (index, input) in inputs.enumerated() {
            guard let input else {
                checks.setSkipped(index, true)
                continue
            }
            checks.setSkipped(index, false)
            guard !checks.isAnswered(index) else { continue }
            let check = checks.checks[index]
            if let kept = options.cache.answer(of: check, for: input.key) {
                checks.record(check.errors(of: kept, scenario: scenario), isFinal: true, at: index)
            } else {
                checks.queue(index, input: input)
            }
        }
    }

    /// Starts queued checks while fewer than ``CheckOptions/maximumConcurrentChecks`` ask; each
    /// task ends by calling `deliver` with its answer, its check's position and its token, on the
    /// main actor (pass them to ``take(_:for:token:scenario:)``).
    mutating func startQueued(
        deliver: @escaping @MainActor (_ answer: CheckAnswer, _ index: Int, _ token: Int) -> Void
    ) {
        let settings = options.settings
        while checks.runningCount < max(1, settings.maximumConcurrentChecks), let (index, input) = checks.dequeue() {
            let token = checks.token()
            let check = checks.checks[index]
            let job = CheckBatch.Job(check: index, input: input)
            let task = Task { @MainActor in
                let answer = await CheckBatch.answer(job, check: check, settings: settings)
                deliver(answer, index, token)
            }
            checks.started(index, token: token, task: task)
            tasks.add(task, token: token)
        }
    }

    /// Takes the answer of the task `token` for check `index`, and returns the check when the
    /// answer is recorded: only if that task is still the check's, for the value it asked about,
    /// and was not cancelled. Start the queued checks afterwards: the task's place is free.
    mutating func take(_ answer: CheckAnswer, for index: Int, token: Int, scenario: ScenarioName) -> AsyncCheckNode? {
        tasks.remove(token: token)
        guard checks.finished(index, token: token) else { return nil }
        if case .cancelled = answer { return nil }
        let check = checks.checks[index]
        checks.record(check.errors(of: answer, scenario: scenario), isFinal: answer.isDefinitive, at: index)
        return check
    }

    /// The checks still pending for their current value.
    var pending: [AsyncCheckNode] { checks.pending.map { checks.checks[$0] } }

    /// Waits until no task is left (cancelled ones included), those that start meanwhile too.
    func settle() async {
        while let task = tasks.any { await task.value }
    }
}
