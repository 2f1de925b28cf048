import VerdictVocabulary

/// A rule that can find mistakes in its own declaration, such as an invalid pattern or a
/// minimum above its maximum. The rule graph lists them as diagnostics.
package protocol SelfDiagnosingRule {
    /// What is wrong with the rule's options; empty when they are sound.
    var declarationProblems: [String] { get }
}
