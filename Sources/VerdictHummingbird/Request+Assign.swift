#if Hummingbird
    import Hummingbird
    import VerdictSchema

    extension Request {
        /// The request's body assigned to an existing `model` (one loaded from a store) and validated
        /// in `scenario`: the update of a `PATCH` route, in one line. Only the keys the body holds are
        /// written, and only those of the scenario's safe attributes; the other attributes keep their
        /// values, and the model's `SelfValidating.rules` then run on the whole model, asynchronous
        /// ones included.
        ///
        /// Atomic: `model` is changed only when the request is accepted. When it is refused (a body
        /// that cannot be read, a value that does not convert, a rule that fails, an unsafe key in
        /// strict mode), it keeps every value it had. The body, the options, the problem, its language
        /// and `Content-Language` are those of ``assigned(to:scenario:options:checks:catalog:context:)``,
        /// which this mirrors parameter for parameter.
        ///
        /// ```swift
        /// var profile = try await profiles.find(username)
        /// try await request.assign(to: &profile, scenario: .update, context: context)
        /// try await profiles.save(profile)
        /// ```
        ///
        /// A `PUT` that must replace every attribute calls `assigned(to:)`, which starts from a new
        /// `Model()`, or names a scenario whose rules require every attribute. `Model` must be a value
        /// type, and so must its nested models: a class instance cannot be copied, so a refused request
        /// could not leave it unchanged. A class model throws a `RuleSetError` (a 500: a developer's
        /// mistake) before the body is read; so does a struct that holds a class instance that
        /// assignment would write inside, a mistake that `Model.rules.diagnostics()` and a route's
        /// description (`router.on(…describedIn:)`) report before any request.
        public func assign<Model: SelfValidating & AssignableModel & Sendable>(
            to model: inout Model, scenario: ScenarioName = .default, options: AssignmentOptions = AssignmentOptions(),
            checks: CheckOptions? = nil, catalog: MessageCatalog = MessageCatalog(),
            context: some RequestContext
        ) async throws {
            try await assign(
                to: &model, rules: Model.rules, scenario: scenario, options: options, checks: checks, catalog: catalog,
                context: context)
        }

        /// The request's body assigned to an existing `model` and validated with `rules` in
        /// `scenario`: as ``assign(to:scenario:options:checks:catalog:context:)`` for a model that
        /// carries no rules of its own, or rules built for the route.
        ///
        /// ```swift
        /// try await request.assign(to: &profile, rules: Profile.rules, scenario: .update, context: context)
        /// ```
        public func assign<Model: AssignableModel & Sendable>(
            to model: inout Model, rules: RuleSet<Model>, scenario: ScenarioName = .default,
            options: AssignmentOptions = AssignmentOptions(), checks: CheckOptions? = nil,
            catalog: MessageCatalog = MessageCatalog(), context: some RequestContext
        ) async throws {
            try await assignExisting(
                to: &model, rules: rules, scenario: scenario, options: options, checks: checks, catalog: catalog)
        }

        /// ``assign(to:rules:scenario:options:checks:catalog:context:)`` without a context: what
        /// `BodyAssignment` calls too.
        func assignExisting<Model: AssignableModel & Sendable>(
            to model: inout Model, rules: RuleSet<Model>, scenario: ScenarioName, options: AssignmentOptions,
            checks: CheckOptions?, catalog: MessageCatalog
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
