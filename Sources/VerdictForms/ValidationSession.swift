import VerdictEngine

/// The work of a ``FormSession`` model: the model with its rules and scenario, and the parts that
/// take its edits (``EditScreening``, ``EditIntake``), validate it (``IncrementalSession``), run
/// the other stages (``StageChecks``), its asynchronous checks (``CheckScheduler``), undo and
/// redo (``EditHistory``), and switch scenarios (``ScenarioSwitch``); it drives the state machine.
///
/// It writes its values without an observation and tells its ``observer`` (the `FormSession`) of
/// each change that observers must hear of, once: the state of an edit at its end.
@MainActor
final class ValidationSession<Model> {
    /// The face that observers observe; told of each change.
    unowned var observer: (any SessionObserver)?

    private(set) var model: Model
    /// While the validation stage runs on ``model`` in place: the model, and the values from
    /// before the run of what filters may write (see ``visibleModel``).
    private var modelDuringRun: ModelPointer?
    private var valuesBeforeRun: [ModelChange] = []
    private(set) var state = ValidationState.empty
    private(set) var report: ValidationReport
    private(set) var scenario: ScenarioName
    /// Set by the face, which announces it.
    var validatesOnChange: Bool
    /// The undo history; observers hear of it when ``EditHistory/canUndo`` or `canRedo` change.
    private(set) var history: EditHistory
    let rules: RuleSet<Model>

    /// The validation stage: what each rule found, what was edited since, what re-runs.
    private var incremental: IncrementalSession
    /// The other stages: input screening, completeness, eligibility, submission.
    private var stages: StageChecks<Model>
    /// What the input rules refuse, and the last refusal.
    private(set) var screening = EditScreening()
    private var observers: StateObservers
    /// The asynchronous checks: their answers, their tasks.
    private var scheduler: CheckScheduler<Model>
    /// The errors of the last problem details applied that no edit made stale; the published
    /// ``report`` ends with them.
    private var serverErrors = ServerErrors()
    /// Whether there are ``serverErrors``, set after each change of them. Stored apart, as
    /// ``hasChecks``: an edit reads only this `Bool`, which is only ever assigned, so its reads
    /// need no exclusivity check at run time (reading `serverErrors`, which its methods modify in
    /// place, cost 248 instructions more per edit: 31,824 against 31,576 on
    /// `incremental/100-rules/incremental`, callgrind, release).
    private var hasServerErrors = false
    /// Whether the validation stage has asynchronous checks. Stored, so that an edit reads it
    /// without the metadata that a call on the generic scheduler needs: without it, an edit of a
    /// model with no check cost 4,250 more instructions (39,229 against 34,979 on
    /// `incremental/100-rules/incremental`, callgrind, release).
    private var hasChecks: Bool
    /// Whether any rule of the validation stage writes a value. Stored, as ``hasChecks``: reading
    /// it from the session (whose accesses are checked at run time, since rules run within them)
    /// costs two exclusivity checks per edit.
    private var writesValues: Bool
    /// The checks' tasks that have not answered, for `deinit` (which is not isolated) to cancel.
    private nonisolated let checkTasks: CheckTasks
    /// The streams of ``stateChanges()``, finished when the model goes (from any thread).
    private nonisolated let streams: StateStreams
    /// Edits under way (an edit can start another from a handler), and whether the state changed
    /// since the outermost one began.
    private var editing = 0
    private var stateChangedInEdit = false

    var onStateChange: ((ValidationState) -> Void)?
    var onRefusal: ((ValidationReport) -> Void)?
    var onCheck: ((CheckEvent) -> Void)?

    /// See ``FormSession/init(_:rules:scenario:validatesOnChange:historyDepth:checkOptions:snapshot:)``.
    init(
        _ model: Model, rules: RuleSet<Model>, scenario: ScenarioName, validatesOnChange: Bool, historyDepth: Int,
        checkOptions: CheckOptions, snapshot: @escaping (Model) -> Model
    ) throws(RuleSetError) {
        self.rules = rules
        let streams = StateStreams()
        self.streams = streams
        observers = StateObservers(streams: streams)
        let evaluators = try StageEvaluators(rules: rules, scenario: scenario)
        incremental = IncrementalSession(evaluator: evaluators.validation)
        let checkTasks = CheckTasks()
        self.checkTasks = checkTasks
        scheduler = CheckScheduler(evaluator: evaluators.validation, options: checkOptions, tasks: checkTasks)
        hasChecks = evaluators.validation.hasAsyncChecks
        writesValues = evaluators.validation.writesValues
        stages = StageChecks(evaluators: evaluators, snapshot: snapshot)
        self.model = model
        report = ValidationReport(errors: [], scenario: scenario)
        self.scenario = scenario
        self.validatesOnChange = validatesOnChange
        history = EditHistory(of: Model.self, scenario: scenario, depth: historyDepth, snapshot: snapshot)
    }

    private func changing<Result>(_ property: SessionProperty, _ change: () throws -> Result) rethrows -> Result {
        guard let observer else { return try change() }
        return try observer.changing(property, change)
    }

    private func publish(_ report: ValidationReport) {
        if report != self.report { changing(.report) { self.report = report } }
    }

    /// Publishes `local` (what the form's own rules found) followed by the server errors that
    /// stand, and returns that report.
    @discardableResult
    private func publish(local: ValidationReport) -> ValidationReport {
        let report =
            hasServerErrors
            ? ValidationReport(errors: local.errors + serverErrors.errors, scenario: local.scenario) : local
        publish(report)
        return report
    }

    /// The published report without the server errors: what the form's own rules found.
    private var localReport: ValidationReport { hasServerErrors ? localReport(dropping: serverErrors.count) : report }

    /// The published report without its last `serverCount` errors (the server errors it was
    /// published with).
    private func localReport(dropping serverCount: Int) -> ValidationReport {
        guard serverCount > 0 else { return report }
        return ValidationReport(errors: Array(report.errors.dropLast(serverCount)), scenario: report.scenario)
    }

    // MARK: Editing

    /// See ``FormSession/update(_:to:)``; `elements`: the positions of the only elements of an array
    /// that the edit changes, when the caller knows them.
    @discardableResult
    func update<Value>(_ keyPath: WritableKeyPath<Model, Value>, to value: Value, elements known: Set<Int>?)
        -> EditOutcome
    {
        // The edit goes in place (no copy of the model); observers hear of it once accepted.
        let previous = Self.exchange(keyPath, with: value, in: &model)
        guard let filtered = screen([keyPath], undo: { $0[keyPath: keyPath] = previous }) else {
            return .refused(screening.refusal ?? report)
        }
        // The journal and the session take the edit before any observer hears of it: an observer
        // may edit the model in turn, and its edit comes after this one.
        let attribute = EditIntake.take(
            keyPath, from: previous, to: value, filtered: filtered, elements: known, session: &incremental,
            journal: &history.journal, model: &model)
        if hasChecks { scheduler.edited(at: attribute) }
        return accepted(incremental.path(of: keyPath, at: attribute))
    }

    /// Writes `value` at `keyPath` in `model` and returns the value it replaces. A stored
    /// property of a struct is read and written at its offset: a key path's generic projection
    /// costs about 1,000 instructions more per edit (its read instantiates generic metadata).
    private static func exchange<Value>(
        _ keyPath: WritableKeyPath<Model, Value>, with value: Value, in model: inout Model
    ) -> Value {
        guard let offset = FieldOffset(keyPath) else {
            let previous = model[keyPath: keyPath]
            model[keyPath: keyPath] = value
            return previous
        }
        return ModelPointer.with(&model) { pointer in
            let previous = pointer.load(at: offset)
            pointer.store(value, at: offset)
            return previous
        }
    }

    /// See ``FormSession/update(_:at:_:)``.
    @discardableResult
    func update<Element>(
        _ keyPath: WritableKeyPath<Model, [Element]>, at index: Int, _ edit: (inout Element) -> Void
    ) -> EditOutcome {
        guard !stages.screensEdits else {
            var array = model[keyPath: keyPath]
            edit(&array[index])
            return update(keyPath, to: array, elements: [index])
        }
        let previous = model[keyPath: keyPath][index]
        // The edit works on a copy of the element, so that it may read the form; the element is
        // written back in place (the array is copied only if something else holds it).
        var element = previous
        edit(&element)
        model[keyPath: keyPath][index] = element
        let attribute = EditIntake.take(
            keyPath, element: index, from: previous, to: element, session: &incremental, journal: &history.journal,
            model: &model)
        if hasChecks { scheduler.edited(at: attribute) }
        return accepted(incremental.path(ofElement: index, of: keyPath, at: attribute))
    }

    /// See ``FormSession/assign(_:options:)``.
    @discardableResult
    func assign(_ input: AssignmentInput, options: AssignmentOptions) throws(RuleSetError) -> AssignmentResult {
        let edit = try runningRules { model throws(RuleSetError) in
            try rules.assignAsEdit(input, to: &model, scenario: scenario, options: options)
        }
        guard edit.result.isAssigned else {
            refuse(edit.result.report)
            return edit.result
        }
        guard !edit.changes.isEmpty else { return edit.result }
        let changes = edit.changes
        let screened = screen(changes.compactMap { $0.keyPath?.keyPath }) { model in
            ModelPointer.with(&model) { pointer in
                for change in changes.reversed() { change.old.restore(into: pointer) }
            }
        }
        guard let filtered = screened else {
            return screening.refusedAssignment(
                ignoring: edit.result.ignoredKeys, keys: options.keys, scenario: scenario)
        }
        EditIntake.take(
            assigned: changes + filtered, at: edit.positions, session: &incremental, journal: &history.journal,
            model: &model)
        if hasChecks { for position in edit.positions { scheduler.edited(at: position) } }
        _ = accepted(AttributePath(), clearing: edit.positions.map(incremental.path(at:)))
        return edit.result
    }

    /// Screens an edit of the attributes at `keyPaths`, already in the model, by the input-stage
    /// rules: returns what input filters wrote, or `nil` when they refused it (`undo` took the
    /// edit back; observers and ``onRefusal`` hear why).
    private func screen(_ keyPaths: @autoclosure () -> [AnyKeyPath], undo: (inout Model) -> Void) -> [ModelChange]? {
        guard stages.screensEdits else { return [] }
        let screened = runningRules { model in
            screening.screen(keyPaths(), by: &stages, model: &model, scenario: scenario, undo: undo)
        }
        switch screened {
        case .accepted(let filtered):
            return filtered
        case .refused(let report):
            refuse(report)
            return nil
        }
    }

    /// Records a refused edit's report; observers and ``onRefusal`` hear of it.
    private func refuse(_ report: ValidationReport) {
        changing(.refusal) { screening.refuse(report) }
        onRefusal?(report)
    }

    /// What follows an accepted edit (recorded in the journal and the session): observers hear of
    /// it, the server errors it makes stale go, and with ``validatesOnChange``, the model is
    /// validated. `path`: the edited path, for the dirty state; `clearing`: the paths whose server
    /// errors go, when not `path` alone.
    private func accepted(_ path: @autoclosure () -> AttributePath, clearing: [AttributePath]? = nil) -> EditOutcome {
        if screening.refusal != nil { changing(.refusal) { _ = screening.accept() } }
        if hasServerErrors {
            let count = serverErrors.count
            if serverErrors.edited(clearing ?? [path()]) {
                hasServerErrors = !serverErrors.isEmpty
                publish(local: localReport(dropping: count))
            }
        }
        // Observers hear of the edit now, or from the validation that follows when it writes the
        // model anyway: one notification instead of two.
        if !(validatesOnChange && writesValues) { changing(.model) {} }
        edit {
            // When the validation follows at once and no handler listens, nobody can see the dirty
            // state in between: skip it.
            if !validatesOnChange || onStateChange != nil || !observers.isEmpty {
                transition(.edited(path()))
            }
            if validatesOnChange { validate() }
            announceHistory()
        }
        return .accepted
    }

    /// Tells observers of ``FormSession/canUndo`` and ``FormSession/canRedo`` when either changed
    /// since they last heard.
    private func announceHistory() {
        guard history.takeAnnouncement() else { return }
        changing(.history) {}
    }

    // MARK: Validating

    /// See ``FormSession/validate()``.
    @discardableResult
    func validate() -> ValidationReport {
        let errors = validationErrors()
        guard hasChecks else { return finish(with: errors) }
        askChecks()
        return publishChecks(submitting: nil)
    }

    /// See ``FormSession/settle()``.
    @discardableResult
    func settle() async -> ValidationReport {
        await scheduler.settle()
        return report
    }

    /// See ``FormSession/submit()``.
    @discardableResult
    func submit() -> ValidationReport {
        let errors = validationErrors()
        let submissionErrors = changing(.model) { runningRules { stages.submit(&$0, journal: &history.journal) } }
        guard hasChecks else { return finish(with: errors + submissionErrors) }
        askChecks()
        return publishChecks(submitting: submissionErrors)
    }

    /// Re-runs what depends on the edits since the last validation (everything the first time).
    private func validationErrors() -> [ValidationError] {
        // Filters write into the model: observers hear of it only when the rules have any. The
        // session reads what to re-run as the rules are about to run: an observer that hears of
        // the mutation first may edit the model, and that edit is validated with the others.
        guard writesValues else {
            return runningInPlace { model, _ in incremental.validate(&model, journal: &history.journal) }
        }
        return changing(.model) {
            runningInPlace { model, beforeWrites in
                incremental.validate(&model, journal: &history.journal, beforeWrites: beforeWrites)
            }
        }
    }

    /// Runs the validation stage's rules on the model in place, without copying it (a copy costs
    /// every field of the model, each edit: 6,400 instructions per edit on
    /// `incremental/1000-rules/incremental`, 100 attributes). A rule that reads the form anyway
    /// (see ``runningRules(_:)``) reads ``visibleModel``: a copy of the model as the run has it,
    /// with the values from before the run written back into what filters may have written
    /// (`body` hears of them, from the journal, before the rules run), so the model as it was
    /// before the run, and never an exclusivity conflict.
    private func runningInPlace<Result>(_ body: (inout Model, _ beforeWrites: ([ModelChange]) -> Void) -> Result)
        -> Result
    {
        ModelPointer.with(&model) { pointer in
            // Kept for the duration of this body only (see `ModelPointer`'s invariant 1).
            modelDuringRun = pointer
            defer {
                modelDuringRun = nil
                if !valuesBeforeRun.isEmpty { valuesBeforeRun = [] }
            }
            return pointer.access(as: Model.self) { model in body(&model) { valuesBeforeRun = $0 } }
        }
    }

    /// The model as a reader sees it: while the validation stage runs in place, as it was before
    /// the run (see ``runningInPlace(_:)``).
    var visibleModel: Model {
        guard let modelDuringRun else { return model }
        var copy = modelDuringRun.access(as: Model.self) { $0 }
        ModelPointer.with(&copy) { copy in
            for change in valuesBeforeRun.reversed() { change.old.restore(into: copy) }
        }
        return copy
    }

    /// Runs rules on the model: on a copy, stored back once they ran, so that no access to the
    /// stored model is in progress while rule closures run. A rule that reads the form anyway
    /// (through a box the compiler cannot see into, and `MainActor.assumeIsolated`) reads the
    /// model as it was before the run, instead of stopping the program on an exclusivity
    /// conflict. A value-type model's copy shares its storage (strings, arrays) until the rules
    /// write; a class model is the same instance, which the rules read and write as they go.
    private func runningRules<Result, Failure: Error>(_ body: (inout Model) throws(Failure) -> Result) throws(Failure)
        -> Result
    {
        var copy = model
        defer { model = copy }
        return try body(&copy)
    }

    private func finish(with errors: [ValidationError]) -> ValidationReport {
        let report = publish(local: ValidationReport(errors: errors, scenario: scenario))
        if case .validating = state {
            transition(.validationFinished(report))
        } else {
            transition(.validated(report))
        }
        // A handler may have edited the model as it heard of the outcome: then the model is no
        // longer clean (or its own validation recorded the checkpoint), and this is none. Within
        // an edit, the edit announces the history as it ends, right after this validation.
        if history.recordIfCheckpoint(checkpoint()), editing == 0 { announceHistory() }
        return report
    }

    // MARK: Asynchronous checks

    /// How asynchronous rules run; see ``FormSession/checkOptions``.
    var checkOptions: CheckOptions {
        get { scheduler.options }
        set { scheduler.options = newValue }
    }

    /// Starts the checks that the last validation needs: each check whose attribute passed its
    /// synchronous rules, and whose answer for the current value is neither known, kept, nor being
    /// asked.
    private func askChecks() {
        scheduler.ask(runningRules { incremental.checkInputs(&$0) }, scenario: scenario)
        startQueuedChecks()
    }

    /// Starts queued checks while fewer than ``CheckOptions/maximumConcurrentChecks`` ask.
    private func startQueuedChecks() {
        scheduler.startQueued { [weak self] answer, index, token in self?.receive(answer, for: index, token: token) }
    }

    /// Takes the answer of the task `token` for check `index`: applied only if that task is still
    /// the check's, for the value it asked about.
    private func receive(_ answer: CheckAnswer, for index: Int, token: Int) {
        defer { startQueuedChecks() }
        guard scheduler.take(answer, for: index, token: token, scenario: scenario) else { return }
        let checks = scheduler.evaluator
        if let onCheck,
            let event = CheckEvent(
                path: incremental.path(at: checks.attribute(ofCheck: index)), rule: checks.ruleName(ofCheck: index),
                answer: answer)
        {
            onCheck(event)
        }
        // Only a validation waiting for its checks moves on; after an edit, the next one uses it.
        guard case .validating = state else { return }
        publishChecks(submitting: nil)
    }

    /// Publishes the report as the checks stand: `validating` with the pending attributes, or the
    /// outcome once none is pending. `submitting`: the submission-stage errors of a submit, whose
    /// report also has a `check.pending` error for each pending attribute.
    @discardableResult
    private func publishChecks(submitting submissionErrors: [ValidationError]?) -> ValidationReport {
        let errors = incremental.errors(of: Model.self, with: scheduler.checks.errors)
        let pending = scheduler.pending
        let checks = scheduler.evaluator
        guard !pending.isEmpty else { return finish(with: errors + (submissionErrors ?? [])) }
        var all = errors
        if let submissionErrors {
            for check in pending {
                all.append(
                    .error(
                        at: checks.location(ofCheck: check),
                        failure: RuleFailure(code: .checkPending, template: "{attribute} is still being checked."),
                        severity: .error, scenario: scenario))
            }
            all += submissionErrors
        }
        let report = publish(local: ValidationReport(errors: all, scenario: scenario))
        transition(.validationStarted(Set(pending.map { incremental.path(at: checks.attribute(ofCheck: $0)) })))
        return report
    }

    // MARK: Other stages

    /// See ``FormSession/isComplete(_:)``.
    func isComplete(_ attribute: AnyKeyPath) -> Bool {
        stages.isComplete(attribute, of: visibleModel)
    }

    /// See ``FormSession/isEligible``.
    var isEligible: Bool {
        stages.isEligible(visibleModel)
    }

    /// How many steps the last validation ran, nested rule sets' included.
    var stepsOfLastValidation: Int { incremental.stepsRun }

    /// See ``FormSession/setScenario(_:)``.
    func setScenario(_ scenario: ScenarioName) throws(RuleSetError) {
        try ScenarioSwitch.use(scenario, of: rules, stages: &stages, session: &incremental, scheduler: &scheduler)
        clearServerErrors()
        hasChecks = !scheduler.isEmpty
        writesValues = incremental.writesValues
        changing(.scenario) { self.scenario = scenario }
        if state == .empty {
            changing(.report) { report = ValidationReport(errors: [], scenario: scenario) }
        } else {
            validate()
        }
        history.restart(from: checkpoint())
        announceHistory()
    }

    /// The path and label of the attribute at `attribute` as the rules name it: the attribute's
    /// own, else those derived from the key path (as for the dirty state).
    func location(of attribute: AttributeKeyPath<Model>) -> (path: AttributePath, label: String) {
        let position = incremental.position(of: attribute)
        let path = incremental.path(of: attribute, at: position)
        return (path, position.map(incremental.label(at:)) ?? AttributeName.label(of: path.description))
    }

    // MARK: Undo

    /// See ``FormSession/undo()``.
    @discardableResult
    func undo() -> Bool {
        guard history.canUndo else { return false }
        let draft = checkpoint()
        let restored = changing(.model) { history.undo(keeping: draft, model: &model) }
        return moved(to: restored)
    }

    /// See ``FormSession/redo()``.
    @discardableResult
    func redo() -> Bool {
        guard history.canRedo else { return false }
        return moved(to: changing(.model) { history.redo(model: &model) })
    }

    /// Takes the state, report and edits of a checkpoint the history moved the model back to
    /// (`nil`: it did not move). The next validation runs every rule (the checkpoint keeps the
    /// report, not what each rule found); it finds the same errors.
    private func moved(to checkpoint: EditHistory.Checkpoint?) -> Bool {
        guard let checkpoint else { return false }
        clearServerErrors()
        scheduler.invalidateAll()
        incremental.invalidate(dirty: checkpoint.dirty)
        publish(checkpoint.report)
        transition(.restored(checkpoint.state))
        announceHistory()
        return true
    }

    /// See ``FormSession/undo(_:)``.
    @discardableResult
    func undo<Value>(_ keyPath: WritableKeyPath<Model, Value>) -> Bool {
        guard incremental.position(of: keyPath) != nil else { return false }
        let value = history.journal.baselineValue(at: keyPath, of: &model)
        return update(keyPath, to: value, elements: nil).isAccepted
    }

    /// See ``FormSession/reset(to:)``.
    func reset(to model: Model) {
        changing(.model) { self.model = model }
        incremental.invalidate()
        scheduler.invalidateAll()
        clearServerErrors()
        changing(.report) { report = ValidationReport(errors: [], scenario: scenario) }
        history.restart(from: EditHistory.start(scenario))
        announceHistory()
        transition(.reset)
    }

    /// The state, report and edits of now, for the history (which knows where the model is):
    /// without the server errors, which no checkpoint keeps.
    private func checkpoint() -> EditHistory.Checkpoint {
        guard hasServerErrors else { return .init(state: state, report: report, dirty: incremental.dirty.kept) }
        let local = localReport
        let state = if case .invalid = self.state { ValidationState(report: local) } else { self.state }
        return .init(state: state, report: local, dirty: incremental.dirty.kept)
    }

    // MARK: Server errors

    /// Forgets every server error (the report is published by the caller).
    private func clearServerErrors() {
        guard hasServerErrors else { return }
        serverErrors.removeAll()
        hasServerErrors = false
    }

    /// See ``FormSession/apply(_:keys:)``.
    func apply(_ problem: ValidationProblem, keys: KeyStrategy) {
        let local = localReport
        serverErrors.replace(
            with: problem, index: InputPointerIndex.index(for: scheduler.evaluator, keys: keys), scenario: scenario)
        hasServerErrors = !serverErrors.isEmpty
        took(local)
    }

    /// Applies `items`, whose pointers a ``FormGroup`` read and took its member's name off.
    func apply(_ items: [(item: ValidationProblem.Item, tokens: ServerErrors.Tokens)], keys: KeyStrategy) {
        let local = localReport
        serverErrors.replace(
            with: items, index: InputPointerIndex.index(for: scheduler.evaluator, keys: keys), scenario: scenario)
        hasServerErrors = !serverErrors.isEmpty
        took(local)
    }

    /// Publishes the report with the new server errors: the state becomes `invalid` with a
    /// blocking one, and follows the report when it was decided already; otherwise it stays.
    private func took(_ local: ValidationReport) {
        let report = publish(local: local)
        if !report.isValid || state.isDecided { transition(.validated(report)) }
    }

    /// How many steps the last ``apply(_:keys:)`` ran.
    var stepsOfLastApply: Int { serverErrors.steps }

    // MARK: Observing

    /// See ``FormSession/stateChanges()``.
    func stateChanges() -> AsyncStream<ValidationState> {
        observers.stream()
    }

    /// Calls `listener` with each new state, for as long as `owner` lives.
    func listen(owner: AnyObject, _ listener: @escaping (ValidationState) -> Void) {
        observers.listen(owner: owner, listener)
    }

    /// How many listeners the model keeps.
    var listenerCount: Int {
        observers.listenerCount
    }

    private func transition(_ event: ValidationEvent) {
        // The table refuses only `validationFinished` outside `validating`, which this type
        // never sends; keep the state if it ever did.
        guard let next = try? state.applying(event), next != state else { return }
        if editing > 0 {
            state = next
            stateChangedInEdit = true
        } else {
            changing(.state) { state = next }
        }
        onStateChange?(next)
        observers.purge()
        observers.send(next)
    }

    /// Runs an edit; Observation hears of the state once at its end, however many transitions
    /// it went through (the handlers and streams hear of each).
    private func edit<Result>(_ body: () -> Result) -> Result {
        editing += 1
        let result = body()
        editing -= 1
        if editing == 0 && stateChangedInEdit {
            stateChangedInEdit = false
            changing(.state) {}
        }
        return result
    }

    deinit {
        checkTasks.cancelAll()
        streams.finish()
    }
}
