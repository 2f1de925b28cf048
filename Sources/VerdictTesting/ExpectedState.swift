import VerdictForms

/// A `ValidationState` that a state assertion expects: a state value, or its description
/// written as a string literal (`"dirty(email, username)"`, `"invalid(2 errors)"`), so that an
/// invalid state need not spell out its whole report.
///
/// ```swift
/// form.shouldTransition(through: ["dirty(username)", "invalid(1 error)", .clean]) { form in
///     form.username = "al"
///     form.validate()
///     form.username = "alice"
///     form.validate()
/// }
/// ```
public struct ExpectedState: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    private enum Storage: Sendable, Hashable {
        case state(ValidationState)
        case description(String)
    }

    private let storage: Storage

    /// Expects exactly `state` (an invalid state with an equal report).
    ///
    /// ```swift
    /// let expected = ExpectedState(.invalid(report))
    /// ```
    public init(_ state: ValidationState) { storage = .state(state) }

    /// Expects a state whose description is `description`.
    ///
    /// ```swift
    /// let expected: ExpectedState = "invalid(2 errors)"
    /// ```
    public init(stringLiteral description: String) { storage = .description(description) }

    /// Nothing entered.
    ///
    /// ```swift
    /// form.shouldHaveState(.empty)
    /// ```
    public static let empty = ExpectedState(.empty)

    /// Asynchronous rules of exactly `paths` pending.
    ///
    /// ```swift
    /// form.shouldHaveState(.validating(["username"]))
    /// ```
    public static func validating(_ paths: Set<AttributePath>) -> ExpectedState { ExpectedState(.validating(paths)) }

    /// Validated with no blocking error.
    ///
    /// ```swift
    /// form.shouldHaveState(.clean)
    /// ```
    public static let clean = ExpectedState(.clean)

    /// Edited at exactly `paths` since the last validation.
    ///
    /// ```swift
    /// form.shouldHaveState(.dirty(["email", "username"]))
    /// ```
    public static func dirty(_ paths: Set<AttributePath>) -> ExpectedState { ExpectedState(.dirty(paths)) }

    /// Invalid, with exactly `report`.
    ///
    /// ```swift
    /// form.shouldHaveState(.invalid(expectedReport))
    /// ```
    public static func invalid(_ report: ValidationReport) -> ExpectedState { ExpectedState(.invalid(report)) }

    /// Whether `state` is the one expected.
    ///
    /// ```swift
    /// ExpectedState("dirty(email)").matches(.dirty(["email"])) // true
    /// ```
    public func matches(_ state: ValidationState) -> Bool {
        switch storage {
        case .state(let expected): expected == state
        case .description(let expected): expected == state.description
        }
    }

    /// The expected state's description, as `ValidationState` prints it.
    ///
    /// ```swift
    /// ExpectedState.clean.description // "clean"
    /// ```
    public var description: String {
        switch storage {
        case .state(let state): state.description
        case .description(let text): text
        }
    }
}
