import Vapor

/// The sign-up body as a Vapor app declares it: `Content` to decode, `Validatable` to check the
/// JSON first.
struct VaporSignUp: Content, Validatable {
    var username: String
    var email: String
    var password: String
    var age: Int

    /// The same checks as ``VerdictSignUp/rules``. A string that `count` or `email` accepts is
    /// never empty, so they also do what Verdict's `Required` does.
    static func validations(_ validations: inout Validations) {
        validations.add("username", as: String.self, is: .count(4...24) && .alphanumeric)
        validations.add("email", as: String.self, is: .email)
        validations.add("password", as: String.self, is: .count(8...))
        validations.add("age", as: Int.self, is: .range(18...120))
    }
}

/// The body of the error response Vapor's `ErrorMiddleware` sends for a thrown `AbortError`
/// (its own type is internal): `{"error":true,"reason":"…"}`.
struct VaporErrorResponse: Codable {
    var error: Bool
    var reason: String
}
