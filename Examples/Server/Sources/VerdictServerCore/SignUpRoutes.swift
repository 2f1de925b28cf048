import Foundation
import Hummingbird
import Verdict
import VerdictHummingbird

/// The sign-up routes, validated with Verdict in one line each:
///
/// - `POST /signup`: a ``SignUp`` in the `register` scenario, from JSON (or a form). Unknown and
///   unsafe keys are ignored. Answers 201 with the account as JSON (``account(_:)``: never a
///   password), or an `application/problem+json` response: 422 when the form is not valid, 400
///   when the body cannot be read or is larger than ``maximumBytes``.
/// - `POST /signup/strict`: the same, but unknown and unsafe keys are refused (422).
public struct SignUpRoutes: Sendable {
    /// The largest body read, in bytes.
    public static let maximumBytes = 16 * 1024

    /// Routes that read at most ``maximumBytes`` of a body.
    public init() {}

    /// Adds `/signup` and `/signup/strict` to `router`.
    public func add<Context: RequestContext>(to router: Router<Context>) {
        let lenient = AssignmentOptions(maximumBytes: Self.maximumBytes)
        let strict = AssignmentOptions(isStrict: true, maximumBytes: Self.maximumBytes)
        router.post("signup") { request, context in
            try await Self.signUp(request, context: context, options: lenient)
        }
        router.post("signup/strict") { request, context in
            try await Self.signUp(request, context: context, options: strict)
        }
    }

    private static func signUp(_ request: Request, context: some RequestContext, options: AssignmentOptions)
        async throws -> Response
    {
        let signUp = try await request.validated(SignUp.self, scenario: "register", options: options, context: context)
        return Response(
            status: .created, headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: try account(signUp).jsonData)))
    }

    /// What the server answers for a new account: the safe attributes of the `register` scenario,
    /// without the sensitive ones (the passwords), and `isAdmin`, which a request cannot set.
    public static func account(_ signUp: SignUp) throws -> InputValue {
        var members: [InputMember] = []
        if case .object(let safe) = try SignUp.rules.assignableValues(of: signUp, scenario: "register") {
            members = safe
        }
        members.append(InputMember(key: "isAdmin", value: .bool(signUp.isAdmin)))
        return .object(members)
    }
}
