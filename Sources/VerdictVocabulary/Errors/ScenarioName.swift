/// The name of a scenario: a context such as `register` or `login` in which a rule set applies
/// some of its rules (seed FXModelValidation's scenarios).
///
/// Declare each name once, as a static member next to the model, and write it with a leading dot:
/// the compiler completes it, and a mistyped name does not compile. `ScenarioName` is not
/// expressible by a string literal on purpose: `Scenario(ScenarioName("registr")) { … }` would silently declare
/// a new scenario.
///
/// ```swift
/// extension ScenarioName {
///     static let register = ScenarioName("register")
///     static let login = ScenarioName("login")
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
public struct ScenarioName: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The name's text.
    ///
    /// ```swift
    /// ScenarioName.default.rawValue // "default"
    /// ```
    public let rawValue: String

    /// A scenario named `rawValue`: declare it once, as a static member.
    ///
    /// ```swift
    /// extension ScenarioName {
    ///     static let checkout = ScenarioName("checkout")
    /// }
    /// ```
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// The scenario used when none is named: every rule declared outside a scenario applies in it.
    ///
    /// ```swift
    /// _ = try SignUp.rules.validate(&form, scenario: .default)
    /// ```
    public static let `default` = ScenarioName("default")

    /// The name's text.
    ///
    /// ```swift
    /// print(ScenarioName.default) // default
    /// ```
    public var description: String { rawValue }

    /// Orders names by their text.
    ///
    /// ```swift
    /// ScenarioName("login") < ScenarioName("register") // true
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
