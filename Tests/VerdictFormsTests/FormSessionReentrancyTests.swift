import Testing

@testable import VerdictAssignment
@testable import VerdictEngine
@testable import VerdictForms
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// A rule that reads the `FormSession` it validates. Rule closures are `@Sendable` and nonisolated,
/// so the compiler refuses one that captures the form; a box it cannot see into
/// (`@unchecked Sendable`) and `MainActor.assumeIsolated` still reach it. The rules run on the
/// model in place; the rule reads a copy of the model as it was before the run (what filters
/// overwrote put back from the journal), never an exclusivity conflict.
@Suite("FormSession model: rules that read their own form")
@MainActor
struct FormSessionReentrancyTests {
    struct Profile: Equatable, Sendable {
        var name = ""
        var nickname = ""
    }

    /// What the compiler cannot check: a form reached from a rule.
    final class FormBox: @unchecked Sendable {
        var form: FormSession<Profile>?
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
        let form = try FormSession(
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

    /// The rules run on the model in place: a rule that reads the form still sees the values that
    /// filters overwrote in this run as they were before it (here the edited name, trimmed by the
    /// time the nickname's rule runs), and the form has the filtered values afterwards.
    @Test("an incremental validation's rule reads the form as it was before the run")
    func anIncrementalRunReadsTheModelBeforeTheRun() throws {
        let box = FormBox()
        let form = try FormSession(Profile(name: "ann", nickname: "bob"), rules: Self.rules(box))
        box.form = form
        #expect(form.validate().isValid)
        box.seen = []
        form.name = "  bob "
        form.nickname = "ann"
        #expect(form.validate().errors.map(\.code) == [.customFailed])
        #expect(box.seen == ["  bob |  bob "])
        #expect(form.model == Profile(name: "bob", nickname: "ann"))
        // Outside a run, the form reads the model itself.
        #expect(form.name == "bob")
    }

    /// Writing to the form from its own rule is the user's exclusivity violation, which the
    /// README documents: Swift's run-time check stops the process, and says why.
    @Test("a rule that writes to its own form stops the process with Swift's exclusivity trap")
    func aRuleWritingItsFormTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let box = FormBox()
                let rules = RuleSet<Profile> {
                    Attribute(\.nickname) {
                        Custom(.customFailed, message: "{attribute} is taken.") { _ in
                            MainActor.assumeIsolated { box.form?.name = "eve" }
                            return true
                        }
                    }
                }
                let form = try? FormSession(Profile(name: "ann", nickname: "bob"), rules: rules)
                box.form = form
                _ = form?.validate()
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("Simultaneous accesses"))
        #expect(text.contains("but modification requires exclusive access"))
    }
}
