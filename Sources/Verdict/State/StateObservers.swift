/// The continuations of the streams handed out by ``Validated/stateChanges()``.
struct StateObservers {
    private var continuations: [Int: AsyncStream<ValidationState>.Continuation] = [:]
    private var next = 0

    /// A new stream of the states sent from now on.
    mutating func stream() -> AsyncStream<ValidationState> {
        let (stream, continuation) = AsyncStream.makeStream(of: ValidationState.self)
        continuations[next] = continuation
        next += 1
        return stream
    }

    func send(_ state: ValidationState) {
        for continuation in continuations.values { continuation.yield(state) }
    }

    func finish() {
        for continuation in continuations.values { continuation.finish() }
    }
}
