// expect-error: 'init(_:name:label:sensitive:fileID:line:rules:)' is unavailable: a read-only key path ('let', computed, or '{ get }'): declare it with 'Attribute(readOnly:)'
// A read-only key path is declared with `readOnly:`, so that no filter can be put on it.
import Verdict

struct Person {
    let id = ""
}

let rules = RuleSet<Person> {
    Attribute(\.id) { Required() }
}
