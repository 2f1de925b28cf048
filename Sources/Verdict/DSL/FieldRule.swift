/// What a rule does with a `nil` in an optional field when it does not skip empty values.
enum MissingOutcome<Value> {
    case pass
    case fail(RuleFailure)
    case fill(Value)
}

/// The typed work of one rule, bound to its attribute's name.
struct RuleBody<Model, Value>: Sendable {
    var run: @Sendable (inout Value, Model) -> RuleFailure?
    var missing: @Sendable (Model) -> MissingOutcome<Value>
}

/// One rule of a field, with its options: what `Field { … }` collects.
///
/// You rarely spell this type: every rule inside a `Field` block becomes one, and the
/// modifiers (``message(_:)``, ``when(_:)-7h1vj``, ``on(_:)``…) return one.
///
/// ```swift
/// Field(\.nickname) {
///     Length(max: 12).severity(.warning).message("{attribute} is long; it may be cut.")
/// }
/// ```
public struct FieldRule<Model, Value>: Sendable {
    /// A short name of the rule for diagnostics, such as `Length`.
    var name: String
    var writesValue: Bool
    var skipsEmptyByDefault: Bool
    var options = RuleOptions<Model>()
    /// Other attributes the rule reads (cross-field rules).
    var reads: [KeyPathBox] = []
    /// Declaration mistakes found when the rule was made (a bad pattern…).
    var problems: [String] = []
    var bind: @Sendable (_ attribute: String) -> RuleBody<Model, Value>

    init(
        name: String, writesValue: Bool, skipsEmptyByDefault: Bool,
        reads: [KeyPathBox] = [], problems: [String] = [],
        bind: @escaping @Sendable (String) -> RuleBody<Model, Value>
    ) {
        self.name = name
        self.writesValue = writesValue
        self.skipsEmptyByDefault = skipsEmptyByDefault
        self.reads = reads
        self.problems = problems
        self.bind = bind
    }

    /// Wraps a value rule.
    ///
    /// ```swift
    /// let rule = FieldRule<SignUp, String>(Length(min: 8))
    /// ```
    public init<R: ValueRule>(_ rule: R) where R.Value == Value {
        self.init(
            name: String(describing: R.self).prefix { $0 != "<" }.description,
            writesValue: rule.writesValue, skipsEmptyByDefault: rule.skipsEmptyValues,
            problems: (rule as? any DiagnosableRule)?.declarationProblems ?? []
        ) { _ in
            RuleBody(
                run: { value, _ in rule.apply(to: &value) },
                missing: { _ in rule.validateMissingValue().map(MissingOutcome.fail) ?? .pass })
        }
    }

    /// Whether the rule skips empty values, after options. Completeness and eligibility rules
    /// check empty values too: an empty field is neither complete nor eligible.
    var skipsEmpty: Bool {
        if let explicit = options.skipOnEmpty { return explicit }
        switch options.stage {
        case .completeness, .eligibility: return false
        case .input, .validation, .submission: return skipsEmptyByDefault
        }
    }

    /// The same rule over an optional field: `nil` goes to the rule's missing-value outcome.
    func lifted() -> FieldRule<Model, Value?> {
        let bind = self.bind
        let writes = writesValue
        var lifted = FieldRule<Model, Value?>(
            name: name, writesValue: writesValue, skipsEmptyByDefault: skipsEmptyByDefault,
            reads: reads, problems: problems
        ) { attribute in
            let body = bind(attribute)
            return RuleBody(
                run: { optional, model in
                    guard var value = optional else {
                        switch body.missing(model) {
                        case .pass: return nil
                        case .fail(let failure): return failure
                        case .fill(let filled):
                            optional = filled
                            return nil
                        }
                    }
                    let failure = body.run(&value, model)
                    if writes { optional = value }
                    return failure
                },
                missing: { model in
                    switch body.missing(model) {
                    case .pass: .pass
                    case .fail(let failure): .fail(failure)
                    case .fill(let filled): .fill(filled)
                    }
                })
        }
        lifted.options = options
        return lifted
    }
}

/// A rule that can find mistakes in its own declaration, such as an invalid pattern.
protocol DiagnosableRule {
    var declarationProblems: [String] { get }
}
