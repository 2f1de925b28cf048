import VerdictVocabulary

/// Requires a value: fails when the value is empty (`nil`, `""`, an empty collection), or, with
/// ``init(equalTo:)``, when it is not the required value.
///
/// Unlike other validators, `Required` does not skip empty values. A whitespace-only string is
/// not empty; put ``Trim`` first to reject it.
///
/// ```swift
/// Required<String>().validate("")?.code   // .required
/// Required<String>().validate(" ")        // nil
/// Required<Bool>(equalTo: true).validate(false)?.message(label: "Terms")
/// // "Terms must be true."
/// ```
public struct Required<Value>: ValueRule, PresenceRule {
    /// Whether only a missing value (`nil`) fails, and `""` or `[]` pass.
    package let strict: Bool
    /// The failing test, built once for `Value`; `nil` when no value of `Value` fails it.
    private let fails: (@Sendable (Value) -> Bool)?
    /// The required value as a message parameter, with ``init(equalTo:)``.
    private let requiredValue: MessageParameter?

    /// A value is required: `nil`, `""` and empty collections fail.
    ///
    /// ```swift
    /// Required<[Int]>().validate([])?.code // .required
    /// ```
    public init() {
        self.init(strict: false)
    }

    /// With `strict: true` only a missing value (`nil`) fails; `""` and empty collections pass.
    ///
    /// ```swift
    /// Required<String>(strict: true).validate("")           // nil
    /// Required<String>(strict: true).validateMissingValue() // fails with .required
    /// ```
    public init(strict: Bool) {
        self.strict = strict
        self.fails = strict ? Emptiness.missingCheck(for: Value.self) : Emptiness.check(for: Value.self)
        self.requiredValue = nil
    }

    /// The value must equal `requiredValue` (Yii's `requiredValue`), e.g. a ticked checkbox.
    ///
    /// ```swift
    /// Required(equalTo: "yes").validate("no")?.message(label: "Consent")
    /// // "Consent must be yes."
    /// ```
    public init(equalTo requiredValue: Value) where Value: Equatable & Sendable {
        self.strict = false
        self.fails = { $0 != requiredValue }
        self.requiredValue = MessageParameter(describing: requiredValue)
    }

    /// `false`: `Required` is the rule that looks at empty values.
    ///
    /// ```swift
    /// Required<String>().skipsEmptyValues // false
    /// ```
    public var skipsEmptyValues: Bool { false }

    /// Whether the rule requires one value (`Required(equalTo:)`), not just a present one.
    package var requiresValue: Bool { requiredValue != nil }

    /// Fails with ``ErrorCode/required`` (or ``ErrorCode/requiredValue``) when the value is empty
    /// (or not the required value).
    ///
    /// ```swift
    /// Required<String>().validate("")?.message(label: "Username") // "Username cannot be blank."
    /// ```
    public func apply(to value: inout Value) -> RuleFailure? {
        guard fails?(value) == true else { return nil }
        return failure(value: MessageParameter(describing: value))
    }

    /// A missing value always fails: with ``ErrorCode/required``, or ``ErrorCode/requiredValue``
    /// when a value is required. The failure has no `value` parameter, as there is no value.
    ///
    /// ```swift
    /// Required<Int>().validateMissingValue()?.code // .required
    /// ```
    public func validateMissingValue() -> RuleFailure? {
        failure(value: nil)
    }

    /// On an attribute that is never `nil`, a `Required` that no present value fails: on a type
    /// that cannot be empty (`Bool`, numbers, dates), or strict on any type. It never fails there,
    /// which is a mistake in the declaration (a terms box that must be ticked).
    package var problemsWhenNeverMissing: [String] {
        guard fails == nil else { return [] }
        let head =
            "\(strict ? "`Required(strict: true)`" : "`Required()`") never fails on a non-optional `\(Value.self)`"
        if Value.self == Bool.self {
            return [head + ": use `Required(equalTo: true)` for a box that must be ticked."]
        }
        if Emptiness.check(for: Value.self) != nil {
            return [head + ", which is never `nil`: use `Required()` to refuse an empty value."]
        }
        return [head + ", which cannot be empty: make the attribute optional, or remove the rule."]
    }

    private func failure(value: MessageParameter?) -> RuleFailure {
        guard let requiredValue else {
            return RuleFailure(code: .required, template: RequiredTemplates.blank, attemptedValue: value)
        }
        return RuleFailure(
            code: .requiredValue, template: RequiredTemplates.notRequiredValue,
            parameters: ["requiredValue": requiredValue], attemptedValue: value)
    }
}

/// The messages of ``Required`` (a generic type cannot hold them).
private enum RequiredTemplates {
    static let blank: MessageTemplate = "{attribute} cannot be blank."
    static let notRequiredValue: MessageTemplate = "{attribute} must be {requiredValue}."
}
