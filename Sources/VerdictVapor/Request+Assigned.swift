#if Vapor
    import Foundation
    import Vapor
    import VerdictSchema

    extension Request {
        /// The request's body read, assigned to the safe attributes of a new `Model()` in `scenario`
        /// and validated (asynchronous rules included, with `checks`), in one line; or, when it is
        /// refused, a thrown ``ValidationProblemError`` that ``ValidationProblemMiddleware`` answers
        /// as RFC 9457 problem details: 422 when the content is not valid; when the body cannot be
        /// read, 413 when it is larger than `options.maximumBytes` (refused before it is parsed), 415
        /// when its media type is neither JSON nor a form, 400 otherwise (malformed, nested too deep,
        /// a key given twice, JSON sent as a form). The problem's `instance` is the
        /// request's path. It is written in the language the request's `Accept-Language` asks for
        /// (English when none of Verdict's 24 languages, nor one of `catalog`'s, is asked for; see
        /// ``Verdict/MessageCatalog``), and `Content-Language` says which.
        ///
        /// The body is read as its `Content-Type` says: JSON for `application/json` and any `+json`
        /// type, pairs for `application/x-www-form-urlencoded` (see
        /// ``Verdict/AssignmentInput/body(_:contentType:)``). Unknown, unsafe and inactive keys are
        /// ignored, or refused with ``Verdict/AssignmentOptions/isStrict``. Vapor collects a body of
        /// less than `app.routes.defaultMaxBodySize` (16 KB) before a route runs, and refuses a larger
        /// one itself (``ValidationProblemMiddleware`` answers that as Verdict's 413 problem); register
        /// the route with `body: .stream` to let `options.maximumBytes` decide.
        ///
        /// ```swift
        /// app.post("signup") { request async throws -> Response in
        ///     let signUp = try await request.assigned(to: SignUp.self, scenario: .register)
        ///     return Response(status: .created, body: .init(string: signUp.username))
        /// }
        /// ```
        ///
        /// Throws ``Verdict/RuleSetError`` for a broken declaration (a programming error: Vapor
        /// answers 500), and the errors of reading a streamed body.
        ///
        /// `checks` set how asynchronous rules (such as `Remote`) run; without them, default
        /// `CheckOptions` are made, and only when the rules have asynchronous checks.
        ///
        /// A catalog adds messages and labels in the languages a server answers in:
        ///
        /// ```swift
        /// let messages = MessageCatalog(language: "de", labels: ["username": "Benutzername"])
        /// let signUp = try await request.assigned(to: SignUp.self, scenario: .register, catalog: messages)
        /// ```
        public func assigned<Model: SelfValidating & AssignableModel>(
            to type: Model.Type, scenario: ScenarioName = .default, options: AssignmentOptions = AssignmentOptions(),
            checks: CheckOptions? = nil, catalog: MessageCatalog = MessageCatalog()
        ) async throws -> Model {
            try await assigned(
                to: type, rules: Model.rules, scenario: scenario, options: options, checks: checks, catalog: catalog)
        }

        /// ``assigned(to:scenario:options:checks:catalog:)`` with the rules given: for a model that is not
        /// ``Verdict/SelfValidating``, or that a route validates with other rules.
        ///
        /// ```swift
        /// let login = try await request.assigned(to: SignUp.self, rules: SignUp.rules, scenario: .login)
        /// ```
        public func assigned<Model: AssignableModel>(
            to type: Model.Type, rules: RuleSet<Model>, scenario: ScenarioName = .default,
            options: AssignmentOptions = AssignmentOptions(), checks: CheckOptions? = nil,
            catalog: MessageCatalog = MessageCatalog()
        ) async throws -> Model {
            var model = Model()
            try await assignValidated(
                to: &model, rules: rules, scenario: scenario, options: options, checks: checks, catalog: catalog)
            return model
        }

        /// The body read, assigned to a copy of `model` and validated with `rules` in `scenario`; the
        /// copy replaces `model` only when it is valid, and a refusal is thrown as the problem in the
        /// language `Accept-Language` asks for. The one path of `assigned(to:)` and `assign(to:)`.
        func assignValidated<Model: AssignableModel>(
            to model: inout Model, rules: RuleSet<Model>, scenario: ScenarioName, options: AssignmentOptions,
            checks: CheckOptions?, catalog: MessageCatalog
        ) async throws {
            let input = try await assignmentInput(maximumBytes: options.maximumBytes)
            var draft = model
            let result = try await rules.assign(
                input, to: &draft, scenario: scenario, options: options, checks: checks)
            if !result.report.isValid {
                let locale = catalog.locale(forAcceptLanguage: headers.first(name: .acceptLanguage))
                if let problem = result.problem(instance: url.path, locale: locale, catalog: catalog) {
                    throw ValidationProblemError(problem)
                }
            }
            model = draft
        }

        /// The body as input to assign: JSON, or form pairs. A body over `maximumBytes` is not
        /// collected past that; it becomes `AssignmentInput.oversized`, which the assignment refuses
        /// as it would the whole body.
        private func assignmentInput(maximumBytes: Int) async throws -> AssignmentInput {
            let buffer: ByteBuffer?
            if let collected = body.data {
                buffer = collected
            } else {
                do {
                    // Vapor refuses a body of `max` bytes or more.
                    buffer = try await body.collect(max: maximumBytes == .max ? nil : max(maximumBytes, 0) + 1).get()
                } catch let abort as any AbortError where abort.status == .payloadTooLarge {
                    return .oversized
                }
            }
            let bytes = buffer.map { Data($0.readableBytesView) } ?? Data()
            guard bytes.count <= maximumBytes else { return .oversized }
            return .body(bytes, contentType: headers.first(name: .contentType))
        }
    }
#endif
