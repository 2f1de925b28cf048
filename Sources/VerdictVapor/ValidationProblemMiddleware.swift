#if Vapor
    import Vapor
    import VerdictSchema

    /// Answers a ``ValidationProblemError`` with its problem details, before Vapor's
    /// `ErrorMiddleware` would rewrite it into `{"error":true,"reason":…}`; other errors pass on.
    ///
    /// Use it once, for the whole application or for a group of routes:
    ///
    /// ```swift
    /// app.middleware.use(ValidationProblemMiddleware())
    /// ```
    ///
    /// It also answers Vapor's own refusal of a body too large to collect (the `Abort(.payloadTooLarge)`
    /// of a route registered with `body: .collect`, the default, past `app.routes.defaultMaxBodySize`
    /// or the route's `maxSize`) as Verdict refuses one: 413, `application/problem+json`, one
    /// `input.tooLarge` error, in the language `Accept-Language` asks for (Verdict's messages, see
    /// `MessageCatalog`), so that a client sees one shape whichever refused the body. The limit the
    /// message states is the largest body Vapor collects on a route of the default size,
    /// `defaultMaxBodySize` minus one (Vapor refuses a body of exactly that size); register the route
    /// with `body: .stream` to let `AssignmentOptions.maximumBytes` decide instead. An
    /// `Abort(.payloadTooLarge, reason:)` a route throws with a reason of its own passes on.
    ///
    /// A future-based `Middleware` rather than an `AsyncMiddleware`: Vapor runs an asynchronous
    /// middleware in a task of its own on every request, which cost the validated sign-up route a few
    /// percent of its rate in the HTTP benchmark.
    public struct ValidationProblemMiddleware: Middleware {
        /// ```swift
        /// let api = app.grouped(ValidationProblemMiddleware())
        /// ```
        public init() {}

        /// The next responder's response, or the problem response of a ``ValidationProblemError``, or
        /// of Vapor's refusal of a body too large to collect.
        public func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
            next.respond(to: request).flatMapErrorThrowing { error in
                if let problem = error as? ValidationProblemError { return problem.response() }
                if Self.isCollectionRefusal(error) { return try request.tooLargeToCollect().response() }
                throw error
            }
        }

        /// Whether `error` is the one Vapor's body collection throws for a body too large:
        /// `Abort(.payloadTooLarge)`, with no reason of its own.
        static func isCollectionRefusal(_ error: any Error) -> Bool {
            guard let abort = error as? Abort, abort.status == .payloadTooLarge else { return false }
            return abort.reason == HTTPResponseStatus.payloadTooLarge.reasonPhrase
        }
    }

    /// What an assignment reads when there is nothing to assign to: Vapor's refusal is made into the
    /// problem of an assignment of `AssignmentInput.oversized`, so that it is Verdict's, word for word.
    private struct Unassigned: AssignableModel {}

    extension Request {
        /// The problem of a body Vapor refused to collect: Verdict's `input.tooLarge` (413), stating
        /// the largest body Vapor collects by default.
        fileprivate func tooLargeToCollect() throws -> ValidationProblemError {
            let limit = Swift.max(application.routes.defaultMaxBodySize.value - 1, 0)
            var model = Unassigned()
            let result = try RuleSet<Unassigned> {}.assign(
                .oversized, to: &model, options: AssignmentOptions(maximumBytes: limit))
            let locale = MessageCatalog().locale(forAcceptLanguage: headers.first(name: .acceptLanguage))
            guard let problem = result.problem(instance: url.path, locale: locale) else {
                throw Abort(.payloadTooLarge)
            }
            return ValidationProblemError(problem)
        }
    }
#endif
