#if Vapor
    import SignUpExample
    import Vapor
    import Verdict
    import VerdictVapor

    // The ```swift examples of Application+Described.swift and BodyAssignment.swift, verbatim (the
    // main package's DocExampleSyncTests checks that each is here). ApplicationDescribedTests runs
    // the routes.
    extension DocExamples {
        // MARK: Application+Described.swift

        static func describedRoutes(_ app: Application, api: APIDescription) {
            app.on(
                .GET, "users/:username", describedIn: api,
                responses: [APIDescription.Response(status: 404, description: "No such user.")]
            ) { request async throws -> String in
                try request.parameters.require("username")
            }
            app.on(
                .POST, "signup", assigning: SignUp.rules, describedIn: api,
                responses: [APIDescription.Response(status: 200, description: "The username.")]
            ) { signUp, _ async throws -> String in
                signUp.username
            }
            app.on(
                .PATCH, "profiles/:username", updating: Profile.rules, scenario: .update, describedIn: api,
                responses: [APIDescription.Response(status: 200, description: "The email.")]
            ) { update, _ async throws -> String in
                var profile = Profile(username: "alice", email: "alice@example.com")
                try await update.assign(to: &profile)
                return profile.email
            }
            app.serve(api)
        }

        // MARK: BodyAssignment.swift

        static func bodyAssignment(_ update: BodyAssignment<Profile>) async throws -> Profile {
            var profile = Profile()
            try await update.assign(to: &profile)
            return profile
        }
    }
#endif
