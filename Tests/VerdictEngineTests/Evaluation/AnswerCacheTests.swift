import Foundation
import Testing
import VerdictTesting

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
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
            _ = try await Self.rules.testValidate(Note(text: text), checks: options).report
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
        for _ in 0..<3 { _ = try await rules.testValidate(Note(text: huge), checks: options).report }
        #expect(counter.value == 3)
        #expect(options.cache.bytes == 0)
        for _ in 0..<3 { _ = try await rules.testValidate(Note(text: "small"), checks: options).report }
        #expect(counter.value == 4)
        #expect(options.cache.count == 1)
    }

    // MARK: The cache alone, on a manual clock

    /// The checks of `rules`, whose cache is on `clock`.
    private static func checks(_ rules: RuleSet<Note>) throws -> [AsyncCheckNode] {
        try Evaluator(rules: rules, scenario: .default).asyncChecks
    }

    private static let passing = RuleSet<Note> {
        Attribute(\.text) { Custom<String>(answerLifetime: .seconds(60)) { _ in true } }
    }

    @Test func anAnswerIsKeptForTheRulesLifetime() async throws {
        let clock = ManualClock()
        let cache = AnswerCache(clock: CheckClock(clock))
        let check = try #require(try Self.checks(Self.passing).first)
        cache.keep(.passed, of: check, for: CheckKey("alice"))
        #expect(cache.answer(of: check, for: CheckKey("alice")) != nil)
        #expect(cache.answer(of: check, for: CheckKey("bob")) == nil)
        #expect(cache.answer(of: check, for: nil) == nil, "a value that is not hashable")
        await clock.advance(by: .seconds(59))
        #expect(cache.answer(of: check, for: CheckKey("alice")) != nil)
        await clock.advance(by: .seconds(1))
        #expect(cache.answer(of: check, for: CheckKey("alice")) == nil, "expired")
    }

    @Test func onlyAnswersAboutTheValueAreKept() throws {
        let cache = AnswerCache(clock: CheckClock(ManualClock()))
        let check = try #require(try Self.checks(Self.passing).first)
        cache.keep(.error(.unreachable(CancellationError())), of: check, for: CheckKey("a"))
        cache.keep(.cancelled, of: check, for: CheckKey("b"))
        #expect(cache.count == 0)
        cache.keep(.failed(RuleFailure(code: "taken", template: "Taken.")), of: check, for: CheckKey("c"))
        #expect(cache.count == 1)
    }

    @Test func answersAreKeptPerCheck() throws {
        let rules = RuleSet<Note> {
            Attribute(\.text) {
                Custom<String>(answerLifetime: .seconds(60)) { _ in true }
                Custom<String>(answerLifetime: .seconds(60)) { _ in false }
            }
        }
        let checks = try Self.checks(rules)
        #expect(checks.count == 2)
        let cache = AnswerCache(clock: CheckClock(ManualClock()))
        cache.keep(.passed, of: checks[0], for: CheckKey("alice"))
        #expect(cache.answer(of: checks[0], for: CheckKey("alice")) != nil)
        #expect(cache.answer(of: checks[1], for: CheckKey("alice")) == nil)
    }

    @Test func noAnswerIsKeptForASensitiveAttributeOrWithoutALifetime() throws {
        let rules = RuleSet<Note> {
            Attribute(\.text, sensitive: true) { Custom<String>(answerLifetime: .seconds(60)) { _ in true } }
        }
        let unkept = RuleSet<Note> {
            Attribute(\.text) { Custom<String>(answerLifetime: .zero) { _ in true } }
        }
        let cache = AnswerCache(clock: CheckClock(ManualClock()))
        for check in try Self.checks(rules) + Self.checks(unkept) {
            cache.keep(.passed, of: check, for: CheckKey("secret"))
            #expect(cache.answer(of: check, for: CheckKey("secret")) == nil)
        }
        #expect(cache.count == 0)
    }

    @Test func aFullCacheDropsTheExpiredAnswersFirstThenAll() async throws {
        let clock = ManualClock()
        let cache = AnswerCache(clock: CheckClock(clock))
        let check = try #require(try Self.checks(Self.passing).first)
        for index in 0..<(AnswerCache.capacity - 1) { cache.keep(.passed, of: check, for: CheckKey(index)) }
        await clock.advance(by: .seconds(30))
        cache.keep(.passed, of: check, for: CheckKey(-1))
        #expect(cache.count == AnswerCache.capacity)
        await clock.advance(by: .seconds(30))
        // The first answers expired; the last one did not.
        cache.keep(.passed, of: check, for: CheckKey(-2))
        #expect(cache.count == 2)
        #expect(cache.answer(of: check, for: CheckKey(-1)) != nil)
        for index in 0..<(AnswerCache.capacity - 2) { cache.keep(.passed, of: check, for: CheckKey(index)) }
        #expect(cache.count == AnswerCache.capacity)
        // Full of answers that have not expired: all go.
        cache.keep(.passed, of: check, for: CheckKey(-3))
        #expect(cache.count == 1)
        #expect(cache.answer(of: check, for: CheckKey(-3)) != nil)
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        var value: Int { lock.withLock { count } }
        func add() { lock.withLock { count += 1 } }
    }
}
