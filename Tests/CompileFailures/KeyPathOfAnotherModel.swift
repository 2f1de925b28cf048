// expect-error: static method 'buildExpression' requires the types 'Person' and 'Pet' be equivalent
import Verdict

struct Person { var name = "" }
struct Pet { var name = "" }

// A field of another model does not belong in this rule set.
let rules = RuleSet<Person> {
    Attribute(\Pet.name) { Required() }
}
