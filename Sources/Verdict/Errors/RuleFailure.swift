/// What a rule reports about one value: a code, a message template and its parameters.
///
/// The evaluator turns a failure into a ``ValidationError`` by adding the path, label,
/// severity and scenario.
///
/// ```swift
/// let failure = Length(min: 8).validate("short")
/// failure?.code        // .stringTooShort
/// failure?.parameters  // ["min": 8, "value": "short"]
/// ```
public struct RuleFailure: Sendable, Hashable {
    /// The stable code.
    public var code: ErrorCode
    /// The message template, rendered lazily.
    public var template: MessageTemplate
    /// Named parameters for the template (`{min}`, `{value}`…).
    public var parameters: [String: MessageParameter]

    /// Creates a failure.
    ///
    /// ```swift
    /// RuleFailure(code: "username.taken", template: "{attribute} is taken.")
    /// ```
    public init(
        code: ErrorCode, template: MessageTemplate, parameters: [String: MessageParameter] = [:]
    ) {
        self.code = code
        self.template = template
        self.parameters = parameters
    }

    /// The message rendered with `label` for `{attribute}`.
    ///
    /// ```swift
    /// Length(min: 8).validate("short")?.message(label: "Password")
    /// // "Password must contain at least 8 characters."
    /// ```
    public func message(label: String) -> String {
        template.render(parameters, attribute: label)
    }
}
