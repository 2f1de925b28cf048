import Foundation
import Testing
import VerdictTesting

@testable import VerdictAssignment
@testable import VerdictEngine
@testable import VerdictForms
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// Counts the runs of the checks that record them, by name; rules run on any thread. A lock, not a
/// `Mutex`, which needs macOS 15 where the package's platforms say macOS 14.
private final class RuleRuns: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    func record(_ name: String) {
        lock.withLock { counts[name, default: 0] += 1 }
    }

    /// The runs since the last call, by name.
    func take() -> [String: Int] {
        lock.withLock {
            defer { counts = [:] }
            return counts
        }
    }
}

/// A model whose attributes each have a check that counts its runs: `codeRepeat` reads `code`,
/// `title` has a filter, and `address.zip` is an attribute inside `address`, which is not one.
private struct Ticket: Equatable {
    var title = ""
    var code = ""
    var codeRepeat = ""
    var note = ""
    var address = Address()

    static func rules(counting runs: RuleRuns) -> RuleSet<Ticket> {
        RuleSet<Ticket> {
            // Each attribute's counting check comes first, so that no failure of its other rules
            // skips it.
            Constraint(\.title, reads: [\.title]) { _ in
                runs.record("title")
                return true
            }
            Attribute(\.title) {
                Trim(); Length(max: 8)
            }
            Constraint(\.code, reads: [\.code]) { _ in
                runs.record("code")
                return true
            }
            Attribute(\.code) { Length(min: 2) }
            Constraint(\.codeRepeat, reads: [\.codeRepeat]) { _ in
                runs.record("codeRepeat")
                return true
            }
            Attribute(\.codeRepeat) { Compare(.equal, to: \.code) }
            Constraint(\.note, reads: [\.note]) { _ in
                runs.record("note")
                return true
            }
            Attribute(\.note) { Length(max: 5) }
            Constraint(\.address.zip, reads: [\.address.zip]) { _ in
                runs.record("zip")
                return true
            }
            Attribute(\.address.zip) { Match(#"^\d{5}$"#) }
        }
    }
}

/// A session over `Ticket`, with its journal, as `FormSession` holds them.
private struct Fixture {
    let runs = RuleRuns()
    let rules: RuleSet<Ticket>
    let evaluator: Evaluator<Ticket>
    var session: IncrementalSession
    var journal: ValidationHistory
    var model: Ticket

    init(_ model: Ticket = Ticket()) throws {
        rules = Ticket.rules(counting: runs)
        evaluator = try Evaluator(rules: rules, scenario: .default)
        session = IncrementalSession(evaluator: evaluator)
        journal = ValidationHistory(
            of: Ticket.self,
            start: .init(
                state: .empty, report: ValidationReport(errors: [], scenario: .default), dirty: DirtyAttributes()),
            depth: 4, snapshot: { $0 })
        self.model = model
    }

    /// Edits the model as `FormSession.update` does: the value goes in, the journal records it, the
    /// session notes it.
    mutating func edit<Value>(_ keyPath: WritableKeyPath<Ticket, Value>, to value: Value) {
        let previous = model[keyPath: keyPath]
        model[keyPath: keyPath] = value
        let attribute = session.position(of: keyPath)
        journal.recordEdit(
            keyPath, as: session.journalKey(for: keyPath, at: attribute), from: previous, to: value, filtered: [],
            model: &model)
        session.edited(at: attribute)
    }

    mutating func validate() -> [ValidationError] {
        session.validate(&model, journal: &journal)
    }

    /// The errors of a full validation of the model.
    func fullValidation() throws -> [ValidationError] {
        var copy = model
        return try Ticket.reference.validate(&copy, scenario: .default).errors
    }
}

extension Ticket {
    /// The same rules, counting into a sink nobody reads: the reference for full validations.
    fileprivate static let reference = Ticket.rules(counting: RuleRuns())
}

@Suite("Incremental session")
struct IncrementalSessionTests {
    @Test func theFirstValidationRunsEveryRule() throws {
        var fixture = try Fixture(
            Ticket(title: "  a very long title ", code: "x", codeRepeat: "y", address: Address(zip: "1")))
        let errors = fixture.validate()
        #expect(fixture.runs.take() == ["title": 1, "code": 1, "codeRepeat": 1, "note": 1, "zip": 1])
        #expect(errors == (try fixture.fullValidation()))
        #expect(
            errors.map { "\($0.path) \($0.code)" } == [
                "title string.tooLong", "code string.tooShort", "codeRepeat compare.failed",
                "address.zip match.noMatch",
            ])
        #expect(fixture.session.errors == errors)
        #expect(fixture.model.title == "a very long title", "the filter wrote into the model")
    }

    @Test func anEditReRunsOnlyTheRulesThatReadIt() throws {
        var fixture = try Fixture(Ticket(code: "ab", codeRepeat: "ab"))
        #expect(fixture.validate().isEmpty)
        _ = fixture.runs.take()
        fixture.edit(\.code, to: "x")
        let errors = fixture.validate()
        // `codeRepeat` is compared with `code`; nothing else reads `code`.
        #expect(fixture.runs.take() == ["code": 1, "codeRepeat": 1])
        #expect(errors == (try fixture.fullValidation()))
        #expect(errors.map { "\($0.path) \($0.code)" } == ["code string.tooShort", "codeRepeat compare.failed"])
        fixture.edit(\.note, to: "far too long")
        let noted = fixture.validate()
        #expect(fixture.runs.take() == ["note": 1])
        #expect(noted == (try fixture.fullValidation()))
        #expect(noted.map(\.path.description) == ["code", "codeRepeat", "note"], "the other errors are kept")
        fixture.edit(\.codeRepeat, to: "x")
        let fixed = fixture.validate()
        #expect(fixture.runs.take() == ["codeRepeat": 1])
        #expect(fixed.map(\.path.description) == ["code", "note"])
    }

    @Test func editsAccumulateUntilTheNextValidation() throws {
        var fixture = try Fixture()
        _ = fixture.validate()
        _ = fixture.runs.take()
        fixture.edit(\.note, to: "n")
        fixture.edit(\.title, to: "t")
        fixture.edit(\.note, to: "no")
        let positions = [\Ticket.note, \Ticket.title].map { fixture.evaluator.position(of: $0)! }
        #expect(fixture.session.dirty.positions == positions, "in the order of their first edit, once each")
        #expect(fixture.session.affectedByEdits?.attributes.sorted() == positions.sorted())
        _ = fixture.validate()
        #expect(fixture.runs.take() == ["title": 1, "note": 1])
        #expect(fixture.session.dirty.isEmpty)
        #expect(fixture.session.affectedByEdits?.attributes == [])
    }

    @Test func anEditOfAKeyPathThatIsNotAnAttributeReRunsEveryRule() throws {
        var fixture = try Fixture()
        _ = fixture.validate()
        _ = fixture.runs.take()
        fixture.edit(\.address, to: Address(street: "Main", zip: "12345"))
        #expect(fixture.session.dirty.includesOthers)
        #expect(fixture.session.affectedByEdits == nil)
        let errors = fixture.validate()
        #expect(fixture.runs.take() == ["title": 1, "code": 1, "codeRepeat": 1, "note": 1, "zip": 1])
        #expect(errors == (try fixture.fullValidation()))
        #expect(!errors.contains { $0.path.description == "address.zip" })
    }

    @Test func nothingReRunsBeforeTheFirstValidationIsOver() throws {
        var fixture = try Fixture()
        fixture.edit(\.code, to: "x")
        #expect(fixture.session.affectedByEdits == nil, "no rule has run yet: every rule runs")
        _ = fixture.validate()
        #expect(fixture.runs.take().count == 5)
    }

    @Test func invalidatingMakesTheNextValidationRunEveryRuleWithTheEditsGiven() throws {
        var fixture = try Fixture()
        _ = fixture.validate()
        _ = fixture.runs.take()
        var dirty = DirtyAttributes()
        dirty.insert(fixture.evaluator.position(of: \Ticket.note))
        fixture.session.invalidate(dirty: dirty)
        #expect(fixture.session.dirty.positions == dirty.positions)
        #expect(fixture.session.errors.isEmpty, "what the rules found is forgotten")
        #expect(fixture.session.affectedByEdits == nil)
        _ = fixture.validate()
        #expect(fixture.runs.take().count == 5)
    }

    @Test func positionsAndPathsAreTheGraphsAndTheLastKeyPathIsRemembered() throws {
        var fixture = try Fixture()
        let code = fixture.evaluator.position(of: \Ticket.code)
        #expect(code != nil)
        #expect(fixture.session.position(of: \Ticket.code) == code)
        #expect(fixture.session.position(of: \Ticket.code) == code, "asked again: the remembered answer")
        #expect(fixture.session.position(of: \Ticket.address) == nil)
        #expect(
            fixture.session.position(of: \Ticket.address.zip) == fixture.evaluator.position(of: \Ticket.address.zip))
        #expect(
            fixture.session.path(of: \Ticket.codeRepeat, at: fixture.evaluator.position(of: \Ticket.codeRepeat))
                == "codeRepeat")
        #expect(fixture.session.path(of: \Ticket.address, at: nil) == "address")
        #expect(fixture.session.path(of: \Ticket.address.street, at: nil) == "address.street")
    }

    @Test func theJournalKeyOfAnAttributeIsTheGraphsOwnKeyPathObject() throws {
        let fixture = try Fixture()
        let position = try #require(fixture.evaluator.position(of: \Ticket.title))
        let key = fixture.session.journalKey(for: \Ticket.title, at: position)
        #expect(key.keyPath === fixture.evaluator.keyPath(at: position).keyPath)
        let other: AnyKeyPath = \Ticket.address
        #expect(fixture.session.journalKey(for: other, at: nil).keyPath === other)
    }

    @Test func whatFiltersWriteIsValidatedAndJournaled() throws {
        var fixture = try Fixture()
        _ = fixture.validate()
        fixture.edit(\.title, to: "  hello  ")
        let errors = fixture.validate()
        #expect(fixture.model.title == "hello")
        #expect(errors == (try fixture.fullValidation()))
        // The filter's write merged into the edit: undo goes back before the edit, redo brings
        // the filtered value back.
        #expect(fixture.journal.keptChanges == 1)
        let draft = ValidationHistory.Checkpoint(
            state: .clean, report: ValidationReport(errors: [], scenario: .default), dirty: DirtyAttributes())
        #expect(fixture.journal.undo(keeping: draft, model: &fixture.model) != nil)
        #expect(fixture.model.title == "")
        #expect(fixture.journal.redo(model: &fixture.model) != nil)
        #expect(fixture.model.title == "hello")
    }

    @Test func rulesWithoutFiltersLeaveTheJournalAlone() throws {
        let rules = RuleSet<Address> {
            Attribute(\.zip) { Required() }
        }
        let evaluator = try Evaluator(rules: rules, scenario: .default)
        var session = IncrementalSession(evaluator: evaluator)
        var journal = ValidationHistory(
            of: Address.self,
            start: .init(
                state: .empty, report: ValidationReport(errors: [], scenario: .default), dirty: DirtyAttributes()),
            depth: 4, snapshot: { $0 })
        var model = Address()
        #expect(!session.writesValues)
        #expect(session.validate(&model, journal: &journal).map(\.code.rawValue) == ["required"])
        #expect(journal.keptChanges == 0)
        #expect(!journal.canUndo)
    }

    @Test func anotherEvaluatorValidatesInItsScenarioFromScratch() throws {
        let defaultEvaluator = try Evaluator(rules: SignUp.rules, scenario: .default)
        let login = try Evaluator(rules: SignUp.rules, scenario: .login)
        var session = IncrementalSession(evaluator: defaultEvaluator)
        var journal = ValidationHistory(
            of: SignUp.self,
            start: .init(
                state: .empty, report: ValidationReport(errors: [], scenario: .default), dirty: DirtyAttributes()),
            depth: 4, snapshot: { $0 })
        var model = SignUp.valid
        model.password = ""
        #expect(session.validate(&model, journal: &journal).isEmpty, "no rule of the default scenario reads it")
        session.use(login)
        #expect(session.errors.isEmpty)
        #expect(session.affectedByEdits == nil, "the other scenario's rules have not run: every rule runs")
        #expect(session.position(of: \SignUp.password) == login.position(of: \SignUp.password))
        let errors = session.validate(&model, journal: &journal)
        #expect(errors == (try SignUp.rules.testValidate(model, scenario: .login).report).errors)
        #expect(errors.map { "\($0.path) \($0.code)" } == ["password required"])
    }
}
