/// A rule over the whole model whose failure is attached to one attribute: form-level and
/// cross-field checks.
///
/// Name what the check reads in `reads` so the rule graph orders it after those attributes'
/// filters and re-runs it when they change; without `reads` it reads everything.
///
/// ```swift
/// Check(\.passwordRepeat, reads: [\.password, \.passwordRepeat], code: "password.mismatch",
///       message: "Passwords do not match.") { $0.password == $0.passwordRepeat }
/// ```
public struct Check<Model>: RuleSetComponent {
    private var declaration: CheckDeclaration<Model>

    /// A check that holds or not, reported with `code` and `message`.
    ///
    /// ```swift
    /// Check(\.terms, code: "terms.required", message: "Accept the terms.") { $0.terms }
    /// ```
    public init(
        _ attribute: AttributeKeyPath<Model>, name: String? = nil, label: String? = nil,
        reads: [AttributeKeyPath<Model>]? = nil, code: ErrorCode = .customFailed,
        message: MessageTemplate = "{attribute} is invalid.",
        fileID: String = #fileID, line: Int = #line,
        _ holds: @escaping @Sendable (Model) -> Bool
    ) {
        let failure = RuleFailure(code: code, template: message)
        self.init(attribute, name: name, label: label, reads: reads, fileID: fileID, line: line) {
            holds($0) ? nil : failure
        }
    }

    /// A check that returns its own failure, or `nil` when the model passes.
    ///
    /// ```swift
    /// Check(\.endDate) { trip in
    ///     trip.endDate >= trip.startDate ? nil
    ///         : RuleFailure(code: "trip.endsBeforeStart", template: "{attribute} is before the start.")
    /// }
    /// ```
    public init(
        _ attribute: AttributeKeyPath<Model>, name: String? = nil, label: String? = nil,
        reads: [AttributeKeyPath<Model>]? = nil, fileID: String = #fileID, line: Int = #line,
        _ check: @escaping @Sendable (Model) -> RuleFailure?
    ) {
        let resolved = name ?? AttributeName.derive(from: attribute)
        declaration = CheckDeclaration(
            attribute: KeyPathBox(attribute), name: resolved,
            label: label ?? resolved.map(AttributeName.label) ?? "Value",
            location: SourceLocation(fileID: fileID, line: line), options: RuleOptions(),
            reads: reads?.map { KeyPathBox($0) }, check: check)
    }

    /// Reports the failure as a warning, which never makes the model invalid.
    ///
    /// ```swift
    /// Check(\.bio) { !$0.bio.isEmpty }.severity(.warning)
    /// ```
    public func severity(_ severity: Severity) -> Check {
        var copy = self
        copy.declaration.options.severity = severity
        return copy
    }

    /// The check as a one-declaration rule set.
    ///
    /// ```swift
    /// let set = Check<SignUp>(\.email) { !$0.email.isEmpty }.ruleSet
    /// ```
    public var ruleSet: RuleSet<Model> { RuleSet(declarations: [.check(declaration)]) }
}
