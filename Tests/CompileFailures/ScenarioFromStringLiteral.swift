// expect-error: cannot convert value of type 'String' to expected argument type 'ScenarioName'
import Verdict

struct SignUp { var password = "" }

// A scenario is not named by a string literal, so that `Scenario("registr")` cannot declare a new
// scenario by mistake: declare `extension ScenarioName { static let register = ScenarioName("register") }`
// and write `Scenario(.register)`.
let rules = RuleSet<SignUp> {
    Scenario("register") {
        Attribute(\.password) { Required() }
    }
}
