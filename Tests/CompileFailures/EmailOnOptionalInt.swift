// expect-error: no exact matches in call to static method 'buildExpression'
import Verdict

struct Person { var score: Int? }

// Unwrapping an optional does not make an Int a String.
let rules = RuleSet<Person> {
    Attribute(\.score) { Email() }
}
