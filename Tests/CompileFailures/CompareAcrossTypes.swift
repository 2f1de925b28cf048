// expect-error: cannot convert value of type 'KeyPath<Person, Int>' to expected argument type 'KeyPath<Person, String>'
import Verdict

struct Person {
    var name = ""
    var age = 0
}

// Comparing a String with an Int attribute must not compile.
let rules = RuleSet<Person> {
    Attribute(\.name) { Compare(.equal, to: \.age) }
}
