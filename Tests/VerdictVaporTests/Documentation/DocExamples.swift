#if Vapor
    import Foundation
    import SignUpExample
    import Testing
    import Vapor
    import Verdict
    import VerdictVapor

    // The ```swift examples of VerdictVapor's doc comments and of the README's Vapor section,
    // verbatim, where they compile (the main package's DocExampleSyncTests checks that each is here).
    enum DocExamples {
        // MARK: ValidationProblemError.swift

        static func catching(_ request: Request) async throws {
            do {
                _ = try await request.assigned(to: SignUp.self, scenario: .register)
            } catch let error as ValidationProblemError {
                print(error.problem.status)  // 422
            }
        }

        static func errorOfReport(_ report: ValidationReport) {
            let error = ValidationProblemError(report.problem(instance: "/signup"))
            _ = error
        }

        static func response(_ problem: ValidationProblem) {
            let response = ValidationProblemError(problem).response()
            _ = response
        }

        // MARK: ValidationProblemMiddleware.swift

        static func middleware(_ app: Application) {
            app.middleware.use(ValidationProblemMiddleware())
            let api = app.grouped(ValidationProblemMiddleware())
            _ = api
        }

        // MARK: Request+FormSession.swift

        static func route(_ app: Application) {
            app.post("signup") { request async throws -> Response in
                let signUp = try await request.assigned(to: SignUp.self, scenario: .register)
                return Response(status: .created, body: .init(string: signUp.username))
            }
        }

        static func catalog(_ request: Request) async throws -> SignUp {
            let messages = MessageCatalog(language: "de", labels: ["username": "Benutzername"])
            let signUp = try await request.assigned(to: SignUp.self, scenario: .register, catalog: messages)
            return signUp
        }

        static func explicitRules(_ request: Request) async throws {
            let login = try await request.assigned(to: SignUp.self, rules: SignUp.rules, scenario: .login)
            _ = login
        }

        // MARK: Request+Assign.swift

        /// A store of profiles, as a database would be.
        actor Profiles {
            var saved: [String: Profile] = [:]
            func find(_ username: String) throws -> Profile { saved[username] ?? Profile() }
            func save(_ profile: Profile) throws { saved[profile.username] = profile }
        }

        static func update(_ app: Application, profiles: Profiles) {
            app.patch("profiles", ":username") { request async throws -> Response in
                var profile = try await profiles.find(request.parameters.require("username"))
                try await request.assign(to: &profile, scenario: .update)
                try await profiles.save(profile)
                return Response(status: .ok, body: .init(string: profile.email))
            }
        }

        static func updateWithRules(_ request: Request, profile: Profile) async throws -> Profile {
            var profile = profile
            try await request.assign(to: &profile, rules: Profile.rules, scenario: .update)
            return profile
        }
    }

    @Suite("Documentation examples")
    struct DocExamplesTests {
        @Test("the route of Request+FormSession.swift answers 422 problem details over HTTP")
        func route() async throws {
            let app = try await Application.make(.testing)
            app.logger.logLevel = .critical
            DocExamples.middleware(app)
            DocExamples.route(app)
            try await app.server.start(address: .hostname("127.0.0.1", port: 0))
            let port = try #require(app.http.server.shared.localAddress?.port)
            let server = TestServer(base: URL(string: "http://127.0.0.1:\(port)")!)
            let valid = try await server.post("signup", RequestAssignedTests.valid)
            let invalid = try await server.post("signup", "{}")
            await app.server.shutdown()
            try await app.asyncShutdown()
            #expect(valid.status == 201)
            #expect(valid.text == "alice")
            #expect(invalid.status == 422)
            #expect(invalid.contentType == "application/problem+json")
        }
    }
#endif
