/// How the asynchronous checks of a validation run: at most ``maximumConcurrentChecks`` at a
/// time, each after a ``debounce`` (validate-as-you-type), on ``clock``, with the call's
/// parameters and transport, keeping answers in ``cache``.
struct CheckSettings: Sendable {
    var maximumConcurrentChecks: Int
    var debounce: Duration
    var context: CheckContext
    var clock: CheckClock
    var cache: AnswerCache
}
