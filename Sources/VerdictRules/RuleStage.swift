import VerdictVocabulary

/// When a rule runs (seed GKValidator's stages). Rules run at ``validation`` unless a
/// `.stage(_:)` modifier says otherwise.
///
/// The enum is closed: the five stages, and it will not gain cases.
///
/// ```swift
/// Attribute(\.number) {
///     Length(max: 12).stage(.input)                   // refuse the 13th character
///     Characters.only(.decimalDigits).stage(.input)   // refuse a non-digit
///     Length(12).stage(.completeness)                 // the field is done: move focus on
///     Length(min: 8).stage(.eligibility)              // the form may be submitted
///     Custom { $0.hasPrefix("9") }.message("Number should start with 9.").stage(.submission)
/// }
/// ```
public enum RuleStage: String, Sendable, Hashable, CaseIterable {
    /// Runs before an edit is accepted; a failure refuses the edit.
    case input
    /// Tells whether a field is complete, so focus may move to the next one. Its rules check
    /// empty values too (an empty field is not complete).
    case completeness
    /// Tells whether the model may be submitted (enable the button). Its rules check empty
    /// values too.
    case eligibility
    /// The ordinary rules: run by `validate`.
    case validation
    /// Run only on submit, after the ordinary rules.
    case submission
}
