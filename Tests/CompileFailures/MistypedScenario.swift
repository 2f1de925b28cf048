// expect-error: type 'ScenarioName' has no member 'registr'
import Verdict

struct SignUp { var password = "" }

extension ScenarioName {
    static let register = ScenarioName("register")
}

// Scenarios are constants: a mistyped name does not compile, where a string would have declared
// a new scenario that nothing validates.
let rules = RuleSet<SignUp> {
    Scenario(.registr) {
        Attribute(\.password) { Required() }
    }
}
