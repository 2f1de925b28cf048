/// How serious a validation failure is. Only ``error`` makes a model invalid.
///
/// The enum is closed: a warning never invalidates, there is no third outcome, and it will not
/// gain cases.
///
/// ```swift
/// Attribute(\.nickname) { Length(max: 12).severity(.warning) }
/// ```
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Informational: reported, never blocks.
    case warning
    /// Blocking: the model is invalid.
    case error

    /// Orders `warning` before `error`.
    ///
    /// ```swift
    /// Severity.warning < .error // true
    /// ```
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}
