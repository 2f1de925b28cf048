import Testing

@testable import VerdictAssignment
@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// What a graph keeps beside it, by key type: made once, found again, and never handed out as
/// another type.
@Suite("Graph attachments")
struct GraphAttachmentsTests {
    private final class Made: Sendable {
        let number: Int
        init(_ number: Int) { self.number = number }
    }

    private final class Other: Sendable {}

    private enum FirstKey {}
    private enum SecondKey {}

    private final class Counter: @unchecked Sendable {
        private(set) var count = 0
        func next() -> Int {
            count += 1
            return count
        }
    }

    @Test func anAttachmentIsMadeOnceAndFoundAgainUnderItsKey() {
        let attachments = GraphAttachments()
        let counter = Counter()
        let first = attachments.attachment(key: FirstKey.self) { Made(counter.next()) }
        let again = attachments.attachment(key: FirstKey.self) { Made(counter.next()) }
        let second = attachments.attachment(key: SecondKey.self) { Made(counter.next()) }
        #expect(first === again)
        #expect(first !== second)
        #expect((first.number, second.number) == (1, 2))
        #expect(counter.count == 2)
        #expect(attachments.count == 2)
    }

    @Test func threadsAskingAtOnceGetTheSameAttachment() async {
        let attachments = GraphAttachments()
        let found = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for number in 0..<64 {
                group.addTask { ObjectIdentifier(attachments.attachment(key: FirstKey.self) { Made(number) }) }
            }
            return await Set(group.reduce(into: []) { $0.append($1) })
        }
        #expect(found.count == 1)
        #expect(attachments.count == 1)
    }

    @Test func aKeyAskedForAnotherTypeTraps() async {
        await #expect(processExitsWith: .failure) {
            let attachments = GraphAttachments()
            _ = attachments.attachment(key: FirstKey.self) { Made(1) }
            _ = attachments.attachment(key: FirstKey.self) { Other() }
        }
    }

    private struct Person {
        var firstName = ""
        static let rules = RuleSet<Person> { Attribute(\.firstName) { Trim() } }
    }

    @Test func aGraphKeepsOneAssignmentPlanPerKeyStrategy() throws {
        let evaluator = try Evaluator(rules: Person.rules, scenario: .default)
        let exact = AssignmentPlan.plan(for: evaluator, keys: .exact)
        let snakeCase = AssignmentPlan.plan(for: evaluator, keys: .snakeCase)
        #expect(AssignmentPlan.plan(for: evaluator, keys: .exact) === exact)
        #expect(AssignmentPlan.plan(for: evaluator, keys: .snakeCase) === snakeCase)
        #expect(exact !== snakeCase)
        #expect(evaluator.graph.attachments.count == 2)
    }
}
