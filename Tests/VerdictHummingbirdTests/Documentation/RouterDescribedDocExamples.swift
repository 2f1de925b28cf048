#if Hummingbird
    import Hummingbird
    import Verdict
    import VerdictHummingbird

    // The ```swift examples of Router+Described.swift and BodyAssignment.swift, verbatim (the main
    // package's DocExampleSyncTests checks that each is here). RouterDescribedTests runs the routes.
    extension DocExamples {
        // MARK: Router+Described.swift

        static func describedRoutes(_ router: Router<TestContext>, api: APIDescription) {
            router.on(
                "users/:username", method: .get, describedIn: api,
                responses: [APIDescription.Response(status: 404, description: "No such user.")]
            ) { _, context in
                try context.parameters.require("username")
            }
            router.on(
                "signup", method: .post, assigning: SignUp.rules, describedIn: api,
                responses: [APIDescription.Response(status: 200, description: "The username.")]
            ) { signUp, _, _ in
                signUp.username
            }
            router.on(
                "accounts/:username", method: .patch, updating: SignUp.rules, describedIn: api,
                responses: [APIDescription.Response(status: 200, description: "The username.")]
            ) { update, _, _ in
                var signUp = SignUp()
                try await update.assign(to: &signUp)
                return signUp.username
            }
            router.serve(api)
        }

        // MARK: Sharing rules with clients (the DocC article's OpenAPI section)

        static func articleRouter() -> Router<BasicRequestContext> {
            let api = APIDescription(title: "Sign-up", version: "1.0")
            let router = Router()
            router.on(
                "signup", method: .post, assigning: SignUp.rules, scenario: .register, describedIn: api,
                summary: "Creates an account.",
                responses: [
                    APIDescription.Response(status: 201, description: "The account.", schema: #"{"type":"object"}"#)
                ]
            ) { signUp, _, _ in
                signUp.username
            }
            router.serve(api)  // GET /openapi.json
            return router
        }

        // MARK: BodyAssignment.swift

        static func bodyAssignment(_ update: BodyAssignment<SignUp>) async throws -> SignUp {
            var signUp = SignUp()
            try await update.assign(to: &signUp)
            return signUp
        }
    }
#endif
