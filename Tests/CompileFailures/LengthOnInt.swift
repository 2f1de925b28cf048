// expect-error: no exact matches in call to static method 'buildExpression'
import Verdict

struct Person { var age = 0 }

// A string rule on an Int attribute must not compile.
let rules = RuleSet<Person> {
    Attribute(\.age) { Length(min: 3) }
}
