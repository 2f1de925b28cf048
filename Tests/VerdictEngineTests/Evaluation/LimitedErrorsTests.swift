import Foundation
import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// A limit on the errors bounds the rules' work, not only the report (issue 37): once the limit
/// is reached, the rules that only read are skipped, the filters still run. Work is counted in
/// rule evaluations, never timed.
@Suite("Evaluator: a limit on the errors")
struct LimitedErrorsTests {
    /// Counts the evaluations of the rules that check it: the work a limit saves, counted.
    final class Evaluations: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0

        var value: Int { lock.withLock { count } }

        /// A rule that counts its evaluations and fails values not of 2 or 3 characters.
        func rule() -> Custom<String> {
            Custom { value in
                self.lock.withLock { self.count += 1 }
                return value.count >= 2 && value.count <= 3
            }
        }
    }

    struct Order: Equatable, Sendable {
        var items: [String] = []
        var tags: [String] = []
        var lines: [Line] = []
        var note = ""

        static func rules(_ evaluations: Evaluations) -> RuleSet<Order> {
            RuleSet {
                Each(\.items) { evaluations.rule() }
                Each(\.tags) {
                    Trim(); evaluations.rule()
                }
                Each(\.lines, Line.rules(evaluations))
                Attribute(\.note) { evaluations.rule() }
            }
        }
    }

    struct Line: Equatable, Sendable {
        var sku = ""
        static func rules(_ evaluations: Evaluations) -> RuleSet<Line> {
            RuleSet { Attribute(\.sku) { evaluations.rule() } }
        }
    }

    static let count = 5_000

    /// Every element of every array fails (one character, or four once trimmed), the tags need
    /// trimming, and so does the note.
    static var failing: Order {
        Order(
            items: Array(repeating: "x", count: count), tags: Array(repeating: " long ", count: count),
            lines: Array(repeating: Line(sku: "x"), count: count), note: "x")
    }

    @Test("without a limit every rule runs: one evaluation per element and validator, every error kept")
    func unlimited() throws {
        let evaluations = Evaluations()
        var order = Self.failing
        let result = try Evaluator(rules: Order.rules(evaluations).list, scenario: .default)
            .validate(&order, limit: .max)
        #expect(evaluations.value == 3 * Self.count + 1)
        #expect(result.errors.count == 3 * Self.count + 1)
        #expect(!result.isCut)
    }

    @Test(
        "past the limit the validators stop; the filters run on every element, as without a limit",
        arguments: [1, 100])
    func limited(limit: Int) throws {
        let evaluations = Evaluations()
        var order = Self.failing
        let result = try Evaluator(rules: Order.rules(evaluations).list, scenario: .default)
            .validate(&order, limit: limit)
        // The validators until the limit, then none: 5,000 elements of each array, one rule each.
        #expect(evaluations.value == limit)
        #expect(result.errors.count == limit)
        #expect(result.isCut)
        #expect(order.tags.allSatisfy { $0 == "long" })
        // The errors are the first of the full report, the model written as by a full run.
        var full = Self.failing
        let all = try Evaluator(rules: Order.rules(Evaluations()).list, scenario: .default)
            .validate(&full, limit: .max)
        #expect(result.errors.elementsEqual(all.errors.prefix(limit)))
        #expect(order == full)
    }

    @Test("a limit not reached changes nothing: same errors, same writes, not cut")
    func notReached() throws {
        let evaluations = Evaluations()
        var order = Order(items: ["x"], tags: [" ab "], lines: [Line(sku: "AB")], note: "nb")
        let result = try Evaluator(rules: Order.rules(evaluations).list, scenario: .default)
            .validate(&order, limit: 2)
        #expect(result.errors.map(\.code) == [.customFailed])
        #expect(!result.isCut)
        #expect(evaluations.value == 4)
        #expect(order.tags == ["ab"])
    }

    @Test("past the limit a deep thread on the explicit stack still runs its filters, and skips the rest")
    func deepThreadOnTheStack() throws {
        let depth = 200
        var thread = CommentThread.thread(depth)
        thread.tags = [" long ", " longer "]
        let evaluator = try Evaluator(rules: CommentThread.rules.list, scenario: .default)
        let result = evaluator.validate(&thread, limit: 1)
        #expect(result.errors.map(\.code) == [.stringTooLong])
        #expect(result.isCut)
        // Every text trimmed, to the deepest, though no Required ran past the first error.
        #expect(thread.texts.dropLast().allSatisfy { $0 == "x" } && thread.texts.last == "")
    }
}
