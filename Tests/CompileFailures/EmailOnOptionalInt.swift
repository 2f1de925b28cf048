// expect-error: 'buildExpression' is unavailable: this rule checks another type of value than the attribute's; see its 'Value' type
import Verdict

struct Person { var score: Int? }

// Unwrapping an optional does not make an Int a String.
let rules = RuleSet<Person> {
    Attribute(\.score) { Email() }
}
