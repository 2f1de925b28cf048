import Testing

@testable import Verdict
@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictVocabulary

/// A rule that reads the `Validated` it validates. Rule closures are `@Sendable` and nonisolated,
/// so the compiler refuses one that captures the form; a box it cannot see into
/// (`@unchecked Sendable`) and `MainActor.assumeIsolated` still reach it. The rules run on a copy
/// of the model: the rule reads the model as it was before the run, never an exclusivity conflict.
@Suite("Validated model: rules that read their own form")
@MainActor
struct ValidatedReentrancyTests {
    struct Profile: Equatable, Sendable {
        var name = ""
        var nickname = ""
    }

    /// What the compiler cannot check: a form reached from a rule.
    final class FormBox: @unchecked Sendable {
        var form: Validated<Profile>?
        var seen: [String] = []
    }

    static func rules(_ box: FormBox) -> RuleSet<Profile> {
        RuleSet {
            Attribute(\.name) {
                Trim(); Required()
            }
            Attribute(\.nickname) {
                Custom(.customFailed, message: "{attribute} is taken.") { nickname in
                    MainActor.assumeIsolated {
                        let name = box.form?.model.name ?? ""
                        let viaMember = box.form?.name ?? ""
                        box.seen.append(name + "|" + viaMember)
                        return nickname != "ann"
                    }
                }
            }
        }
    }

    @Test("validate, submit and an edit validated on change run rules that read the form")
    func aRuleReadsItsForm() throws {
        let box = FormBox()
        let form = try Validated(
            Profile(name: " ann ", nickname: "ann"), rules: Self.rules(box), validatesOnChange: true)
        box.form = form
        #expect(form.validate().errors.map(\.code) == [.customFailed])
        // The rule saw the model as it was when the run began: the name not trimmed yet.
        #expect(box.seen == [" ann | ann "])
        form.nickname = "bob"
        #expect(form.state == .clean)
        #expect(form.submit().isValid)
        #expect(form.model == Profile(name: "ann", nickname: "bob"))
    }
}
