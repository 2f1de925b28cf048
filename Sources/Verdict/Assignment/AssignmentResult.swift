/// What a massive assignment did: its report (conversion errors, and the rules' errors when it
/// validated too), the keys it ignored, and whether it wrote the model.
///
/// ```swift
/// var user = User()
/// let result = try User.rules.validate(&user, assigning: .json(body), scenario: "register")
/// if !result.report.isValid { print(result.report) }
/// ```
public struct AssignmentResult: Sendable {
    /// The errors: those of conversion (a value of the wrong type, a body that does not parse,
    /// refused keys in strict mode) in input order, then, when the call validated, the rules'.
    public var report: ValidationReport
    /// The keys that were not written, in input order: unknown, unsafe or inactive ones (empty
    /// in strict mode, where they are errors).
    public var ignoredKeys: [IgnoredKey]
    /// Whether the model was written: every value converted. When `false` the model is exactly
    /// as it was.
    public var isAssigned: Bool

    /// ```swift
    /// let result = AssignmentResult(report: ValidationReport(errors: [], scenario: .default), ignoredKeys: [], isAssigned: true)
    /// ```
    public init(report: ValidationReport, ignoredKeys: [IgnoredKey], isAssigned: Bool) {
        self.report = report
        self.ignoredKeys = ignoredKeys
        self.isAssigned = isAssigned
    }

    /// The result of an assignment whose input could not be read, as a failure.
    struct Unreadable: Error {
        var result: AssignmentResult
        init(_ result: AssignmentResult) { self.result = result }
    }
}
