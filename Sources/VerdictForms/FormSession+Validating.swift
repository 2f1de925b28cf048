import VerdictEngine

// Validating a `FormSession` model: validate, settle and submit, its asynchronous checks, the
// completeness and eligibility stages, the scenario and the errors at an attribute.

extension FormSession {
    /// Validates the model: the rules that depend on what changed since the last validation
    /// (every rule the first time); filters write into ``model``; a clean result is an undo
    /// checkpoint.
    ///
    /// ```swift
    /// let report = form.validate()
    /// ```
    ///
    /// With asynchronous rules, their checks start (those whose answer for the current value is not
    /// known) and the state is `validating` until they answer; the report holds what is known.
    /// Unavailable in `async` code, where `await form.validate()` is the call.
    @available(
        *, noasync,
        message: "await the asynchronous validate(), which also waits for the asynchronous checks"
    )
    @discardableResult
    public func validate() -> ValidationReport {
        session.validate()
    }

    /// Validates, then waits until every asynchronous check answered; returns the final report. In
    /// `async` code this is the `validate` to call (the synchronous one is unavailable there).
    ///
    /// ```swift
    /// let report = await form.validate()
    /// report.isValid // the server's answers included
    /// ```
    @discardableResult
    public func validate() async -> ValidationReport {
        session.validate()
        return await session.settle()
    }

    /// Waits, without validating again, until no asynchronous check is pending (those that start
    /// meanwhile included, and those that edits cancelled have ended), and returns the report.
    ///
    /// ```swift
    /// form.username = "alice"          // validatesOnChange: the server is asked
    /// let report = await form.settle() // its answer is in
    /// ```
    @discardableResult
    public func settle() async -> ValidationReport {
        await session.settle()
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
    /// waits for them. Unavailable in `async` code, where `await form.submit()` is the call.
    @available(
        *, noasync,
        message: "await the asynchronous submit(), which waits for the asynchronous checks before submitting"
    )
    @discardableResult
    public func submit() -> ValidationReport {
        session.submit()
    }

    /// Validates, waits for the asynchronous checks, then runs the submission-stage rules.
    ///
    /// ```swift
    /// let report = await form.submit()
    /// if report.isValid { send(form.model) }
    /// ```
    @discardableResult
    public func submit() async -> ValidationReport {
        session.validate()
        await session.settle()
        return session.submit()
    }

    // MARK: Asynchronous checks

    /// How asynchronous rules run: transport, parameters (ALPValidator's `validate:parameters:`),
    /// debounce, clock. Changing it applies to the checks that start afterwards.
    ///
    /// ```swift
    /// form.checkOptions.parameters = ["tenant": "demo"]
    /// ```
    public var checkOptions: CheckOptions {
        get { session.checkOptions }
        set { session.checkOptions = newValue }
    }

    /// Called with each answer of an asynchronous check, or its error (ALPValidator's delegate),
    /// on the main actor, before the state changes that the answer brings.
    ///
    /// ```swift
    /// form.onCheck = { event in print(event) } // username Remote(…): failed
    /// ```
    public var onCheck: ((CheckEvent) -> Void)? {
        get { session.onCheck }
        set { session.onCheck = newValue }
    }

    /// Whether an attribute is complete by its completeness-stage rules (so focus may move on);
    /// an attribute without such rules is complete.
    ///
    /// ```swift
    /// if form.isComplete(\.number) { focus = .next }
    /// ```
    public func isComplete(_ attribute: AttributeKeyPath<Model>) -> Bool {
        session.isComplete(attribute)
    }

    /// Whether the model may be submitted by its eligibility-stage rules (enable the button).
    ///
    /// ```swift
    /// submitButton.isEnabled = form.isEligible
    /// ```
    public var isEligible: Bool {
        session.isEligible
    }

    /// How many steps the last validation ran, nested rule sets' included: the work counter of
    /// the tests that check what an edit re-runs.
    var stepsOfLastValidation: Int { session.stepsOfLastValidation }

    /// Switches to another scenario and re-validates against its graph (unless nothing was
    /// entered yet). The undo history starts again from here: its checkpoints were validated in
    /// the other scenario.
    ///
    /// ```swift
    /// try form.setScenario(.login)
    /// ```
    public func setScenario(_ scenario: ScenarioName) throws(RuleSetError) {
        try session.setScenario(scenario)
    }

    /// The path and label of `attribute` as the rules name it: the attribute's own, else those
    /// derived from the key path (as for the dirty state), for the errors of a ``FormGroup`` rule.
    func location(of attribute: AttributeKeyPath<Model>) -> (path: AttributePath, label: String) {
        session.location(of: attribute)
    }

    /// The errors of one attribute in the last validation.
    ///
    /// ```swift
    /// form.errors(at: \.email).first?.message
    /// ```
    public func errors(at keyPath: AttributeKeyPath<Model>) -> [ValidationError] {
        report.errors(at: keyPath)
    }
}
