import Foundation
import Testing
import VerdictTesting

@testable import Verdict
@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictVocabulary

/// The answer cache of one ``CheckOptions`` is bounded by the bytes of the values it keeps as
/// keys, not only by their number.
@Suite("Answer cache")
struct AnswerCacheTests {
    private struct Note: Sendable {
        var text = ""
    }

    private static let rules = RuleSet<Note> {
        Attribute(\.text) { Custom<String>(answerLifetime: .seconds(60)) { _ in true } }
    }

    @Test("many distinct large values keep at most the cache's bytes", arguments: [1_000, 4_000])
    func largeValues(size: Int) async throws {
        let options = CheckOptions(clock: ManualClock())
        var most = 0
        for index in 0..<1_100 {
            let text = String(repeating: "x", count: size - 6) + String(format: "%06d", index)
            _ = try await Self.rules.validate(Note(text: text), options: options)
            most = max(most, options.cache.bytes)
        }
        #expect(most <= AnswerCache.maximumBytes)
        #expect(options.cache.count > 0)
    }

    @Test("a value larger than the per-entry limit is not kept: it is asked again")
    func hugeValueNotKept() async throws {
        let counter = Counter()
        let rules = RuleSet<Note> {
            Attribute(\.text) {
                Custom<String>(answerLifetime: .seconds(60)) { _ in
                    counter.add()
                    return true
                }
            }
        }
        let options = CheckOptions(clock: ManualClock())
        let huge = String(repeating: "y", count: 1 << 20)
        for _ in 0..<3 { _ = try await rules.validate(Note(text: huge), options: options) }
        #expect(counter.value == 3)
        #expect(options.cache.bytes == 0)
        for _ in 0..<3 { _ = try await rules.validate(Note(text: "small"), options: options) }
        #expect(counter.value == 4)
        #expect(options.cache.count == 1)
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        var value: Int { lock.withLock { count } }
        func add() { lock.withLock { count += 1 } }
    }
}
