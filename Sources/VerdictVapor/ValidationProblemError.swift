#if Vapor
    import Vapor
    import VerdictSchema

    /// A request refused by ``Vapor/Request/assigned(to:scenario:options:checks:)`` (or by
    /// `assign(to:)`, which then leaves the model unchanged): its body could not be read (400; 413 too large; 415 neither JSON nor a form) or its content is not valid
    /// (422). ``ValidationProblemMiddleware`` answers it with the ``problem``'s JSON,
    /// `application/problem+json`, byte for byte.
    ///
    /// It is also an `AbortError` with the problem's status, so that an application without the
    /// middleware still answers the problem's status; but Vapor's `ErrorMiddleware` then writes its own
    /// `{"error":true,"reason":…}` body, without the errors.
    ///
    /// ```swift
    /// do {
    ///     _ = try await request.assigned(to: SignUp.self, scenario: .register)
    /// } catch let error as ValidationProblemError {
    ///     print(error.problem.status)  // 422
    /// }
    /// ```
    public struct ValidationProblemError: AbortError, Sendable {
        /// The problem details answered; its `contentLanguage` is answered as `Content-Language`.
        public var problem: ValidationProblem

        /// The error answering `problem`.
        ///
        /// ```swift
        /// let error = ValidationProblemError(report.problem(instance: "/signup"))
        /// ```
        public init(_ problem: ValidationProblem) {
            self.problem = problem
        }

        /// The problem's status.
        public var status: HTTPResponseStatus { HTTPResponseStatus(statusCode: problem.status) }

        /// The problem's `detail` (`2 errors.`).
        public var reason: String { problem.detail }

        /// The response: the problem's status, `Content-Type: application/problem+json`,
        /// `Content-Language` when the problem says which language its text is in
        /// (``Verdict/ValidationProblem/contentLanguage``), and the problem's
        /// ``Verdict/ValidationProblem/jsonData`` as the body.
        ///
        /// ```swift
        /// let response = ValidationProblemError(problem).response()
        /// ```
        public func response() -> Response {
            var headers = HTTPHeaders()
            headers.replaceOrAdd(name: .contentType, value: ValidationProblem.contentType)
            if let language = problem.contentLanguage { headers.replaceOrAdd(name: .contentLanguage, value: language) }
            return Response(status: status, headers: headers, body: Response.Body(data: problem.jsonData))
        }
    }
#endif
