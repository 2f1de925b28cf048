import Testing

@testable import VerdictAssignment
@testable import VerdictEngine
@testable import VerdictForms
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// A coupon code, at most 4 characters (an input rule), entered in capitals (an input filter).
private struct Coupon: Equatable {
    var couponCode = ""

    static let rules = RuleSet<Coupon> {
        Attribute(\.couponCode) {
            Filter { $0.uppercased() }.stage(.input)
            Length(max: 4).stage(.input)
        }
    }
}

/// The screening of edits and their refusals, through the internal API: what a refused edit
/// reports, when the refusal ends, and how a refused assignment names its keys.
@Suite("Edit screening")
struct EditScreeningTests {
    private static func stages() throws -> StageChecks<Coupon> {
        StageChecks(evaluators: try StageEvaluators(rules: Coupon.rules, scenario: .default), snapshot: { $0 })
    }

    /// Writes `code` into `model` and screens the edit, as the session does.
    private static func screen(
        _ code: String, into model: inout Coupon, stages: inout StageChecks<Coupon>, screening: EditScreening
    ) -> EditScreening.Outcome {
        let previous = model.couponCode
        model.couponCode = code
        return screening.screen([\Coupon.couponCode], by: &stages, model: &model, scenario: .default) {
            $0.couponCode = previous
        }
    }

    @Test(arguments: [("ab", "AB", true), ("abcd", "ABCD", true), ("abcde", "", false)])
    func anEditIsAcceptedWithItsFilterOrRefusedAndTakenBack(code: String, stored: String, accepted: Bool) throws {
        var stages = try Self.stages()
        var model = Coupon()
        let screening = EditScreening()
        let outcome = Self.screen(code, into: &model, stages: &stages, screening: screening)
        #expect(model.couponCode == stored)
        switch outcome {
        case .accepted(let filtered):
            #expect(accepted)
            #expect(filtered.count == 1)  // the filter's write, for the journal
        case .refused(let report):
            #expect(!accepted)
            #expect(report.scenario == .default)
            #expect(report.errors.map(\.path.description) == ["couponCode"])
        }
    }

    @Test func aRefusalLastsUntilAnEditIsAccepted() throws {
        var stages = try Self.stages()
        var model = Coupon()
        var screening = EditScreening()
        let ended = screening.accept()
        #expect(!ended)  // nothing to end
        guard case .refused(let report) = Self.screen("abcde", into: &model, stages: &stages, screening: screening)
        else {
            Issue.record("the edit was not refused")
            return
        }
        screening.refuse(report)
        #expect(screening.refusal == report)
        let endedRefusal = screening.accept()
        #expect(endedRefusal)
        #expect(screening.refusal == nil)
    }

    @Test(arguments: [(KeyStrategy.exact, "couponCode"), (.snakeCase, "coupon_code")])
    func aRefusedAssignmentNamesTheInputKeys(keys: KeyStrategy, key: String) throws {
        var stages = try Self.stages()
        var model = Coupon()
        var screening = EditScreening()
        guard case .refused(let report) = Self.screen("abcde", into: &model, stages: &stages, screening: screening)
        else {
            Issue.record("the edit was not refused")
            return
        }
        screening.refuse(report)
        let result = screening.refusedAssignment(ignoring: [], keys: keys, scenario: .default)
        #expect(!result.isAssigned)
        #expect(result.report.errors.map(\.path.description) == [key])
        #expect(result.report.scenario == .default)
    }
}
