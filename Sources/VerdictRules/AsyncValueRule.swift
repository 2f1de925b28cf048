import VerdictVocabulary

/// A rule whose check must wait for something: a server (``Remote``), a database, a DNS lookup.
///
/// Declare it among the other rules of an attribute. It runs only after the attribute's
/// synchronous rules passed (no server call for a malformed value), with the other asynchronous
/// checks of the model (a few at a time), with a ``timeout``, and its answers are kept for
/// ``answerLifetime`` per value, so that typing a value back asks nobody again.
///
/// `check` returns `nil` when the value passes and a failure when it does not; it **throws** when
/// it could not decide (the server is unreachable, it answered nonsense): the attribute then fails
/// with ``ErrorCode/checkUnreachable`` (or the kind of a thrown ``CheckError``), and observers
/// hear of the error. A rule set that holds an asynchronous rule is validated with `await`; the
/// synchronous entry points refuse it (see ``RuleDiagnostic/Kind-swift.struct/asynchronousRule``).
///
/// ```swift
/// struct NotReserved: AsyncValueRule {
///     func check(_ value: String, context: CheckContext) async throws -> RuleFailure? {
///         try await Task.sleep(for: .milliseconds(1)) // a lookup somewhere
///         return value == "admin" ? RuleFailure(code: "username.reserved", template: "{attribute} is reserved.") : nil
///     }
/// }
/// let rules = RuleSet<SignUp> { Attribute(\.username) { Required(); NotReserved() } }
/// ```
public protocol AsyncValueRule<Value>: ValueRule where Value: Sendable {
    /// The type of value the rule checks, restated so that a conforming type's
    /// ``check(_:context:)`` names it.
    associatedtype Value

    /// Checks `value`; `nil` when it passes. Throws when it cannot tell; honours task
    /// cancellation (a newer edit cancels an older check).
    func check(_ value: Value, context: CheckContext) async throws -> RuleFailure?

    /// How long the check may take before it fails with ``ErrorCode/checkTimeout``. Defaults to
    /// 10 seconds.
    var timeout: Duration { get }

    /// How long an answer is kept for the value it was given (`.zero`: not kept). Only answers
    /// are kept, not errors. Defaults to 60 seconds.
    var answerLifetime: Duration { get }

    /// Names the check in observers' events (``CheckEvent/rule``). Defaults to the type's name.
    var checkName: String { get }
}

extension AsyncValueRule {
    /// Ten seconds.
    ///
    /// ```swift
    /// NotReserved().timeout // .seconds(10)
    /// ```
    public var timeout: Duration { .seconds(10) }

    /// Sixty seconds.
    ///
    /// ```swift
    /// NotReserved().answerLifetime // .seconds(60)
    /// ```
    public var answerLifetime: Duration { .seconds(60) }

    /// The type's name, without generic arguments.
    ///
    /// ```swift
    /// NotReserved().checkName // "NotReserved"
    /// ```
    public var checkName: String { String(describing: Self.self).prefix { $0 != "<" }.description }

    /// An asynchronous rule cannot run synchronously: applied as a synchronous rule (as
    /// ``ValueRule/validate(_:)`` does), it fails with ``ErrorCode/checkNotAwaited`` rather than
    /// pass unchecked. Rule sets never call it; check a value alone with
    /// ``check(_:parameters:transport:)``.
    ///
    /// ```swift
    /// NotReserved().validate("admin")?.code // .checkNotAwaited
    /// ```
    public func apply(to value: inout Value) -> RuleFailure? {
        RuleFailure.notAwaited
    }

    /// Checks one value alone, as a rule set would (with its timeout, without caching): the way to
    /// test an asynchronous rule. A thrown error or a timeout becomes the failure a rule set would
    /// report.
    ///
    /// ```swift
    /// let failure = await NotReserved().check("admin")
    /// failure?.code // "username.reserved"
    /// ```
    public func check(
        _ value: Value, parameters: [String: MessageParameter] = [:], transport: (any RemoteTransport)? = nil
    ) async -> RuleFailure? {
        let rule = AsyncRule(self)
        let context = CheckContext(parameters: parameters, transport: transport)
        let answer = await rule.answer(for: value, context: context, clock: CheckClock(ContinuousClock()))
        return answer.failure
    }
}

extension RuleFailure {
    /// The failure of an asynchronous rule applied synchronously.
    package static var notAwaited: RuleFailure {
        RuleFailure(
            code: .checkNotAwaited,
            template: "{attribute} was not checked: its rule is asynchronous and must be awaited.")
    }
}
