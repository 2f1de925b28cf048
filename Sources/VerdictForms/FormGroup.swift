import Observation
import VerdictEngine

/// Several validated models validated as one form, with form-level rules across them (seed
/// GKValidator's `FormValidator`): an aggregate state, whether the form is ready to submit, and
/// the same observers as ``FormSession``.
///
/// Members' errors appear in the group's report under the member's name (`account.email`).
///
/// ```swift
/// let account = try FormSession(Account(), rules: Account.rules, validatesOnChange: true)
/// let terms = try FormSession(Terms(), rules: Terms.rules)
/// let form = FormGroup()
/// form.add(account, as: "account")
/// form.add(terms, as: "terms")
/// form.addConstraint(attachedTo: account, at: \.passwordRepeat, code: "password.mismatch",
///              message: "Passwords do not match.") { account.password == account.passwordRepeat }
/// form.addConstraint(attachedTo: terms, at: \.accepted, code: "terms.required",
///              message: "Please accept terms and conditions.", stage: .submission) { terms.accepted }
/// submitButton.isEnabled = form.isReadyToSubmit
/// let report = form.submit()
/// ```
@MainActor
@Observable
public final class FormGroup {
    /// The aggregate state: validating (with every member's pending paths) or dirty if any member is, empty if all are, else clean
    /// or invalid by the members' and the form rules' errors.
    public private(set) var state: ValidationState = .empty
    /// The members' errors (under their names) and the form rules' errors, in the scenario the
    /// members share (``ScenarioName/default`` when they have none in common, or before any).
    public private(set) var report = ValidationReport(errors: [], scenario: .default)

    @ObservationIgnored private var members: [any FormMember] = []
    @ObservationIgnored private var rules: [FormRule] = []
    /// The failures of the validation-stage and of the submission-stage form rules.
    @ObservationIgnored private var ruleErrors: [RuleStage: [ValidationError]] = [:]
    /// The errors of the last problem details applied that name no member (see
    /// ``apply(_:keys:)``), until a member is edited.
    @ObservationIgnored private var serverErrors: [ValidationError] = []
    @ObservationIgnored private var observers: StateObservers
    /// The streams of ``stateChanges()``, finished when the group goes (from any thread).
    @ObservationIgnored private nonisolated let streams: StateStreams

    /// An empty form.
    ///
    /// ```swift
    /// let form = FormGroup()
    /// ```
    public init() {
        let streams = StateStreams()
        self.streams = streams
        observers = StateObservers(streams: streams)
    }

    /// Adds a member; `name` prefixes its error paths in the group's report.
    ///
    /// ```swift
    /// form.add(account, as: "account")
    /// ```
    public func add<Model>(_ member: FormSession<Model>, as name: String) {
        members.append(Member(name: name, validated: member))
        member.listen(owner: self) { [weak self] state in
            guard let self else { return }
            // Only an edit makes a member dirty: the group's own server errors are stale.
            if case .dirty = state { serverErrors = [] }
            memberChanged()
        }
        memberChanged()
    }

    /// Puts a server's problem details on the group's members: the first components of an
    /// error's JSON Pointer name the member as ``add(_:as:)`` named it (under `keys`, as the rest
    /// of the pointer), and the rest is applied to that member as
    /// ``FormSession/apply(_:keys:)`` applies it, to the attribute it names or else as the
    /// member's form-level error. An error that names no member is the group's own form-level
    /// error, in ``report`` at the root path, until a member is edited or another problem is
    /// applied; a problem without any error and with a status of 400 or more is one such error
    /// (``ErrorCode/problemRejected``). Every member's server errors are replaced, those of a
    /// member the problem does not name by none. As with ``FormSession/apply(_:keys:)``, only the
    /// first 1,000 errors of a problem are read; when it has more, the others are dropped and one
    /// more group-level error, ``ErrorCode/inputTooManyErrors`` (parameters `max` 1,000 and
    /// `count`, how many were dropped), says so.
    ///
    /// ```swift
    /// form.apply(problem) // "/account/email" lands on account's email
    /// form.report.errors(at: "account.email").first?.isFromServer // true
    /// ```
    public func apply(_ problem: ValidationProblem, keys: KeyStrategy = .exact) {
        let prefixes = members.map { member in
            keys.path(for: AttributeName.path(of: member.name)).components.map { component in
                switch component {
                case .property(let name): name
                case .index(let index): String(index)
                }
            }
        }
        var parts = Array(
            repeating: [(item: ValidationProblem.Item, tokens: ServerErrors.Tokens)](), count: members.count)
        var groupErrors: [ValidationError] = []
        var steps = 0
        let kept = problem.errors.prefix(ServerErrors.maximumErrors)
        for item in kept {
            guard let tokens = InputPointerIndex.tokens(of: item.pointer, steps: &steps),
                let member = Self.member(named: tokens, among: prefixes)
            else {
                groupErrors.append(ServerErrors.error(item, at: nil, scenario: scenario))
                continue
            }
            parts[member].append((item, Array(tokens[prefixes[member].count...])))
        }
        if kept.count < problem.errors.count {
            groupErrors.append(ServerErrors.tooMany(omitted: problem.errors.count - kept.count, scenario: scenario))
        }
        if problem.errors.isEmpty, problem.status >= 400 {
            groupErrors.append(ServerErrors.rejection(problem, scenario: scenario))
        }
        serverErrors = groupErrors
        for (member, items) in zip(members, parts) { member.apply(items, keys: keys) }
        refresh()
    }

    /// The member whose name's tokens begin `tokens`, the longest one when several do.
    private static func member(named tokens: [String], among prefixes: [[String]]) -> Int? {
        var found: Int?
        for (member, prefix) in prefixes.enumerated()
        where !prefix.isEmpty && tokens.starts(with: prefix) && prefix.count > (found.map { prefixes[$0].count } ?? -1)
        {
            found = member
        }
        return found
    }

    /// Adds a form-level rule across members. Its failure is an error of `member` at `attribute`,
    /// named as the member's rules name it, under the member's name. Validation-stage rules run
    /// whenever members are validated; submission-stage rules only when the group is submitted
    /// (`submit()`, synchronous or asynchronous). A rule runs while `member` belongs to the group:
    /// it may be added before or after the rule.
    ///
    /// ```swift
    /// form.addConstraint(attachedTo: account, at: \.passwordRepeat, code: "password.mismatch",
    ///              message: "Passwords do not match.") { account.password == account.passwordRepeat }
    /// ```
    public func addConstraint<Model>(
        attachedTo member: FormSession<Model>, at attribute: AttributeKeyPath<Model>, code: ErrorCode,
        message: MessageTemplate, stage: RuleStage = .validation, _ holds: @escaping () -> Bool
    ) {
        let location = member.location(of: attribute)
        let failure = RuleFailure(code: code, template: message)
        rules.append(
            FormRule(stage: stage, member: member, holds: holds) { [weak member] name in
                ValidationError(
                    path: location.path.prefixed(by: AttributeName.path(of: name)), keyPath: attribute,
                    failure: failure, label: location.label, severity: .error,
                    scenario: member?.scenario ?? .default)
            })
    }

    /// Whether every member is eligible (its eligibility-stage rules pass), no asynchronous check
    /// is pending, and nothing in the form is invalid: enable the submit button.
    ///
    /// ```swift
    /// submitButton.isEnabled = form.isReadyToSubmit
    /// ```
    public var isReadyToSubmit: Bool {
        if case .validating = state { return false }
        return members.allSatisfy(\.isEligible) && !(state.isDecided && !report.isValid)
    }

    /// Validates every member, then runs the validation-stage form rules.
    ///
    /// ```swift
    /// let report = form.validate()
    /// ```
    @discardableResult
    public func validate() -> ValidationReport {
        for member in members { member.validate() }
        ruleErrors[.validation] = errors(at: .validation)
        return refresh()
    }

    /// Submits every member (their validation and submission rules), then runs every form rule.
    ///
    /// ```swift
    /// if form.submit().isValid { send() }
    /// ```
    ///
    /// Unavailable in `async` code, where `await form.submit()` is the call.
    @available(
        *, noasync,
        message: "await the asynchronous submit(), which waits for the members' asynchronous checks before submitting"
    )
    @discardableResult
    public func submit() -> ValidationReport {
        for member in members { member.submit() }
        ruleErrors[.validation] = errors(at: .validation)
        ruleErrors[.submission] = errors(at: .submission)
        return refresh()
    }

    /// Submits every member, waiting for their asynchronous checks, then runs every form rule.
    ///
    /// ```swift
    /// if await form.submit().isValid { send() }
    /// ```
    @discardableResult
    public func submit() async -> ValidationReport {
        for member in members { await member.submitAwaiting() }
        ruleErrors[.validation] = errors(at: .validation)
        ruleErrors[.submission] = errors(at: .submission)
        return refresh()
    }

    /// Called with each new aggregate state.
    ///
    /// ```swift
    /// form.onStateChange = { print($0) }
    /// ```
    @ObservationIgnored public var onStateChange: ((ValidationState) -> Void)?

    /// A stream of the aggregate states from now on; it finishes when the group is released.
    ///
    /// A stream that falls behind keeps the newest 64 states it has not read and drops older
    /// ones, so its reader always gets the latest state. Dropping the stream, or cancelling the
    /// task that iterates it, unregisters it.
    ///
    /// ```swift
    /// for await state in form.stateChanges() { print(state) }
    /// ```
    public func stateChanges() -> AsyncStream<ValidationState> {
        observers.stream()
    }

    /// The errors of the form rules of `stage` whose member belongs to the group and which fail.
    private func errors(at stage: RuleStage) -> [ValidationError] {
        rules.compactMap { rule in
            guard rule.stage == stage, let object = rule.member,
                let member = members.first(where: { $0.isSame(as: object) }), !rule.holds()
            else { return nil }
            return rule.error(member.name)
        }
    }

    /// The scenario of the group's report: the members', when they share one.
    private var scenario: ScenarioName {
        guard let first = members.first?.scenario, members.allSatisfy({ $0.scenario == first }) else {
            return .default
        }
        return first
    }

    /// An edit makes the form rules' results stale; a member's validation re-runs the
    /// validation-stage ones (submission-stage ones wait for the next submit).
    private func memberChanged() {
        if members.contains(where: { !$0.state.isDecided && $0.state != .empty }) {
            ruleErrors.removeAll()
        } else if members.contains(where: \.state.isDecided) {
            ruleErrors[.validation] = errors(at: .validation)
        }
        refresh()
    }

    @discardableResult
    private func refresh() -> ValidationReport {
        let formErrors = (ruleErrors[.validation] ?? []) + (ruleErrors[.submission] ?? []) + serverErrors
        let report = ValidationReport(errors: members.flatMap(\.prefixedErrors) + formErrors, scenario: scenario)
        let states = members.map(\.state)
        let next: ValidationState
        if case let pending = members.flatMap(\.prefixedPendingPaths), !pending.isEmpty {
            next = .validating(Set(pending))
        } else if case let dirty = members.flatMap(\.prefixedDirtyPaths), !dirty.isEmpty {
            next = .dirty(Set(dirty))
        } else if states.allSatisfy({ $0 == .empty }) && formErrors.isEmpty {
            next = .empty
        } else {
            next = ValidationState(report: report)
        }
        if report != self.report { self.report = report }
        if next != state {
            state = next
            onStateChange?(next)
            observers.send(next)
        }
        return report
    }

    deinit {
        streams.finish()
    }
}

/// A form-level rule and the error it reports.
private struct FormRule {
    var stage: RuleStage
    /// The member the error belongs to; the rule runs while it belongs to the group.
    weak var member: AnyObject?
    var holds: () -> Bool
    /// The error, under the member's name.
    var error: (_ memberName: String) -> ValidationError
}

/// What a group needs of a member, whatever its model type.
@MainActor
private protocol FormMember {
    var name: String { get }
    var scenario: ScenarioName { get }
    var state: ValidationState { get }
    var isEligible: Bool { get }
    var prefixedErrors: [ValidationError] { get }
    var prefixedDirtyPaths: [AttributePath] { get }
    var prefixedPendingPaths: [AttributePath] { get }
    func validate()
    func submit()
    func submitAwaiting() async
    func apply(_ items: [(item: ValidationProblem.Item, tokens: ServerErrors.Tokens)], keys: KeyStrategy)
    func isSame(as object: AnyObject) -> Bool
}

private struct Member<Model>: FormMember {
    let name: String
    let validated: FormSession<Model>

    var scenario: ScenarioName { validated.scenario }
    var state: ValidationState { validated.state }
    var isEligible: Bool { validated.isEligible }

    var prefixedErrors: [ValidationError] {
        validated.report.errors.map { error in
            var error = error
            error.path = error.path.prefixed(by: AttributeName.path(of: name))
            return error
        }
    }

    var prefixedDirtyPaths: [AttributePath] {
        guard case .dirty(let paths) = validated.state else { return [] }
        return paths.map { $0.prefixed(by: AttributeName.path(of: name)) }
    }

    var prefixedPendingPaths: [AttributePath] {
        guard case .validating(let paths) = validated.state else { return [] }
        return paths.map { $0.prefixed(by: AttributeName.path(of: name)) }
    }

    func validate() { validated.validate() }
    func submit() { validated.submit() }
    func submitAwaiting() async { await validated.submit() }
    func apply(_ items: [(item: ValidationProblem.Item, tokens: ServerErrors.Tokens)], keys: KeyStrategy) {
        validated.session.apply(items, keys: keys)
    }
    func isSame(as object: AnyObject) -> Bool { object === validated }
}
