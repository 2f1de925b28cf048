import VerdictEngine

/// The errors that a server's problem details put on a ``FormSession`` model (see
/// ``FormSession/apply(_:keys:)``): each on the attribute its JSON Pointer names, or at the root
/// (a form-level error) when it names none; and which of them an edit makes stale.
///
/// It holds no model and no report: its owner publishes the report, the form's own errors
/// followed by these.
struct ServerErrors {
    /// The errors, in the problem's order.
    private(set) var errors: [ValidationError] = []
    /// How many steps the last replacement ran (scalars of the pointers read, tokens looked up):
    /// the tests' work counter.
    private(set) var steps = 0

    var isEmpty: Bool { errors.isEmpty }
    var count: Int { errors.count }

    /// A pointer's tokens, for ``replace(with:index:scenario:)``; `nil`: the error is form-level
    /// (a malformed pointer).
    typealias Tokens = [String]?

    /// The most errors of one problem that a form keeps: the first 1,000, in the problem's order.
    /// Those past it are neither read nor kept, and one more form-level error says how many were
    /// left out (``tooMany(omitted:scenario:)``), so that a hostile problem costs a bounded report
    /// and every later edit a bounded amount of work.
    static let maximumErrors = 1_000

    /// Replaces the errors with those of `problem`, each placed by `index`: at most
    /// ``maximumErrors``, then the error that counts the others. A problem without any error and
    /// with a status of 400 or more is one form-level error (``ErrorCode/problemRejected``).
    mutating func replace(with problem: ValidationProblem, index: InputPointerIndex, scenario: ScenarioName) {
        var steps = 0
        var made: [ValidationError] = []
        let kept = problem.errors.prefix(Self.maximumErrors)
        made.reserveCapacity(kept.count + 1)
        for item in kept {
            let landing = InputPointerIndex.tokens(of: item.pointer, steps: &steps).flatMap {
                index.resolve($0, steps: &steps)
            }
            made.append(Self.error(item, at: landing, scenario: scenario))
        }
        if kept.count < problem.errors.count {
            made.append(Self.tooMany(omitted: problem.errors.count - kept.count, scenario: scenario))
        }
        if problem.errors.isEmpty, problem.status >= 400 { made.append(Self.rejection(problem, scenario: scenario)) }
        errors = made
        self.steps = steps
    }

    /// Replaces the errors with `items`, whose pointers were read already (a ``FormGroup`` took
    /// the member's name off them, and kept at most ``maximumErrors`` of the problem's).
    mutating func replace(
        with items: [(item: ValidationProblem.Item, tokens: Tokens)], index: InputPointerIndex, scenario: ScenarioName
    ) {
        var steps = 0
        errors = items.map { item, tokens in
            Self.error(item, at: tokens.flatMap { index.resolve($0, steps: &steps) }, scenario: scenario)
        }
        self.steps = steps
    }

    /// Forgets every error; returns whether there were any.
    @discardableResult
    mutating func removeAll() -> Bool {
        guard !errors.isEmpty else { return false }
        errors = []
        return true
    }

    /// Forgets the errors that an edit of `paths` makes stale: those at one of them or below it,
    /// and every form-level one (an edit changes the model they were about). Returns whether any
    /// went.
    mutating func edited(_ paths: [AttributePath]) -> Bool {
        let before = errors.count
        errors.removeAll { error in
            let components = error.path.components
            return components.isEmpty || paths.contains { components.starts(with: $0.components) }
        }
        return errors.count != before
    }

    /// The error of `item` at `landing`, or at the root when it names no attribute: the server's
    /// code, parameters and severity, and its message as it wrote it (never rendered again nor
    /// translated).
    ///
    /// On a sensitive attribute the server's text may echo the secret (`PIN 4321 is wrong`), so it
    /// is hidden as the attribute's own messages hide its value: the message is
    /// ``sensitiveTemplate`` (`PIN is invalid.`, translated as Verdict's own), and of the
    /// parameters only numbers and truth values stay (`min`, `max`); the code and severity stay.
    static func error(_ item: ValidationProblem.Item, at landing: InputPointerIndex.Landing?, scenario: ScenarioName)
        -> ValidationError
    {
        guard landing?.isSensitive == true else {
            return error(
                code: item.code, template: MessageTemplate(literal: item.message), parameters: item.parameters ?? [:],
                severity: item.severity ?? .error, at: landing, scenario: scenario)
        }
        let parameters = (item.parameters ?? [:]).filter { _, parameter in
            parameter.intValue != nil || parameter.doubleValue != nil || parameter.boolValue != nil
        }
        return error(
            code: item.code, template: sensitiveTemplate, parameters: parameters, severity: item.severity ?? .error,
            at: landing, scenario: scenario)
    }

    /// The message of a server's error on a sensitive attribute, in place of the server's text:
    /// Verdict's own `invalid` message, which every built-in language translates.
    static let sensitiveTemplate: MessageTemplate = "{attribute} is invalid."

    /// The one form-level error of a problem that lists none: its title as the message, its status
    /// and detail as parameters.
    static func rejection(_ problem: ValidationProblem, scenario: ScenarioName) -> ValidationError {
        error(
            code: .problemRejected, template: MessageTemplate(literal: problem.title),
            parameters: ["status": .int(problem.status), "detail": .string(problem.detail)], severity: .error,
            at: nil, scenario: scenario)
    }

    /// The form-level error that says how many errors of a problem were left out past
    /// ``maximumErrors``: code ``ErrorCode/inputTooManyErrors``, parameters `max` and `count`, as
    /// assignment's report says it.
    static func tooMany(omitted: Int, scenario: ScenarioName) -> ValidationError {
        var failure = RuleFailure(code: .inputTooManyErrors, template: AssignmentRun.tooManyTemplate)
        failure.parameters = ["max": .int(maximumErrors), "count": .int(omitted)]
        let location = ErrorLocation(
            path: AttributePath(), keyPath: nil, label: "Form", isSensitive: false, isFromServer: true)
        return .error(at: location, failure: failure, severity: .error, scenario: scenario)
    }

    private static func error(
        code: ErrorCode, template: MessageTemplate, parameters: [String: MessageParameter], severity: Severity,
        at landing: InputPointerIndex.Landing?, scenario: ScenarioName
    ) -> ValidationError {
        var failure = RuleFailure(code: code, template: template)
        failure.parameters = parameters
        failure.attemptedValue = nil
        let location = ErrorLocation(
            path: landing?.path ?? AttributePath(), keyPath: landing?.keyPath.map(KeyPathBox.init),
            label: landing?.label ?? "Form", isSensitive: landing?.isSensitive ?? false, isFromServer: true)
        return .error(at: location, failure: failure, severity: severity, scenario: scenario)
    }
}
