import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Ready rules")
struct ReadyRulesTests {
    @Test func anEmptyQueuePopsNothing() {
        var ready = ReadyRules(rules: [0, 1])
        #expect(ready.isEmpty)
        #expect(ready.popFirst() == nil)
    }

    @Test func theLowestAttributeComesFirstThenTheLowestRuleIndex() {
        // Rules 0…4 on attributes 2, 0, 1, 0, 2.
        var ready = ReadyRules(rules: [2, 0, 1, 0, 2])
        for rule in [4, 0, 3, 2, 1] { ready.insert(rule) }
        #expect((0..<5).compactMap { _ in ready.popFirst() } == [1, 3, 2, 0, 4])
        #expect(ready.isEmpty)
    }

    /// Inserts and pops in random interleavings; every pop must take the minimum of (attribute,
    /// rule index) among the rules inserted and not yet popped, as scanning them would.
    @Test func popsTheMinimumAsAScanWouldOverRandomInterleavings() {
        var generator = SplitMix64(seed: 0x7265_6164)
        for _ in 0..<40 {
            let count = 1 + generator.below(200)
            let attributes = (0..<count).map { _ in generator.below(12) }
            var ready = ReadyRules(rules: attributes)
            var pending = Array(0..<count)
            for index in pending.indices.reversed() { pending.swapAt(index, generator.below(index + 1)) }
            var inQueue: [Int] = []
            while !pending.isEmpty || !inQueue.isEmpty {
                if !pending.isEmpty, inQueue.isEmpty || generator.below(3) > 0 {
                    let rule = pending.removeLast()
                    ready.insert(rule)
                    inQueue.append(rule)
                } else {
                    let expected = inQueue.min { (attributes[$0], $0) < (attributes[$1], $1) }!
                    inQueue.removeAll { $0 == expected }
                    #expect(ready.popFirst() == expected)
                }
            }
            #expect(ready.isEmpty)
        }
    }
}
