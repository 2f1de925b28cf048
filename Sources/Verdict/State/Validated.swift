import Observation
import VerdictEngine

/// A model instance with its rules and scenario, tracking its ``ValidationState``: edits make it
/// dirty, validation makes it clean or invalid, undo returns to the last clean or empty
/// checkpoint.
///
/// Edit attributes through the wrapper (dynamic member lookup) or ``update(_:to:)``, and one
/// element of an array with ``update(_:at:_:)``; with ``validatesOnChange`` each edit re-runs
/// only the rules that the rule graph says depend on it (for an element of an `Each` array, that
/// element's rules).
/// `Validated` is `Observable` (Observation), so a SwiftUI view can bind to ``state``, ``report`` and
/// ``errors(at:)``.
///
/// **Asynchronous rules** (``Remote``, an `async` ``Custom``) run after the synchronous ones
/// passed, as tasks: the state is `validating` with the attributes pending until they answer,
/// then `clean` or `invalid`. A new edit of an attribute cancels its check in flight, and an answer
/// for a value that is no longer there is never applied; undo cancels every check. ``onCheck``
/// hears each answer; `await form.validate()` and `await form.submit()` wait for them.
///
/// **Isolation.** A `Validated` is the state of a form on screen, so it is `@MainActor` (and so
/// `Sendable`): use it from the main actor — SwiftUI views, `@MainActor` types and tests. Code
/// elsewhere (a server) validates with the rule set, which is nonisolated and `Sendable`. Rule
/// closures are `@Sendable` and nonisolated, so a rule cannot read the `Validated` it validates.
/// One that reaches it anyway (an `@unchecked Sendable` box and `MainActor.assumeIsolated`) does
/// not stop the program on an exclusivity conflict: rules run on a copy of the model, stored back
/// once they ran, so such a rule reads the model as it was before the run (a class model is the
/// same instance, as the rules change it).
///
/// ```swift
/// let form = try Validated(SignUp(), rules: SignUp.rules, scenario: "login")
/// form.username = "  alice "        // .dirty(["username"])
/// let report = form.validate()      // .invalid: email and password missing; username trimmed
/// form.email = "alice@example.com"
/// form.password = "secret"
/// form.validate()                   // .clean — a checkpoint
/// form.email = "oops"
/// form.undo()                       // back to the clean checkpoint
/// ```
@MainActor
@dynamicMemberLookup
public final class Validated<Model>: Observable {
    /// The model as edited, and as filtered by the last validation.
    public private(set) var model: Model {
        get { observe(keys.model, _model) }
        set { mutate(keys.model) { _model = newValue } }
    }

    /// Where the model stands.
    public private(set) var state: ValidationState {
        get { observe(keys.state, _state) }
        set { mutate(keys.state) { _state = newValue } }
    }

    /// The errors of the last validation (empty before any).
    public private(set) var report: ValidationReport {
        get { observe(keys.report, _report) }
        set { mutate(keys.report) { _report = newValue } }
    }

    /// The scenario the rules run in; change it with ``setScenario(_:)``.
    public private(set) var scenario: ScenarioName {
        get { observe(keys.scenario, _scenario) }
        set { mutate(keys.scenario) { _scenario = newValue } }
    }

    /// Whether every edit re-validates at once (incrementally): FXModelValidation's
    /// `validateUpdates`, ALPValidator's validate-as-you-type.
    public var validatesOnChange: Bool {
        get { observe(keys.validatesOnChange, _validatesOnChange) }
        set { mutate(keys.validatesOnChange) { _validatesOnChange = newValue } }
    }

    /// The last edit the input-stage rules refused, until an edit is accepted.
    public private(set) var refusal: ValidationReport? {
        get { observe(keys.refusal, _refusal) }
        set { mutate(keys.refusal) { _refusal = newValue } }
    }

    /// The undo history, observed so that ``canUndo`` and ``canRedo`` are too; observers hear of
    /// it when either changes.
    private var history: EditHistory { observe(keys.history, _history) }

    // The observed properties' values. The engine reads and writes them here, without registering
    // an observation; changes go through the properties or `mutate`, so observers hear of them.
    private var _model: Model
    private var _state = ValidationState.empty
    private var _report: ValidationReport
    private var _scenario: ScenarioName
    private var _validatesOnChange: Bool
    private var _refusal: ValidationReport?
    private var _history: EditHistory

    /// The observed properties' key paths, made once: in a generic class a key-path literal is
    /// built at run time on each use, which every observed access would otherwise pay.
    @MainActor
    private struct Keys {
        let model = \Validated.model
        let state = \Validated.state
        let report = \Validated.report
        let scenario = \Validated.scenario
        let validatesOnChange = \Validated.validatesOnChange
        let refusal = \Validated.refusal
        let history = \Validated.history
    }

    private let keys = Keys()
    /// Observation is hand-rolled, not `@Observable` (as `FormGroup` is): the engine writes the
    /// stored values without an observation, and the state of an edit is announced once at its
    /// end. Whether `@Observable` costs anything on the incremental benchmarks: not measured.
    private let registrar = ObservationRegistrar()
    let rules: RuleSet<Model>
    /// The validation stage: what each rule found, what was edited since, what re-runs.
    private var session: IncrementalSession
    /// The other stages: input screening, completeness, eligibility, submission.
    private var stages: StageChecks<Model>
    private var observers: StateObservers
    /// The asynchronous checks: their answers, their tasks.
    private var scheduler: CheckScheduler
    /// The checks' tasks that have not answered, for `deinit` (which is not isolated) to cancel.
    private nonisolated let checkTasks: CheckTasks
    /// The streams of ``stateChanges()``, finished when the model goes (from any thread).
    private nonisolated let streams: StateStreams
    /// Edits under way (an edit can start another from a handler), and whether the state changed
    /// since the outermost one began.
    private var editing = 0
    private var stateChangedInEdit = false

    private func observe<Member>(_ keyPath: KeyPath<Validated, Member>, _ value: Member) -> Member {
        registrar.access(self, keyPath: keyPath)
        return value
    }

    private func mutate<Member, Result>(
        _ keyPath: KeyPath<Validated, Member>, _ change: () throws -> Result
    ) rethrows -> Result {
        try registrar.withMutation(of: self, keyPath: keyPath, change)
    }

    /// Tracks `model` with `rules` in `scenario`.
    ///
    /// `checkOptions`: how asynchronous rules run (their transport, parameters, debounce, clock);
    /// the answers they get are kept with them.
    ///
    /// `historyDepth` bounds the checkpoints kept for undo. The history keeps the changes between
    /// checkpoints, not copies of the model: a checkpoint costs the values written since the one
    /// before (one per run of edits of the same attribute), its state and its report; past 64
    /// changes they are compacted into two copies of a value-type model (a class model's history
    /// keeps every change). Undo writes the values back, so a class model is restored in place.
    /// For a class model, pass `snapshot` to copy an instance: ``isComplete(_:)`` and
    /// ``isEligible`` run their filters on a copy.
    ///
    /// ```swift
    /// let form = try Validated(SignUp(), rules: SignUp.rules, scenario: "register", validatesOnChange: true)
    /// ```
    public init(
        _ model: Model, rules: RuleSet<Model>, scenario: ScenarioName = .default, validatesOnChange: Bool = false,
        historyDepth: Int = 16, checkOptions: CheckOptions = CheckOptions(),
        snapshot: @escaping (Model) -> Model = { $0 }
    ) throws(RuleSetError) {
        self.rules = rules
        let streams = StateStreams()
        self.streams = streams
        observers = StateObservers(streams: streams)
        let evaluators = try StageEvaluators(rules: rules, scenario: scenario)
        session = IncrementalSession(evaluator: evaluators.validation)
        let checkTasks = CheckTasks()
        self.checkTasks = checkTasks
        scheduler = CheckScheduler(checks: evaluators.validation.asyncChecks, options: checkOptions, tasks: checkTasks)
        stages = StageChecks(evaluators: evaluators, snapshot: snapshot)
        _model = model
        _report = ValidationReport(errors: [], scenario: scenario)
        _scenario = scenario
        _validatesOnChange = validatesOnChange
        _history = EditHistory(of: Model.self, scenario: scenario, depth: historyDepth, snapshot: snapshot)
    }

    // MARK: Editing

    /// Reads or edits an attribute of the model; an edit moves the state to dirty (or, with
    /// ``validatesOnChange``, re-validates what depends on it).
    ///
    /// ```swift
    /// form.email = "alice@example.com"
    /// ```
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Model, Value>) -> Value {
        get { model[keyPath: keyPath] }
        set { update(keyPath, to: newValue) }
    }

    /// Sets an attribute, as an edit — unless the attribute's input-stage rules refuse the new
    /// value: then the model keeps the old one, ``refusal`` and ``onRefusal`` tell why.
    ///
    /// ```swift
    /// form.update(\.email, to: "alice@example.com")
    /// ```
    @discardableResult
    public func update<Value>(_ keyPath: WritableKeyPath<Model, Value>, to value: Value) -> EditOutcome {
        update(keyPath, to: value, elements: nil)
    }

    /// Sets an attribute, as ``update(_:to:)`` does; `elements`: the positions of the only
    /// elements of an array that the edit changes, when the caller knows them.
    @discardableResult
    private func update<Value>(
        _ keyPath: WritableKeyPath<Model, Value>, to value: Value, elements known: Set<Int>?
    ) -> EditOutcome {
        let previous = _model[keyPath: keyPath]
        // The edit goes in place (no copy of the model); observers hear of it once accepted.
        _model[keyPath: keyPath] = value
        guard let filtered = screen(keyPath, previous: previous) else { return .refused(_refusal!) }
        // The journal and the session take the edit before any observer hears of it: an observer
        // may edit the model in turn, and its edit comes after this one.
        let attribute = EditIntake.take(
            keyPath, from: previous, to: value, filtered: filtered, elements: known, session: &session,
            journal: &_history.journal, model: &_model)
        scheduler.edited(at: attribute)
        return accepted(session.path(of: keyPath, at: attribute))
    }

    /// Assigns request data to the safe attributes of the current scenario (massive assignment),
    /// as one edit: one step in the undo history, one notification, and an incremental
    /// validation of the assigned attributes only (under ``validatesOnChange``). The input-stage
    /// rules screen the assigned attributes as they screen an ``update(_:to:)``. When a value
    /// does not convert, or the input rules refuse one, nothing is written (the whole assignment
    /// is refused), the result is not assigned and its report says why, and so do ``refusal``
    /// and ``onRefusal``.
    ///
    /// ```swift
    /// try form.assign(.form([("username", "alice"), ("email", "alice@example.com")]))
    /// ```
    @discardableResult
    public func assign(_ input: AssignmentInput, options: AssignmentOptions = AssignmentOptions())
        throws(RuleSetError) -> AssignmentResult
    {
        let edit = try runningRules { model throws(RuleSetError) in
            try rules.assignAsEdit(input, to: &model, scenario: _scenario, options: options)
        }
        guard edit.result.isAssigned else {
            refusal = edit.result.report
            onRefusal?(edit.result.report)
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
            return AssignmentResult(
                report: ValidationReport(
                    errors: _refusal!.errors.map { error in
                        var error = error
                        error.path = options.keys.path(for: error.path)
                        return error
                    }, scenario: _scenario), ignoredKeys: edit.result.ignoredKeys, isAssigned: false)
        }
        EditIntake.take(
            assigned: changes + filtered, at: edit.positions, session: &session, journal: &_history.journal,
            model: &_model)
        for position in edit.positions { scheduler.edited(at: position) }
        _ = accepted(FieldPath())
        return edit.result
    }

    /// Screens an edit of `keyPath`, already in the model, by the input-stage rules: returns what
    /// input filters wrote, or `nil` when the rules refused it (the model is as before; ``refusal``
    /// and ``onRefusal`` say why).
    private func screen<Value>(_ keyPath: WritableKeyPath<Model, Value>, previous: Value) -> [ModelChange]? {
        screen([keyPath]) { $0[keyPath: keyPath] = previous }
    }

    /// Screens an edit of the attributes at `keyPaths`, already in the model, as
    /// ``screen(_:previous:)`` screens one; `undo` takes the edit back.
    private func screen(_ keyPaths: @autoclosure () -> [AnyKeyPath], undo: (inout Model) -> Void) -> [ModelChange]? {
        guard stages.screensEdits else { return [] }
        switch runningRules({ stages.screen(keyPaths(), model: &$0, undo: undo) }) {
        case .accepted(let changes):
            return changes
        case .refused(let errors):
            let report = ValidationReport(errors: errors, scenario: _scenario)
            refusal = report
            onRefusal?(report)
            return nil
        }
    }

    /// Edits the element at `index` of an array attribute in place, as an edit of the array that
    /// changes that element alone: with ``validatesOnChange``, only that element's rules re-run
    /// (its `Each` rules), with the rules that read the whole array, whatever its length. The
    /// input-stage rules screen the array as for ``update(_:to:)``.
    ///
    /// `index` must be a valid index of the array; `edit` may read the form (it edits a copy of
    /// the element, written back when it returns). Setting the whole array (``update(_:to:)``, or
    /// `form.items[5].quantity = 3` through the wrapper) re-validates only the elements that
    /// differ (`==`) when they are `Equatable`, after comparing every element; this edit compares
    /// nothing, and copies no element but the edited one.
    ///
    /// ```swift
    /// form.update(\.addresses, at: 1) { $0.zip = "75011" }
    /// ```
    @discardableResult
    public func update<Element>(
        _ keyPath: WritableKeyPath<Model, [Element]>, at index: Int, _ edit: (inout Element) -> Void
    ) -> EditOutcome {
        guard !stages.screensEdits else {
            var array = _model[keyPath: keyPath]
            edit(&array[index])
            return update(keyPath, to: array, elements: [index])
        }
        let previous = _model[keyPath: keyPath][index]
        // The edit works on a copy of the element, so that it may read the form; the element is
        // written back in place (the array is copied only if something else holds it).
        var element = previous
        edit(&element)
        _model[keyPath: keyPath][index] = element
        let attribute = EditIntake.take(
            keyPath, element: index, from: previous, to: element, session: &session, journal: &_history.journal,
            model: &_model)
        scheduler.edited(at: attribute)
        return accepted(session.path(ofElement: index, of: keyPath, at: attribute))
    }

    /// What follows an accepted edit (recorded in the journal and the session): observers hear of
    /// it, and with ``validatesOnChange``, the model is validated. `path`: the edited path, for
    /// the dirty state.
    private func accepted(_ path: @autoclosure () -> FieldPath) -> EditOutcome {
        if _refusal != nil { refusal = nil }
        // Observers hear of the edit now, or from the validation that follows when it writes the
        // model anyway: one notification instead of two.
        if !(_validatesOnChange && session.writesValues) { mutate(keys.model) {} }
        edit {
            // When the validation follows at once and no handler listens, nobody can see the dirty
            // state in between: skip it.
            if !_validatesOnChange || onStateChange != nil || !observers.isEmpty {
                transition(.edited(path()))
            }
            if _validatesOnChange { validate() }
            announceHistory()
        }
        return .accepted
    }

    /// Tells observers of ``canUndo`` and ``canRedo`` when either changed since they last heard.
    private func announceHistory() {
        guard _history.takeAnnouncement() else { return }
        mutate(keys.history) {}
    }

    // MARK: Validating

    /// Validates the model: only the rules that depend on what changed since the last
    /// validation, or every rule the first time. Filters write into ``model``. A clean result
    /// becomes an undo checkpoint.
    ///
    /// ```swift
    /// let report = form.validate()
    /// ```
    ///
    /// With asynchronous rules, their checks start (those whose answer for the current value is not
    /// known) and the state is `validating` until they answer; the report holds what is known.
    @discardableResult
    public func validate() -> ValidationReport {
        validateNow()
    }

    /// Validates, then waits until every asynchronous check answered; returns the final report. In
    /// `async` code this is the `validate` that is called.
    ///
    /// ```swift
    /// let report = await form.validate()
    /// report.isValid // the server's answers included
    /// ```
    @discardableResult
    public func validate() async -> ValidationReport {
        validateNow()
        await settle()
        return _report
    }

    @discardableResult
    private func validateNow() -> ValidationReport {
        let errors = validationErrors()
        guard !scheduler.isEmpty else { return finish(with: errors) }
        askChecks()
        return publishChecks(submitting: nil)
    }

    /// Waits until no asynchronous check is pending, without validating again, and returns the
    /// report; checks cancelled by edits have ended too when it returns. New checks may start
    /// meanwhile (queued ones, as others answer): it waits for them as well.
    ///
    /// ```swift
    /// form.username = "alice"          // validatesOnChange: the server is asked
    /// let report = await form.settle() // its answer is in
    /// ```
    @discardableResult
    public func settle() async -> ValidationReport {
        await scheduler.settle()
        return _report
    }

    /// Validates, then runs the submission-stage rules (form-level checks, server-bound
    /// conditions); the report holds both.
    ///
    /// ```swift
    /// let report = form.submit()
    /// if report.isValid { send(form.model) }
    /// ```
    ///
    /// With asynchronous rules still pending, the report has a ``ErrorCode/checkPending`` error
    /// for each of their attributes (it is never valid before they answered): `await form.submit()`
    /// waits for them.
    @discardableResult
    public func submit() -> ValidationReport {
        submitNow()
    }

    /// Validates, waits for the asynchronous checks, then runs the submission-stage rules.
    ///
    /// ```swift
    /// let report = await form.submit()
    /// if report.isValid { send(form.model) }
    /// ```
    @discardableResult
    public func submit() async -> ValidationReport {
        validateNow()
        await settle()
        return submitNow()
    }

    private func submitNow() -> ValidationReport {
        let errors = validationErrors()
        let submissionErrors = mutate(keys.model) { runningRules { stages.submit(&$0, journal: &_history.journal) } }
        guard !scheduler.isEmpty else { return finish(with: errors + submissionErrors) }
        askChecks()
        return publishChecks(submitting: submissionErrors)
    }

    // MARK: Asynchronous checks

    /// How asynchronous rules run: transport, parameters (ALPValidator's `validate:parameters:`),
    /// debounce, clock. Changing it applies to the checks that start afterwards.
    ///
    /// ```swift
    /// form.checkOptions.parameters = ["tenant": "demo"]
    /// ```
    public var checkOptions: CheckOptions {
        get { scheduler.options }
        set { scheduler.options = newValue }
    }

    /// Called with each answer of an asynchronous check, or its error (ALPValidator's delegate),
    /// on the main actor, before the state changes that the answer brings.
    ///
    /// ```swift
    /// form.onCheck = { event in print(event) } // username Remote(…): failed
    /// ```
    public var onCheck: ((CheckEvent) -> Void)?

    /// Starts the checks that the last validation needs: each check whose attribute passed its
    /// synchronous rules, and whose answer for the current value is neither known, kept, nor being
    /// asked.
    private func askChecks() {
        scheduler.ask(runningRules { session.checkInputs(&$0) }, scenario: _scenario)
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
        guard let check = scheduler.take(answer, for: index, token: token, scenario: _scenario) else { return }
        if let onCheck,
            let event = CheckEvent(path: session.path(at: check.attribute), rule: check.rule.name, answer: answer)
        {
            onCheck(event)
        }
        // Only a validation waiting for its checks moves on; after an edit, the next one uses it.
        guard case .validating = _state else { return }
        publishChecks(submitting: nil)
    }

    /// Publishes the report as the checks stand: `validating` with the pending attributes, or the
    /// outcome once none is pending. `submitting`: the submission-stage errors of a submit, whose
    /// report also has a `check.pending` error for each pending attribute.
    @discardableResult
    private func publishChecks(submitting submissionErrors: [ValidationError]?) -> ValidationReport {
        let errors = session.errors(of: Model.self, with: scheduler.checks.errors)
        let pending = scheduler.pending
        guard !pending.isEmpty else { return finish(with: errors + (submissionErrors ?? [])) }
        var all = errors
        if let submissionErrors {
            for check in pending {
                all.append(
                    .error(
                        at: check.site.location,
                        failure: RuleFailure(code: .checkPending, template: "{attribute} is still being checked."),
                        severity: .error, scenario: _scenario))
            }
            all += submissionErrors
        }
        let report = ValidationReport(errors: all, scenario: _scenario)
        if report != _report { self.report = report }
        transition(.validationStarted(Set(pending.map { session.path(at: $0.attribute) })))
        return report
    }

    /// Whether an attribute is complete by its completeness-stage rules (so focus may move on);
    /// an attribute without such rules is complete.
    ///
    /// ```swift
    /// if form.isComplete(\.number) { focus = .next }
    /// ```
    public func isComplete(_ attribute: AttributeKeyPath<Model>) -> Bool {
        stages.isComplete(attribute, of: model)
    }

    /// Whether the model may be submitted by its eligibility-stage rules (enable the button).
    ///
    /// ```swift
    /// submitButton.isEnabled = form.isEligible
    /// ```
    public var isEligible: Bool {
        stages.isEligible(model)
    }

    /// How many steps the last validation ran, nested rule sets' included: the work counter of
    /// the tests that check what an edit re-runs.
    var stepsOfLastValidation: Int { session.stepsRun }

    /// Re-runs what depends on the edits since the last validation (everything the first time).
    private func validationErrors() -> [ValidationError] {
        // Filters write into the model: observers hear of it only when the rules have any. The
        // session reads what to re-run as the rules are about to run: an observer that hears of
        // the mutation first may edit the model, and that edit is validated with the others.
        guard session.writesValues else { return runningRules { session.validate(&$0, journal: &_history.journal) } }
        return mutate(keys.model) { runningRules { session.validate(&$0, journal: &_history.journal) } }
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
        var copy = _model
        defer { _model = copy }
        return try body(&copy)
    }

    private func finish(with errors: [ValidationError]) -> ValidationReport {
        let report = ValidationReport(errors: errors, scenario: _scenario)
        if report != _report { self.report = report }
        if case .validating = _state {
            transition(.validationFinished(report))
        } else {
            transition(.validated(report))
        }
        // A handler may have edited the model as it heard of the outcome: then the model is no
        // longer clean (or its own validation recorded the checkpoint), and this is none.
        if _history.recordIfCheckpoint(checkpoint()) { announceHistory() }
        return report
    }

    /// Switches to another scenario and re-validates against its graph (unless nothing was
    /// entered yet). The undo history starts again from here: its checkpoints were validated in
    /// the other scenario.
    ///
    /// ```swift
    /// try form.setScenario("login")
    /// ```
    public func setScenario(_ scenario: ScenarioName) throws(RuleSetError) {
        try ScenarioSwitch.use(scenario, of: rules, stages: &stages, session: &session, scheduler: &scheduler)
        self.scenario = scenario
        if _state == .empty {
            report = ValidationReport(errors: [], scenario: scenario)
        } else {
            validate()
        }
        _history.restart(from: checkpoint())
        announceHistory()
    }

    /// The path and label of `attribute` as the rules name it: the attribute's own, else those
    /// derived from the key path (as for the dirty state), for the errors of a ``FormGroup`` rule.
    func location(of attribute: AttributeKeyPath<Model>) -> (path: FieldPath, label: String) {
        let position = session.position(of: attribute)
        let path = session.path(of: attribute, at: position)
        return (path, position.map(session.label(at:)) ?? AttributeName.label(of: path.description))
    }

    /// The errors of one attribute in the last validation.
    ///
    /// ```swift
    /// form.errors(at: \.email).first?.message
    /// ```
    public func errors(at keyPath: AttributeKeyPath<Model>) -> [ValidationError] {
        report.errors(at: keyPath)
    }

    // MARK: Undo

    /// Whether ``undo()`` would change anything.
    ///
    /// ```swift
    /// undoButton.isEnabled = form.canUndo
    /// ```
    public var canUndo: Bool { history.canUndo }

    /// Whether ``redo()`` would change anything.
    ///
    /// ```swift
    /// redoButton.isEnabled = form.canRedo
    /// ```
    public var canRedo: Bool { history.canRedo }

    /// Returns to the last clean or empty checkpoint: the one the model was edited from, or, when
    /// it was not edited since, the one before. Returns `false` when there is none.
    ///
    /// ```swift
    /// form.email = "oops"
    /// form.undo()    // the email is back to its last clean value
    /// ```
    @discardableResult
    public func undo() -> Bool {
        guard _history.canUndo else { return false }
        let draft = checkpoint()
        let restored = mutate(keys.model) { _history.undo(keeping: draft, model: &_model) }
        guard let restored else { return false }
        scheduler.invalidateAll()
        restore(restored)
        announceHistory()
        return true
    }

    /// Brings back what the last ``undo()`` left; returns `false` when there is nothing.
    ///
    /// ```swift
    /// form.redo()
    /// ```
    @discardableResult
    public func redo() -> Bool {
        guard _history.canRedo else { return false }
        let restored = mutate(keys.model) { _history.redo(model: &_model) }
        guard let restored else { return false }
        scheduler.invalidateAll()
        restore(restored)
        announceHistory()
        return true
    }

    /// Returns one attribute to its value at the last clean or empty checkpoint, as an edit.
    /// Only attributes that the rule set names can be undone one by one: another key path (an
    /// element that did not exist then, a value behind an optional that was `nil`) may have had
    /// no value at the checkpoint. Returns whether the attribute was undone.
    ///
    /// ```swift
    /// form.undo(\.email)
    /// ```
    @discardableResult
    public func undo<Value>(_ keyPath: WritableKeyPath<Model, Value>) -> Bool {
        guard session.position(of: keyPath) != nil else { return false }
        return update(keyPath, to: _history.journal.baselineValue(at: keyPath, of: &_model)).isAccepted
    }

    /// Starts again from `model`: nothing entered, no history.
    ///
    /// ```swift
    /// form.reset(to: SignUp())
    /// ```
    public func reset(to model: Model) {
        self.model = model
        session.invalidate()
        scheduler.invalidateAll()
        report = ValidationReport(errors: [], scenario: _scenario)
        _history.restart(from: EditHistory.start(_scenario))
        announceHistory()
        transition(.reset)
    }

    /// The state, report and edits of now, for the history (which knows where the model is).
    private func checkpoint() -> EditHistory.Checkpoint {
        .init(state: _state, report: _report, dirty: session.dirty)
    }

    /// Takes the state, report and edits of a checkpoint the history moved the model back to.
    /// The next validation runs every rule (the checkpoint keeps the report, not what each rule
    /// found); it finds the same errors.
    private func restore(_ checkpoint: EditHistory.Checkpoint) {
        session.invalidate(dirty: checkpoint.dirty)
        if checkpoint.report != _report { report = checkpoint.report }
        transition(.restored(checkpoint.state))
    }

    // MARK: Observing

    /// Called with each new state, when it differs from the last (ALPValidator's
    /// `validatorStateChangedHandler`). With ``validatesOnChange``, an edit brings the dirty
    /// state, then the outcome. Observation (the ``state`` property) hears of an edit once, with
    /// its last state; without a handler or stream, the dirty state in between is skipped.
    ///
    /// ```swift
    /// form.onStateChange = { state in submitButton.isEnabled = state == .clean }
    /// ```
    public var onStateChange: ((ValidationState) -> Void)?

    /// Called with the report of each refused edit.
    ///
    /// ```swift
    /// form.onRefusal = { report in shake(); print(report.errors[0].message) }
    /// ```
    public var onRefusal: ((ValidationReport) -> Void)?

    /// A stream of the states from now on; it finishes when the `Validated` is released.
    ///
    /// A stream that falls behind keeps the newest 64 states it has not read and drops older
    /// ones, so its reader always gets the latest state. Dropping the stream, or cancelling the
    /// task that iterates it, unregisters it.
    ///
    /// ```swift
    /// for await state in form.stateChanges() { print(state) }
    /// ```
    public func stateChanges() -> AsyncStream<ValidationState> {
        observers.stream()
    }

    /// Calls `listener` with each new state, for as long as `owner` (a group the model belongs to)
    /// lives.
    func listen(owner: AnyObject, _ listener: @escaping (ValidationState) -> Void) {
        observers.listen(owner: owner, listener)
    }

    /// How many listeners the model keeps (for the tests that show dropped groups leave none).
    var listenerCount: Int {
        observers.listenerCount
    }

    private func transition(_ event: ValidationEvent) {
        // The table refuses only `validationFinished` outside `validating`, which this type
        // never sends; keep the state if it ever did.
        guard let next = try? _state.applying(event), next != _state else { return }
        if editing > 0 {
            _state = next
            stateChangedInEdit = true
        } else {
            state = next
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
            mutate(keys.state) {}
        }
        return result
    }

    deinit {
        checkTasks.cancelAll()
        streams.finish()
    }
}
