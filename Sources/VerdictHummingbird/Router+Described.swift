#if Hummingbird
    import HTTPTypes
    import Hummingbird
    import VerdictSchema

    extension Router {
        /// Adds the route `method` `path` and describes it in `api`, in one call: `responses` lists
        /// the statuses the handler answers, `requestSchema` the JSON Schema (JSON text) of a JSON body
        /// it reads without Verdict, if any, and `example` a body it accepts (JSON text). The path is written once, in Hummingbird's syntax
        /// (`users/:username/profile`), and described as OpenAPI's template (`/users/{username}/profile`).
        /// A mistake in the description (the same route twice…) is thrown by `api.jsonData()`.
        ///
        /// ```swift
        /// router.on(
        ///     "users/:username", method: .get, describedIn: api,
        ///     responses: [APIDescription.Response(status: 404, description: "No such user.")]
        /// ) { _, context in
        ///     try context.parameters.require("username")
        /// }
        /// ```
        @discardableResult
        public func on(
            _ path: RouterPath, method: HTTPRequest.Method, describedIn api: APIDescription, summary: String? = nil,
            requestSchema: String? = nil, example: String? = nil, responses: [APIDescription.Response],
            fileID: String = #fileID,
            line: Int = #line,
            use handler: @escaping @Sendable (Request, Context) async throws -> some ResponseGenerator
        ) -> Self {
            api.add(
                APIDescription.Method(method.rawValue), path.description, summary: summary,
                requestSchema: requestSchema,
                example: example,
                responses: responses,
                fileID: fileID, line: line)
            return on(path, method: method, use: handler)
        }

        /// Adds the route `method` `path`, whose body is assigned to a new `Model` and validated with
        /// `rules` in `scenario` (as `Request.assigned(to:rules:scenario:options:checks:catalog:context:)`
        /// does), and describes it in `api` from the same rules, scenario and options: the request body's
        /// JSON Schema, `responses`, and the `application/problem+json` answers of a refused body (400,
        /// 413, 415, 422), and `example`, a body it accepts (JSON text). The handler receives the valid
        /// model.
        ///
        /// ```swift
        /// router.on(
        ///     "signup", method: .post, assigning: SignUp.rules, describedIn: api,
        ///     responses: [APIDescription.Response(status: 200, description: "The username.")]
        /// ) { signUp, _, _ in
        ///     signUp.username
        /// }
        /// ```
        @discardableResult
        public func on<Model: AssignableModel & Sendable>(
            _ path: RouterPath, method: HTTPRequest.Method, assigning rules: RuleSet<Model>,
            scenario: ScenarioName = .default, options: AssignmentOptions = AssignmentOptions(),
            checks: CheckOptions? = nil, catalog: MessageCatalog = MessageCatalog(), describedIn api: APIDescription,
            summary: String? = nil, example: String? = nil, responses: [APIDescription.Response],
            fileID: String = #fileID,
            line: Int = #line,
            use handler: @escaping @Sendable (Model, Request, Context) async throws -> some ResponseGenerator
        ) -> Self {
            api.add(
                APIDescription.Method(method.rawValue), path.description, summary: summary, assigning: rules,
                scenario: scenario,
                options: options, example: example, responses: responses, fileID: fileID, line: line)
            return on(path, method: method) { request, context in
                let model = try await request.assigned(
                    to: Model.self, rules: rules, scenario: scenario, options: options, checks: checks,
                    catalog: catalog,
                    context: context)
                return try await handler(model, request, context)
            }
        }

        /// Adds the route `method` `path` (a `PATCH`), whose body is assigned to an existing model with
        /// `rules` in `scenario` (as `Request.assign(to:rules:scenario:options:checks:catalog:context:)`
        /// does: atomically, only the keys the body holds), and describes it in `api` from the same
        /// rules, scenario and options (a schema that requires no key: a key left out keeps the
        /// model's value); `example` is a body it accepts (JSON text). The handler receives
        /// the assignment to apply to the model it loads.
        ///
        /// ```swift
        /// router.on(
        ///     "accounts/:username", method: .patch, updating: SignUp.rules, describedIn: api,
        ///     responses: [APIDescription.Response(status: 200, description: "The username.")]
        /// ) { update, _, _ in
        ///     var signUp = SignUp()
        ///     try await update.assign(to: &signUp)
        ///     return signUp.username
        /// }
        /// ```
        @discardableResult
        public func on<Model: AssignableModel & Sendable>(
            _ path: RouterPath, method: HTTPRequest.Method, updating rules: RuleSet<Model>,
            scenario: ScenarioName = .default, options: AssignmentOptions = AssignmentOptions(),
            checks: CheckOptions? = nil, catalog: MessageCatalog = MessageCatalog(), describedIn api: APIDescription,
            summary: String? = nil, example: String? = nil, responses: [APIDescription.Response],
            fileID: String = #fileID,
            line: Int = #line,
            use handler:
                @escaping @Sendable (BodyAssignment<Model>, Request, Context) async throws -> some ResponseGenerator
        ) -> Self {
            api.add(
                APIDescription.Method(method.rawValue), path.description, summary: summary, updating: rules,
                scenario: scenario,
                options: options, example: example, responses: responses, fileID: fileID, line: line)
            return on(path, method: method) { request, context in
                let update = BodyAssignment<Model>(
                    request: request, rules: rules, scenario: scenario, options: options, checks: checks,
                    catalog: catalog)
                return try await handler(update, request, context)
            }
        }

        /// Serves `api`'s document at `GET path` (`/openapi.json` by default) as `application/json`,
        /// and describes that route too. A mistake made describing the routes is answered 500.
        ///
        /// ```swift
        /// router.serve(api)
        /// ```
        @discardableResult
        public func serve(
            _ api: APIDescription, at path: RouterPath = "openapi.json", fileID: String = #fileID, line: Int = #line
        ) -> Self {
            let document = APIDescription.Response(
                status: 200, description: "This OpenAPI 3.1 document.", schema: #"{"type":"object"}"#)
            api.add(
                .get, path.description, summary: "The OpenAPI document.", responses: [document], fileID: fileID,
                line: line
            )
            return on(path, method: .get) { _, _ in
                let body = ByteBuffer(bytes: try api.jsonData())
                return Response(
                    status: .ok, headers: [.contentType: "application/json"], body: ResponseBody(byteBuffer: body))
            }
        }
    }
#endif
