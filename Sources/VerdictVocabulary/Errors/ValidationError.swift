/// One structured validation failure: where, what, and how to say it.
///
/// The message is rendered from ``template`` and ``parameters`` each time it is read.
/// JSON shape (keys sorted):
///
/// ```json
/// {"code":"string.tooShort","label":"Username","message":"Username must contain at least 4 characters.",
///  "parameters":{"min":4},"path":"username","scenario":"register",
///  "severity":"error","template":"{attribute} must contain at least {min} …","value":"al"}
/// ```
///
/// The attempted value is ``attemptedValue``, apart from the parameters. A sensitive attribute
/// (a password: see ``isSensitive``) has none, so its value appears in no message, description or
/// JSON; such an error encodes `"sensitive":true` instead. An error a server reported (see
/// ``isFromServer``) encodes `"fromServer":true`.
///
/// ```swift
/// let report = try SignUp.rules.validate(&form, scenario: .register)
/// for error in report.errors { print(error.path, error.code, error.message) }
/// ```
public struct ValidationError: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The printable path, such as `addresses[1].zip`.
    public var path: AttributePath {
        get { location.path }
        set { location = location.with(path: newValue) }
    }
    /// The typed key path from the root model (`nil` after decoding from JSON).
    ///
    /// ```swift
    /// report.errors.first?.keyPath == \SignUp.email
    /// ```
    public var keyPath: AnyKeyPath? {
        get { location.keyPath?.keyPath }
        set { location = location.with(keyPath: newValue.map(KeyPathBox.init)) }
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
        set { location = location.with(label: newValue) }
    }
    /// The value that failed, shown by `{value}`; `nil` when the rule gave none, and always for a
    /// sensitive attribute. Apart from ``parameters``, so that a caller drops it in one place.
    ///
    /// ```swift
    /// report.errors.first?.attemptedValue // "al"
    /// ```
    public var attemptedValue: MessageParameter? {
        get { value }
        set { value = isSensitive ? nil : newValue }
    }
    /// The attempted value as stored; ``attemptedValue`` sets it to `nil` for a sensitive attribute.
    private var value: MessageParameter?
    /// Whether the attribute is sensitive (a password, a token: see `Attribute(_:sensitive:)`):
    /// then the error holds no attempted value, and `{value}` reads "(hidden)".
    ///
    /// ```swift
    /// report.errors(at: \SignUp.password).allSatisfy(\.isSensitive) // true
    /// ```
    public var isSensitive: Bool { location.isSensitive }
    /// Whether a server reported the error: a `FormSession` or `FormGroup` put it there from the
    /// server's problem details (`apply(_:keys:)`), with the server's code, parameters and
    /// message as the server wrote it. An edit of its attribute removes it.
    ///
    /// ```swift
    /// form.report.errors.filter(\.isFromServer).map(\.message) // ["Benutzername ist vergeben."]
    /// ```
    public var isFromServer: Bool { location.isFromServer }
    /// Whether the failure blocks (``Severity/error``) or only informs.
    public var severity: Severity
    /// The scenario the model was validated in.
    public var scenario: ScenarioName

    /// Moves the error under `path` and `keyPath` (a nested model's error into its parent's
    /// report), with one new location.
    package mutating func prefix(path prefix: AttributePath, keyPath: AnyKeyPath?) {
        self.prefix(path: prefix) { child in keyPath?.appending(path: child) }
    }

    /// Moves the error under `path`, its key path made from its own by `keyPath` (`nil`: none).
    package mutating func prefix(path prefix: AttributePath, keyPath: (AnyKeyPath) -> AnyKeyPath?) {
        let childKeyPath = location.keyPath.flatMap { child in keyPath(child.keyPath) }
        location = ErrorLocation(
            path: location.path.prefixed(by: prefix), keyPath: childKeyPath.map(KeyPathBox.init),
            label: location.label, isSensitive: location.isSensitive, isFromServer: location.isFromServer)
    }

    /// Equal when every public property is: path, key path, code, template, parameters,
    /// attempted value, sensitivity, label, severity, scenario and whether a server reported it.
    ///
    /// ```swift
    /// let same = error == error // true
    /// ```
    public static func == (lhs: ValidationError, rhs: ValidationError) -> Bool {
        (lhs.location === rhs.location
            || (lhs.location.path == rhs.location.path && lhs.location.keyPath == rhs.location.keyPath))
            && lhs.code == rhs.code && lhs.template == rhs.template && lhs.parameters == rhs.parameters
            && lhs.attemptedValue == rhs.attemptedValue && lhs.isSensitive == rhs.isSensitive
            && lhs.location.label == rhs.location.label && lhs.severity == rhs.severity
            && lhs.scenario == rhs.scenario && lhs.isFromServer == rhs.isFromServer
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
        hasher.combine(attemptedValue)
        hasher.combine(location.label)
        hasher.combine(severity)
        hasher.combine(scenario)
        hasher.combine(isFromServer)
    }

    /// The rendered message.
    ///
    /// ```swift
    /// print(error.message) // "Email is taken."
    /// ```
    public var message: String {
        template.render(
            parameters, attribute: label, value: isSensitive ? .string(ParsedTemplate.hiddenValue) : attemptedValue)
    }

    /// `path: message`.
    ///
    /// ```swift
    /// print(error) // email: Email is taken.
    /// ```
    public var description: String { "\(path): \(message)" }

    private enum CodingKeys: String, CodingKey {
        case path, code, message, template, parameters, label, severity, scenario, value, sensitive, fromServer
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
        try container.encodeIfPresent(attemptedValue, forKey: .value)
        if isSensitive { try container.encode(true, forKey: .sensitive) }
        if isFromServer { try container.encode(true, forKey: .fromServer) }
    }

    /// Removes or hides the parameters that rules fill from the value itself: the value, and a
    /// refused character, which reads "(hidden)". What a sensitive attribute must not show.
    /// (`compareValue` is a label or a constant of the declaration, never the value.)
    ///
    /// A failure has a few parameters: comparing each key costs less than hashing the two names.
    static func dropEchoes(_ parameters: inout [String: MessageParameter]) {
        var echoesValue = false
        var echoesCharacter = false
        for key in parameters.keys {
            if key == "value" {
                echoesValue = true
            } else if key == "character" {
                echoesCharacter = true
            }
        }
        if echoesValue { parameters.removeValue(forKey: "value") }
        if echoesCharacter { parameters["character"] = .string(ParsedTemplate.hiddenValue) }
    }
}

// The initializers are in an extension so that the struct keeps its memberwise initializer, which
// builds the value from its fields at once. An initializer of its own assigns the fields of a
// `self` on the stack and then copies it out (a retain and a release of every field, about 330
// instructions per error, Swift 6.3).
extension ValidationError {
    /// Creates an error.
    ///
    /// ```swift
    /// let error = ValidationError(path: [.property("email")], keyPath: \SignUp.email,
    ///                             failure: RuleFailure(code: "email.taken", template: "{attribute} is taken."),
    ///                             label: "Email", severity: .error, scenario: .default)
    /// ```
    public init(
        path: AttributePath, keyPath: AnyKeyPath?, failure: RuleFailure, label: String,
        severity: Severity = .error, scenario: ScenarioName = .default, isSensitive: Bool = false
    ) {
        self = Self.error(
            at: ErrorLocation(
                path: path, keyPath: keyPath.map(KeyPathBox.init), label: label, isSensitive: isSensitive),
            failure: failure, severity: severity, scenario: scenario)
    }

    /// An error at a location shared with other errors of the same site; a sensitive location
    /// keeps no attempted value, nor any parameter that echoes it.
    package static func error(
        at location: ErrorLocation, failure: consuming RuleFailure, severity: Severity, scenario: ScenarioName
    ) -> ValidationError {
        if location.isSensitive { failure.dropEchoes() }
        return ValidationError(
            location: location, code: failure.code, template: failure.template, parameters: failure.parameters,
            value: failure.attemptedValue, severity: severity, scenario: scenario)
    }

    /// Decodes the JSON shape; ``keyPath`` is `nil` and ``message`` is re-rendered.
    ///
    /// ```swift
    /// let error = try JSONDecoder().decode(ValidationError.self, from: json)
    /// ```
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let path = try container.decode(AttributePath.self, forKey: .path)
        code = try container.decode(ErrorCode.self, forKey: .code)
        template = try container.decode(MessageTemplate.self, forKey: .template)
        parameters = try container.decodeIfPresent([String: MessageParameter].self, forKey: .parameters) ?? [:]
        let sensitive = try container.decodeIfPresent(Bool.self, forKey: .sensitive) ?? false
        let fromServer = try container.decodeIfPresent(Bool.self, forKey: .fromServer) ?? false
        location = ErrorLocation(
            path: path, keyPath: nil, label: try container.decode(String.self, forKey: .label), isSensitive: sensitive,
            isFromServer: fromServer)
        severity = try container.decode(Severity.self, forKey: .severity)
        scenario = try container.decode(ScenarioName.self, forKey: .scenario)
        if sensitive {
            Self.dropEchoes(&parameters)
        } else {
            // JSON from before the value had a field of its own has it among the parameters.
            value =
                try container.decodeIfPresent(MessageParameter.self, forKey: .value)
                ?? parameters.removeValue(forKey: "value")
        }
    }
}

/// Where an error is and what its attribute is called, immutable and shared: the graph makes one
/// per rule site when it is compiled, and every error found there holds it. Setting an error's
/// ``ValidationError/path``, ``ValidationError/keyPath`` or ``ValidationError/label`` gives that
/// error a location of its own.
package final class ErrorLocation: Sendable {
    package let path: AttributePath
    let keyPath: KeyPathBox?
    let label: String
    /// The attribute's values are secret: its errors keep none.
    package let isSensitive: Bool
    /// The errors here came from a server's problem details.
    package let isFromServer: Bool

    package init(
        path: AttributePath, keyPath: KeyPathBox?, label: String, isSensitive: Bool = false, isFromServer: Bool = false
    ) {
        self.path = path
        self.keyPath = keyPath
        self.label = label
        self.isSensitive = isSensitive
        self.isFromServer = isFromServer
    }

    func with(path: AttributePath) -> ErrorLocation {
        ErrorLocation(path: path, keyPath: keyPath, label: label, isSensitive: isSensitive, isFromServer: isFromServer)
    }

    func with(keyPath: KeyPathBox?) -> ErrorLocation {
        ErrorLocation(path: path, keyPath: keyPath, label: label, isSensitive: isSensitive, isFromServer: isFromServer)
    }

    func with(label: String) -> ErrorLocation {
        ErrorLocation(path: path, keyPath: keyPath, label: label, isSensitive: isSensitive, isFromServer: isFromServer)
    }

    /// The location of a sensitive rule on an attribute that is not sensitive itself.
    package func sensitive() -> ErrorLocation {
        isSensitive
            ? self
            : ErrorLocation(path: path, keyPath: keyPath, label: label, isSensitive: true, isFromServer: isFromServer)
    }
}
