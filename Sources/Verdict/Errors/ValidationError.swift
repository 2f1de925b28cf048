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
    public var path: FieldPath
    /// The typed key path from the root model (`nil` after decoding from JSON).
    ///
    /// ```swift
    /// report.errors.first?.keyPath == \SignUp.email
    /// ```
    public var keyPath: AnyKeyPath? {
        get { storedKeyPath?.keyPath }
        set { storedKeyPath = newValue.map(KeyPathBox.init) }
    }
    private var storedKeyPath: KeyPathBox?
    /// The stable code.
    public var code: ErrorCode
    /// The message template.
    public var template: MessageTemplate
    /// The template's parameters (without `attribute`, which is ``label``).
    public var parameters: [String: MessageParameter]
    /// The attribute's human label, substituted for `{attribute}`.
    public var label: String
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
        self.path = path
        self.storedKeyPath = keyPath.map(KeyPathBox.init)
        self.code = failure.code
        self.template = failure.template
        self.parameters = failure.parameters
        self.label = label
        self.severity = severity
        self.scenario = scenario
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
        path = try container.decode(FieldPath.self, forKey: .path)
        storedKeyPath = nil
        code = try container.decode(ErrorCode.self, forKey: .code)
        template = try container.decode(MessageTemplate.self, forKey: .template)
        parameters = try container.decodeIfPresent([String: MessageParameter].self, forKey: .parameters) ?? [:]
        label = try container.decode(String.self, forKey: .label)
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
