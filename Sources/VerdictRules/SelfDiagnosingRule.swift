import VerdictVocabulary

/// A rule that can find mistakes in its own declaration, such as an invalid pattern or a
/// minimum above its maximum. The rule graph lists them as diagnostics.
package protocol SelfDiagnosingRule {
    /// What is wrong with the rule's options; empty when they are sound.
    var declarationProblems: [String] { get }
    /// What is wrong with the rule on an attribute that is never `nil` (its key path's value is
    /// not optional), such as a ``Required`` that no such value fails; empty by default. The
    /// graph compiler asks, as only it knows whether the attribute is optional: the rules of an
    /// optional attribute see the unwrapped value, so the rule's type is the same on both.
    var problemsWhenNeverMissing: [String] { get }
}

extension SelfDiagnosingRule {
    package var problemsWhenNeverMissing: [String] { [] }
}
