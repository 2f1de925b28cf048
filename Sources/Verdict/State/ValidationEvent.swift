/// Something that happens to a validated model and moves its ``ValidationState``.
///
/// ```swift
/// let next = try ValidationState.empty.applying(.edited("username")) // .dirty(["username"])
/// ```
public enum ValidationEvent: Sendable, Hashable {
    /// An attribute changed.
    case edited(FieldPath)
    /// A validation ran to the end at once (no asynchronous rule), with this report.
    case validated(ValidationReport)
    /// A validation started whose asynchronous rules are still pending.
    case validationStarted
    /// The pending asynchronous rules finished, with this report.
    case validationFinished(ValidationReport)
    /// Undo or redo restored a checkpoint; the model is back in that checkpoint's state.
    case restored(ValidationState)
    /// The model was reset: nothing entered.
    case reset
}

/// A transition the state machine refuses, such as finishing a validation that never started.
///
/// ```swift
/// do { _ = try ValidationState.clean.applying(.validationFinished(report)) }
/// catch { print(error) } // Cannot finish a validation in state clean: none is pending.
/// ```
public struct TransitionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The state the event reached.
    public let state: ValidationState
    /// The refused event.
    public let event: ValidationEvent
    /// Why it is refused.
    public let reason: String

    /// A readable explanation.
    ///
    /// ```swift
    /// print(error.description)
    /// ```
    public var description: String { reason }
}

extension ValidationState {
    /// The state after `event`, following the transition table:
    ///
    /// | state \ event | `edited(p)` | `validated(r)` | `validationStarted` | `validationFinished(r)` | `restored(s)` | `reset` |
    /// | --- | --- | --- | --- | --- | --- | --- |
    /// | `empty` | `dirty([p])` | `clean` / `invalid(r)` | `validating` | refused | `s` | `empty` |
    /// | `dirty(ps)` | `dirty(ps ∪ [p])` | `clean` / `invalid(r)` | `validating` | refused | `s` | `empty` |
    /// | `validating` | `dirty([p])` | `clean` / `invalid(r)` | `validating` | `clean` / `invalid(r)` | `s` | `empty` |
    /// | `clean` | `dirty([p])` | `clean` / `invalid(r)` | `validating` | refused | `s` | `empty` |
    /// | `invalid(r0)` | `dirty([p])` | `clean` / `invalid(r)` | `validating` | refused | `s` | `empty` |
    ///
    /// An edit while validating abandons the pending validation. `restored(s)` takes the state
    /// saved with the checkpoint. Refused transitions throw a ``TransitionError``.
    ///
    /// ```swift
    /// try ValidationState.dirty(["email"]).applying(.edited("username")) // .dirty(["email", "username"])
    /// ```
    public func applying(_ event: ValidationEvent) throws(TransitionError) -> ValidationState {
        switch (self, event) {
        case (.dirty(let paths), .edited(let path)): return .dirty(paths.union([path]))
        case (_, .edited(let path)): return .dirty([path])
        case (_, .validated(let report)): return ValidationState(report: report)
        case (_, .validationStarted): return .validating
        case (.validating, .validationFinished(let report)): return ValidationState(report: report)
        case (_, .validationFinished):
            throw TransitionError(
                state: self, event: event,
                reason: "Cannot finish a validation in state \(self): none is pending.")
        case (_, .restored(let state)): return state
        case (_, .reset): return .empty
        }
    }
}
