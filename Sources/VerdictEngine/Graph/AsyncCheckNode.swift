import VerdictRules
import VerdictVocabulary

/// One asynchronous rule of a compiled graph: what it checks, where its errors go, and how to read
/// its input from the model.
///
/// Asynchronous rules do not run in the graph's steps. After the steps ran, the evaluator reads
/// the input of each check whose attribute (and, for a model check, whose `reads`) no
/// synchronous rule failed, and runs the checks as tasks; their errors take their place after the
/// errors of the node at ``after``.
package struct AsyncCheckNode: Sendable {
    /// The attribute the check reports on.
    package var attribute: Int
    /// Other attributes whose failure skips the check, and whose edits make it run again; `nil`:
    /// any (a model check that names nothing it reads).
    var reads: Set<Int>?
    /// Its errors follow those of the nodes before this position.
    var after: Int
    package var site: ErrorSite
    var report: ReportOptions
    package var rule: AsyncRule
    /// Names the declaration in diagnostics: `Attribute(\SignUp.username) › Remote`.
    var label: String
    /// Where it was declared.
    var location: SourceLocation
    /// Identifies the check among the answers a cache keeps (held by the cache's entries, so that
    /// no other check reuses its address).
    let token = CheckToken()
    /// The check's input in the model (after the synchronous rules' filters); `nil` when it does
    /// not run: an empty value it skips, a `nil`, a condition that does not hold.
    var input: @Sendable (ModelPointer) -> CheckInput?

    /// Whether its answers may be kept per value: a lifetime, and a value that is not secret.
    var keepsAnswers: Bool {
        rule.answerLifetime > .zero && !site.location.isSensitive && !report.isSensitive
    }

    /// Whether an edit of `attribute` changes what the check sees.
    package func depends(on other: Int) -> Bool {
        other == attribute || (reads?.contains(other) ?? true)
    }

    /// Whether a synchronous failure of an attribute in `failed` skips the check.
    func isSkipped(failed: AttributeMask) -> Bool {
        if failed.contains(attribute) { return true }
        guard let reads else { return false }
        return reads.contains(where: failed.contains)
    }

    /// The errors of `answer`: the rule's failure with the rule's options (code, message,
    /// severity), or the failure of a check that could not decide, with its own code.
    package func errors(of answer: CheckAnswer, scenario: ScenarioName) -> [ValidationError] {
        guard var failure = answer.failure else { return [] }
        if case .failed = answer {
            if let code = report.code { failure.code = code }
            if let message = report.message { failure.template = message }
        }
        let location = report.isSensitive ? site.location.sensitive() : site.location
        return [.error(at: location, failure: failure, severity: report.severity, scenario: scenario)]
    }
}

/// The identity of one compiled asynchronous check.
final class CheckToken: Sendable {}
