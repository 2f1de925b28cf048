import VerdictVocabulary

/// What a rule does to the value, as a type the builders can check: a rule either only checks
/// it (``Checking``, the default) or rewrites it (``Rewriting``: a filter such as ``Trim``).
///
/// An attribute declared on a read-only key path (`Attribute(readOnly:)`) takes checking rules
/// only, so a filter there does not compile. A rule that rewrites the value says so, once (its
/// ``ValueRule/writesValue`` is then `true` by default):
///
/// ```swift
/// struct Uppercased: ValueRule {
///     typealias Effect = RuleEffect.Rewriting
///     func apply(to value: inout String) -> RuleFailure? {
///         value = value.uppercased()
///         return nil
///     }
/// }
/// ```
///
/// The namespace is closed: a rule checks or rewrites, and no third effect will be added.
public enum RuleEffect {
    /// The rule reads the value and reports a failure; it never changes it. Closed: an uninhabited
    /// tag, one of the two effects.
    ///
    /// ```swift
    /// let effect: RuleEffect.Checking.Type = Length.Effect.self
    /// ```
    public enum Checking {}

    /// The rule rewrites the value, which is written back to the model: it needs a writable key
    /// path. Closed: an uninhabited tag, one of the two effects.
    ///
    /// ```swift
    /// let effect: RuleEffect.Rewriting.Type = Trim.Effect.self
    /// ```
    public enum Rewriting {}
}
