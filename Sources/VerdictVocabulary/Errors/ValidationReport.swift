/// The outcome of validating a model: every error, in a stable order (attribute by attribute,
/// in declaration order).
///
/// ```swift
/// let report = try SignUp.rules.validate(&form, scenario: .register)
/// if !report.isValid {
///     for error in report.errors(at: \SignUp.email) { print(error.message) }
/// }
/// ```
public struct ValidationReport: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Every error and warning.
    public var errors: [ValidationError]
    /// The scenario validated.
    public var scenario: ScenarioName

    /// Creates a report.
    ///
    /// ```swift
    /// let empty = ValidationReport(errors: [], scenario: .default)
    /// ```
    public init(errors: [ValidationError], scenario: ScenarioName) {
        self.errors = errors
        self.scenario = scenario
    }

    /// Whether no error has severity ``Severity/error`` (warnings do not count).
    ///
    /// ```swift
    /// report.isValid
    /// ```
    public var isValid: Bool { !errors.contains { $0.severity == .error } }

    /// Only the warnings.
    ///
    /// ```swift
    /// report.warnings.map(\.message)
    /// ```
    public var warnings: [ValidationError] { errors.filter { $0.severity == .warning } }

    /// The errors of one attribute, by typed key path from the root.
    ///
    /// An attribute declared in a rule set shared through a protocol (`\M.email` in generic
    /// code, with `name: "email"`) is found by the model's own key path too.
    ///
    /// ```swift
    /// report.errors(at: \SignUp.email)
    /// ```
    public func errors(at keyPath: AnyKeyPath) -> [ValidationError] {
        var query = KeyPathQuery(keyPath)
        return errors.filter { query.matches($0) }
    }

    /// The errors at a path, such as `addresses[1].zip` (a string literal is an ``AttributePath``).
    ///
    /// ```swift
    /// report.errors(at: "addresses[1].zip")
    /// ```
    public func errors(at path: AttributePath) -> [ValidationError] {
        errors.filter { $0.path == path }
    }

    /// The first error of each attribute, in order: what a form shows beside each field.
    ///
    /// ```swift
    /// for error in report.firstErrors { print(error.path, error.message) }
    /// ```
    public var firstErrors: [ValidationError] {
        var seen = Set<AttributePath>()
        return errors.filter { seen.insert($0.path).inserted }
    }

    /// One error a line, `path: message`.
    ///
    /// ```swift
    /// print(report)
    /// ```
    public var description: String {
        errors.isEmpty ? "valid" : errors.map { "\($0.path) [\($0.code)]: \($0.message)" }.joined(separator: "\n")
    }
}

extension ValidationReport {
    /// The errors and the warnings counted apart, for short descriptions: `2 errors, 1 warning`,
    /// `1 error`, `3 warnings`, `no errors`.
    package var tally: String {
        let errorCount = errors.count { $0.severity == .error }
        let warningCount = errors.count { $0.severity == .warning }
        func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        switch (errorCount, warningCount) {
        case (0, 0): return "no errors"
        case (_, 0): return counted(errorCount, "error")
        case (0, _): return counted(warningCount, "warning")
        default: return counted(errorCount, "error") + ", " + counted(warningCount, "warning")
        }
    }
}
