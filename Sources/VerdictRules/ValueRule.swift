import VerdictVocabulary

/// A rule over one value of one type: the building block of every field declaration.
///
/// A validator leaves the value alone and returns a failure; a filter rewrites the value
/// (and reports ``writesValue``). Rules are pure, so each can be tested on a single value:
///
/// ```swift
/// struct EvenNumber: ValueRule {
///     func apply(to value: inout Int) -> RuleFailure? {
///         value.isMultiple(of: 2) ? nil
///             : RuleFailure(code: "number.odd", template: "{attribute} must be even.")
///     }
/// }
/// EvenNumber().validate(3)?.code // "number.odd"
/// ```
///
/// Its modifiers (``ModifiableRule``) return a ``ConfiguredRule``; `when` needs the model, so it
/// returns a ``AttributeRule``.
public protocol ValueRule<Value>: ModifiableRule {
    /// The type of value the rule checks. Applying the rule to another type does not compile.
    associatedtype Value

    /// Whether the rule only checks the value (the default) or rewrites it, as a type: a
    /// filter says `RuleEffect.Rewriting`, and then cannot be declared on a read-only key path.
    associatedtype Effect = RuleEffect.Checking

    /// Checks (and, for a filter, rewrites) `value`; returns `nil` when it passes.
    func apply(to value: inout Value) -> RuleFailure?

    /// Whether an empty value (`nil`, `""`, an empty collection) skips the rule. Defaults to `true`;
    /// ``Required`` says `false`.
    var skipsEmptyValues: Bool { get }

    /// Whether the rule rewrites the value (a filter). Defaults to `true` when ``Effect`` is
    /// ``RuleEffect/Rewriting`` and to `false` otherwise.
    var writesValue: Bool { get }

    /// The outcome for an optional field holding `nil`, when the rule does not skip empty values.
    /// Defaults to passing.
    func validateMissingValue() -> RuleFailure?
}

extension ValueRule {
    /// Validators skip empty values unless they say otherwise.
    ///
    /// ```swift
    /// Length(min: 3).skipsEmptyValues // true
    /// ```
    public var skipsEmptyValues: Bool { true }

    /// Rules are validators unless they say otherwise.
    ///
    /// ```swift
    /// Length(min: 3).writesValue // false
    /// ```
    public var writesValue: Bool { false }

    /// A `nil` passes unless the rule says otherwise.
    ///
    /// ```swift
    /// Required<String>().validateMissingValue()?.code // .required
    /// ```
    public func validateMissingValue() -> RuleFailure? { nil }

    /// Checks a value without keeping any rewrite: the way to test a rule on its own.
    ///
    /// ```swift
    /// Length(4...24).validate("bob")?.code // .stringTooShort
    /// ```
    public func validate(_ value: Value) -> RuleFailure? {
        var copy = value
        return apply(to: &copy)
    }

    /// The value after the rule's rewrite (for filters), or the value unchanged.
    ///
    /// ```swift
    /// Trim().filtered("  alice ") // "alice"
    /// ```
    public func filtered(_ value: Value) -> Value {
        var copy = value
        _ = apply(to: &copy)
        return copy
    }
}

extension ValueRule where Effect == RuleEffect.Rewriting {
    /// A filter rewrites the value: declaring `Effect = RuleEffect.Rewriting` is enough.
    ///
    /// ```swift
    /// Trim().writesValue // true
    /// ```
    public var writesValue: Bool { true }
}
