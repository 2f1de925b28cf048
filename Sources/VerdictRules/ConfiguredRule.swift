import VerdictVocabulary

/// A value rule with its modifiers applied: what `Length(min: 15).message("…")` returns.
///
/// It needs no model, so it can be declared once and used in the rules of several models. On
/// its own, it reports its code and message overrides; in a rule set, its scenarios, stage,
/// severity and skipping apply too. Modifiers never nest: each one returns the same type.
///
/// ```swift
/// let zip = Match(#"^\d{5}$"#).code("zip.invalid").message("{attribute} has five digits.")
/// zip.validate("123")?.code // "zip.invalid"
/// ```
public struct ConfiguredRule<Base: ValueRule>: ValueRule {
    /// The rule's value type.
    public typealias Value = Base.Value
    /// Whether the rule rewrites the value, as the rule beneath says.
    public typealias Effect = Base.Effect

    /// The rule without its modifiers.
    let base: Base
    /// What the modifiers set.
    private(set) var settings = RuleSettings()

    init(_ base: Base) {
        self.base = base
    }

    /// Applies the rule, with its code and message overrides.
    ///
    /// ```swift
    /// var name = "  ada "
    /// _ = Trim().message("unused").apply(to: &name)  // name == "ada"
    /// ```
    public func apply(to value: inout Value) -> RuleFailure? {
        base.apply(to: &value).map(settings.overriding)
    }

    /// Whether an empty value skips the rule: the `skipOnEmpty` modifier, or the rule's default.
    ///
    /// ```swift
    /// Length(min: 3).skipOnEmpty(false).skipsEmptyValues // false
    /// ```
    public var skipsEmptyValues: Bool { settings.skipOnEmpty ?? base.skipsEmptyValues }

    /// Whether the rule rewrites the value, as the rule says.
    ///
    /// ```swift
    /// Trim().code("name.trimmed").writesValue // true
    /// ```
    public var writesValue: Bool { base.writesValue }

    /// The rule's outcome for `nil`, with the overrides.
    ///
    /// ```swift
    /// Required<String>().code("name.missing").validateMissingValue()?.code // "name.missing"
    /// ```
    public func validateMissingValue() -> RuleFailure? {
        base.validateMissingValue().map(settings.overriding)
    }

    /// The rule with one more modifier applied.
    ///
    /// ```swift
    /// let rule = Length(min: 15).message("Too short.").code("title.short")
    /// ```
    public func _applying(_ modifier: _RuleModifier) -> ConfiguredRule<Base> {
        var copy = self
        modifier.change(&copy.settings)
        return copy
    }
}

extension ValueRule {
    /// A value rule's modifiers return a ``ConfiguredRule``.
    ///
    /// ```swift
    /// let rule: ConfiguredRule<Email> = Email().message("Check the address.")
    /// ```
    public func _applying(_ modifier: _RuleModifier) -> ConfiguredRule<Self> {
        ConfiguredRule(self)._applying(modifier)
    }
}

/// A configured rule seen without its base type, so that a declaration can take the rule
/// beneath and the settings apart.
protocol ConfiguredValueRule<Value> {
    associatedtype Value
    var baseRule: any ValueRule<Value> { get }
    var settings: RuleSettings { get }
}

extension ConfiguredRule: ConfiguredValueRule {
    var baseRule: any ValueRule<Value> { base }
}

extension ConfiguredRule: SelfDiagnosingRule {
    package var declarationProblems: [String] { (base as? any SelfDiagnosingRule)?.declarationProblems ?? [] }
}
