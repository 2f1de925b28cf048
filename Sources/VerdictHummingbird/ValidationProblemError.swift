#if Hummingbird
    import Foundation
    import Hummingbird
    import VerdictSchema

    /// A request that `Request.assigned(to:scenario:options:checks:context:)` (or `assign(to:)`, which
    /// then leaves the model unchanged) refused: thrown from a route, Hummingbird answers it with its ``problem`` as `application/problem+json`
    /// (status 422 for content that is not valid; 400, 413 or 415 for a body that could not be read).
    ///
    /// Routes need not catch it; a test or a middleware can read the problem:
    ///
    /// ```swift
    /// do {
    ///     _ = try await request.assigned(to: SignUp.self, scenario: .register, context: context)
    /// } catch let error as ValidationProblemError {
    ///     context.logger.info("refused: \(error.problem.detail)")
    ///     throw error
    /// }
    /// ```
    public struct ValidationProblemError: HTTPResponseError, Sendable {
        /// The problem details the response carries; its `contentLanguage` is answered as
        /// `Content-Language`.
        public var problem: ValidationProblem

        /// An error answered with `problem`.
        ///
        /// ```swift
        /// throw ValidationProblemError(report.problem(instance: request.uri.path))
        /// ```
        public init(_ problem: ValidationProblem) {
            self.problem = problem
        }

        /// The problem's status: 422, or 400, 413 or 415.
        public var status: HTTPResponse.Status { HTTPResponse.Status(code: problem.status) }

        /// The response: the status, `Content-Type: application/problem+json`, `Content-Language`
        /// when the problem says which language its text is in (`ValidationProblem.contentLanguage`),
        /// and the problem's JSON (`ValidationProblem.jsonData`), which never echoes a value.
        ///
        /// ```swift
        /// let response = try ValidationProblemError(problem).response(from: request, context: context)
        /// ```
        public func response(from request: Request, context: some RequestContext) throws -> Response {
            let body = ByteBuffer(bytes: problem.jsonData)
            var headers = HTTPFields()
            headers[.contentType] = ValidationProblem.contentType
            headers[.contentLength] = String(body.readableBytes)
            if let language = problem.contentLanguage { headers[.contentLanguage] = language }
            return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: body))
        }
    }
#endif
