import VerdictEngine

/// How the asynchronous rules of a validation run: how many at a time, after what pause, with
/// which parameters and transport, on which clock. It also keeps the answers of the checks it
/// ran (per value, for each rule's ``AsyncValueRule/answerLifetime``): options kept and reused (a
/// `FormSession` model keeps its own) ask nobody twice about the same value.
///
/// ```swift
/// let options = CheckOptions(maximumConcurrentChecks: 2, parameters: ["tenant": "demo"])
/// let report = try await SignUp.rules.validate(&form, checks: options)
/// ```
public struct CheckOptions: Sendable {
    /// How many checks run at the same time, at most.
    public var maximumConcurrentChecks: Int
    /// How long a check waits before it starts; a newer edit cancels it meanwhile (for
    /// validate-as-you-type with ``FormSession/validatesOnChange``). `.zero`: none.
    public var debounce: Duration
    /// The parameters of this validation, given to every check (the `extras` of ``Remote``).
    public var parameters: [String: MessageParameter]
    /// How checks reach their servers; `nil`, the default, lets each rule use its own (``Remote``
    /// uses ``URLSessionTransport/shared``).
    public var transport: (any RemoteTransport)?

    let clock: CheckClock
    let cache: AnswerCache

    /// Options on `clock` (timeouts, debounce and the lifetime of answers are measured on it; a
    /// test passes a clock it drives).
    ///
    /// ```swift
    /// let options = CheckOptions(debounce: .milliseconds(300))
    /// ```
    public init(
        clock: some Clock<Duration> = ContinuousClock(), maximumConcurrentChecks: Int = 4, debounce: Duration = .zero,
        parameters: [String: MessageParameter] = [:], transport: (any RemoteTransport)? = nil
    ) {
        self.maximumConcurrentChecks = maximumConcurrentChecks
        self.debounce = debounce
        self.parameters = parameters
        self.transport = transport
        let clock = CheckClock(clock)
        self.clock = clock
        cache = AnswerCache(clock: clock)
    }

    /// The settings of a validation that runs its checks once and waits for them: no debounce,
    /// which only serves edits as the user types.
    var batchSettings: CheckSettings {
        var settings = settings
        settings.debounce = .zero
        return settings
    }

    /// The batch settings of `options`, or of new default options when there are none: a call
    /// that takes `CheckOptions? = nil` makes them only when its rules have asynchronous checks
    /// (making and freeing them, three allocations and a lock, cost the sign-up server route
    /// 0.9 µs a request under load: 7% of its validation).
    package static func batchSettings(_ options: CheckOptions?) -> CheckSettings {
        (options ?? CheckOptions()).batchSettings
    }

    package var settings: CheckSettings {
        CheckSettings(
            maximumConcurrentChecks: maximumConcurrentChecks, debounce: debounce,
            context: CheckContext(parameters: parameters, transport: transport), clock: clock, cache: cache)
    }
}
