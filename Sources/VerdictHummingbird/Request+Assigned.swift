#if Hummingbird
    import Foundation
    import HTTPTypes
    import Hummingbird
    import VerdictSchema

    extension Request {
        /// The request's body assigned to a new `Model` and validated in `scenario`, in one line: the
        /// body is read (refused past `AssignmentOptions.maximumBytes`, before it is
        /// parsed), its values are assigned to the scenario's safe attributes of `Model()`, and the
        /// model's `SelfValidating.rules` run, asynchronous ones (such as `Remote`)
        /// included.
        ///
        /// The body is read as its `Content-Type` says: JSON for `application/json` and any `+json`
        /// type, a form for `application/x-www-form-urlencoded` (see `AssignmentInput.body`). Unknown
        /// and unsafe keys are ignored, or refused with `AssignmentOptions.isStrict`.
        ///
        /// Throws a ``ValidationProblemError`` when the request is refused, which Hummingbird answers
        /// as `application/problem+json`: 422 when its content is not valid; when the body cannot be
        /// read, 413 when it is too large, 415 when its media type is neither JSON nor a form, 400
        /// otherwise (not well-formed, a key twice, JSON sent as a form); `instance` is the request's
        /// path. Warnings alone do not refuse a request. The problem is written in the language the
        /// request's `Accept-Language` asks for (English when none of Verdict's 24 languages, nor
        /// one of `catalog`'s, is asked for; see `MessageCatalog`), and `Content-Language` says which. A broken rule set throws its
        /// `RuleSetError` (a 500: a developer's mistake, not the client's).
        ///
        /// ```swift
        /// router.post("signup") { request, context -> String in
        ///     let signUp = try await request.assigned(to: SignUp.self, scenario: .register, context: context)
        ///     return signUp.username
        /// }
        /// ```
        ///
        /// Options choose the keys the client sends, strict mode and the size limit:
        ///
        /// ```swift
        /// let signUp = try await request.assigned(
        ///     to: SignUp.self, scenario: .register, options: AssignmentOptions(keys: .snakeCase, isStrict: true),
        ///     context: context)
        /// ```
        ///
        /// `checks` set how asynchronous rules (such as `Remote`) run; without them, default
        /// `CheckOptions` are made, and only when the rules have asynchronous checks.
        ///
        /// A catalog adds messages and labels in the languages a server answers in:
        ///
        /// ```swift
        /// let messages = MessageCatalog(language: "de", labels: ["username": "Benutzername"])
        /// let signUp = try await request.assigned(
        ///     to: SignUp.self, scenario: .register, catalog: messages, context: context)
        /// ```
        public func assigned<Model: SelfValidating & AssignableModel & Sendable>(
            to type: Model.Type, scenario: ScenarioName = .default, options: AssignmentOptions = AssignmentOptions(),
            checks: CheckOptions? = nil, catalog: MessageCatalog = MessageCatalog(),
            context: some RequestContext
        ) async throws -> Model {
            try await assigned(
                to: type, rules: Model.rules, scenario: scenario, options: options, checks: checks, catalog: catalog,
                context: context)
        }

        /// The request's body assigned to a new `Model` and validated with `rules` in `scenario`: as
        /// ``assigned(to:scenario:options:checks:catalog:context:)`` for a model that carries no rules of its
        /// own, or rules built for the route (a `Remote` rule that asks a service of this server).
        ///
        /// ```swift
        /// let login = try await request.assigned(to: Login.self, rules: Login.rules, scenario: .login, context: context)
        /// ```
        public func assigned<Model: AssignableModel & Sendable>(
            to type: Model.Type, rules: RuleSet<Model>, scenario: ScenarioName = .default,
            options: AssignmentOptions = AssignmentOptions(), checks: CheckOptions? = nil,
            catalog: MessageCatalog = MessageCatalog(), context: some RequestContext
        ) async throws -> Model {
            var model = Model()
            try await assignValidated(
                to: &model, rules: rules, scenario: scenario, options: options, checks: checks, catalog: catalog)
            return model
        }

        /// The body read, assigned to a copy of `model` and validated with `rules` in `scenario`; the
        /// copy replaces `model` only when it is valid. The one path of `assigned(to:)` and
        /// `assign(to:)`.
        func assignValidated<Model: AssignableModel & Sendable>(
            to model: inout Model, rules: RuleSet<Model>, scenario: ScenarioName, options: AssignmentOptions,
            checks: CheckOptions?, catalog: MessageCatalog
        ) async throws {
            let input = try await assignmentInput(maximumBytes: options.maximumBytes)
            var draft = model
            let result = try await rules.assign(
                input, to: &draft, scenario: scenario, options: options, checks: checks)
            try refuseUnlessValid(result, catalog: catalog)
            model = draft
        }

        /// The body as input to assign: a form or JSON, or `oversized` past `maximumBytes`.
        private func assignmentInput(maximumBytes: Int) async throws -> AssignmentInput {
            guard let body = try await boundedBody(maximumBytes: maximumBytes) else { return .oversized }
            return .body(body, contentType: firstValue(of: .contentType))
        }

        /// Throws the problem of `result` in the language `Accept-Language` asks for, unless it
        /// holds only warnings or nothing.
        private func refuseUnlessValid(_ result: AssignmentResult, catalog: MessageCatalog) throws {
            guard !result.report.isValid else { return }
            let locale = catalog.locale(forAcceptLanguage: headers[.acceptLanguage])
            if let problem = result.problem(instance: uri.path, locale: locale, catalog: catalog) {
                throw ValidationProblemError(problem)
            }
        }
    }
#endif
