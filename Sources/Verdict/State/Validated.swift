import Observation

/// A model instance with its rules and scenario, tracking its ``ValidationState``: edits make it
/// dirty, validation makes it clean or invalid, undo returns to the last clean or empty
/// checkpoint.
///
/// Edit attributes through the wrapper (dynamic member lookup) or ``update(_:to:)``; with
/// ``validatesOnChange`` each edit re-runs only the rules that the rule graph says depend on it.
/// `Validated` is `Observable` (Observation), so a SwiftUI view can bind to ``state``, ``report`` and
/// ``errors(at:)``.
///
/// **Isolation.** A `Validated` is not `Sendable`: it belongs to the isolation domain that made
/// it — the main actor for UI code, or one task. Its rule set is `Sendable` and can be shared.
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
@dynamicMemberLookup
public final class Validated<Model>: Observable {
    /// The model as edited, and as filtered by the last validation.
    public private(set) var model: Model {
        get { observe(keys.model, stored.model) }
        set { mutate(keys.model) { stored.model = newValue } }
    }

    /// Where the model stands.
    public private(set) var state: ValidationState {
        get { observe(keys.state, stored.state) }
        set { mutate(keys.state) { stored.state = newValue } }
    }

    /// The errors of the last validation (empty before any).
    public private(set) var report: ValidationReport {
        get { observe(keys.report, stored.report) }
        set { mutate(keys.report) { stored.report = newValue } }
    }

    /// The scenario the rules run in; change it with ``setScenario(_:)``.
    public private(set) var scenario: String {
        get { observe(keys.scenario, stored.scenario) }
        set { mutate(keys.scenario) { stored.scenario = newValue } }
    }

    /// Whether every edit re-validates at once (incrementally): FXModelValidation's
    /// `validateUpdates`, ALPValidator's validate-as-you-type.
    public var validatesOnChange: Bool {
        get { observe(keys.validatesOnChange, stored.validatesOnChange) }
        set { mutate(keys.validatesOnChange) { stored.validatesOnChange = newValue } }
    }

    /// The last edit the input-stage rules refused, until an edit is accepted.
    public private(set) var refusal: ValidationReport? {
        get { observe(keys.refusal, stored.refusal) }
        set { mutate(keys.refusal) { stored.refusal = newValue } }
    }

    /// The undo history, observed so that ``canUndo`` and ``canRedo`` are too.
    private var history: ValidationHistory<Model> {
        get { observe(keys.history, stored.history) }
        set { mutate(keys.history) { stored.history = newValue } }
    }

    /// The observed properties' values. The engine reads them here, without registering an
    /// observation; changes go through the properties, so observers hear of them.
    private struct Stored {
        var model: Model
        var state = ValidationState.empty
        var report: ValidationReport
        var scenario: String
        var validatesOnChange: Bool
        var refusal: ValidationReport?
        var history: ValidationHistory<Model>
    }

    /// The observed properties' key paths, made once: in a generic class a key-path literal is
    /// built at run time on each use, which every observed access would otherwise pay.
    private struct Keys {
        let model = \Validated.model
        let state = \Validated.state
        let report = \Validated.report
        let scenario = \Validated.scenario
        let validatesOnChange = \Validated.validatesOnChange
        let refusal = \Validated.refusal
        let history = \Validated.history
    }

    private var stored: Stored
    private let keys = Keys()
    private let registrar = ObservationRegistrar()
    private let rules: RuleSet<Model>
    private var programs: StagePrograms<Model>
    private var program: Program<Model> { programs.validation }
    private var stepErrors: StepErrors?
    private var dirty: Set<KeyPathBox> = []
    private let snapshot: (Model) -> Model
    private var observers = StateObservers()

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
    /// `historyDepth` bounds the checkpoints kept for undo (one checkpoint costs a copy of the
    /// model and its report). For a class model, pass `snapshot` to copy an instance, or undo
    /// cannot restore it.
    ///
    /// ```swift
    /// let form = try Validated(SignUp(), rules: SignUp.rules, scenario: "register", validatesOnChange: true)
    /// ```
    public init(
        _ model: Model, rules: RuleSet<Model>, scenario: String = "default", validatesOnChange: Bool = false,
        historyDepth: Int = 16, snapshot: @escaping (Model) -> Model = { $0 }
    ) throws(RuleSetError) {
        self.rules = rules
        programs = try StagePrograms(rules: rules, scenario: scenario)
        self.snapshot = snapshot
        stored = Stored(
            model: model, report: ValidationReport(errors: [], scenario: scenario), scenario: scenario,
            validatesOnChange: validatesOnChange,
            history: ValidationHistory(
                start: .init(model: snapshot(model), state: .empty, errors: nil, dirty: []), depth: historyDepth))
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
        let changed = KeyPathBox(keyPath)
        let previous = stored.model[keyPath: keyPath]
        // The edit goes in place (no copy of the model); observers hear of it once accepted.
        stored.model[keyPath: keyPath] = value
        let refused = programs.input.errors(of: &stored.model, scenario: stored.scenario, after: [changed])
        if refused.contains(where: { $0.severity == .error }) {
            stored.model[keyPath: keyPath] = previous
            let report = ValidationReport(errors: refused, scenario: stored.scenario)
            refusal = report
            onRefusal?(report)
            return .refused(report)
        }
        if stored.refusal != nil { refusal = nil }
        // Observers hear of the edit now, or from the validation that follows when it writes the
        // model anyway: one notification instead of two.
        if !(stored.validatesOnChange && program.graph.writesValues) { mutate(keys.model) {} }
        edited(changed)
        return .accepted
    }

    private func edited(_ keyPath: KeyPathBox) {
        dirty.insert(keyPath)
        let wasAtCheckpoint = !stored.history.isEdited
        stored.history.edited()
        transition(.edited(path(of: keyPath)))
        if stored.validatesOnChange { validate() }
        // `canUndo` may have changed: tell observers once, unless a clean validation just
        // recorded a checkpoint (which told them).
        if wasAtCheckpoint && stored.history.isEdited { mutate(keys.history) {} }
    }

    private func path(of keyPath: KeyPathBox) -> FieldPath {
        if let attribute = program.graph.attribute(for: keyPath) { return program.graph.attributes[attribute].path }
        let name = (keyPath.keyPath as? PartialKeyPath<Model>).flatMap(AttributeName.derive)
        return AttributeName.path(of: name ?? "\(keyPath.keyPath)")
    }

    // MARK: Validating

    /// Validates the model: only the rules that depend on what changed since the last
    /// validation, or every rule the first time. Filters write into ``model``. A clean result
    /// becomes an undo checkpoint.
    ///
    /// ```swift
    /// let report = form.validate()
    /// ```
    @discardableResult
    public func validate() -> ValidationReport {
        finish(with: validationErrors())
    }

    /// Validates, then runs the submission-stage rules (form-level checks, server-bound
    /// conditions); the report holds both.
    ///
    /// ```swift
    /// let report = form.submit()
    /// if report.isValid { send(form.model) }
    /// ```
    @discardableResult
    public func submit() -> ValidationReport {
        let errors = validationErrors()
        let submission = mutate(keys.model) {
            programs.submission.errors(of: &stored.model, scenario: stored.scenario, after: nil)
        }
        return finish(with: errors + submission)
    }

    /// Whether an attribute is complete by its completeness-stage rules (so focus may move on);
    /// an attribute without such rules is complete.
    ///
    /// ```swift
    /// if form.isComplete(\.number) { focus = .next }
    /// ```
    public func isComplete(_ attribute: AttributeKeyPath<Model>) -> Bool {
        var copy = snapshot(model)
        return programs.completeness.passes(&copy, scenario: scenario, only: KeyPathBox(attribute))
    }

    /// Whether the model may be submitted by its eligibility-stage rules (enable the button).
    ///
    /// ```swift
    /// submitButton.isEnabled = form.isEligible
    /// ```
    public var isEligible: Bool {
        var copy = snapshot(model)
        return programs.eligibility.passes(&copy, scenario: scenario, only: nil)
    }

    /// Re-runs what depends on the edits since the last validation (everything the first time).
    private func validationErrors() -> [ValidationError] {
        let program = program
        let scenario = stored.scenario
        let affected = stepErrors == nil ? nil : program.affectedAttributes(by: dirty)
        let run = { (model: inout Model) in
            if let affected, self.stepErrors != nil {
                program.rerun(&model, scenario: scenario, affected: affected, into: &self.stepErrors!)
            } else {
                self.stepErrors = program.runCollecting(&model, scenario: scenario)
            }
        }
        // Filters write into the model: observers hear of it only when the program has any.
        if program.graph.writesValues {
            mutate(keys.model) { run(&stored.model) }
        } else {
            run(&stored.model)
        }
        dirty.removeAll()
        return stepErrors?.all ?? []
    }

    private func finish(with errors: [ValidationError]) -> ValidationReport {
        let report = ValidationReport(errors: errors, scenario: stored.scenario)
        if report != stored.report { self.report = report }
        transition(.validated(report))
        if report.isValid, stored.history.isEdited || stored.history.baseline.state != .clean {
            let checkpoint = checkpoint()
            mutate(keys.history) { stored.history.record(checkpoint) }
        }
        return report
    }

    /// Switches to another scenario and re-validates against its graph (unless nothing was
    /// entered yet). The undo history starts again from here: its checkpoints were validated in
    /// the other scenario.
    ///
    /// ```swift
    /// try form.setScenario("login")
    /// ```
    public func setScenario(_ scenario: String) throws(RuleSetError) {
        programs = try StagePrograms(rules: rules, scenario: scenario)
        self.scenario = scenario
        stepErrors = nil
        if stored.state == .empty {
            report = ValidationReport(errors: [], scenario: scenario)
        } else {
            validate()
        }
        history = ValidationHistory(start: checkpoint(), depth: stored.history.depth)
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
        let draft = checkpoint()
        guard let checkpoint = mutate(keys.history, { stored.history.undo(keeping: draft) }) else { return false }
        restore(checkpoint)
        return true
    }

    /// Brings back what the last ``undo()`` left; returns `false` when there is nothing.
    ///
    /// ```swift
    /// form.redo()
    /// ```
    @discardableResult
    public func redo() -> Bool {
        guard stored.history.canRedo, let checkpoint = mutate(keys.history, { stored.history.redo() }) else {
            return false
        }
        restore(checkpoint)
        return true
    }

    /// Returns one attribute to its value at the last clean or empty checkpoint, as an edit.
    ///
    /// ```swift
    /// form.undo(\.email)
    /// ```
    public func undo<Value>(_ keyPath: WritableKeyPath<Model, Value>) {
        update(keyPath, to: stored.history.baseline.model[keyPath: keyPath])
    }

    /// Starts again from `model`: nothing entered, no history.
    ///
    /// ```swift
    /// form.reset(to: SignUp())
    /// ```
    public func reset(to model: Model) {
        self.model = model
        stepErrors = nil
        dirty.removeAll()
        report = ValidationReport(errors: [], scenario: stored.scenario)
        history = ValidationHistory(
            start: .init(model: snapshot(model), state: .empty, errors: nil, dirty: []), depth: stored.history.depth)
        transition(.reset)
    }

    private func checkpoint() -> ValidationHistory<Model>.Checkpoint {
        .init(model: snapshot(stored.model), state: stored.state, errors: stepErrors, dirty: dirty)
    }

    private func restore(_ checkpoint: ValidationHistory<Model>.Checkpoint) {
        model = snapshot(checkpoint.model)
        stepErrors = checkpoint.errors
        dirty = checkpoint.dirty
        report = ValidationReport(errors: checkpoint.errors?.all ?? [], scenario: stored.scenario)
        transition(.restored(checkpoint.state))
    }

    // MARK: Observing

    /// Called with each new state, when it differs from the last (ALPValidator's
    /// `validatorStateChangedHandler`).
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
    /// ```swift
    /// for await state in form.stateChanges() { print(state) }
    /// ```
    public func stateChanges() -> AsyncStream<ValidationState> {
        observers.stream()
    }

    /// Calls `listener` with each new state (for the groups the model belongs to).
    func listen(_ listener: @escaping (ValidationState) -> Void) {
        observers.listen(listener)
    }

    private func transition(_ event: ValidationEvent) {
        // The table refuses only `validationFinished` outside `validating`, which this type
        // never sends; keep the state if it ever did.
        guard let next = try? stored.state.applying(event), next != stored.state else { return }
        state = next
        onStateChange?(next)
        observers.send(next)
    }

    deinit {
        observers.finish()
    }
}
