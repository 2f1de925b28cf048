import Foundation
import Hummingbird
import Verdict

/// A request that `Request.validated(_:scenario:options:checks:context:)` refused:
/// thrown from a route, Hummingbird answers it with its ``problem`` as `application/problem+json`
/// (status 422 for content that is not valid; 400, 413 or 415 for a body that could not be read).
///
/// Routes need not catch it; a test or a middleware can read the problem:
///
/// ```swift
/// do {
///     _ = try await request.validated(SignUp.self, scenario: "register", context: context)
/// } catch let error as ValidationProblemError {
///     context.logger.info("refused: \(error.problem.detail)")
///     throw error
/// }
/// ```
public struct ValidationProblemError: HTTPResponseError, Sendable {
    /// The problem details the response carries.
    public var problem: ValidationProblem
    /// The language of the problem's text, answered as `Content-Language` (BCP 47); `nil` sends
    /// no such header.
    public var language: String?

    /// An error answered with `problem`, written in the language of `language` when given.
    ///
    /// ```swift
    /// throw ValidationProblemError(problem: report.problem(instance: request.uri.path))
    /// ```
    public init(problem: ValidationProblem, language: Locale? = nil) {
        self.problem = problem
        self.language = language.map { $0.identifier.replacingOccurrences(of: "_", with: "-") }
    }

    /// The problem's status: 422, or 400, 413 or 415.
    public var status: HTTPResponse.Status { HTTPResponse.Status(code: problem.status) }

    /// The response: the status, `Content-Type: application/problem+json`, `Content-Language`
    /// when the language is known, and the problem's JSON (`ValidationProblem.jsonData`), which
    /// never echoes a value.
    ///
    /// ```swift
    /// let response = try ValidationProblemError(problem: problem).response(from: request, context: context)
    /// ```
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        let body = ByteBuffer(bytes: problem.jsonData)
        var headers = HTTPFields()
        headers[.contentType] = ValidationProblem.contentType
        headers[.contentLength] = String(body.readableBytes)
        if let language { headers[.contentLanguage] = language }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: body))
    }
}
