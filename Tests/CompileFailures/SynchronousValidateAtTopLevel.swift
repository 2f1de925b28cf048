// expect-error: instance method 'validate' is unavailable from asynchronous contexts; await the asynchronous validate(_:scenario:checks:), which does not suspend without asynchronous rules; at the top level of main.swift, call it from an async function
import Verdict

struct Account {
    var username = ""
    static let rules = RuleSet<Account> {
        Attribute(\.username) { Required() }
    }
}

// At the top level of main.swift, the type checker picks the synchronous `validate` even under
// `await` ("no 'async' operations occur within 'await' expression"); `noasync` makes that line an
// error that says what to do instead: call it from an `async` function.
var account = Account()
let report = try await Account.rules.validate(&account)
