import Testing

@testable import VerdictAssignment
@testable import VerdictEngine
@testable import VerdictForms
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// The intake of an accepted edit, through the internal API: what the journal records and what
/// the session marks dirty.
@Suite("Edit intake")
struct EditIntakeTests {
    private struct Order: Equatable {
        var name = ""
        var tags = ["a", "b", "c"]
        var note = ""
    }

    /// A session over `Order`, with its journal, as `FormSession` holds them.
    private struct Fixture {
        var session: IncrementalSession
        var journal: ValidationHistory
        var model = Order()

        init() throws {
            let rules = RuleSet<Order> {
                Attribute(\.name) { Length(max: 5) }
                Each(\.tags) { Length(max: 4) }
            }
            session = IncrementalSession(evaluator: try Evaluator(rules: rules, scenario: .default))
            journal = EditHistory(of: Order.self, scenario: .default, depth: 4) { $0 }.journal
        }

        mutating func edit<Value>(_ keyPath: WritableKeyPath<Order, Value>, to value: Value, known: Set<Int>? = nil)
            -> Int?
        {
            let previous = model[keyPath: keyPath]
            model[keyPath: keyPath] = value
            return EditIntake.take(
                keyPath, from: previous, to: value, filtered: [], elements: known, session: &session,
                journal: &journal, model: &model)
        }

        mutating func undo() {
            _ = journal.undo(keeping: EditHistory.start(.default), model: &model)
        }
    }

    @Test func anEditOfAnAttributeMarksItDirtyAndIsUndone() throws {
        var fixture = try Fixture()
        let position = fixture.edit(\.name, to: "alice")
        #expect(position != nil)
        #expect(fixture.session.dirty.positions == [position].compactMap { $0 })
        fixture.undo()
        #expect(fixture.model == Order())
    }

    @Test func anEditOfAKeyPathThatIsNoAttributeMarksOthers() throws {
        var fixture = try Fixture()
        let position = fixture.edit(\.note, to: "x")
        #expect(position == nil)
        #expect(fixture.session.dirty.includesOthers)
        fixture.undo()
        #expect(fixture.model == Order())
    }

    /// (the new tags, the elements the caller says changed, the elements marked dirty)
    private static let arrayEdits: [([String], Set<Int>?, Set<Int>)] = [
        (["a", "x", "c"], nil, [1]),
        (["x", "b", "y"], nil, [0, 2]),
        (["a", "x", "c"], [1], [1]),
    ]

    @Test(arguments: arrayEdits)
    func anArrayEditMarksTheChangedElements(tags: [String], known: Set<Int>?, dirty: Set<Int>) throws {
        var fixture = try Fixture()
        let position = fixture.edit(\.tags, to: tags, known: known)
        #expect(position.map { fixture.session.dirty.elements[$0] } == dirty)
        fixture.undo()
        #expect(fixture.model == Order())
    }

    @Test func anElementEditMarksThatElementAndIsUndone() throws {
        var fixture = try Fixture()
        fixture.model.tags[2] = "z"
        let position = EditIntake.take(
            \Order.tags, element: 2, from: "c", to: "z", session: &fixture.session, journal: &fixture.journal,
            model: &fixture.model)
        #expect(position.map { fixture.session.dirty.elements[$0] } == [2])
        fixture.undo()
        #expect(fixture.model == Order())
    }
}
