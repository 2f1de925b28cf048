import VerdictEngine

/// What an asynchronous check of a ``FormSession`` model answered (seed ALPValidator's delegate:
/// `receivedResult`, `failedWithError`), beside the state changes. Answers kept from an earlier
/// check, and cancelled checks, make no event.
///
/// ```swift
/// form.onCheck = { event in
///     switch event.outcome {
///     case .answered(let passed): print("\(event.path): \(passed ? "available" : "taken")")
///     case .failed(let error): print("\(event.path): \(error)") // the server is down
///     }
/// }
/// ```
public struct CheckEvent: Sendable, CustomStringConvertible {
    /// What the check came to. Closed: a check answered or failed; it will not gain cases.
    public enum Outcome: Sendable {
        /// The check answered: the value passed, or not.
        case answered(passed: Bool)
        /// The check could not decide.
        case failed(CheckError)
    }

    /// The attribute checked.
    public let path: AttributePath
    /// The check (``AsyncValueRule/checkName``): `Remote(http://…)`.
    public let rule: String
    /// What it came to.
    public let outcome: Outcome

    /// `username Remote(http://…): passed`, `… failed`, `… error timeout`.
    ///
    /// ```swift
    /// print(event) // username Remote(http://127.0.0.1:8080/usernames/available): passed
    /// ```
    public var description: String {
        switch outcome {
        case .answered(let passed): "\(path) \(rule): \(passed ? "passed" : "failed")"
        case .failed(let error): "\(path) \(rule): error \(error)"
        }
    }

    init?(path: AttributePath, rule: String, answer: CheckAnswer) {
        self.path = path
        self.rule = rule
        switch answer {
        case .passed: outcome = .answered(passed: true)
        case .failed: outcome = .answered(passed: false)
        case .error(let error): outcome = .failed(error)
        case .cancelled: return nil
        }
    }
}
