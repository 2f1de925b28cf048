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
public struct ValidationProblemMiddleware: AsyncMiddleware {
    /// ```swift
    /// let api = app.grouped(ValidationProblemMiddleware())
    /// ```
    public init() {}

    /// The next responder's response, or the problem response of a ``ValidationProblemError``.
    public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        do {
            return try await next.respond(to: request)
        } catch let error as ValidationProblemError {
            return error.response()
        }
    }
}
