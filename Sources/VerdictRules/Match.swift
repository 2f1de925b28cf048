import Foundation
import VerdictVocabulary

/// Checks that a string matches a regular expression (`NSRegularExpression` syntax), or, with
/// `not`, that it does not.
///
/// The pattern is searched anywhere in the value, so anchor it with `^…$` to match the whole
/// value. As in Yii, `$` also matches before a final line break: use `\z` to forbid one.
/// An invalid pattern never crashes: every value then fails with ``ErrorCode/matchNoMatch``
/// and the rule-graph compiler reports the pattern error.
///
/// Match runs every pattern it accepts in time linear in the value's length: an automaton over
/// Unicode scalars (`PatternAutomaton`) reads literals and classes of any script, `\w` `\d` `\s`
/// `\p{…}`, groups, alternation, quantifiers and anchors, without options, with ICU's
/// definitions of `.`, `\w`, `\d`, `\s` and `$`. The cost per character is bounded too: a
/// pattern whose automaton passes 1,000 instructions (counted repetitions are written out:
/// `[a-z]{1,100}` is 199 of them) is refused at declaration, its size in the diagnostic, so that
/// a value costs at most 2,000 steps a character. Where ICU's backtracking gives up or errs
/// (`^(?:a?){26}a{26}$` on 26 `a`s), the automaton's answer, the right one, is Match's. A pattern
/// that `NSRegularExpression` compiles but the automaton does not read (back-references,
/// look-arounds, `\b`, scripts, options…) is a declaration diagnostic naming why, and fails
/// every value: ICU's backtracking engine is used only through ``init(backtracking:not:)``.
///
/// ```swift
/// Match(#"^[a-z]\w*$"#).validate("9lives")?.message(label: "Username")
/// // "Username is invalid."
/// Match(#"\s"#, not: true).validate("no spaces")?.code // .matchMatched
/// ```
public struct Match: ValueRule {
    /// The pattern as written.
    package let pattern: String
    /// Whether the value must *not* match.
    package let not: Bool
    /// Why the rule cannot run (the pattern does not compile, needs ICU without the opt-in, or,
    /// opted in, can backtrack exponentially), or `nil` when it can.
    let patternError: String?
    /// `NSRegularExpression`, only through ``init(backtracking:not:)`` and where the automaton
    /// does not read the pattern.
    private let regex: SendableRegularExpression?
    /// The pattern compiled to an automaton, when it is in ``PatternAutomaton``'s subset.
    private let automaton: PatternAutomaton?

    /// Matches against `pattern`, compiled once here to an automaton that runs in linear time.
    /// A pattern outside it, or invalid, is a declaration diagnostic and fails every value.
    ///
    /// ```swift
    /// Match(#"^\d{5}$"#).validate("1234")?.code // .matchNoMatch
    /// Match("(").patternError != nil            // true: every value fails
    /// Match(#"(a)\1"#).patternError != nil      // true: a back-reference needs ICU
    /// ```
    public init(_ pattern: String, not: Bool = false) {
        self.pattern = pattern
        self.not = not
        regex = nil
        do {
            _ = try NSRegularExpression(pattern: pattern)
        } catch {
            patternError = "Invalid regular expression \(pattern): \(error.localizedDescription)"
            automaton = nil
            return
        }
        automaton = PatternAutomaton(pattern)
        patternError = automaton == nil ? Self.needsICU(pattern, options: false) : nil
    }

    /// Matches against a compiled expression without options, by the same automaton as
    /// the pattern initializer; with options, or outside the automaton, it is a declaration
    /// diagnostic: use ``init(backtracking:not:)`` to accept ICU's engine.
    ///
    /// ```swift
    /// let regex = try NSRegularExpression(pattern: "^[a-z]+$")
    /// Match(regex).validate("alice") // nil
    /// ```
    public init(_ regex: NSRegularExpression, not: Bool = false) {
        self.pattern = regex.pattern
        self.not = not
        self.regex = nil
        // Options (case, lines, comments…) change what the pattern means: the automaton reads none.
        automaton = regex.options.isEmpty ? PatternAutomaton(regex.pattern) : nil
        patternError = automaton == nil ? Self.needsICU(regex.pattern, options: !regex.options.isEmpty) : nil
    }

    /// Matches against a compiled expression, accepting ICU's backtracking engine where the
    /// automaton cannot run it (options, back-references, look-arounds…). ICU backtracks: on
    /// some patterns a value can take time exponential in its length. Use it only with patterns
    /// you trust, on values whose length you bound (``Length`` first).
    ///
    /// Without options and inside the automaton's subset, the automaton still runs (linear
    /// time). Otherwise a pattern that can backtrack exponentially is a declaration diagnostic:
    /// a conservative check flags a group repeated more than once (`(…)*`, `(…)+`, `(…){n,}`,
    /// `(…){n,m}`) whose body holds a quantifier or an alternation, such as `(a+)+`, `(\w+\s?)*`
    /// or `(a|a)*`. It may flag a harmless pattern: rewrite it without the nesting.
    ///
    /// ```swift
    /// let regex = try NSRegularExpression(pattern: "^[a-z]+$", options: .caseInsensitive)
    /// Match(backtracking: regex).validate("Alice") // nil
    /// ```
    public init(backtracking regex: NSRegularExpression, not: Bool = false) {
        self.pattern = regex.pattern
        self.not = not
        automaton = regex.options.isEmpty ? PatternAutomaton(regex.pattern) : nil
        if automaton == nil && BacktrackingCheck.isExponential(regex.pattern) {
            self.regex = nil
            patternError =
                "Pattern \(regex.pattern) can backtrack exponentially in NSRegularExpression (a group "
                + "repeated more than once whose body holds a quantifier or an alternation): rewrite it "
                + "without the nesting"
        } else {
            self.regex = automaton == nil ? SendableRegularExpression(regex: regex) : nil
            patternError = nil
        }
    }

    /// `n` with its thousands grouped by commas, as the diagnostics write numbers: "8,001".
    private static func grouped(_ n: Int) -> String {
        var digits = String(n)
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: digits.index(digits.startIndex, offsetBy: index))
            index -= 3
        }
        return digits
    }

    /// The diagnostic of a pattern ICU compiles but the automaton does not read: why, and the
    /// opt-in. The value is never part of it.
    private static func needsICU(_ pattern: String, options: Bool) -> String {
        if !options, let size = PatternAutomaton.size(of: pattern), size > PatternAutomaton.maximumInstructions {
            return "Pattern \(pattern) compiles to an automaton of \(grouped(size)) instructions, over the "
                + "1,000 Match runs (a value costs up to twice as many steps a character): write fewer "
                + "counted repetitions (each {n,m} is written out), or bound the value with Length and "
                + "use Match(backtracking:) to accept ICU's backtracking engine"
        }
        let reasons = PatternRefusal.reasons(pattern, options: options).joined(separator: ", ")
        return "Pattern \(pattern) needs NSRegularExpression (\(reasons)): Match runs patterns in linear "
            + "time only; use Match(backtracking:) to accept ICU's backtracking engine"
    }

    /// Fails with ``ErrorCode/matchNoMatch`` or, with `not`, ``ErrorCode/matchMatched``.
    ///
    /// ```swift
    /// Match("^a").validate("abc") // nil
    /// ```
    public func apply(to value: inout String) -> RuleFailure? {
        guard patternError == nil else { return failure(.matchNoMatch, value) }
        if matches(value) == not {
            return failure(not ? .matchMatched : .matchNoMatch, value)
        }
        return nil
    }

    /// Whether the pattern matches somewhere in `value`: by the automaton when the pattern is
    /// in its subset, otherwise (opted in) by `NSRegularExpression` over the whole value.
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

extension Match {
    /// Whether the pattern runs on the linear automaton (well-formed, without options, and not
    /// through `NSRegularExpression`): the subset whose meaning a JSON Schema's `pattern` may share.
    package var runsOnAutomaton: Bool { automaton != nil && regex == nil && patternError == nil }
}

extension Match: SelfDiagnosingRule {
    /// The pattern error, reported by the rule-graph compiler before any model is validated.
    ///
    /// ```swift
    /// Match("(").declarationProblems // ["Invalid regular expression (: …"]
    /// ```
    package var declarationProblems: [String] { patternError.map { [$0] } ?? [] }
}

/// Carries an `NSRegularExpression` across concurrency domains. `NSRegularExpression` is
/// immutable once created and documented as safe to use from several threads at once.
private struct SendableRegularExpression: @unchecked Sendable {
    let regex: NSRegularExpression
}
