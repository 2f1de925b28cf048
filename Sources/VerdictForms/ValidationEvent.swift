import VerdictEngine

/// Something that happens to a validated model and moves its ``ValidationState``.
///
/// A struct rather than an enum, so that new kinds of events (such as those of asynchronous
/// rules) can come without breaking anyone's `switch`: make events with the static members,
/// compare them with `==`, and apply them with `ValidationState.applying(_:)`.
///
/// The transition table is plumbing that only tests need: it is public under
/// `@_spi(VerdictTesting) import Verdict`, and ``FormSession`` applies it for you.
///
/// ```swift
/// let next = try ValidationState.empty.applying(.edited("username")) // .dirty(["username"])
/// print(ValidationEvent.validated(report)) // validated(2 errors, 1 warning)
/// ```
@_spi(VerdictTesting)
public struct ValidationEvent: Sendable, Hashable, CustomStringConvertible {
    /// What happened, with what it carries.
    enum Kind: Sendable, Hashable {
        case edited(AttributePath)
        case validated(ValidationReport)
        case validationStarted(Set<AttributePath>)
        case validationFinished(ValidationReport)
        case restored(ValidationState)
        case reset
    }

    let kind: Kind

    private init(_ kind: Kind) { self.kind = kind }

    /// An attribute changed.
    ///
    /// ```swift
    /// try ValidationState.clean.applying(.edited("email")) // .dirty(["email"])
    /// ```
    public static func edited(_ path: AttributePath) -> ValidationEvent { ValidationEvent(.edited(path)) }

    /// A validation ran to the end at once (no asynchronous rule), with this report.
    ///
    /// ```swift
    /// try ValidationState.dirty(["email"]).applying(.validated(report)) // .clean or .invalid(report)
    /// ```
    public static func validated(_ report: ValidationReport) -> ValidationEvent { ValidationEvent(.validated(report)) }

    /// A validation started (or goes on) whose asynchronous rules of the attributes at `pending`
    /// have not answered yet.
    ///
    /// ```swift
    /// try ValidationState.dirty(["username"]).applying(.validationStarted(["username"])) // .validating(["username"])
    /// ```
    public static func validationStarted(_ pending: Set<AttributePath>) -> ValidationEvent {
        ValidationEvent(.validationStarted(pending))
    }

    /// The pending asynchronous rules finished, with this report.
    ///
    /// ```swift
    /// try ValidationState.validating(["username"]).applying(.validationFinished(report)) // .clean or .invalid(report)
    /// ```
    public static func validationFinished(_ report: ValidationReport) -> ValidationEvent {
        ValidationEvent(.validationFinished(report))
    }

    /// Undo or redo restored a checkpoint; the model is back in that checkpoint's state.
    ///
    /// ```swift
    /// try ValidationState.dirty(["email"]).applying(.restored(.clean)) // .clean
    /// ```
    public static func restored(_ state: ValidationState) -> ValidationEvent { ValidationEvent(.restored(state)) }

    /// The model was reset: nothing entered.
    ///
    /// ```swift
    /// try ValidationState.invalid(report).applying(.reset) // .empty
    /// ```
    public static let reset = ValidationEvent(.reset)

    /// A short name with what the event carries: `edited(addresses[1].zip)`,
    /// `validated(2 errors, 1 warning)`, `validationStarted(username)`, `validationFinished(no errors)`,
    /// `restored(clean)`, `reset`.
    ///
    /// ```swift
    /// print(ValidationEvent.edited("email")) // edited(email)
    /// ```
    public var description: String {
        switch kind {
        case .edited(let path): "edited(\(path))"
        case .validated(let report): "validated(\(report.tally))"
        case .validationStarted(let paths):
            "validationStarted(\(paths.map(\.description).sorted().joined(separator: ", ")))"
        case .validationFinished(let report): "validationFinished(\(report.tally))"
        case .restored(let state): "restored(\(state))"
        case .reset: "reset"
        }
    }
}

/// A transition the state machine refuses, such as finishing a validation that never started.
///
/// ```swift
/// do { _ = try ValidationState.clean.applying(.validationFinished(report)) }
/// catch { print(error) } // Cannot finish a validation in state clean: none is pending.
/// ```
///
/// Under `@_spi(VerdictTesting)`, as ``ValidationEvent`` is.
@_spi(VerdictTesting)
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

@_spi(VerdictTesting)
extension ValidationState {
    /// The state after `event`, following the transition table:
    ///
    /// | state \ event | `edited(p)` | `validated(r)` | `validationStarted(qs)` | `validationFinished(r)` | `restored(s)` | `reset` |
    /// | --- | --- | --- | --- | --- | --- | --- |
    /// | `empty` | `dirty([p])` | `clean` / `invalid(r)` | `validating(qs)` | refused | `s` | `empty` |
    /// | `dirty(ps)` | `dirty(ps ∪ [p])` | `clean` / `invalid(r)` | `validating(qs)` | refused | `s` | `empty` |
    /// | `validating(ps)` | `dirty([p])` | `clean` / `invalid(r)` | `validating(qs)` | `clean` / `invalid(r)` | `s` | `empty` |
    /// | `clean` | `dirty([p])` | `clean` / `invalid(r)` | `validating(qs)` | refused | `s` | `empty` |
    /// | `invalid(r0)` | `dirty([p])` | `clean` / `invalid(r)` | `validating(qs)` | refused | `s` | `empty` |
    ///
    /// An edit while validating leaves the pending checks of other attributes running; their
    /// answers are kept for the next validation. `restored(s)` takes the state
    /// saved with the checkpoint. Refused transitions throw a ``TransitionError``. Under
    /// `@_spi(VerdictTesting)`: ``FormSession`` applies the table; tests read it.
    ///
    /// ```swift
    /// try ValidationState.dirty(["email"]).applying(.edited("username")) // .dirty(["email", "username"])
    /// ```
    public func applying(_ event: ValidationEvent) throws(TransitionError) -> ValidationState {
        switch (self, event.kind) {
        case (.dirty(let paths), .edited(let path)): return .dirty(paths.union([path]))
        case (_, .edited(let path)): return .dirty([path])
        case (_, .validated(let report)): return ValidationState(report: report)
        case (_, .validationStarted(let pending)): return .validating(pending)
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
