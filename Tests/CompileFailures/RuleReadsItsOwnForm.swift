// expect-error: main actor-isolated property 'model' can not be referenced from a Sendable closure
import Verdict

struct Profile {
    var name = ""
    var nickname = ""
}

// A rule closure is @Sendable and nonisolated; the FormSession it would read is main-actor state,
// so a rule cannot read the form it validates (which used to trap on exclusivity at run time).
@MainActor
func rules(reading form: FormSession<Profile>) -> RuleSet<Profile> {
    RuleSet<Profile> {
        Attribute(\.nickname) { Custom { _ in !form.model.name.isEmpty } }
    }
}
