#if Vapor
    import Foundation
    import SignUpExample
    import Testing
    import Vapor
    import Verdict
    import VerdictVapor

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// A Vapor application on a free port of 127.0.0.1, with the routes under test, spoken to over
    /// real HTTP with `URLSession`.
    ///
    /// - `POST /signup`: the demo's sign-up, scenario `register`, bodies up to 1,024 bytes (Vapor
    ///   collects the body first); 201 with the safe attributes (never the password).
    /// - `POST /login`: the same model, scenario `login`.
    /// - `POST /strict/signup`: `register`, refusing unknown and unsafe keys.
    /// - `POST /streamed/signup`: `register`, the body streamed and read up to 4,096 bytes.
    /// - `POST /bare/signup`: `register`, outside the group with ``ValidationProblemMiddleware``, to
    ///   show what Vapor's `ErrorMiddleware` alone answers.
    /// - The profile routes of ``profileRoutes(_:)``.
    struct TestServer {
        /// A response: status, media type and body bytes.
        struct Reply {
            var status: Int
            var contentType: String?
            var contentLanguage: String? = nil
            var body: Data
            var text: String { String(decoding: body, as: UTF8.self) }
        }

        let base: URL

        /// Runs `body` with a server started for it, and stops the server after.
        static func with<Result>(_ body: (TestServer) async throws -> Result) async throws -> Result {
            let app = try await Application.make(.testing)
            app.logger.logLevel = .critical
            routes(app)
            do {
                try await app.server.start(address: .hostname("127.0.0.1", port: 0))
                let port = try #require(app.http.server.shared.localAddress?.port)
                let result = try await body(TestServer(base: URL(string: "http://127.0.0.1:\(port)")!))
                await app.server.shutdown()
                try await app.asyncShutdown()
                return result
            } catch {
                await app.server.shutdown()
                try await app.asyncShutdown()
                throw error
            }
        }

        static func routes(_ app: Application) {
            let created: @Sendable (SignUp, ScenarioName) throws -> Response = { signUp, scenario in
                let values = try SignUp.rules.assignableValues(of: signUp, scenario: scenario)
                return Response(
                    status: .created, headers: ["Content-Type": "application/json"],
                    body: Response.Body(data: values.jsonData))
            }
            let api = app.grouped(ValidationProblemMiddleware())
            api.post("signup") { request async throws -> Response in
                let signUp = try await request.assigned(
                    to: SignUp.self, scenario: .register, options: AssignmentOptions(maximumBytes: 1_024))
                return try created(signUp, .register)
            }
            api.post("login") { request async throws -> Response in
                try created(try await request.assigned(to: SignUp.self, scenario: .login), .login)
            }
            api.post("strict", "signup") { request async throws -> Response in
                let signUp = try await request.assigned(
                    to: SignUp.self, scenario: .register, options: AssignmentOptions(isStrict: true))
                return try created(signUp, .register)
            }
            api.on(.POST, "streamed", "signup", body: .stream) { request async throws -> Response in
                let signUp = try await request.assigned(
                    to: SignUp.self, scenario: .register, options: AssignmentOptions(maximumBytes: 4_096))
                return try created(signUp, .register)
            }
            app.post("bare", "signup") { request async throws -> Response in
                try created(try await request.assigned(to: SignUp.self, scenario: .register), .register)
            }
            profileRoutes(app)
        }

        /// The profile routes, on a store of `ProfileStore.demo` of its own: `GET /profiles/:username`;
        /// `PATCH /profiles/:username` (`update`, the body streamed and read up to 256 bytes, the
        /// example's catalog) and `PATCH /strict/profiles/:username`, both answering the profile
        /// updated; 404 for a profile that is not there. `PATCH /records` assigns into a class.
        static func profileRoutes(_ app: Application) {
            let profiles = ProfileStore()
            let answer: @Sendable (Profile?) throws -> Response = { profile in
                guard let profile else { throw Abort(.notFound) }
                return Response(
                    status: .ok, headers: ["Content-Type": "application/json"],
                    body: Response.Body(data: try profile.json().jsonData))
            }
            let api = app.grouped(ValidationProblemMiddleware())
            app.get("profiles", ":username") { request async throws -> Response in
                try answer(await profiles.profile(try request.parameters.require("username")))
            }
            for (path, options) in [
                (["profiles"], AssignmentOptions(maximumBytes: 256)),
                (["strict", "profiles"], AssignmentOptions(isStrict: true)),
            ] {
                let route = path.map { PathComponent(stringLiteral: $0) } + [":username"]
                api.on(.PATCH, route, body: .stream) { request async throws -> Response in
                    let updated = try await profiles.update(try request.parameters.require("username")) { profile in
                        try await request.assign(
                            to: &profile, scenario: .update, options: options, catalog: SignUp.messages)
                    }
                    return try answer(updated)
                }
            }
            api.patch("records") { request async throws -> Response in
                var record = ProfileRecord()
                try await request.assign(to: &record)
                return Response(status: .ok)
            }
        }

        /// `POST path` with `body`, as `contentType`.
        func post(_ path: String, _ body: String, contentType: String = "application/json") async throws -> Reply {
            try await post(path, Data(body.utf8), contentType: contentType)
        }

        func post(
            _ path: String, _ body: Data, contentType: String = "application/json", acceptLanguage: String? = nil
        ) async throws -> Reply {
            try await send("POST", path, body, contentType: contentType, acceptLanguage: acceptLanguage)
        }

        /// `method path` with `body` (none for a GET), as `contentType`.
        func send(
            _ method: String, _ path: String, _ body: Data = Data(), contentType: String = "application/json",
            acceptLanguage: String? = nil
        ) async throws -> Reply {
            var request = URLRequest(url: base.appendingPathComponent(path))
            request.httpMethod = method
            request.setValue(contentType, forHTTPHeaderField: "Content-Type")
            if let acceptLanguage { request.setValue(acceptLanguage, forHTTPHeaderField: "Accept-Language") }
            if method != "GET" { request.httpBody = body }
            let configuration = URLSessionConfiguration.ephemeral
            configuration.connectionProxyDictionary = [:]
            let session = URLSession(configuration: configuration)
            defer { session.finishTasksAndInvalidate() }
            let (data, response) = try await session.data(for: request)
            let http = try #require(response as? HTTPURLResponse)
            return Reply(
                status: http.statusCode, contentType: http.value(forHTTPHeaderField: "Content-Type"),
                contentLanguage: http.value(forHTTPHeaderField: "Content-Language"), body: data)
        }
    }

    /// A profile that is a class, as a Fluent model is: it cannot be updated atomically.
    final class ProfileRecord: SelfValidating, AssignableModel {
        var email = ""
        static let rules = RuleSet<ProfileRecord> { Attribute(\.email) { Email() } }
    }
#endif
