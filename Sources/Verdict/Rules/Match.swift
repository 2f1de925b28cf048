import Foundation

/// Checks that a string matches a regular expression (`NSRegularExpression` syntax), or, with
/// `not`, that it does not.
///
/// The pattern is searched anywhere in the value, so anchor it with `^…$` to match the whole
/// value. As in Yii, `$` also matches before a final line break: use `\z` to forbid one.
/// An invalid pattern never crashes: every value then fails with ``ErrorCode/matchNoMatch``
/// and the rule-graph compiler reports the pattern error.
///
/// Most validation patterns (literals and classes of any script, `\w` `\d` `\s` `\p{…}`,
/// groups, alternation, quantifiers and anchors, without options) are compiled to an automaton
/// (`PatternAutomaton`) that answers in time linear in the value's length, with ICU's
/// definitions of `.`, `\w`, `\d`, `\s` and `$`. Where ICU's backtracking gives up or errs
/// (`^(?:a?){26}a{26}$` on 26 `a`s), the automaton's answer, the right one, is Match's. Other
/// patterns (back-references, look-arounds, options…) go to `NSRegularExpression`.
///
/// ```swift
/// Match(#"^[a-z]\w*$"#).validate("9lives")?.message(label: "Username")
/// // "Username is invalid."
/// Match(#"\s"#, not: true).validate("no spaces")?.code // .matchMatched
/// ```
public struct Match: ValueRule {
    /// The pattern as written.
    let pattern: String
    /// Whether the value must *not* match.
    let not: Bool
    /// Why the pattern does not compile, or `nil` when it does.
    let patternError: String?
    private let regex: SendableRegularExpression?
    /// The pattern compiled to an automaton, when it is in ``PatternAutomaton``'s subset.
    private let automaton: PatternAutomaton?

    /// Matches against `pattern`, compiled once here.
    ///
    /// ```swift
    /// Match(#"^\d{5}$"#).validate("1234")?.code // .matchNoMatch
    /// Match("(").patternError != nil            // true: every value fails
    /// ```
    public init(_ pattern: String, not: Bool = false) {
        self.pattern = pattern
        self.not = not
        do {
            regex = SendableRegularExpression(regex: try NSRegularExpression(pattern: pattern))
            patternError = nil
            automaton = PatternAutomaton(pattern)
        } catch {
            regex = nil
            patternError = "Invalid regular expression \(pattern): \(error.localizedDescription)"
            automaton = nil
        }
    }

    /// Matches against a compiled expression (for example one with options).
    ///
    /// ```swift
    /// let regex = try NSRegularExpression(pattern: "^[a-z]+$", options: .caseInsensitive)
    /// Match(regex).validate("Alice") // nil
    /// ```
    public init(_ regex: NSRegularExpression, not: Bool = false) {
        self.pattern = regex.pattern
        self.not = not
        self.patternError = nil
        self.regex = SendableRegularExpression(regex: regex)
        // Options (case, lines, comments…) change what the pattern means: ICU alone reads them.
        automaton = regex.options.isEmpty ? PatternAutomaton(regex.pattern) : nil
    }

    /// Fails with ``ErrorCode/matchNoMatch`` or, with `not`, ``ErrorCode/matchMatched``.
    ///
    /// ```swift
    /// Match("^a").validate("abc") // nil
    /// ```
    public func apply(to value: inout String) -> RuleFailure? {
        guard regex != nil else { return failure(.matchNoMatch, value) }
        if matches(value) == not {
            return failure(not ? .matchMatched : .matchNoMatch, value)
        }
        return nil
    }

    /// Whether the pattern matches somewhere in `value`: by the automaton when the pattern is
    /// in its subset, otherwise by `NSRegularExpression` over the whole value.
    private func matches(_ value: String) -> Bool {
        if let automaton { return automaton.matches(value) }
        // The whole value, in the UTF-16 units NSRange counts.
        let range = NSRange(location: 0, length: value.utf16.count)
        // Through `?`: bound with `guard let`, the expression would be retained first, a write
        // that every thread validating with this rule contends for.
        return regex?.regex.firstMatch(in: value, range: range) != nil
    }

    private static let invalidTemplate: MessageTemplate = "{attribute} is invalid."

    private func failure(_ code: ErrorCode, _ value: String) -> RuleFailure {
        RuleFailure(
            code: code, template: Self.invalidTemplate,
            parameters: ["pattern": .string(pattern)], attemptedValue: .string(value))
    }
}

extension Match: SelfDiagnosingRule {
    /// The pattern error, reported by the rule-graph compiler before any model is validated.
    ///
    /// ```swift
    /// Match("(").declarationProblems // ["Invalid regular expression (: …"]
    /// ```
    var declarationProblems: [String] { patternError.map { [$0] } ?? [] }
}

/// Carries an `NSRegularExpression` across concurrency domains. `NSRegularExpression` is
/// immutable once created and documented as safe to use from several threads at once.
private struct SendableRegularExpression: @unchecked Sendable {
    let regex: NSRegularExpression
}
