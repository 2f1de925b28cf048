/// The name of a scenario: a context such as `register` or `login` in which a rule set applies
/// some of its rules (seed FXModelValidation's scenarios).
///
/// Write names as string literals, or declare them once as static members and get autocomplete
/// and typo checking from the compiler:
///
/// ```swift
/// extension ScenarioName {
///     static let register: Self = "register"
///     static let login: Self = "login"
/// }
/// ```
///
/// ```swift
/// let report = try SignUp.rules.validate(&form, scenario: .register)
/// ```
///
/// A name that no declaration of the rule set declares — a `Scenario` block,
/// `ActiveAttributes`, or a `Scenario(...)` list — is a diagnostic, never a silent new
/// scenario.
public struct ScenarioName: Sendable, Hashable, Comparable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The name's text.
    ///
    /// ```swift
    /// ScenarioName.default.rawValue // "default"
    /// ```
    public let rawValue: String

    /// A scenario named `rawValue`.
    ///
    /// ```swift
    /// let name = ScenarioName("checkout")
    /// ```
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// A scenario named by a string literal.
    ///
    /// ```swift
    /// let name: ScenarioName = "register"
    /// ```
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The scenario used when none is named: every rule declared outside a scenario applies in it.
    ///
    /// ```swift
    /// _ = try SignUp.rules.validate(&form, scenario: .default)
    /// ```
    public static let `default`: ScenarioName = "default"

    /// The name's text.
    ///
    /// ```swift
    /// print(ScenarioName.default) // default
    /// ```
    public var description: String { rawValue }

    /// Orders names by their text.
    ///
    /// ```swift
    /// ScenarioName("login") < "register" // true
    /// ```
    public static func < (lhs: ScenarioName, rhs: ScenarioName) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// Decodes a JSON string.
    ///
    /// ```swift
    /// let name = try JSONDecoder().decode(ScenarioName.self, from: Data(#""login""#.utf8))
    /// ```
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes as a JSON string.
    ///
    /// ```swift
    /// try JSONEncoder().encode(ScenarioName.default) // "default"
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
