import VerdictEngine

/// A rule over the whole model whose failure is attached to one attribute: form-level and
/// cross-field checks.
///
/// Name what the check reads in `reads` so the rule graph orders it after those attributes'
/// filters and re-runs it when they change; without `reads` it reads everything.
///
/// ```swift
/// Constraint(\.passwordRepeat, reads: [\.password, \.passwordRepeat], code: "password.mismatch",
///       message: "Passwords do not match.") { $0.password == $0.passwordRepeat }
/// ```
public struct Constraint<Model>: RuleSetComponent {
    private var declaration: CheckDeclaration<Model>

    /// A check that holds or not, reported with `code` and `message`.
    ///
    /// ```swift
    /// Constraint(\.terms, code: "terms.required", message: "Accept the terms.") { $0.terms }
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
    /// Constraint(\.endDate) { trip in
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

    /// An asynchronous check (a database, a server), reported with `code` and `message` when
    /// `holds` returns `false`. It runs after the synchronous rules of `attribute` and of `reads`
    /// passed, with a timeout (see ``AsyncValueRule``); the rule set is validated with `await`.
    ///
    /// ```swift
    /// Constraint(\.email, reads: [\.email, \.username], code: "account.exists", message: "An account exists.") { form in
    ///     await !Directory.shared.hasAccount(form.username, form.email)
    /// }
    /// ```
    public init(
        _ attribute: AttributeKeyPath<Model>, name: String? = nil, label: String? = nil,
        reads: [AttributeKeyPath<Model>]? = nil, code: ErrorCode = .customFailed,
        message: MessageTemplate = "{attribute} is invalid.", timeout: Duration = .seconds(10),
        fileID: String = #fileID, line: Int = #line,
        _ holds: @escaping @Sendable (Model) async throws -> Bool
    ) where Model: Sendable {
        let failure = RuleFailure(code: code, template: message)
        self.init(attribute, name: name, label: label, reads: reads, timeout: timeout, fileID: fileID, line: line) {
            try await holds($0) ? nil : failure
        }
    }

    /// An asynchronous check that returns its own failure, or `nil` when the model passes.
    ///
    /// ```swift
    /// Constraint(\.email, reads: [\.email]) { (form: SignUp) async in
    ///     await Directory.shared.hasAccount(form.username, form.email)
    ///         ? RuleFailure(code: "account.exists", template: "An account exists for {attribute}.") : nil
    /// }
    /// ```
    public init(
        _ attribute: AttributeKeyPath<Model>, name: String? = nil, label: String? = nil,
        reads: [AttributeKeyPath<Model>]? = nil, timeout: Duration = .seconds(10),
        fileID: String = #fileID, line: Int = #line,
        _ check: @escaping @Sendable (Model) async throws -> RuleFailure?
    ) where Model: Sendable {
        self.init(attribute, name: name, label: label, reads: reads, fileID: fileID, line: line) { _ in .notAwaited }
        declaration.asynchronous = AsyncRule(
            name: "Constraint", timeout: timeout, answerLifetime: .zero, skipsEmptyValues: false,
            box: CheckInput.boxing(Model.self)
        ) { model, _ in
            try await check(model as! Model)
        }
    }

    /// Reports the failure as a warning, which never makes the model invalid.
    ///
    /// ```swift
    /// Constraint(\.bio) { !$0.bio.isEmpty }.severity(.warning)
    /// ```
    public func severity(_ severity: Severity) -> Constraint {
        var copy = self
        copy.declaration.options.severity = severity
        return copy
    }

    /// The check as a one-declaration rule set.
    ///
    /// ```swift
    /// let set = Constraint<SignUp>(\.email) { !$0.email.isEmpty }.ruleSet
    /// ```
    public var ruleSet: RuleSet<Model> { RuleSet(declarations: [.check(declaration)]) }
}
