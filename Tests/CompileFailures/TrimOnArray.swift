// expect-error: no exact matches in call to static method 'buildExpression'
import Verdict

struct Post { var tags: [String] = [] }

// Trim rewrites a String; a list of tags is not one.
let rules = RuleSet<Post> {
    Attribute(\.tags) { Trim() }
}
