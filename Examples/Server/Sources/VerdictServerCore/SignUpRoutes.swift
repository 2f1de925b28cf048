import Foundation
import Hummingbird
import SignUpExample
import Verdict
import VerdictHummingbird

/// The sign-up routes, validated with Verdict in one line each:
///
/// - `POST /signup`: a `SignUp` in the `register` scenario, from JSON (or a form). Unknown and
///   unsafe keys are ignored. Answers 201 with the account as JSON (`SignUp.account()`: never a
///   password), or an `application/problem+json` response: 422 when the form is not valid, 400
///   when the body cannot be read, 413 when it is larger than ``maximumBytes``, 415 when it is
///   neither JSON nor a form.
/// - `POST /signup/strict`: the same, but unknown and unsafe keys are refused (422).
/// - `POST /signup/checked`: the same as `/signup`, and the username must also be free in the
///   server's ``UsernameRegistry``: an asynchronous rule added to the form's rules for this
///   route, as a database lookup would be (422 `username.taken` otherwise).
/// - `POST /signup/unvalidated`: the baseline of the HTTP benchmark: the same body read (up to
///   ``maximumBytes``) and decoded with `JSONDecoder`, no validation at all, the same 201 answer;
///   400 when it does not decode.
///
/// The Verdict routes answer in the language the request's `Accept-Language` asks for, with the
/// form's own labels and messages from `SignUp.messages` (German and French).
public struct SignUpRoutes: Sendable {
    /// The largest body read, in bytes.
    public static let maximumBytes = 16 * 1024

    /// The form's rules and the username's availability in the registry.
    let checked: RuleSet<SignUp>

    /// Routes that read at most ``maximumBytes`` of a body, `/signup/checked` asking `registry`.
    public init(registry: UsernameRegistry = .demo) {
        checked = RuleSet<SignUp> {
            SignUp.rules
            Attribute(\.username) {
                Custom<String>("username.taken", message: "{attribute} is taken.") { name async in
                    registry.isAvailable(name)
                }
            }
        }
    }

    /// Adds `/signup`, `/signup/strict`, `/signup/checked` and `/signup/unvalidated` to `router`,
    /// described in `api`.
    public func add<Context: RequestContext>(to router: Router<Context>, describedIn api: APIDescription) {
        let lenient = AssignmentOptions(maximumBytes: Self.maximumBytes)
        let strict = AssignmentOptions(isStrict: true, maximumBytes: Self.maximumBytes)
        router.on(
            "signup", method: .post, assigning: SignUp.rules, scenario: .register, options: lenient,
            catalog: SignUp.messages, describedIn: api, summary: "Creates an account.",
            example: ExampleSchemas.signUpExample, responses: [.created]
        ) { signUp, _, _ in
            try Self.created(signUp)
        }
        router.on(
            "signup/strict", method: .post, assigning: SignUp.rules, scenario: .register, options: strict,
            catalog: SignUp.messages, describedIn: api, summary: "Creates an account; unknown and unsafe keys refused.",
            example: ExampleSchemas.signUpExample,
            responses: [.created]
        ) { signUp, _, _ in
            try Self.created(signUp)
        }
        router.on(
            "signup/checked", method: .post, assigning: checked, scenario: .register, options: lenient,
            catalog: SignUp.messages, describedIn: api, summary: "Creates an account whose username is free.",
            example: ExampleSchemas.signUpExample,
            responses: [.created]
        ) { signUp, _, _ in
            try Self.created(signUp)
        }
        let unvalidated = [
            APIDescription.Response.created,
            APIDescription.Response(status: 400, description: "The body does not decode."),
            APIDescription.Response(status: 413, description: "The body is larger than the route reads."),
        ]
        router.on(
            "signup/unvalidated", method: .post, describedIn: api, summary: "Creates an account, unvalidated.",
            requestSchema: ExampleSchemas.decodedSignUp, example: ExampleSchemas.signUpExample,
            responses: unvalidated
        ) { request, _ in
            let body = try await request.body.collect(upTo: Self.maximumBytes)
            guard let signUp = try? JSONDecoder().decode(SignUp.self, from: Data(body.readableBytesView)) else {
                throw HTTPError(.badRequest)
            }
            return try Self.created(signUp)
        }
    }

    /// 201 with the account as JSON.
    private static func created(_ signUp: SignUp) throws -> Response {
        Response(
            status: .created, headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: try signUp.account().jsonData)))
    }
}
