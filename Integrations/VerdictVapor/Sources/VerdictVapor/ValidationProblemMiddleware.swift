import Vapor
import Verdict

/// Answers a ``ValidationProblemError`` with its problem details, before Vapor's
/// `ErrorMiddleware` would rewrite it into `{"error":true,"reason":…}`; other errors pass on.
///
/// Use it once, for the whole application or for a group of routes:
///
/// ```swift
/// app.middleware.use(ValidationProblemMiddleware())
/// ```
/// A future-based `Middleware` rather than an `AsyncMiddleware`: Vapor runs an asynchronous
/// middleware in a task of its own on every request, which cost the validated sign-up route a few
/// percent of its rate in the HTTP benchmark.
public struct ValidationProblemMiddleware: Middleware {
    /// ```swift
    /// let api = app.grouped(ValidationProblemMiddleware())
    /// ```
    public init() {}

    /// The next responder's response, or the problem response of a ``ValidationProblemError``.
    public func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        next.respond(to: request).flatMapErrorThrowing { error in
            guard let problem = error as? ValidationProblemError else { throw error }
            return problem.response()
        }
    }
}
