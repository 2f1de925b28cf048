import VerdictRules
import VerdictVocabulary

/// How the asynchronous checks of a validation run: at most ``maximumConcurrentChecks`` at a
/// time, each after a ``debounce`` (validate-as-you-type), on ``clock``, with the call's
/// parameters and transport, keeping answers in ``cache``.
package struct CheckSettings: Sendable {
    package var maximumConcurrentChecks: Int
    package var debounce: Duration
    var context: CheckContext
    var clock: CheckClock
    var cache: AnswerCache

    package init(
        maximumConcurrentChecks: Int, debounce: Duration, context: CheckContext, clock: CheckClock, cache: AnswerCache
    ) {
        self.maximumConcurrentChecks = maximumConcurrentChecks
        self.debounce = debounce
        self.context = context
        self.clock = clock
        self.cache = cache
    }
}
