/// What a rule reports about one value: a code, a message template and its parameters.
///
/// The evaluator turns a failure into a ``ValidationError`` by adding the path, label,
/// severity and scenario.
///
/// ```swift
/// let failure = Length(min: 8).validate("short")
/// failure?.code            // .stringTooShort
/// failure?.parameters      // ["min": 8]
/// failure?.attemptedValue  // "short"
/// ```
public struct RuleFailure: Sendable, Hashable {
    /// The stable code.
    public var code: ErrorCode
    /// The message template, rendered lazily.
    public var template: MessageTemplate
    /// Named parameters for the template (`{min}`, `{list}`…); the value itself is apart, in
    /// ``attemptedValue``.
    public var parameters: [String: MessageParameter]
    /// The value that failed, which the template shows as `{value}`. Kept apart from the
    /// parameters so that a sensitive attribute's value is dropped in one place: a
    /// ``ValidationError`` of a sensitive attribute has none.
    public var attemptedValue: MessageParameter?

    /// Creates a failure. Without `attemptedValue`, a `"value"` among `parameters` is taken as
    /// the attempted value.
    ///
    /// ```swift
    /// RuleFailure(code: "username.taken", template: "{attribute} is taken.")
    /// RuleFailure(code: "username.taken", template: "{attribute} {value} is taken.", attemptedValue: "alice")
    /// ```
    public init(
        code: ErrorCode, template: MessageTemplate, parameters: [String: MessageParameter] = [:],
        attemptedValue: MessageParameter? = nil
    ) {
        self.code = code
        self.template = template
        self.parameters = parameters
        self.attemptedValue = attemptedValue
        if attemptedValue == nil, !parameters.isEmpty, let value = self.parameters.removeValue(forKey: "value") {
            self.attemptedValue = value
        }
    }

    /// Drops the attempted value and the parameters that echo it: what an error of a sensitive
    /// attribute keeps.
    package mutating func dropEchoes() {
        attemptedValue = nil
        if !parameters.isEmpty { ValidationError.dropEchoes(&parameters) }
    }

    /// The message rendered with `label` for `{attribute}`.
    ///
    /// ```swift
    /// Length(min: 8).validate("short")?.message(label: "Password")
    /// // "Password must contain at least 8 characters."
    /// ```
    public func message(label: String) -> String {
        template.render(parameters, attribute: label, value: attemptedValue)
    }
}
