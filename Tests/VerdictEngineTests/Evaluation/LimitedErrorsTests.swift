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
    struct Order: Equatable, Sendable {
        var items: [String] = []
        var tags: [String] = []
        var lines: [Line] = []
        var note = ""

        static let rules: RuleSet<Order> = RuleSet {
            Each(\.items) { Length(min: 2) }
            Each(\.tags) {
                Trim(); Length(max: 3)
            }
            Each(\.lines, Line.rules)
            Attribute(\.note) { Required() }
        }
    }

    struct Line: Equatable, Sendable {
        var sku = ""
        static let rules: RuleSet<Line> = RuleSet { Attribute(\.sku) { Required() } }
    }

    static let count = 5_000

    /// Every element of every array fails; the tags also need trimming.
    static var failing: Order {
        Order(
            items: Array(repeating: "x", count: count), tags: Array(repeating: " long ", count: count),
            lines: Array(repeating: Line(), count: count))
    }

    static func evaluator() throws -> Evaluator<Order> {
        try Evaluator(rules: Order.rules.list, scenario: .default)
    }

    @Test("without a limit every rule runs: one evaluation per element and rule, every error kept")
    func unlimited() throws {
        var order = Self.failing
        let result = try Self.evaluator().validate(&order, limit: .max)
        // items: Length; tags: Trim and Length; lines: Required; note: Required.
        #expect(result.evaluations == 4 * Self.count + 1)
        #expect(result.errors.count == 3 * Self.count + 1)
        #expect(!result.isCut)
    }

    @Test(
        "past the limit the validators stop; the filters run on every element, as without a limit",
        arguments: [1, 100])
    func limited(limit: Int) throws {
        var order = Self.failing
        let result = try Self.evaluator().validate(&order, limit: limit)
        // The validators until the limit, then the trims of every tag.
        #expect(result.evaluations == limit + Self.count)
        #expect(result.errors.count == limit)
        #expect(result.isCut)
        #expect(order.tags.allSatisfy { $0 == "long" })
        // The errors are the first of the full report.
        var full = Self.failing
        let all = try Self.evaluator().validate(&full, limit: .max)
        #expect(result.errors.elementsEqual(all.errors.prefix(limit)))
        #expect(order == full)
    }

    @Test("a limit not reached changes nothing: same errors, same writes, not cut")
    func notReached() throws {
        var order = Order(items: ["x"], tags: [" ab "], lines: [Line(sku: "A")], note: "n")
        let result = try Self.evaluator().validate(&order, limit: 2)
        #expect(result.errors.map(\.code) == [.stringTooShort])
        #expect(!result.isCut)
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
        // The root's Trim and Required, the tags' Trim, Length (the error) and Trim, then one
        // Trim a reply.
        #expect(result.evaluations == 2 + 3 + depth)
    }
}
