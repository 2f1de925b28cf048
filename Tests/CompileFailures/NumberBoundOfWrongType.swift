// expect-error: cannot convert value of type 'String' to expected argument type 'Int'
import Verdict

struct Person { var age = 0 }

// An Int attribute takes Int bounds.
let rules = RuleSet<Person> {
    Attribute(\.age) { Number(min: "18") }
}
