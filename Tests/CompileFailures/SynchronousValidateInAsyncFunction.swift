// expect-error: expression is 'async' but is not marked with 'await'
import Verdict

struct Account {
    var username = ""
    static let rules = RuleSet<Account> {
        Attribute(\.username) { Required() }
    }
}

// In an `async` function the synchronous `validate` cannot be reached: the call is the
// asynchronous one, which the compiler asks to `await`.
func register(_ username: String) async throws -> ValidationReport {
    var account = Account(username: username)
    return try Account.rules.validate(&account)
}
