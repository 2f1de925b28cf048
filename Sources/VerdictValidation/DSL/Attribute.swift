import VerdictEngine

/// Declares the rules of one attribute, in the order they run.
///
/// Rules are typed by the attribute: a string rule on an `Int` does not compile. On an optional
/// attribute, rules skip `nil` unless the field is ``Required``. Filters (``Trim``, ``Default``)
/// change the value the later rules see, and write it back to the model, so an attribute is
/// declared on a writable key path (a `var`). A `let` or computed property is declared with
/// `readOnly:`, and takes checking rules only: a filter there does not compile.
///
/// ```swift
/// Attribute(\.username) { Trim(); Required(); Length(4...24); Match(#"^[a-z]\w*$"#) }
/// Attribute(\.age) { Number(min: 18, max: 120) }              // age: Int?
/// Attribute(\.email, label: "E-mail address") { Email() }
/// Attribute(readOnly: \.displayName) { Length(max: 40) }  // a computed property
/// ```
public struct Attribute<Model, Value>: RuleSetComponent {
    private let declaration: any FieldDeclaration<Model>

    /// Declares the rules of an attribute.
    ///
    /// `name` is the printable path, `label` the human name in messages (derived from the name).
    /// The name is derived from the runtime's description of the key path, which names stored
    /// properties only: give `name` for a property reached through a protocol requirement (a
    /// rule set shared by several models), and for every attribute in a build with
    /// `-disable-reflection-metadata`. A missing name is a diagnostic that says so; typed
    /// look-ups (`report.errors(at:)`) work either way. The name is also the key that massive
    /// assignment reads.
    ///
    /// `sensitive` keeps the values out of the errors (no ``ValidationError/attemptedValue``,
    /// `{value}` reads "(hidden)"), conversion errors included, and out of
    /// ``RuleSet/assignableValues(of:scenario:keys:)``. When `nil`, the name decides, split into
    /// words (camelCase, snake_case, kebab-case): a name with one of the words `password`,
    /// `passwd`, `pwd`, `passphrase`, `passcode`, `secret`, `token`, `pin`, `otp`, `totp`, `hotp`,
    /// `cvv`, `cvv2`, `cvc`, `cvc2`, `cvn`, `csc`, `ssn`, `iban`, `credential(s)`, `mnemonic`, or
    /// a pair of words such as `api key`, `private key`, `access key`, `card number`, `account
    /// number`, `routing number`, `security code`, `verification code`, `recovery code`, `session
    /// id`, `seed phrase` is sensitive (`cardNumber` is, `cardinality` is not). So is an
    /// attribute compared with a sensitive one (`Compare(.equal, to: \.password)`). Pass `false`
    /// for a name that only looks secret.
    ///
    /// ```swift
    /// Attribute(\.email) { Required(); Email() }
    /// Attribute(\.recoveryPhrase, sensitive: true) { Required() }
    /// ```
    @_disfavoredOverload
    public init(
        _ keyPath: WritableKeyPath<Model, Value> & Sendable, name: String? = nil, label: String? = nil,
        sensitive: Bool? = nil, fileID: String = #fileID, line: Int = #line,
        @AttributeRuleBuilder<Model, Value> rules: () -> [AttributeRule<Model, Value>]
    ) {
        declaration = TypedField(
            access: .value(keyPath), keyPath: keyPath, name: name, label: label, sensitive: sensitive, fileID: fileID,
            line: line, rules: rules())
    }

    /// Declares the rules of an optional attribute; they see the unwrapped value and skip `nil`,
    /// except ``Required`` (which fails) and ``Default`` (which fills it).
    ///
    /// ```swift
    /// Attribute(\.nickname) { Length(max: 12) }   // nickname: String?
    /// ```
    public init<Wrapped>(
        _ keyPath: WritableKeyPath<Model, Wrapped?> & Sendable, name: String? = nil, label: String? = nil,
        sensitive: Bool? = nil, fileID: String = #fileID, line: Int = #line,
        @AttributeRuleBuilder<Model, Wrapped> rules: () -> [AttributeRule<Model, Wrapped>]
    ) where Value == Wrapped? {
        declaration = TypedField(
            access: .optional(keyPath), keyPath: keyPath, name: name, label: label, sensitive: sensitive,
            fileID: fileID,
            line: line, rules: rules())
    }

    /// A read-only key path needs `readOnly:`, which takes checking rules only.
    @available(
        *, unavailable,
        message: "a read-only key path ('let', computed, or '{ get }'): declare it with 'Attribute(readOnly:)'"
    )
    public init(
        _ keyPath: KeyPath<Model, Value> & Sendable, name: String? = nil, label: String? = nil,
        sensitive: Bool? = nil, fileID: String = #fileID, line: Int = #line,
        @ReadOnlyAttributeRuleBuilder<Model, Value> rules: () -> [AttributeRule<Model, Value>]
    ) {
        fatalError("unavailable")
    }

    /// Declares the checking rules of a read-only attribute: a `let` or computed property, or a
    /// property a protocol declares `{ get }`. Give `name` where it cannot be derived (a computed
    /// property).
    ///
    /// ```swift
    /// Attribute(readOnly: \.displayName, name: "displayName") { Required(); Length(max: 40) }
    /// ```
    @_disfavoredOverload
    public init(
        readOnly keyPath: KeyPath<Model, Value> & Sendable, name: String? = nil, label: String? = nil,
        sensitive: Bool? = nil, fileID: String = #fileID, line: Int = #line,
        @ReadOnlyAttributeRuleBuilder<Model, Value> rules: () -> [AttributeRule<Model, Value>]
    ) {
        declaration = TypedField(
            access: .value(keyPath), keyPath: keyPath, name: name, label: label, sensitive: sensitive, fileID: fileID,
            line: line, rules: rules())
    }

    /// Declares the checking rules of a read-only optional attribute; they see the unwrapped
    /// value and skip `nil`, except ``Required``.
    ///
    /// ```swift
    /// Attribute(readOnly: \.middleInitial, name: "middleInitial") { Length(1) }
    /// ```
    public init<Wrapped>(
        readOnly keyPath: KeyPath<Model, Wrapped?> & Sendable, name: String? = nil, label: String? = nil,
        sensitive: Bool? = nil, fileID: String = #fileID, line: Int = #line,
        @ReadOnlyAttributeRuleBuilder<Model, Wrapped> rules: () -> [AttributeRule<Model, Wrapped>]
    ) where Value == Wrapped? {
        declaration = TypedField(
            access: .optional(keyPath), keyPath: keyPath, name: name, label: label, sensitive: sensitive,
            fileID: fileID,
            line: line, rules: rules())
    }

    /// The field as a one-declaration rule set.
    ///
    /// ```swift
    /// let set = Attribute(\SignUp.email) { Email() }.ruleSet
    /// ```
    public var ruleSet: RuleSet<Model> { RuleSet(declarations: [.field(declaration)]) }
}
