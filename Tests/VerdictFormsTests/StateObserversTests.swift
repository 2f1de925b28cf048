import Testing

@testable import VerdictAssignment
@testable import VerdictEngine
@testable import VerdictForms
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// The streams of `stateChanges()`: released when they end, bounded while nobody reads them.
@Suite("State observers")
struct StateObserversTests {
    /// A distinct state for each number.
    static func state(_ number: Int) -> ValidationState { .dirty([.init([.property("f"), .index(number)])]) }

    /// The number of a state made by `state(_:)`.
    static func number(of state: ValidationState) -> Int? {
        guard case .dirty(let paths) = state, case .index(let number)? = paths.first?.components.last else {
            return nil
        }
        return number
    }

    static func collect(_ stream: AsyncStream<ValidationState>) async -> [ValidationState] {
        var states: [ValidationState] = []
        for await state in stream { states.append(state) }
        return states
    }

    @Test func droppedStreamsAreUnregistered() {
        let observers = StateObservers(streams: StateStreams())
        for _ in 0..<1_000 { _ = observers.stream() }
        #expect(observers.streamCount == 0)
        #expect(observers.isEmpty)
    }

    @Test func streamsOfCancelledTasksAreUnregistered() async {
        let observers = StateObservers(streams: StateStreams())
        var tasks: [Task<Void, Never>] = []
        for _ in 0..<100 {
            let stream = observers.stream()
            tasks.append(Task { for await _ in stream {} })
        }
        #expect(observers.streamCount == 100)
        for task in tasks { task.cancel() }
        for task in tasks { await task.value }
        #expect(observers.streamCount == 0)
    }

    @Test func finishedStreamsAreUnregistered() async {
        let observers = StateObservers(streams: StateStreams())
        let streams = (0..<10).map { _ in observers.stream() }
        observers.send(Self.state(0))
        observers.continuations.finish()
        #expect(observers.streamCount == 0)
        for stream in streams { #expect(await Self.collect(stream) == [Self.state(0)]) }
    }

    @Test func aLiveStreamStillReceivesEveryStateInOrder() async {
        let observers = StateObservers(streams: StateStreams())
        let live = observers.stream()
        for _ in 0..<1_000 { _ = observers.stream() }
        let cancelled = observers.stream()
        let task = Task { for await _ in cancelled {} }
        task.cancel()
        await task.value
        #expect(observers.streamCount == 1)

        let sent = (0..<StateObservers.bufferLimit).map(Self.state)
        for state in sent { observers.send(state) }
        observers.continuations.finish()
        #expect(await Self.collect(live).compactMap(Self.number) == Array(sent.indices))
        #expect(observers.streamCount == 0)
    }

    @Test(arguments: [0, 1, 2, 1_000])
    func aStreamNobodyReadsKeepsOnlyTheNewestStates(extra: Int) async {
        let observers = StateObservers(streams: StateStreams())
        let idle = observers.stream()
        let sent = (0..<StateObservers.bufferLimit + extra).map(Self.state)
        for state in sent { observers.send(state) }
        observers.continuations.finish()
        let received = await Self.collect(idle)
        #expect(received.count == StateObservers.bufferLimit)
        // The newest, in order: numbers `extra` to `extra + bufferLimit - 1`.
        #expect(received.compactMap(Self.number) == Array(sent.indices.suffix(StateObservers.bufferLimit)))
    }

    @Test func listenersHearEveryState() {
        var observers = StateObservers(streams: StateStreams())
        var heard: [ValidationState] = []
        let owner = Box()
        observers.listen(owner: owner) { heard.append($0) }
        #expect(!observers.isEmpty)
        for number in 0..<3 { observers.send(Self.state(number)) }
        #expect(heard == (0..<3).map(Self.state))
        withExtendedLifetime(owner) {}
    }

    // MARK: Listeners

    /// A group's member, for the listener tests.
    private struct Member: Equatable {
        var name = ""
        static let rules = RuleSet<Member> { Attribute(\.name) { Required() } }
    }

    @Test("groups made and dropped around a long-lived model leave no listener on it")
    @MainActor
    func droppedGroupsLeaveNoListener() throws {
        let form = try FormSession(Member(), rules: Member.rules)
        let kept = FormGroup()
        kept.add(form, as: "member")
        for _ in 0..<2_000 {
            let group = FormGroup()
            group.add(form, as: "member")
        }
        // Adding purges once the list doubled: never more than twice the live ones, plus a few.
        #expect(form.listenerCount <= 8)
        form.name = "alice"
        #expect(form.listenerCount == 1)
        #expect(kept.state == .dirty([AttributePath([.property("member"), .property("name")])]))
    }

    @Test("a listener whose owner is gone is not called, and is dropped")
    func listenersOfReleasedOwnersAreDropped() {
        var observers = StateObservers(streams: StateStreams())
        let calls = Box()
        var owner: Box? = Box()
        observers.listen(owner: owner!) { _ in calls.count += 1 }
        observers.send(Self.state(1))
        owner = nil
        observers.send(Self.state(2))
        #expect(calls.count == 1)
        #expect(observers.listenerCount == 1)
        observers.purge()
        #expect(observers.listenerCount == 0)
        #expect(observers.isEmpty)
    }

    private final class Box {
        var count = 0
    }
}
