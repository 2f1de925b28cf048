import VerdictVocabulary

/// A rule about whether a value is there (``Required``). On an attribute that is never `nil` (its
/// key path's value is not optional) it may never fail, a mistake the rule graph lists as a
/// diagnostic. Only the graph compiler knows whether the attribute is optional: the rules of an
/// optional attribute see the unwrapped value, so the rule's type is the same on both.
package protocol PresenceRule {
    /// What is wrong with the rule on an attribute that is never `nil`; empty when it can fail
    /// there.
    var problemsWhenNeverMissing: [String] { get }
}
