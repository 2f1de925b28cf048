import VerdictVocabulary

/// A rule defined by a closure (ALPValidator's custom block), with its own code and message.
///
/// ```swift
/// let even = Custom<Int>("number.odd", message: "{attribute} must be even.") { $0 % 2 == 0 }
/// even.validate(3)?.message(label: "Count") // "Count must be even."
///
/// let notTaken = Custom<String> { name in
///     name == "admin" ? RuleFailure(code: "username.taken", template: "{attribute} is taken.") : nil
/// }
/// ```
///
/// With an `async` closure it is an asynchronous rule (see ``AsyncValueRule``): it runs after the
/// attribute's synchronous rules passed, with a timeout, and the rule set is validated with
/// `await`.
///
/// ```swift
/// let available = Custom<String>("username.taken", message: "{attribute} is taken.") { name in
///     try await Task.sleep(for: .milliseconds(1)) // ask the database
///     return name != "admin"
/// }
/// ```
public struct Custom<Value>: ValueRule, AsynchronousRule {
    private let check: @Sendable (Value) -> RuleFailure?
    /// The asynchronous check, for an `async` closure.
    package let asynchronousRule: AsyncRule?

    /// Fails with `code` and `message` when `isValid` returns `false`.
    ///
    /// ```swift
    /// Custom<String> { !$0.contains(" ") }.validate("a b")?.code // .customFailed
    /// ```
    public init(
        _ code: ErrorCode = .customFailed, message: MessageTemplate = "{attribute} is invalid.",
        _ isValid: @escaping @Sendable (Value) -> Bool
    ) {
        check = { value in isValid(value) ? nil : RuleFailure(code: code, template: message) }
        asynchronousRule = nil
    }

    /// An asynchronous check that fails with `code` and `message` when `isValid` returns `false`;
    /// a thrown error fails the attribute as ``ErrorCode/checkUnreachable``.
    ///
    /// ```swift
    /// Custom<String>("username.taken", timeout: .seconds(2)) { name in await Directory.shared.isFree(name) }
    /// ```
    public init(
        _ code: ErrorCode = .customFailed, message: MessageTemplate = "{attribute} is invalid.",
        timeout: Duration = .seconds(10), answerLifetime: Duration = .seconds(60),
        _ isValid: @escaping @Sendable (Value) async throws -> Bool
    ) where Value: Sendable {
        let failure = RuleFailure(code: code, template: message)
        self.init(timeout: timeout, answerLifetime: answerLifetime) { value in
            try await isValid(value) ? nil : failure
        }
    }

    /// An asynchronous check that returns its own failure, or `nil` when the value passes.
    ///
    /// ```swift
    /// Custom<String> { name async in
    ///     await Directory.shared.isFree(name) ? nil : RuleFailure(code: "username.taken", template: "{attribute} is taken.")
    /// }
    /// ```
    public init(
        timeout: Duration = .seconds(10), answerLifetime: Duration = .seconds(60),
        _ check: @escaping @Sendable (Value) async throws -> RuleFailure?
    ) where Value: Sendable {
        self.check = { _ in .notAwaited }
        asynchronousRule = AsyncRule(
            name: "Custom", timeout: timeout, answerLifetime: answerLifetime, skipsEmptyValues: true,
            box: CheckInput.boxing(Value.self)
        ) { value, _ in
            try await check(value as! Value)
        }
    }

    /// Fails with the failure `check` returns, if any.
    ///
    /// ```swift
    /// Custom<Int> { $0 < 0 ? RuleFailure(code: "number.negative", template: "{attribute} is negative.") : nil }
    /// ```
    public init(_ check: @escaping @Sendable (Value) -> RuleFailure?) {
        self.check = check
        asynchronousRule = nil
    }

    /// Runs the closure; the failure gets the value as its ``RuleFailure/attemptedValue`` unless the
    /// closure set one. An asynchronous `Custom` fails with ``ErrorCode/checkNotAwaited`` here:
    /// rule sets await it instead.
    ///
    /// ```swift
    /// Custom<Int>(message: "{attribute} ({value}) is odd.") { $0 % 2 == 0 }
    ///     .validate(3)?.message(label: "Count") // "Count (3) is odd."
    /// ```
    public func apply(to value: inout Value) -> RuleFailure? {
        guard var failure = check(value) else { return nil }
        if failure.attemptedValue == nil {
            failure.attemptedValue =
                failure.parameters.isEmpty
                ? MessageParameter(describing: value)
                : failure.parameters.removeValue(forKey: "value") ?? MessageParameter(describing: value)
        }
        return failure
    }
}
