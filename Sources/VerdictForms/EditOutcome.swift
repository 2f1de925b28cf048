import VerdictEngine

/// What became of an edit: accepted, or refused by the field's input-stage rules (the value
/// stays as it was).
///
/// The enum is closed: an edit is accepted or refused, and it will not gain cases.
///
/// ```swift
/// if case .refused(let report) = form.update(\.number, to: "12a") {
///     print(report.errors.first?.message ?? "") // Number must not contain "a".
/// }
/// ```
public enum EditOutcome: Sendable, Hashable {
    /// The new value is in the model.
    case accepted
    /// Input rules refused the value; the report says why.
    case refused(ValidationReport)

    /// Whether the edit was accepted.
    ///
    /// ```swift
    /// form.update(\.number, to: "9").isAccepted // true
    /// ```
    public var isAccepted: Bool { self == .accepted }
}
