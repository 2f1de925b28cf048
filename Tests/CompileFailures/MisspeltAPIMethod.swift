// expect-error: type 'APIDescription.Method' has no member 'pots'
import Verdict

// An OpenAPI operation's method is a constant: a misspelt one does not compile, where a string
// would have been found only when the document is written.
let api = APIDescription(title: "Sign-up", version: "1.0")
api.add(.pots, "/signup", responses: [APIDescription.Response(status: 201, description: "Created.")])
