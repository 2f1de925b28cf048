import VerdictEngine

/// Schedules the asynchronous checks of a ``FormSession`` model: starts the checks a validation
/// needs (answering from the kept answers when it can), at most
/// ``CheckOptions/maximumConcurrentChecks`` at a time, and takes their answers, applied only when
/// they are still current (see ``PendingChecks``). It asks the validation stage's evaluator for
/// each check's kept answer, its answer and its errors.
///
/// It owns no state machine: its owner reads what it holds (``checks``) into the report, and
/// hears of each answer through the `deliver` closure given to ``startQueued(deliver:)``.
@MainActor
struct CheckScheduler<Model> {
    /// The checks' answers, tasks and queue.
    private(set) var checks: PendingChecks<Model>
    /// How the checks run; changes apply to the checks that start afterwards.
    var options: CheckOptions
    /// The tasks that have not ended, shared with the owner's `deinit`, which cancels them.
    let tasks: CheckTasks

    init(evaluator: Evaluator<Model>, options: CheckOptions, tasks: CheckTasks) {
        checks = PendingChecks(evaluator: evaluator)
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

    /// Uses another evaluator's checks (another scenario's); every task is cancelled.
    mutating func use(_ evaluator: Evaluator<Model>) {
        checks.use(evaluator)
    }

    /// Queues the checks that a validation needs, from their `inputs` (`nil`: the validation skips
    /// the check): each whose answer for the current value is neither known, kept, nor being
    /// asked. A kept answer is recorded at once. Start them with ``startQueued(deliver:)``.
    mutating func ask(_ inputs: [CheckInput?], scenario: ScenarioName) {
        let settings = options.settings
        let evaluator = checks.evaluator
        for (index, input) in inputs.enumerated() {
            guard let input else {
                checks.setSkipped(index, true)
                continue
            }
            checks.setSkipped(index, false)
            guard !checks.isAnswered(index) else { continue }
            if let kept = evaluator.keptAnswer(ofCheck: index, for: input, settings: settings) {
                checks.record(evaluator.errors(of: kept, check: index, scenario: scenario), isFinal: true, at: index)
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
        let evaluator = checks.evaluator
        while checks.runningCount < max(1, settings.maximumConcurrentChecks), let (index, input) = checks.dequeue() {
            let token = checks.token()
            let task = Task { @MainActor in
                let answer = await evaluator.answer(index, for: input, settings: settings)
                deliver(answer, index, token)
            }
            checks.started(index, token: token, task: task)
            tasks.add(task, token: token)
        }
    }

    /// Takes the answer of the task `token` for check `index`, and returns whether it is recorded:
    /// only if that task is still the check's, for the value it asked about, and was not
    /// cancelled. Start the queued checks afterwards: the task's place is free.
    mutating func take(_ answer: CheckAnswer, for index: Int, token: Int, scenario: ScenarioName) -> Bool {
        tasks.remove(token: token)
        guard checks.finished(index, token: token) else { return false }
        if case .cancelled = answer { return false }
        let errors = checks.evaluator.errors(of: answer, check: index, scenario: scenario)
        checks.record(errors, isFinal: answer.isDefinitive, at: index)
        return true
    }

    /// The positions of the checks still pending for their current value.
    var pending: [Int] { checks.pending }

    /// The evaluator whose checks these are, for their attributes and locations.
    var evaluator: Evaluator<Model> { checks.evaluator }

    /// Waits until no task is left (cancelled ones included), those that start meanwhile too.
    func settle() async {
        while let task = tasks.any { await task.value }
    }
}
