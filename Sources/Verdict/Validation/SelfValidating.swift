import VerdictEngine

/// A model that carries its own rules, so it can validate itself.
///
/// ```swift
/// struct Login: SelfValidating {
///     var username = ""
///     var password = ""
///     static let rules = RuleSet<Login> {
///         Attribute(\.username) { Trim(); Required() }
///         Attribute(\.password) { Required() }
///     }
/// }
/// var login = Login()
/// let report = try login.validate()
/// ```
public protocol SelfValidating {
    /// The model's rules.
    static var rules: RuleSet<Self> { get }
}

extension SelfValidating {
    /// Validates the model in `scenario`, applying filters to it.
    ///
    /// ```swift
    /// let report = try login.validate(scenario: "login")
    /// ```
    public mutating func validate(scenario: ScenarioName = .default) throws(RuleSetError) -> ValidationReport {
        try Self.rules.validate(&self, scenario: scenario)
    }

    /// Whether the model is valid in `scenario` (fast: stops at the first error).
    ///
    /// ```swift
    /// if try login.isValid() { submit() }
    /// ```
    public func isValid(scenario: ScenarioName = .default) throws(RuleSetError) -> Bool {
        try Self.rules.isValid(self, scenario: scenario)
    }
}
