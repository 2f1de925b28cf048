// expect-error: 'buildExpression' is unavailable: a filter writes the value back, which a read-only key path cannot take: declare it on a 'var'
// A filter writes the value back to the model: a computed or `let` property cannot take one.
import Verdict

struct Person {
    var first = ""
    var last = ""
    var fullName: String { first + " " + last }
}

let rules = RuleSet<Person> {
    Attribute(readOnly: \.fullName, name: "fullName") {
        Trim(); Required()
    }
}
