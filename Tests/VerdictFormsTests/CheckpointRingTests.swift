import Testing

@testable import VerdictAssignment
@testable import VerdictEngine
@testable import VerdictForms
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// The ring of checkpoints behind a model, against an array that does the same slowly.
@Suite("Checkpoint ring")
@MainActor
struct CheckpointRingTests {
    /// What the ring should hold: the newest `capacity` elements pushed and not popped.
    struct Reference {
        let capacity: Int
        var elements: [Int] = []

        /// Returns whether the oldest element was dropped.
        mutating func append(_ element: Int) -> Bool {
            let drops = elements.count == capacity
            if drops { elements.removeFirst() }
            elements.append(element)
            return drops
        }
    }

    @Test(arguments: [1, 2, 3, 16, Int.max])
    func behavesLikeABoundedArray(capacity: Int) {
        for seed: UInt64 in 1...20 {
            var rng = SplitMix64(seed: seed &* 0x5EED + UInt64(truncatingIfNeeded: capacity))
            var ring = CheckpointRing<Int>(capacity: capacity)
            var reference = Reference(capacity: capacity)
            var mostHeld = 0
            // Runs of pushes and pops, biased one way or the other, so that the ring fills,
            // wraps and empties again.
            let pushBias = [30, 50, 70, 90][rng.below(4)]
            for step in 0..<400 {
                if reference.elements.isEmpty || rng.below(100) < pushBias {
                    let dropped = ring.append(step)
                    #expect(dropped == reference.append(step), "seed \(seed), step \(step): append")
                } else {
                    let popped = ring.removeLast()
                    let expected = reference.elements.removeLast()
                    #expect(popped == expected, "seed \(seed), step \(step): removeLast")
                }
                mostHeld = max(mostHeld, reference.elements.count)
                #expect(ring.count == reference.elements.count, "seed \(seed), step \(step): count")
                if let first = reference.elements.first, let last = reference.elements.last {
                    #expect(ring.first == first, "seed \(seed), step \(step): first")
                    #expect(ring.last == last, "seed \(seed), step \(step): last")
                }
                // Storage follows what is kept, never the capacity.
                #expect(ring.allocatedSlots == mostHeld, "seed \(seed), step \(step): storage")
            }
        }
    }

    @Test func poppingEverythingThenPushingAgainKeepsTheOrder() {
        var ring = CheckpointRing<Int>(capacity: 3)
        for element in 0..<5 { ring.append(element) }  // 2, 3, 4: wrapped
        let popped = [ring.removeLast(), ring.removeLast(), ring.removeLast()]
        #expect(popped == [4, 3, 2])
        #expect(ring.count == 0)
        for element in 5..<9 { ring.append(element) }  // 6, 7, 8
        #expect(ring.first == 6)
        #expect(ring.last == 8)
        #expect(ring.allocatedSlots == 3)
    }

    @Test func anUnboundedRingAllocatesNothingAhead() {
        var ring = CheckpointRing<Int>(capacity: Int.max)
        #expect(ring.allocatedSlots == 0)
        let dropped = ring.append(1)
        #expect(!dropped)
        #expect(ring.allocatedSlots == 1)
    }

    @Test func aModelWithUnboundedHistoryEditsValidatesAndUndoes() throws {
        let form = try FormSession(SignUp(), rules: SignUp.rules, scenario: .login, historyDepth: Int.max)
        form.username = "alice"
        form.email = "alice@example.com"
        form.password = "secret"
        #expect(form.validate().isValid)
        #expect(form.state == .clean)
        for attempt in 0..<40 {
            form.password = "secret\(attempt)"
            #expect(form.validate().isValid)
        }
        form.email = "oops"
        #expect(form.validate().pairs == ["email email.invalid"])
        #expect(form.undo())
        #expect(form.state == .clean)
        #expect(form.email == "alice@example.com")
        #expect(form.password == "secret39")
        // Every clean checkpoint is kept: undo walks back through all of them to the start.
        var undos = 0
        while form.undo() { undos += 1 }
        #expect(undos == 41)
        #expect(form.state == .empty)
        #expect(form.model == SignUp())
        #expect(form.redo())
        #expect(form.state == .clean)
        #expect(form.password == "secret")
    }
}
