/// Who hears of state changes besides the public handler: the streams handed out by
/// `stateChanges()` and the groups a model belongs to.
struct StateObservers {
    private var continuations: [Int: AsyncStream<ValidationState>.Continuation] = [:]
    private var listeners: [(ValidationState) -> Void] = []
    private var next = 0

    /// Whether nobody listens.
    var isEmpty: Bool { continuations.isEmpty && listeners.isEmpty }

    /// Calls `listener` with each new state.
    mutating func listen(_ listener: @escaping (ValidationState) -> Void) {
        listeners.append(listener)
    }

    /// A new stream of the states sent from now on.
    mutating func stream() -> AsyncStream<ValidationState> {
        let (stream, continuation) = AsyncStream.makeStream(of: ValidationState.self)
        continuations[next] = continuation
        next += 1
        return stream
    }

    func send(_ state: ValidationState) {
        for continuation in continuations.values { continuation.yield(state) }
        for listener in listeners { listener(state) }
    }

    func finish() {
        for continuation in continuations.values { continuation.finish() }
    }
}
