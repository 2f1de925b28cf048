import Foundation
import Testing

@testable import VerdictAssignment
@testable import VerdictEngine
@testable import VerdictForms
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// A code entered in capitals (an input filter), at most 4 characters and letters only (input
/// rules, one a warning); complete at 4, eligible from 2 (after trimming, in a copy); on submit,
/// the note is trimmed and must not be empty.
private struct Voucher: Equatable {
    var code = ""
    var note = ""
    var address = Address()

    static let rules = RuleSet<Voucher> {
        Attribute(\.code) {
            Filter { $0.uppercased() }.stage(.input)
            Length(max: 4).stage(.input)
            Characters.only(.letters).stage(.input)
            Length(max: 3).severity(.warning).stage(.input)
            Length(4).stage(.completeness)
            Trim().stage(.eligibility)
            Length(min: 2).stage(.eligibility)
        }
        Attribute(\.note) {
            Trim().stage(.submission)
            Required().stage(.submission)
        }
        Attribute(\.address.zip) {
            Characters.only(.decimalDigits).stage(.input)
        }
    }
}

/// A class model: a check must copy it (with `snapshot`) to run filters.
private final class Draft {
    var text: String

    init(text: String) { self.text = text }

    static let rules = RuleSet<Draft> {
        Attribute(\.text) {
            Trim().stage(.eligibility)
            Required().stage(.eligibility)
            Trim().stage(.completeness)
            Length(min: 3).stage(.completeness)
        }
    }
}

@Suite("Stage checks")
struct StageChecksTests {
    private static func checks() throws -> StageChecks<Voucher> {
        StageChecks(evaluators: try StageEvaluators(rules: Voucher.rules, scenario: .default), snapshot: { $0 })
    }

    /// Writes `value` at `keyPath` and screens the edit, as `FormSession.update` does.
    private static func screen<Value>(
        _ checks: inout StageChecks<Voucher>, _ model: inout Voucher, _ keyPath: WritableKeyPath<Voucher, Value>,
        _ value: Value
    ) -> StageChecks<Voucher>.Screening {
        let previous = model[keyPath: keyPath]
        model[keyPath: keyPath] = value
        return checks.screen(keyPath, previous: previous, model: &model)
    }

    // MARK: Input

    @Test func anAcceptedEditKeepsWhatInputFiltersWroteAndReturnsIt() throws {
        var checks = try Self.checks()
        #expect(checks.screensEdits)
        var model = Voucher()
        guard case .accepted(let filtered) = Self.screen(&checks, &model, \.code, "ab") else {
            Issue.record("letters within the length are accepted")
            return
        }
        #expect(model.code == "AB")
        #expect(filtered.count == 1)
        #expect(filtered.first?.keyPath == KeyPathBox(\Voucher.code))
        #expect(filtered.first?.old.value as? String == "ab")
        #expect(filtered.first?.new.value as? String == "AB")
    }

    @Test func aRefusedEditIsTakenBackWithWhatInputFiltersWrote() throws {
        var checks = try Self.checks()
        var model = Voucher(code: "AB")
        guard case .refused(let errors) = Self.screen(&checks, &model, \.code, "abcde") else {
            Issue.record("five characters are refused")
            return
        }
        #expect(errors.map(\.code.rawValue).contains("string.tooLong"))
        #expect(model == Voucher(code: "AB"), "the filter's capitals and the edit are both gone")
        guard case .refused(let digits) = Self.screen(&checks, &model, \.code, "a1") else {
            Issue.record("a digit is refused")
            return
        }
        #expect(digits.map { "\($0.path) \($0.code)" } == ["code characters.notAllowed"])
        #expect(model.code == "AB")
    }

    @Test func warningsAloneRefuseNothing() throws {
        var checks = try Self.checks()
        var model = Voucher()
        let screening = Self.screen(&checks, &model, \.code, "abcd")
        guard case .accepted = screening else {
            Issue.record("four letters bring a warning, not a refusal: \(screening)")
            return
        }
        #expect(model.code == "ABCD")
    }

    @Test func anEditOfAKeyPathThatContainsAttributesRunsTheirInputRules() throws {
        var checks = try Self.checks()
        var model = Voucher()
        guard case .refused(let errors) = Self.screen(&checks, &model, \.address, Address(street: "x", zip: "1a"))
        else {
            Issue.record("a zip with a letter is refused, even inside a whole address")
            return
        }
        #expect(errors.map { "\($0.path) \($0.code)" } == ["address.zip characters.notAllowed"])
        #expect(model.address == Address())
        guard case .refused = Self.screen(&checks, &model, \.self, Voucher(code: "a!")) else {
            Issue.record("the whole model runs every input rule")
            return
        }
        #expect(model == Voucher())
    }

    @Test func withoutInputRulesEditsAreNotScreened() throws {
        var checks = StageChecks(
            evaluators: try StageEvaluators(rules: SignUp.rules, scenario: .default), snapshot: { $0 })
        #expect(!checks.screensEdits)
        var model = SignUp()
        model.username = "  x "
        guard case .accepted(let filtered) = checks.screen(\.username, previous: "", model: &model) else {
            Issue.record("no input rule refuses anything")
            return
        }
        #expect(filtered.isEmpty)
        #expect(model.username == "  x ", "the validation stage's filters do not run on input")
    }

    @Test func anotherScenariosStagesTakeOver() throws {
        struct Pin: Equatable {
            var digits = ""
        }
        let rules = RuleSet<Pin> {
            Attribute(\.digits) { Required() }
            Scenario(.strict) {
                Attribute(\.digits) { Characters.only(.decimalDigits).stage(.input) }
            }
        }
        var checks = StageChecks(evaluators: try StageEvaluators(rules: rules, scenario: .default), snapshot: { $0 })
        #expect(!checks.screensEdits)
        checks.use(try StageEvaluators(rules: rules, scenario: .strict))
        #expect(checks.screensEdits)
        var model = Pin(digits: "1a")
        guard case .refused(let errors) = checks.screen(\.digits, previous: "1", model: &model) else {
            Issue.record("the strict scenario refuses a letter")
            return
        }
        #expect(errors.map(\.scenario) == [.strict])
        #expect(model == Pin(digits: "1"))
    }

    // MARK: Completeness and eligibility

    @Test(arguments: [
        ("", false, false), ("A", false, false), ("AB", false, true), ("ABCD", true, true),
    ])
    func completenessAndEligibility(code: String, complete: Bool, eligible: Bool) throws {
        let checks = try Self.checks()
        let model = Voucher(code: code)
        #expect(checks.isComplete(\Voucher.code, of: model) == complete)
        #expect(checks.isEligible(model) == eligible)
        #expect(checks.isComplete(\Voucher.note, of: model), "an attribute without completeness rules is complete")
    }

    @Test func filtersOfCompletenessAndEligibilityRunOnACopy() throws {
        let checks = StageChecks(
            evaluators: try StageEvaluators(rules: Draft.rules, scenario: .default),
            snapshot: { Draft(text: $0.text) })
        let draft = Draft(text: "  ab  ")
        #expect(checks.isEligible(draft))
        #expect(!checks.isComplete(\Draft.text, of: draft), "two characters once trimmed")
        #expect(draft.text == "  ab  ", "the instance itself is not trimmed")
    }

    // MARK: Submission

    @Test func submissionRulesRunOnTheModel() throws {
        var checks = try Self.checks()
        var journal = Self.journal()
        var model = Voucher(note: "   ")
        #expect(checks.submit(&model, journal: &journal).map { "\($0.path) \($0.code)" } == ["note required"])
        #expect(model.note == "", "the submission stage's filter wrote into the model")
    }

    @Test func theJournalRecordsWhatSubmissionFiltersWrote() throws {
        var checks = try Self.checks()
        var journal = Self.journal()
        var model = Voucher(note: "  hi ")
        #expect(checks.submit(&model, journal: &journal).isEmpty)
        #expect(model.note == "hi")
        #expect(journal.keptChanges == 1)
        journal.record(
            .init(state: .clean, report: ValidationReport(errors: [], scenario: .default), dirty: DirtyAttributes()))
        let draft = journal.baseline
        #expect(journal.undo(keeping: draft, model: &model) != nil)
        #expect(model.note == "  hi ", "undo takes the trim back")
        #expect(journal.redo(model: &model) != nil)
        #expect(model.note == "hi")
    }

    private static func journal() -> ValidationHistory {
        ValidationHistory(
            of: Voucher.self,
            start: .init(
                state: .empty, report: ValidationReport(errors: [], scenario: .default), dirty: DirtyAttributes()),
            depth: 4, snapshot: { $0 })
    }
}
