import VerdictVocabulary

/// A rule that takes the modifiers `message`, `code`, `severity`, `skipOnEmpty`, `skipOnError`,
/// `on`, `except`, `stage` and `sensitive`. They are declared once, here, and mean the same on every rule.
///
/// A value rule (``Length``, ``Email``, your own ``ValueRule``) becomes a ``ConfiguredRule``,
/// which needs no model, so it can be kept and reused. A rule that reads the model (``Compare``,
/// ``Default``) becomes a ``AttributeRule`` of that model. Scenario modifiers narrow: a rule inside
/// `Scenario(.a, .b)` with `.on(.b)` runs in `b` only, as a block's `.on` would.
///
/// ```swift
/// let tooShort = Length(min: 15).message("This is too short!")
/// let rules = RuleSet<Post> {
///     Attribute(\.title) { tooShort.on(.publish) }
///     Attribute(\.description) { tooShort.severity(.warning) }
/// }
/// ```
public protocol ModifiableRule: Sendable {
    /// What a modifier returns: ``ConfiguredRule`` for a value rule, ``AttributeRule`` for a rule
    /// that reads the model.
    associatedtype Modified

    /// The rule with `modifier` applied; every modifier goes through it. You never call or
    /// implement it: value rules and model rules have it already.
    ///
    /// ```swift
    /// let rule = Length(min: 15).message("This is too short!")  // calls _applying(_:)
    /// ```
    func _applying(_ modifier: _RuleModifier) -> Modified
}

/// What one modifier changes in a rule; made by the modifiers of ``ModifiableRule`` only.
///
/// ```swift
/// let rule = Required<String>().code("name.missing")  // a _RuleModifier, applied
/// ```
public struct _RuleModifier: Sendable {
    package let change: @Sendable (inout RuleSettings) -> Void
}

extension ModifiableRule {
    /// Replaces the message template.
    ///
    /// ```swift
    /// Length(min: 15).message("This is too short!")
    /// ```
    public func message(_ template: MessageTemplate) -> Modified {
        let own = template.own
        return _applying(_RuleModifier { $0.message = own })
    }

    /// Replaces the error code.
    ///
    /// ```swift
    /// Match(#"^\d{5}$"#).code("zip.invalid")
    /// ```
    public func code(_ code: ErrorCode) -> Modified {
        _applying(_RuleModifier { $0.code = code })
    }

    /// Sets the severity; warnings never make a model invalid.
    ///
    /// ```swift
    /// Length(max: 12).severity(.warning)
    /// ```
    public func severity(_ severity: Severity) -> Modified {
        _applying(_RuleModifier { $0.severity = severity })
    }

    /// Whether an empty value skips the rule. Validators skip empty values unless they say
    /// otherwise; ``Required`` and the filters (``Trim``, ``Filter``, ``Default``) do not.
    ///
    /// ```swift
    /// Custom { !$0.isEmpty }.skipOnEmpty(false)
    /// ```
    public func skipOnEmpty(_ skip: Bool) -> Modified {
        _applying(_RuleModifier { $0.skipOnEmpty = skip })
    }

    /// Whether the rule is skipped when an earlier rule already failed the attribute (default on).
    ///
    /// ```swift
    /// Email().skipOnError(false)
    /// ```
    public func skipOnError(_ skip: Bool) -> Modified {
        _applying(_RuleModifier { $0.skipOnError = skip })
    }

    /// Applies the rule only in these scenarios (within any scenarios its block is limited to).
    ///
    /// ```swift
    /// Required().on(.register)
    /// ```
    public func on(_ scenarios: ScenarioName...) -> Modified {
        let scope = ScenarioScope(on: Set(scenarios))
        return _applying(_RuleModifier { $0.scope = scope.within($0.scope) })
    }

    /// Applies the rule in every scenario but these.
    ///
    /// ```swift
    /// Required().except(.login)
    /// ```
    public func except(_ scenarios: ScenarioName...) -> Modified {
        let scope = ScenarioScope(on: nil, except: Set(scenarios))
        return _applying(_RuleModifier { $0.scope = scope.within($0.scope) })
    }

    /// Runs the rule at `stage` instead of at validation.
    ///
    /// ```swift
    /// Characters.only(.decimalDigits).stage(.input)
    /// ```
    public func stage(_ stage: RuleStage) -> Modified {
        _applying(_RuleModifier { $0.stage = stage })
    }

    /// Keeps the value out of the rule's errors: no attempted value, no parameter that echoes it,
    /// and `{value}` reads "(hidden)". A whole attribute is sensitive with
    /// `Attribute(_:sensitive:)`, or by its name (`password`, `token`…).
    ///
    /// ```swift
    /// Custom<String>(message: "{attribute} ({value}) was used before.") { !$0.hasPrefix("old") }.sensitive()
    /// ```
    public func sensitive() -> Modified {
        _applying(_RuleModifier { $0.isSensitive = true })
    }
}
