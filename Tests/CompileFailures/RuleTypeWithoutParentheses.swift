// expect-error: expected member name or initializer call after type name
// A rule is a value: `Required()`, not the type `Required`. The compiler's own first error
// offers the fix-it; the builder's next one says the same in its words.
import Verdict

struct Person {
    var name = ""
}

let rules = RuleSet<Person> {
    Attribute(\.name) { Required }
}
