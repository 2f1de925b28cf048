#if Vapor
    import Vapor
    import VerdictSchema

    extension Request {
        /// The request's body assigned to an existing `model` (one loaded from a database) and
        /// validated in `scenario`: the update of a `PATCH` route, in one line. Only the keys the body
        /// holds are written, and only those of the scenario's safe attributes; the other attributes
        /// keep their values, and the model's ``Verdict/SelfValidating/rules`` then run on the whole
        /// model, asynchronous ones included.
        ///
        /// Atomic: `model` is changed only when the request is accepted. When it is refused (a body
        /// that cannot be read, a value that does not convert, a rule that fails, an unsafe key in
        /// strict mode), it keeps every value it had, and a ``ValidationProblemError`` is thrown. The
        /// body, the options, the problem, its language and `Content-Language` are those of
        /// ``assigned(to:scenario:options:checks:catalog:)``, which this mirrors parameter for
        /// parameter.
        ///
        /// ```swift
        /// app.patch("profiles", ":username") { request async throws -> Response in
        ///     var profile = try await profiles.find(request.parameters.require("username"))
        ///     try await request.assign(to: &profile, scenario: .update)
        ///     try await profiles.save(profile)
        ///     return Response(status: .ok, body: .init(string: profile.email))
        /// }
        /// ```
        ///
        /// A `PUT` that must replace every attribute calls `assigned(to:)`, which starts from a new
        /// `Model()`, or names a scenario whose rules require every attribute. `Model` must be a value
        /// type, and so must its nested models: a class instance (a Fluent model) cannot be copied, so
        /// a refused request could not leave it unchanged; assign into a struct of the fields a client
        /// may change, then copy them. A class model throws ``Verdict/RuleSetError`` (Vapor answers
        /// 500: a developer's mistake) before the body is read; so does a struct that holds a class
        /// instance that assignment would write inside, a mistake that `Model.rules.diagnostics()`
        /// and a route's description (`app.on(…describedIn:)`) report before any request.
        public func assign<Model: SelfValidating & AssignableModel>(
            to model: inout Model, scenario: ScenarioName = .default, options: AssignmentOptions = AssignmentOptions(),
            checks: CheckOptions? = nil, catalog: MessageCatalog = MessageCatalog()
        ) async throws {
            try await assign(
                to: &model, rules: Model.rules, scenario: scenario, options: options, checks: checks, catalog: catalog)
        }

        /// ``assign(to:scenario:options:checks:catalog:)`` with the rules given: for a model that is
        /// not ``Verdict/SelfValidating``, or that a route validates with other rules.
        ///
        /// ```swift
        /// try await request.assign(to: &profile, rules: Profile.rules, scenario: .update)
        /// ```
        public func assign<Model: AssignableModel>(
            to model: inout Model, rules: RuleSet<Model>, scenario: ScenarioName = .default,
            options: AssignmentOptions = AssignmentOptions(), checks: CheckOptions? = nil,
            catalog: MessageCatalog = MessageCatalog()
        ) async throws {
            if Model.self is AnyClass {
                let message = "a class: a refused request could not leave an instance unchanged; assign into a struct"
                let diagnostic = RuleDiagnostic(kind: .notAssignable, message: message, location: nil)
                throw RuleSetError(model: "\(Model.self)", scenario: scenario, diagnostics: [diagnostic])
            }
            try await assignValidated(
                to: &model, rules: rules, scenario: scenario, options: options, checks: checks, catalog: catalog)
        }
    }
#endif
