import Foundation
import SignUpExample
import Vapor
import Verdict
import VerdictVapor

/// The sign-up routes of `Examples/Server`, on Vapor, with the same answers byte for byte:
///
/// - `POST /signup`: a `SignUp` in the `register` scenario, validated by Verdict in one line
///   (`request.validated`). 201 with `SignUp.account()`, or `application/problem+json`: 422 when
///   the form is not valid, 400 when the body cannot be read, 413 when it is larger than
///   ``SignUpRoutes/maximumBytes`` (the body is streamed, so the limit is Verdict's, not Vapor's),
///   415 when it is neither JSON nor a form.
/// - `POST /signup/strict`: the same, refusing unknown and unsafe keys.
///
/// The Verdict routes answer in the language the request's `Accept-Language` asks for, with the
/// form's own labels and messages from `SignUp.messages` (German and French).
///
/// And the two baselines of the HTTP benchmark, with the same 201 answer:
///
/// - `POST /signup/unvalidated`: the body decoded with Vapor's `Content`, no validation at all;
///   400 when it does not decode.
/// - `POST /signup/validatable`: the body checked by Vapor's `Validatable` (the rules of `register`
///   as near as Vapor's validators say them), then decoded, then the passwords compared (Vapor's
///   validators see one key at a time); Vapor's own 400 otherwise.
public enum SignUpRoutes {
    /// The largest body read, in bytes, as in `Examples/Server`.
    public static let maximumBytes = 16 * 1024

    /// Adds the routes to `app`, described in `api`; the Verdict ones answer a refused body through
    /// ``VerdictVapor/ValidationProblemMiddleware``.
    public static func add(to app: Application, describedIn api: APIDescription = ServerDescription.make()) {
        let lenient = AssignmentOptions(maximumBytes: maximumBytes)
        let strict = AssignmentOptions(isStrict: true, maximumBytes: maximumBytes)
        app.on(
            .POST, "signup", assigning: SignUp.rules, scenario: .register, options: lenient,
            catalog: SignUp.messages, describedIn: api, summary: "Creates an account.",
            example: ExampleSchemas.signUpExample, responses: [.created]
        ) { signUp, _ async throws -> Response in
            try created(signUp)
        }
        app.on(
            .POST, "signup/strict", assigning: SignUp.rules, scenario: .register, options: strict,
            catalog: SignUp.messages, describedIn: api, summary: "Creates an account; unknown and unsafe keys refused.",
            example: ExampleSchemas.signUpExample,
            responses: [.created]
        ) { signUp, _ async throws -> Response in
            try created(signUp)
        }
        let collect = HTTPBodyStreamStrategy.collect(maxSize: ByteCount(value: maximumBytes))
        app.on(
            .POST, "signup/unvalidated", body: collect, describedIn: api, summary: "Creates an account, unvalidated.",
            requestSchema: ExampleSchemas.decodedSignUp, example: ExampleSchemas.signUpExample,
            responses: [.created] + ServerDescription.vaporErrors
        ) { request async throws -> Response in
            try created(try request.content.decode(SignUp.self))
        }
        app.on(
            .POST, "signup/validatable", body: collect, describedIn: api,
            summary: "Creates an account, validated by Vapor's Validatable.",
            requestSchema: ExampleSchemas.decodedSignUp, example: ExampleSchemas.signUpExample,
            responses: [.created] + ServerDescription.vaporErrors
        ) { request async throws -> Response in
            try SignUpValidations.validate(content: request)
            let signUp = try request.content.decode(SignUp.self)
            guard signUp.password == signUp.passwordRepeat else {
                throw Abort(.badRequest, reason: "passwordRepeat is not equal to password")
            }
            return try created(signUp)
        }
    }

    /// 201 with the account as JSON.
    static func created(_ signUp: SignUp) throws -> Response {
        Response(
            status: .created, headers: ["Content-Type": "application/json"],
            body: Response.Body(data: try signUp.account().jsonData))
    }
}
