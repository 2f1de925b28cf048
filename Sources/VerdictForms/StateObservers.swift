import Foundation
import VerdictEngine

/// Who hears of state changes besides the public handler: the streams handed out by
/// `stateChanges()` and the groups a model belongs to.
///
/// A stream unregisters itself when it terminates — dropped, its iterating task cancelled, or
/// finished — so streams nobody reads cost nothing. Each keeps at most ``bufferLimit`` unread
/// states, the newest. A listener belongs to an owner (a group), held weakly: once the owner is
/// gone the listener is dropped, at the next state sent or the next listener added, so groups made
/// and dropped around a long-lived model leave nothing behind.
struct StateObservers {
    /// How many states a stream keeps that its reader has not taken yet; past it, the oldest go.
    /// The newest state is what a late reader needs, and 64 leaves room for the dirty and
    /// validated states of many quick edits.
    static let bufferLimit = 64

    /// The streams' continuations; the owner keeps a reference to finish them when it goes.
    let continuations: StateStreams
    private var listeners: [Listener] = []
    /// How many listeners there were after the last purge of those whose owner is gone: adding one
    /// purges when the list has doubled since, so that adding stays constant time on average.
    private var listenersAfterPurge = 0

    private struct Listener {
        weak var owner: AnyObject?
        let call: (ValidationState) -> Void
    }

    init(streams: StateStreams) {
        continuations = streams
    }

    /// Whether nobody listens.
    var isEmpty: Bool { continuations.isEmpty && listeners.isEmpty }

    /// How many streams are registered: those neither dropped, cancelled nor finished.
    var streamCount: Int { continuations.count }

    /// How many listeners are kept, those whose owner is gone but not yet purged included.
    var listenerCount: Int { listeners.count }

    /// Calls `listener` with each new state, for as long as `owner` lives.
    mutating func listen(owner: AnyObject, _ listener: @escaping (ValidationState) -> Void) {
        if listeners.count >= max(8, 2 * listenersAfterPurge) { purge() }
        listeners.append(Listener(owner: owner, call: listener))
    }

    /// Drops the listeners whose owner is gone: called before each state is sent (not while
    /// sending, which a listener may re-enter).
    mutating func purge() {
        guard !listeners.isEmpty else { return }
        listeners.removeAll { $0.owner == nil }
        listenersAfterPurge = listeners.count
    }

    /// A new stream of the states sent from now on, keeping at most ``bufferLimit`` unread ones.
    func stream() -> AsyncStream<ValidationState> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: ValidationState.self, bufferingPolicy: .bufferingNewest(Self.bufferLimit))
        let id = continuations.add(continuation)
        // Runs once the stream is dropped, its task cancelled, or it is finished — on any thread.
        continuation.onTermination = { [weak continuations] _ in continuations?.remove(id) }
        return stream
    }

    /// Sends `state` to every stream and to the listeners whose owner lives.
    func send(_ state: ValidationState) {
        for continuation in continuations.all { continuation.yield(state) }
        for listener in listeners where listener.owner != nil { listener.call(state) }
    }

}

/// The continuations of the live streams, by registration number.
///
/// `@unchecked Sendable`: a stream's termination handler removes its continuation from whatever
/// thread ends the stream (a cancelled task's, or the one that drops it), while the owner adds
/// and sends from its own; every access to the stored properties holds `lock`. The lock is never
/// held while a continuation is called, since finishing one runs its termination handler, which
/// takes the lock.
final class StateStreams: @unchecked Sendable {
    private let lock = NSLock()
    private var continuations: [Int: AsyncStream<ValidationState>.Continuation] = [:]
    private var next = 0

    /// Registers `continuation`; returns the number to remove it by.
    func add(_ continuation: AsyncStream<ValidationState>.Continuation) -> Int {
        lock.withLock {
            let id = next
            next += 1
            continuations[id] = continuation
            return id
        }
    }

    /// Unregisters the continuation numbered `id`, if it still is registered.
    func remove(_ id: Int) {
        lock.withLock { _ = continuations.removeValue(forKey: id) }
    }

    /// The registered continuations.
    var all: [AsyncStream<ValidationState>.Continuation] {
        lock.withLock { Array(continuations.values) }
    }

    var count: Int { lock.withLock { continuations.count } }

    var isEmpty: Bool { count == 0 }

    /// Finishes every stream: their owner is gone.
    func finish() {
        for continuation in all { continuation.finish() }
    }
}
