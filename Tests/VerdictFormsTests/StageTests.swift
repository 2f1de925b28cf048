import Foundation
import Testing
import VerdictForms
@testable import VerdictTestSupport

/// Seed 004 (GKValidator)'s sample validator: at most 12 digits, digits only, complete at 12,
/// eligible at 8, and on submit "Number should start with 9."
private struct Phone: Equatable {
    var number = ""

    static let rules = RuleSet<Phone> {
        Attribute(\.number) {
            Length(max: 12).stage(.input)
            Characters.only(.decimalDigits).stage(.input)
            Length(12).stage(.completeness)
            Length(min: 8).stage(.eligibility)
            Custom { $0.hasPrefix("9") }.code("number.prefix").message("Number should start with 9.").stage(.submission)
        }
    }
}

@Suite("Rule stages")
@MainActor
struct StageTests {
    @Test func inputRulesRefuseEditsAndKeepTheValue() throws {
        let form = try FormSession(Phone(), rules: Phone.rules)
        for digit in "912345678901" {
            #expect(form.update(\.number, to: form.number + String(digit)).isAccepted)
        }
        #expect(form.number == "912345678901")
        let tooLong = form.update(\.number, to: form.number + "2")
        guard case .refused(let report) = tooLong else {
            Issue.record("a 13th digit must be refused")
            return
        }
        #expect(report.pairs == ["number string.tooLong"])
        #expect(form.number == "912345678901")
        #expect(form.refusal == report)
        form.number = "91234a"
        #expect(form.number == "912345678901")
        #expect(form.refusal?.pairs == ["number characters.notAllowed"])
        #expect(form.update(\.number, to: "9").isAccepted)
        #expect(form.refusal == nil)
    }

    @Test func refusalsReachTheHandler() throws {
        let form = try FormSession(Phone(), rules: Phone.rules)
        var refused: [String] = []
        form.onRefusal = { refused.append(contentsOf: $0.errors.map(\.code.rawValue)) }
        form.number = "x"
        #expect(refused == ["characters.notAllowed"])
        #expect(form.state == .empty, "a refused edit changes nothing")
    }

    @Test(arguments: [
        ("", false, false), ("9123", false, false), ("91234567", false, true), ("912345678901", true, true),
    ])
    func completenessAndEligibility(number: String, complete: Bool, eligible: Bool) throws {
        let form = try FormSession(Phone(number: number), rules: Phone.rules)
        #expect(form.isComplete(\.number) == complete)
        #expect(form.isEligible == eligible)
    }

    @Test func submissionRulesRunOnlyOnSubmit() throws {
        let form = try FormSession(Phone(number: "812345678901"), rules: Phone.rules)
        #expect(form.validate().isValid)
        let report = form.submit()
        #expect(report.errors.map(\.message) == ["Number should start with 9."])
        #expect(form.state == .invalid(report))
        form.number = "912345678901"
        #expect(form.submit().isValid)
        #expect(form.state == .clean)
    }

    @Test func stageModifiersApplyToWholeComponents() throws {
        struct Terms { var accepted = false }
        let rules = RuleSet<Terms> {
            Constraint(\.accepted, code: "terms.required", message: "Please accept the terms.") { $0.accepted }
                .stage(.submission)
        }
        let form = try FormSession(Terms(), rules: rules)
        #expect(form.validate().isValid)
        #expect(form.submit().errors.map(\.message) == ["Please accept the terms."])
    }

    /// Filters of the input stage write into the edit, those of the submission stage into the
    /// model on submit; undo and redo bring back exactly what each step left, and a refused edit
    /// leaves nothing behind.
    @Test func filtersOfEveryStageAreUndone() throws {
        struct Code: Equatable {
            var code = ""
            var note = ""
        }
        let rules = RuleSet<Code> {
            Attribute(\.code) {
                Filter { $0.uppercased() }.stage(.input)
                Length(max: 4).stage(.input)
                Required()
            }
            Attribute(\.note) {
                Filter { $0.trimmingCharacters(in: .whitespaces) }.stage(.submission)
            }
        }
        let form = try FormSession(Code(), rules: rules)
        form.code = "ab"
        #expect(form.code == "AB")
        #expect(form.validate().isValid)
        #expect(!form.update(\.code, to: "abcdef").isAccepted)
        #expect(form.model == Code(code: "AB"))
        form.code = "cd"
        form.note = "  hi  "
        #expect(form.submit().isValid)
        #expect(form.model == Code(code: "CD", note: "hi"))
        #expect(form.undo())
        #expect(form.model == Code(code: "AB"))
        #expect(form.redo())
        #expect(form.model == Code(code: "CD", note: "hi"))
        #expect(form.undo())
        #expect(form.undo())
        #expect(form.model == Code())
        #expect(form.state == .empty)
    }
}
