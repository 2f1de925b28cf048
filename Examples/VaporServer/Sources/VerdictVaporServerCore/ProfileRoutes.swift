import SignUpExample
import Vapor
import Verdict
import VerdictVapor

/// The profile routes of `Examples/Server`, on Vapor, with the same answers byte for byte, on an
/// in-memory `ProfileStore`:
///
/// - `GET /users/{username}/profile`: 200 with the profile as JSON (`Profile.json()`), 404 when
///   there is none.
/// - `PATCH /users/{username}/profile`: the body (streamed, up to ``SignUpRoutes/maximumBytes``)
///   assigned into the stored profile in the `update` scenario (`request.assign(to:)`): only the
///   keys it holds change, the username and the role never do. 200 with the updated profile; 404
///   when there is none; otherwise the problem details of `POST /signup` (422, 400, 413, 415), in
///   the language `Accept-Language` asks for, and the profile is unchanged.
public enum ProfileRoutes {
    /// Adds the two routes to `app`, on `store`, described in `api`; the `PATCH` answers a
    /// refused body through ``VerdictVapor/ValidationProblemMiddleware``.
    public static func add(
        to app: Application, store: ProfileStore = ProfileStore(),
        describedIn api: APIDescription = ServerDescription.make()
    ) {
        let options = AssignmentOptions(maximumBytes: SignUpRoutes.maximumBytes)
        app.on(
            .GET, "users/:username/profile", describedIn: api, summary: "A member's profile.",
            responses: [.profile, .noProfile]
        ) { request async throws -> Response in
            try answer(await store.profile(try request.parameters.require("username")))
        }
        app.on(
            .PATCH, "users/:username/profile", updating: Profile.rules, scenario: .update, options: options,
            catalog: SignUp.messages, describedIn: api, summary: "Updates a member's profile with the keys given.",
            example: ExampleSchemas.profileUpdateExample,
            responses: [.profile, .noProfile]
        ) { update, request async throws -> Response in
            let updated = try await store.update(try request.parameters.require("username")) { profile in
                try await update.assign(to: &profile)
            }
            return try answer(updated)
        }
    }

    /// 200 with `profile` as JSON, or 404 without a body when there is none.
    static func answer(_ profile: Profile?) throws -> Response {
        guard let profile else { return Response(status: .notFound) }
        return Response(
            status: .ok, headers: ["Content-Type": "application/json"],
            body: Response.Body(data: try profile.json().jsonData))
    }
}
