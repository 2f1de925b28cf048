@_spi(VerdictTesting) import VerdictForms

extension FormSession {
    /// Asserts that the model is in `expected` state now.
    ///
    /// ```swift
    /// form.username = "alice"
    /// form.shouldHaveState(.dirty(["username"]))
    /// form.validate()
    /// form.shouldHaveState("invalid(1 error)")
    /// ```
    public func shouldHaveState(
        _ expected: ExpectedState,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        guard !expected.matches(state) else { return }
        recordFailure(
            "Expected the state \(expected); actual state \(state)" + reportListing,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Asserts that `steps`, applied in order, move the model through exactly the `expected`
    /// states (each change of state, as `onStateChange` sees it; a step that changes nothing
    /// adds none). The failure lists what each step did.
    ///
    /// ```swift
    /// form.shouldTransition(
    ///     through: ["dirty(username)", "invalid(1 error)", "dirty(username)", .clean],
    ///     applying: [.set(\.username, to: "al"), .validate, .set(\.username, to: "alice"), .validate])
    /// ```
    public func shouldTransition(
        through expected: [ExpectedState], applying steps: [FormStep<Model>],
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        let trace = steps.map { step in (step.name, recordingStates { step.run(on: $0) }) }
        checkTransitions(
            expected, trace: trace, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Asserts that `edits` move the model through exactly the `expected` states (each change of
    /// state, as `onStateChange` sees it).
    ///
    /// ```swift
    /// form.shouldTransition(through: ["dirty(username)", "invalid(1 error)"]) { form in
    ///     form.username = "al"
    ///     form.validate()
    /// }
    /// ```
    public func shouldTransition(
        through expected: [ExpectedState],
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column,
        _ edits: (FormSession<Model>) -> Void
    ) {
        checkTransitions(
            expected, trace: [(nil, recordingStates(edits))],
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// The states the model goes through while `body` runs, heard beside any `onStateChange`
    /// handler already set, which keeps being called.
    private func recordingStates(_ body: (FormSession<Model>) -> Void) -> [ValidationState] {
        let recorder = StateRecorder()
        let handler = onStateChange
        onStateChange = { state in
            recorder.states.append(state)
            handler?(state)
        }
        defer { onStateChange = handler }
        body(self)
        return recorder.states
    }

    private func checkTransitions(
        _ expected: [ExpectedState], trace: [(step: String?, states: [ValidationState])], at site: CallSite
    ) {
        let actual = trace.flatMap(\.states)
        guard actual.count != expected.count || !zip(expected, actual).allSatisfy({ $0.matches($1) }) else { return }
        func list(_ states: [some CustomStringConvertible]) -> String {
            states.isEmpty ? "none" : states.map(\.description).joined(separator: ", ")
        }
        var message = "Expected the states \(list(expected)); actual states: \(list(actual))"
        let steps = trace.compactMap { entry in entry.step.map { "\($0) → \(list(entry.states))" } }
        if !steps.isEmpty { message += "\n" + ErrorListing.indented(steps) }
        recordFailure(message + reportListing, at: site)
    }

    /// The last report's errors, on their own lines, when there are any.
    private var reportListing: String {
        report.errors.isEmpty ? "" : "\n" + ErrorListing.actualErrors(report.errors)
    }
}

extension FormSession where Model: Equatable {
    /// Undoes, and asserts that the model is back to `model` in `state`.
    ///
    /// ```swift
    /// form.email = "oops"
    /// form.shouldUndo(to: SignUp(username: "alice", email: "alice@example.com"), state: .clean)
    /// ```
    public func shouldUndo(
        to model: Model, state: ExpectedState,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        checkRestored(by: "undo", undid: undo(), model: model, state: state, at: site)
    }

    /// Redoes, and asserts that the model is back to `model` in `state`.
    ///
    /// ```swift
    /// form.undo()
    /// form.shouldRedo(to: SignUp(username: "alice", email: "alice@example.com"), state: .clean)
    /// ```
    public func shouldRedo(
        to model: Model, state: ExpectedState,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        checkRestored(by: "redo", undid: redo(), model: model, state: state, at: site)
    }

    private func checkRestored(
        by action: String, undid: Bool, model expected: Model, state expectedState: ExpectedState, at site: CallSite
    ) {
        let expectation = "Expected \(action) to return to state \(expectedState) with the expected model"
        guard undid else {
            recordFailure("\(expectation); there was nothing to \(action) (state \(state))", at: site)
            return
        }
        var problems: [String] = []
        if !expectedState.matches(state) { problems.append("the state is \(state)") }
        if model != expected {
            problems.append(
                "the model differs: "
                    + ModelDifference.describe(expected: expected, actual: model) { isSensitive(property: $0) })
        }
        guard !problems.isEmpty else { return }
        recordFailure(expectation + "; " + problems.joined(separator: "; "), at: site)
    }
}

/// Collects the states a `FormSession` goes through.
private final class StateRecorder {
    var states: [ValidationState] = []
}
