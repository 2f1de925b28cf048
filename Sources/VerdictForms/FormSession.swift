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
/// `FormSession` is `Observable` (Observation), so a SwiftUI view can bind to ``state``, ``report`` and
/// ``errors(at:)``.
///
/// **Asynchronous rules** (``Remote``, an `async` ``Custom``) run after the synchronous ones
/// passed, as tasks: the state is `validating` with the attributes pending until they answer,
/// then `clean` or `invalid`. A new edit of an attribute cancels its check in flight, and an answer
/// for a value that is no longer there is never applied; undo cancels every check. ``onCheck``
/// hears each answer; `await form.validate()` and `await form.submit()` wait for them.
///
/// **Isolation.** A `FormSession` is the state of a form on screen, so it is `@MainActor` (and so
/// `Sendable`); a server validates with the rule set, which is nonisolated and `Sendable`. Rule
/// closures are `@Sendable` and nonisolated: one that reaches the `FormSession` anyway (an
/// `@unchecked Sendable` box and `MainActor.assumeIsolated`) reads the model as it was before the
/// run (a copy, with the values that filters overwrote put back), rather than stop the program.
///
/// ```swift
/// let form = try FormSession(SignUp(), rules: SignUp.rules, scenario: .login)
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
public final class FormSession<Model>: Observable, SessionObserver {
    /// The model as edited, and as filtered by the last validation.
    public var model: Model { observe(keys.model, session.visibleModel) }

    /// Where the model stands.
    public var state: ValidationState { observe(keys.state, session.state) }

    /// The errors of the last validation (empty before any).
    public var report: ValidationReport { observe(keys.report, session.report) }

    /// The scenario the rules run in; change it with ``setScenario(_:)``.
    public var scenario: ScenarioName { observe(keys.scenario, session.scenario) }

    /// Whether every edit re-validates at once (incrementally): FXModelValidation's
    /// `validateUpdates`, ALPValidator's validate-as-you-type.
    public var validatesOnChange: Bool {
        get { observe(keys.validatesOnChange, session.validatesOnChange) }
        set { changing(.validatesOnChange) { session.validatesOnChange = newValue } }
    }

    /// The last edit the input-stage rules refused, until an edit is accepted.
    public var refusal: ValidationReport? { observe(keys.refusal, session.screening.refusal) }

    /// The observed properties' key paths, made once: in a generic class a key-path literal is
    /// built at run time on each use, which every observed access would otherwise pay.
    @MainActor
    struct Keys {
        let model = \FormSession.model
        let state = \FormSession.state
        let report = \FormSession.report
        let scenario = \FormSession.scenario
        let validatesOnChange = \FormSession.validatesOnChange
        let refusal = \FormSession.refusal
        /// Observers of ``canUndo`` and ``canRedo`` hear of it when either changes.
        let history = \FormSession.canUndo
    }

    let keys = Keys()
    /// Observation is hand-rolled, not `@Observable` (as `FormGroup` is): the session writes its
    /// values without an observation and announces each change once, through
    /// ``changing(_:_:)``, and the key paths are made once. `@Observable`'s `access(keyPath: \.x)`
    /// and `withMutation(keyPath: \.x)` build their key-path literals at each use in this generic
    /// class: 21,600 more instructions per edit, +55% (39,229 → 60,855 on
    /// `incremental/100-rules/incremental`; +48% on `1000-rules`, +56% on
    /// `each-member/member-100`), measured by callgrind on a release build, 2,000 edits:
    /// `valgrind --tool=callgrind --toggle-collect='*runProfiled*' VerdictBenchmarks --profile
    /// incremental/100-rules/incremental 2000`, PROGRAM TOTALS ÷ 2000.
    private let registrar = ObservationRegistrar()
    /// The model, its parts and the work; it tells this face of each change.
    let session: ValidationSession<Model>

    var rules: RuleSet<Model> { session.rules }

    func observe<Member>(_ keyPath: KeyPath<FormSession, Member>, _ value: @autoclosure () -> Member) -> Member {
        registrar.access(self, keyPath: keyPath)
        return value()
    }

    func changing<Result>(_ property: SessionProperty, _ change: () throws -> Result) rethrows -> Result {
        switch property {
        case .model: try registrar.withMutation(of: self, keyPath: keys.model, change)
        case .state: try registrar.withMutation(of: self, keyPath: keys.state, change)
        case .report: try registrar.withMutation(of: self, keyPath: keys.report, change)
        case .scenario: try registrar.withMutation(of: self, keyPath: keys.scenario, change)
        case .validatesOnChange: try registrar.withMutation(of: self, keyPath: keys.validatesOnChange, change)
        case .refusal: try registrar.withMutation(of: self, keyPath: keys.refusal, change)
        case .history: try registrar.withMutation(of: self, keyPath: keys.history, change)
        }
    }

    /// Tracks `model` with `rules` in `scenario`.
    ///
    /// `checkOptions`: how asynchronous rules run (their transport, parameters, debounce, clock);
    /// the answers they get are kept with them.
    ///
    /// `historyDepth` bounds the checkpoints kept for undo. The history keeps the changes between
    /// checkpoints, not copies of the model: a checkpoint costs the values written since the one
    /// before (one per run of edits of the same attribute), its state and its report; past 64
    /// changes they are compacted into two copies of a value-type model, or into one change per
    /// attribute (or element) written for a class model. Undo writes the values back, so a class
    /// model is restored in place.
    /// For a class model, pass `snapshot` to copy an instance: ``isComplete(_:)`` and
    /// ``isEligible`` run their filters on a copy.
    ///
    /// ```swift
    /// let form = try FormSession(SignUp(), rules: SignUp.rules, scenario: .register, validatesOnChange: true)
    /// ```
    public init(
        _ model: Model, rules: RuleSet<Model>, scenario: ScenarioName = .default, validatesOnChange: Bool = false,
        historyDepth: Int = 16, checkOptions: CheckOptions = CheckOptions(),
        snapshot: @escaping (Model) -> Model = { $0 }
    ) throws(RuleSetError) {
        session = try ValidationSession(
            model, rules: rules, scenario: scenario, validatesOnChange: validatesOnChange,
            historyDepth: historyDepth, checkOptions: checkOptions, snapshot: snapshot)
        session.observer = self
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
        session.update(keyPath, to: value, elements: nil)
    }

    /// Assigns request data to the safe attributes of the current scenario (massive assignment),
    /// as one edit (one undo step, one notification, an incremental validation of what it
    /// assigned), screened as ``update(_:to:)`` is. When a value does not convert or the input
    /// rules refuse one, nothing is written: the result's report, ``refusal`` and ``onRefusal``
    /// say why.
    ///
    /// ```swift
    /// try form.assign(.form([("username", "alice"), ("email", "alice@example.com")]))
    /// ```
    @discardableResult
    public func assign(_ input: AssignmentInput, options: AssignmentOptions = AssignmentOptions())
        throws(RuleSetError) -> AssignmentResult
    {
        try session.assign(input, options: options)
    }

    /// Edits the element at `index` (a valid index) of an array attribute in place, as an edit
    /// of that element alone: only its `Each` rules re-run, with the rules that read the whole
    /// array, whatever its length; screened as ``update(_:to:)`` is. `edit` may read the form (it
    /// edits a copy of the element). Setting the whole array compares every element (`==`, when
    /// `Equatable`) to find the edited ones; this edit compares and copies nothing else.
    ///
    /// ```swift
    /// form.update(\.addresses, at: 1) { $0.zip = "75011" }
    /// ```
    @discardableResult
    public func update<Element>(
        _ keyPath: WritableKeyPath<Model, [Element]>, at index: Int, _ edit: (inout Element) -> Void
    ) -> EditOutcome {
        session.update(keyPath, at: index, edit)
    }
}
