import VerdictEngine

/// Where a model stands: nothing entered, edited since the last validation, waiting for
/// asynchronous rules, or validated as clean or invalid.
///
/// The enum is closed: the states of the validation state machine, and it will not gain cases.
///
/// ```swift
/// let form = try FormSession(SignUp(), rules: SignUp.rules)
/// form.state                 // .empty
/// form.username = "alice"
/// form.state                 // .dirty(["username"])
/// form.validate()
/// form.state                 // .invalid(report) — the email is still missing
/// ```
public enum ValidationState: Sendable, Hashable, CustomStringConvertible {
    /// Nothing entered since creation or the last reset.
    case empty
    /// Attributes changed since the last validation, by printable path.
    case dirty(Set<AttributePath>)
    /// Asynchronous rules of these attributes (printable paths) are pending.
    case validating(Set<AttributePath>)
    /// Validated, with no blocking error (warnings may remain).
    case clean
    /// Validated, with blocking errors.
    case invalid(ValidationReport)

    /// Whether the state is the outcome of a validation (`clean` or `invalid`).
    ///
    /// ```swift
    /// ValidationState.clean.isDecided // true
    /// ```
    public var isDecided: Bool {
        switch self {
        case .clean, .invalid: true
        case .empty, .dirty, .validating: false
        }
    }

    /// The state of a finished validation with `report`: only the library makes a state.
    init(report: ValidationReport) {
        self = report.isValid ? .clean : .invalid(report)
    }

    /// A short name: `empty`, `dirty(email, username)`, `validating(username)`, `clean`,
    /// `invalid(2 errors, 1 warning)`. An invalid state counts its errors and its warnings apart,
    /// and names warnings only when there are some: `invalid(1 error)`.
    ///
    /// ```swift
    /// print(form.state) // dirty(username)
    /// ```
    public var description: String {
        switch self {
        case .empty: "empty"
        case .dirty(let paths): "dirty(\(paths.map(\.description).sorted().joined(separator: ", ")))"
        case .validating(let paths): "validating(\(paths.map(\.description).sorted().joined(separator: ", ")))"
        case .clean: "clean"
        case .invalid(let report): "invalid(\(report.tally))"
        }
    }
}
