// expect-error: 'buildExpression' is unavailable: this rule checks another type of value than the attribute's; see its 'Value' type
import Verdict

struct Post { var tags: [String] = [] }

// Trim rewrites a String; a list of tags is not one.
let rules = RuleSet<Post> {
    Attribute(\.tags) { Trim() }
}
