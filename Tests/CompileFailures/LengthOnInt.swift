// expect-error: 'buildExpression' is unavailable: this rule checks another type of value than the attribute's; see its 'Value' type
import Verdict

struct Person { var age = 0 }

// A string rule on an Int attribute must not compile.
let rules = RuleSet<Person> {
    Attribute(\.age) { Length(min: 3) }
}
