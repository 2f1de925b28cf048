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
    /// Validates the model in `scenario`, applying filters to it. Unavailable in `async` code,
    /// where `try await login.validate()` is the call.
    ///
    /// ```swift
    /// let report = try login.validate(scenario: .login)
    /// ```
    @available(
        *, noasync,
        message:
            "await the asynchronous validate(scenario:checks:), which does not suspend without asynchronous rules; at the top level of main.swift, call it from an async function"
    )
    public mutating func validate(scenario: ScenarioName = .default) throws(RuleSetError) -> ValidationReport {
        try Self.rules.validate(&self, scenario: scenario)
    }

    /// Validates the model in `scenario`, asynchronous rules included, applying filters to it:
    /// ``RuleSet/validate(_:scenario:checks:)`` with the model's own rules. It runs on the caller's
    /// actor, and does not suspend when the rules have no asynchronous rule.
    ///
    /// ```swift
    /// let report = try await login.validate(scenario: .login)
    /// ```
    nonisolated(nonsending) public mutating func validate(
        scenario: ScenarioName = .default, checks: CheckOptions? = nil
    ) async throws(RuleSetError) -> ValidationReport {
        try await Self.rules.validate(&self, scenario: scenario, checks: checks)
    }

    /// Whether the model is valid in `scenario` (fast: stops at the first error). Unavailable in
    /// `async` code, where `try await login.isValid()` is the call.
    ///
    /// ```swift
    /// if try login.isValid() { submit() }
    /// ```
    @available(
        *, noasync,
        message:
            "await the asynchronous isValid(scenario:checks:), which does not suspend without asynchronous rules; at the top level of main.swift, call it from an async function"
    )
    public func isValid(scenario: ScenarioName = .default) throws(RuleSetError) -> Bool {
        try Self.rules.isValid(self, scenario: scenario)
    }

    /// Whether the model is valid in `scenario`, asynchronous rules included: the synchronous
    /// rules stop at the first error, and then no check runs.
    ///
    /// ```swift
    /// if try await login.isValid(scenario: .login) { submit() }
    /// ```
    nonisolated(nonsending) public func isValid(
        scenario: ScenarioName = .default, checks: CheckOptions? = nil
    ) async throws(RuleSetError) -> Bool {
        try await Self.rules.isValid(self, scenario: scenario, checks: checks)
    }
}
