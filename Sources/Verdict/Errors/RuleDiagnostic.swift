/// A mistake in a rule set's declaration, found when it is compiled for a scenario — a
/// developer error, never a user's.
///
/// ```swift
/// for diagnostic in SignUp.rules.diagnostics(for: "register") { print(diagnostic) }
/// // SignUpForm.swift:12: Field(\SignUp.fullName): cannot derive a printable name …
/// ```
public struct RuleDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The kinds of declaration mistakes.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Filters depend on each other in a circle.
        case filterCycle
        /// The scenario is named by no rule and no attribute list.
        case unknownScenario
        /// A key path's printable name cannot be derived; the declaration must give `name:`.
        case unnamedKeyPath
        /// A filter on a key path that cannot be written.
        case readOnlyFilter
        /// A rule's own options are wrong (an invalid pattern, `min` above `max`…).
        case invalidRule
    }

    /// What is wrong.
    public let kind: Kind
    /// The explanation, naming the declaration.
    public let message: String
    /// `File.swift:line` of the declaration, when known.
    public let location: String?

    /// Creates a diagnostic.
    ///
    /// ```swift
    /// RuleDiagnostic(kind: .unknownScenario, message: "No rule names scenario 'regster'.", location: nil)
    /// ```
    public init(kind: Kind, message: String, location: String?) {
        self.kind = kind
        self.message = message
        self.location = location
    }

    /// `location: message`.
    ///
    /// ```swift
    /// print(diagnostic) // SignUp.swift:9: Field(\SignUp.username): …
    /// ```
    public var description: String {
        location.map { "\($0): \(message)" } ?? message
    }
}

/// Thrown when a rule set cannot be compiled for a scenario: every diagnostic, in one list.
///
/// ```swift
/// do { _ = try SignUp.rules.validate(&form, scenario: "regster") }
/// catch { print(error) } // Rule set for SignUp has 1 problem in scenario 'regster': …
/// ```
public struct RuleSetError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The model type's name.
    public let model: String
    /// The scenario being compiled.
    public let scenario: ScenarioName
    /// Every problem found.
    public let diagnostics: [RuleDiagnostic]

    /// Creates the error.
    ///
    /// ```swift
    /// RuleSetError(model: "SignUp", scenario: "default", diagnostics: [])
    /// ```
    public init(model: String, scenario: ScenarioName, diagnostics: [RuleDiagnostic]) {
        self.model = model
        self.scenario = scenario
        self.diagnostics = diagnostics
    }

    /// A readable list, one diagnostic a line.
    ///
    /// ```swift
    /// print(error)
    /// ```
    public var description: String {
        let count = diagnostics.count == 1 ? "1 problem" : "\(diagnostics.count) problems"
        return
            (["Rule set for \(model) has \(count) in scenario '\(scenario)':"]
            + diagnostics.map { "  - \($0)" }).joined(separator: "\n")
    }
}
