#if Vapor
    import Vapor
    import VerdictSchema

    extension Application {
        /// Adds the route `method` `path` and describes it in `api`, in one call: `responses` lists
        /// the statuses the handler answers, `requestSchema` the JSON Schema (JSON text) of a JSON body
        /// it reads without Verdict, if any, and `example` a body it accepts (JSON text). The path is written once, in Vapor's syntax
        /// (`users/:username/profile`), and described as OpenAPI's template (`/users/{username}/profile`).
        /// A mistake in the description (the same route twice…) is thrown by `api.jsonData()`.
        ///
        /// ```swift
        /// app.on(
        ///     .GET, "users/:username", describedIn: api,
        ///     responses: [APIDescription.Response(status: 404, description: "No such user.")]
        /// ) { request async throws -> String in
        ///     try request.parameters.require("username")
        /// }
        /// ```
        @discardableResult
        public func on<Answer: AsyncResponseEncodable>(
            _ method: HTTPMethod, _ path: String, body: HTTPBodyStreamStrategy = .collect,
            describedIn api: APIDescription, summary: String? = nil, requestSchema: String? = nil,
            example: String? = nil, responses: [APIDescription.Response], fileID: String = #fileID, line: Int = #line,
            use handler: @escaping @Sendable (Request) async throws -> Answer
        ) -> Route {
            api.add(
                APIDescription.Method(method.rawValue), Self.template(path), summary: summary,
                requestSchema: requestSchema,
                example: example,
                responses: responses, fileID: fileID, line: line)
            return on(method, path.pathComponents, body: body, use: handler)
        }

        /// Adds the route `method` `path`, whose body is assigned to a new `Model` and validated with
        /// `rules` in `scenario` (as ``Vapor/Request/assigned(to:rules:scenario:options:checks:catalog:)``
        /// does; the body streamed, read up to `options.maximumBytes`), and describes it in `api` from
        /// the same rules, scenario and options: the request body's JSON Schema, `responses`, and the
        /// `application/problem+json` answers of a refused body (400, 413, 415, 422), which the route
        /// answers through ``ValidationProblemMiddleware``, and `example`, a body it accepts (JSON
        /// text). The handler receives the valid model.
        ///
        /// ```swift
        /// app.on(
        ///     .POST, "signup", assigning: SignUp.rules, describedIn: api,
        ///     responses: [APIDescription.Response(status: 200, description: "The username.")]
        /// ) { signUp, _ async throws -> String in
        ///     signUp.username
        /// }
        /// ```
        @discardableResult
        public func on<Model: AssignableModel & Sendable, Answer: AsyncResponseEncodable>(
            _ method: HTTPMethod, _ path: String, assigning rules: RuleSet<Model>, scenario: ScenarioName = .default,
            options: AssignmentOptions = AssignmentOptions(), checks: CheckOptions? = nil,
            catalog: MessageCatalog = MessageCatalog(), describedIn api: APIDescription, summary: String? = nil,
            example: String? = nil, responses: [APIDescription.Response], fileID: String = #fileID, line: Int = #line,
            use handler: @escaping @Sendable (Model, Request) async throws -> Answer
        ) -> Route {
            api.add(
                APIDescription.Method(method.rawValue), Self.template(path), summary: summary, assigning: rules,
                scenario: scenario,
                options: options, example: example, responses: responses, fileID: fileID, line: line)
            return grouped(ValidationProblemMiddleware()).on(method, path.pathComponents, body: .stream) { request in
                let model = try await request.assigned(
                    to: Model.self, rules: rules, scenario: scenario, options: options, checks: checks, catalog: catalog
                )
                return try await handler(model, request)
            }
        }

        /// Adds the route `method` `path` (a `PATCH`), whose body is assigned to an existing model with
        /// `rules` in `scenario` (as ``Vapor/Request/assign(to:rules:scenario:options:checks:catalog:)``
        /// does: atomically, only the keys the body holds), and describes it in `api` from the same
        /// rules, scenario and options (a schema that requires no key: a key left out keeps the
        /// model's value); `example` is a body it accepts (JSON text). The handler receives
        /// the assignment to apply to the model it loads.
        ///
        /// ```swift
        /// app.on(
        ///     .PATCH, "profiles/:username", updating: Profile.rules, scenario: .update, describedIn: api,
        ///     responses: [APIDescription.Response(status: 200, description: "The email.")]
        /// ) { update, _ async throws -> String in
        ///     var profile = Profile(username: "alice", email: "alice@example.com")
        ///     try await update.assign(to: &profile)
        ///     return profile.email
        /// }
        /// ```
        @discardableResult
        public func on<Model: AssignableModel & Sendable, Answer: AsyncResponseEncodable>(
            _ method: HTTPMethod, _ path: String, updating rules: RuleSet<Model>, scenario: ScenarioName = .default,
            options: AssignmentOptions = AssignmentOptions(), checks: CheckOptions? = nil,
            catalog: MessageCatalog = MessageCatalog(), describedIn api: APIDescription, summary: String? = nil,
            example: String? = nil, responses: [APIDescription.Response], fileID: String = #fileID, line: Int = #line,
            use handler: @escaping @Sendable (BodyAssignment<Model>, Request) async throws -> Answer
        ) -> Route {
            api.add(
                APIDescription.Method(method.rawValue), Self.template(path), summary: summary, updating: rules,
                scenario: scenario,
                options: options, example: example, responses: responses, fileID: fileID, line: line)
            return grouped(ValidationProblemMiddleware()).on(method, path.pathComponents, body: .stream) { request in
                let update = BodyAssignment<Model>(
                    request: request, rules: rules, scenario: scenario, options: options, checks: checks,
                    catalog: catalog)
                return try await handler(update, request)
            }
        }

        /// Serves `api`'s document at `GET path` (`/openapi.json` by default) as `application/json`,
        /// and describes that route too. A mistake made describing the routes is answered 500.
        ///
        /// ```swift
        /// app.serve(api)
        /// ```
        @discardableResult
        public func serve(
            _ api: APIDescription, at path: String = "openapi.json", fileID: String = #fileID, line: Int = #line
        ) -> Route {
            let document = APIDescription.Response(
                status: 200, description: "This OpenAPI 3.1 document.", schema: #"{"type":"object"}"#)
            api.add(
                .get, Self.template(path), summary: "The OpenAPI document.", responses: [document], fileID: fileID,
                line: line)
            return on(.GET, path.pathComponents) { _ async throws -> Response in
                Response(
                    status: .ok, headers: ["Content-Type": "application/json"],
                    body: Response.Body(data: try api.jsonData()))
            }
        }

        /// OpenAPI's template of a Vapor path: `users/:username` is `/users/{username}`.
        static func template(_ path: String) -> String {
            "/"
                + path.pathComponents.map { component in
                    if case .parameter(let name) = component { return "{\(name)}" }
                    return component.description
                }.joined(separator: "/")
        }
    }
#endif
