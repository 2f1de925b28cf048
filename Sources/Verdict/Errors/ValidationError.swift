/// One structured validation failure: where, what, and how to say it.
///
/// The message is rendered from ``template`` and ``parameters`` each time it is read.
/// JSON shape (keys sorted):
///
/// ```json
/// {"code":"string.tooShort","label":"Password","message":"Password must contain at least 8 characters.",
///  "parameters":{"min":8,"value":"abc"},"path":"password","scenario":"register",
///  "severity":"error","template":"{attribute} must contain at least {min} …"}
/// ```
///
/// ```swift
/// let report = try SignUp.rules.validate(&form, scenario: "register")
/// for error in report.errors { print(error.path, error.code, error.message) }
/// ```
public struct ValidationError: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The printable path, such as `addresses[1].zip`.
    public var path: FieldPath {
        get { location.path }
        set { location = ErrorLocation(path: newValue, keyPath: location.keyPath, label: location.label) }
    }
    /// The typed key path from the root model (`nil` after decoding from JSON).
    ///
    /// ```swift
    /// report.errors.first?.keyPath == \SignUp.email
    /// ```
    public var keyPath: AnyKeyPath? {
        get { location.keyPath?.keyPath }
        set {
            location = ErrorLocation(path: location.path, keyPath: newValue.map(KeyPathBox.init), label: location.label)
        }
    }
    /// Where the error is and what the attribute is called: one reference, shared by the errors
    /// of one rule site, rather than a path, a key path and a label retained one by one.
    private(set) var location: ErrorLocation
    /// The stable code.
    public var code: ErrorCode
    /// The message template.
    public var template: MessageTemplate
    /// The template's parameters (without `attribute`, which is ``label``).
    public var parameters: [String: MessageParameter]
    /// The attribute's human label, substituted for `{attribute}`.
    public var label: String {
        get { location.label }
        set { location = ErrorLocation(path: location.path, keyPath: location.keyPath, label: newValue) }
    }
    /// Whether the failure blocks (``Severity/error``) or only informs.
    public var severity: Severity
    /// The scenario the model was validated in.
    public var scenario: ScenarioName

    /// Creates an error.
    ///
    /// ```swift
    /// let error = ValidationError(path: [.property("email")], keyPath: \SignUp.email,
    ///                             failure: RuleFailure(code: "email.taken", template: "{attribute} is taken."),
    ///                             label: "Email", severity: .error, scenario: "default")
    /// ```
    public init(
        path: FieldPath, keyPath: AnyKeyPath?, failure: RuleFailure, label: String,
        severity: Severity = .error, scenario: ScenarioName = .default
    ) {
        self.init(
            location: ErrorLocation(path: path, keyPath: keyPath.map(KeyPathBox.init), label: label),
            failure: failure, severity: severity, scenario: scenario)
    }

    /// An error at a location shared with other errors of the same site.
    init(location: ErrorLocation, failure: consuming RuleFailure, severity: Severity, scenario: ScenarioName) {
        self.location = location
        self.code = failure.code
        self.template = failure.template
        self.parameters = failure.parameters
        self.severity = severity
        self.scenario = scenario
    }

    /// Moves the error under `path` and `keyPath` (a nested model's error into its parent's
    /// report), with one new location.
    mutating func prefix(path prefix: FieldPath, keyPath: AnyKeyPath?) {
        let childKeyPath = location.keyPath.flatMap { child in keyPath?.appending(path: child.keyPath) }
        location = ErrorLocation(
            path: location.path.prefixed(by: prefix), keyPath: childKeyPath.map(KeyPathBox.init),
            label: location.label)
    }

    /// Equal when every public property is: path, key path, code, template, parameters, label,
    /// severity and scenario.
    ///
    /// ```swift
    /// let same = error == error // true
    /// ```
    public static func == (lhs: ValidationError, rhs: ValidationError) -> Bool {
        (lhs.location === rhs.location
            || (lhs.location.path == rhs.location.path && lhs.location.keyPath == rhs.location.keyPath))
            && lhs.code == rhs.code && lhs.template == rhs.template && lhs.parameters == rhs.parameters
            && lhs.location.label == rhs.location.label && lhs.severity == rhs.severity
            && lhs.scenario == rhs.scenario
    }

    /// Hashes what ``==`` compares.
    ///
    /// ```swift
    /// let unique: Set<ValidationError> = [error]
    /// ```
    public func hash(into hasher: inout Hasher) {
        hasher.combine(location.path)
        hasher.combine(location.keyPath)
        hasher.combine(code)
        hasher.combine(template)
        hasher.combine(parameters)
        hasher.combine(location.label)
        hasher.combine(severity)
        hasher.combine(scenario)
    }

    /// The rendered message.
    ///
    /// ```swift
    /// print(error.message) // "Email is taken."
    /// ```
    public var message: String {
        template.render(parameters, attribute: label)
    }

    /// `path: message`.
    ///
    /// ```swift
    /// print(error) // email: Email is taken.
    /// ```
    public var description: String { "\(path): \(message)" }

    private enum CodingKeys: String, CodingKey {
        case path, code, message, template, parameters, label, severity, scenario
    }

    /// Decodes the JSON shape; ``keyPath`` is `nil` and ``message`` is re-rendered.
    ///
    /// ```swift
    /// let error = try JSONDecoder().decode(ValidationError.self, from: json)
    /// ```
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let path = try container.decode(FieldPath.self, forKey: .path)
        code = try container.decode(ErrorCode.self, forKey: .code)
        template = try container.decode(MessageTemplate.self, forKey: .template)
        parameters = try container.decodeIfPresent([String: MessageParameter].self, forKey: .parameters) ?? [:]
        location = ErrorLocation(path: path, keyPath: nil, label: try container.decode(String.self, forKey: .label))
        severity = try container.decode(Severity.self, forKey: .severity)
        scenario = try container.decode(ScenarioName.self, forKey: .scenario)
    }

    /// Encodes the JSON shape, including the rendered `message`.
    ///
    /// ```swift
    /// let json = try JSONEncoder().encode(error)
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(code, forKey: .code)
        try container.encode(message, forKey: .message)
        try container.encode(template, forKey: .template)
        try container.encode(parameters, forKey: .parameters)
        try container.encode(label, forKey: .label)
        try container.encode(severity, forKey: .severity)
        try container.encode(scenario, forKey: .scenario)
    }
}

/// Where an error is and what its attribute is called, immutable and shared: the graph makes one
/// per rule site when it is compiled, and every error found there holds it. Setting an error's
/// ``ValidationError/path``, ``ValidationError/keyPath`` or ``ValidationError/label`` gives that
/// error a location of its own.
final class ErrorLocation: Sendable {
    let path: FieldPath
    let keyPath: KeyPathBox?
    let label: String

    init(path: FieldPath, keyPath: KeyPathBox?, label: String) {
        self.path = path
        self.keyPath = keyPath
        self.label = label
    }
}
