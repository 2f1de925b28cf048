/// A mistake in a rule set's declaration, found when it is compiled for a scenario — a
/// developer error, never a user's.
///
/// ```swift
/// for diagnostic in SignUp.rules.diagnostics(for: .register) { print(diagnostic) }
/// // SignUpForm.swift:12: Attribute(\SignUp.fullName): cannot derive a printable name …
/// ```
public struct RuleDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The kind of a declaration mistake: a stable name to match on.
    ///
    /// A struct rather than an enum, so that new kinds can come without breaking anyone's
    /// `switch`: compare kinds with `==`, or match them against the static members with a
    /// `default` case.
    ///
    /// ```swift
    /// let cycles = SignUp.rules.diagnostics(for: .register).filter { $0.kind == .filterCycle }
    /// ```
    public struct Kind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The stable name, such as `filterCycle`.
        public let rawValue: String

        /// The kind named `rawValue`.
        ///
        /// ```swift
        /// RuleDiagnostic.Kind(rawValue: "filterCycle") == .filterCycle // true
        /// ```
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The stable name.
        ///
        /// ```swift
        /// print(RuleDiagnostic.Kind.unknownScenario) // unknownScenario
        /// ```
        public var description: String { rawValue }

        /// Filters depend on each other in a circle.
        ///
        /// ```swift
        /// diagnostic.kind == .filterCycle
        /// ```
        public static let filterCycle = Kind(rawValue: "filterCycle")

        /// The scenario is named by no rule and no attribute list.
        ///
        /// ```swift
        /// diagnostic.kind == .unknownScenario
        /// ```
        public static let unknownScenario = Kind(rawValue: "unknownScenario")

        /// A key path's printable name cannot be derived (a computed property, such as each
        /// property of an `@Observable` class, or a subscript): the declaration must give `name:`,
        /// or the model conform to ``NamedAttributes``.
        ///
        /// ```swift
        /// diagnostic.kind == .unnamedKeyPath
        /// ```
        public static let unnamedKeyPath = Kind(rawValue: "unnamedKeyPath")

        /// A name given with `name:` cannot be a printable path (brackets, empty dotted
        /// components).
        ///
        /// ```swift
        /// diagnostic.kind == .invalidName
        /// ```
        public static let invalidName = Kind(rawValue: "invalidName")

        /// A filter on a key path that cannot be written.
        ///
        /// ```swift
        /// diagnostic.kind == .readOnlyFilter
        /// ```
        public static let readOnlyFilter = Kind(rawValue: "readOnlyFilter")

        /// A rule's own options are wrong (an invalid pattern, `min` above `max`…), or the rule
        /// never fails where it is declared (`Required()` on a non-optional `Bool`).
        ///
        /// ```swift
        /// diagnostic.kind == .invalidRule
        /// ```
        public static let invalidRule = Kind(rawValue: "invalidRule")

        /// A safe attribute that massive assignment cannot write: its key path is read-only, its
        /// type has no conversion from input, a nested model it would have to create is not an
        /// ``AssignableModel``, or it would be written inside a class instance that a value model holds
        /// (a nested model of class type, a key path through one), which a copy of the model shares:
        /// assignment is atomic, and could not leave such an instance unchanged when it refuses an
        /// input, nor a form's undo restore it. Mark it ``Unsafe`` if it is not meant to be assigned.
        ///
        /// ```swift
        /// diagnostic.kind == .notAssignable
        /// ```
        public static let notAssignable = Kind(rawValue: "notAssignable")

        /// An asynchronous rule where it cannot run: at a stage other than validation, in a nested
        /// rule set, or in a rule set validated without `await`.
        ///
        /// ```swift
        /// RuleDiagnostic.Kind.asynchronousRule.rawValue // "asynchronousRule"
        /// ```
        public static let asynchronousRule = Kind(rawValue: "asynchronousRule")

        /// A declaration's key path reaches an element of an array by its position
        /// (`\.values[1]`), which the array may not have when it is read, written or undone:
        /// validate the elements with ``Each`` instead.
        ///
        /// ```swift
        /// diagnostic.kind == .positionalKeyPath
        /// ```
        public static let positionalKeyPath = Kind(rawValue: "positionalKeyPath")
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
    /// print(diagnostic) // SignUp.swift:9: Attribute(\SignUp.username): …
    /// ```
    public var description: String {
        location.map { "\($0): \(message)" } ?? message
    }
}

/// Thrown when a rule set cannot be compiled for a scenario: every diagnostic, in one list.
///
/// ```swift
/// do { _ = try SignUp.rules.validate(&form, scenario: ScenarioName("regster")) }
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
    /// RuleSetError(model: "SignUp", scenario: .default, diagnostics: [])
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
