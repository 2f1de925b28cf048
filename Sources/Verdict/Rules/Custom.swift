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
public struct Custom<Value>: ValueRule {
    private let check: @Sendable (Value) -> RuleFailure?

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
    }

    /// Fails with the failure `check` returns, if any.
    ///
    /// ```swift
    /// Custom<Int> { $0 < 0 ? RuleFailure(code: "number.negative", template: "{attribute} is negative.") : nil }
    /// ```
    public init(_ check: @escaping @Sendable (Value) -> RuleFailure?) {
        self.check = check
    }

    /// Runs the closure; the failure gets the value as its ``RuleFailure/attemptedValue`` unless the
    /// closure set one.
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
