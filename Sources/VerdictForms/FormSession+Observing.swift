// Observing a `FormSession` model beside Observation: the state handler, the refusal handler,
// the stream of states, and the listeners of a form group.

extension FormSession {
    /// Called with each new state, when it differs from the last (ALPValidator's
    /// `validatorStateChangedHandler`). With ``validatesOnChange``, an edit brings the dirty
    /// state, then the outcome. Observation (the ``state`` property) hears of an edit once, with
    /// its last state; without a handler or stream, the dirty state in between is skipped.
    ///
    /// ```swift
    /// form.onStateChange = { state in submitButton.isEnabled = state == .clean }
    /// ```
    public var onStateChange: ((ValidationState) -> Void)? {
        get { session.onStateChange }
        set { session.onStateChange = newValue }
    }

    /// Called with the report of each refused edit.
    ///
    /// ```swift
    /// form.onRefusal = { report in shake(); print(report.errors[0].message) }
    /// ```
    public var onRefusal: ((ValidationReport) -> Void)? {
        get { session.onRefusal }
        set { session.onRefusal = newValue }
    }

    /// A stream of the states from now on; it finishes when the `FormSession` is released.
    ///
    /// A stream that falls behind keeps the newest 64 states it has not read and drops older
    /// ones, so its reader always gets the latest state. Dropping the stream, or cancelling the
    /// task that iterates it, unregisters it.
    ///
    /// ```swift
    /// for await state in form.stateChanges() { print(state) }
    /// ```
    public func stateChanges() -> AsyncStream<ValidationState> {
        session.stateChanges()
    }

    /// Calls `listener` with each new state, for as long as `owner` (a group the model belongs to)
    /// lives.
    func listen(owner: AnyObject, _ listener: @escaping (ValidationState) -> Void) {
        session.listen(owner: owner, listener)
    }

    /// How many listeners the model keeps (for the tests that show dropped groups leave none).
    var listenerCount: Int {
        session.listenerCount
    }
}
