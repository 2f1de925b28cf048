import Hummingbird
import SignUpExample
import Verdict
import VerdictHummingbird

/// The profile routes, on an in-memory ``SignUpExample/ProfileStore``:
///
/// - `GET /users/{username}/profile`: 200 with the profile as JSON (`Profile.json()`), 404 when
///   there is none.
/// - `PATCH /users/{username}/profile`: the body assigned into the stored profile in the `update`
///   scenario (`request.assign(to:)`): only the keys it holds change, the username and the role
///   never do (unsafe: ignored). 200 with the updated profile; 404 when there is none; otherwise
///   the `application/problem+json` of `POST /signup` (422, 400, 413, 415), in the language
///   `Accept-Language` asks for, and the profile is unchanged.
public struct ProfileRoutes: Sendable {
    /// The profiles.
    public let store: ProfileStore

    /// Routes on `store`.
    public init(store: ProfileStore = ProfileStore()) {
        self.store = store
    }

    /// Adds the two routes to `router`, described in `api`.
    public func add<Context: RequestContext>(to router: Router<Context>, describedIn api: APIDescription) {
        let options = AssignmentOptions(maximumBytes: SignUpRoutes.maximumBytes)
        router.on(
            "users/:username/profile", method: .get, describedIn: api, summary: "A member's profile.",
            responses: [.profile, .noProfile]
        ) { [store] _, context in
            try await Self.answer(store.profile(context.parameters.require("username")))
        }
        router.on(
            "users/:username/profile", method: .patch, updating: Profile.rules, scenario: .update, options: options,
            catalog: SignUp.messages, describedIn: api, summary: "Updates a member's profile with the keys given.",
            example: ExampleSchemas.profileUpdateExample,
            responses: [.profile, .noProfile]
        ) { [store] update, _, context in
            let updated = try await store.update(context.parameters.require("username")) { profile in
                try await update.assign(to: &profile)
            }
            return try Self.answer(updated)
        }
    }

    /// 200 with `profile` as JSON, or 404 without a body when there is none.
    private static func answer(_ profile: Profile?) throws -> Response {
        guard let profile else { return Response(status: .notFound) }
        return Response(
            status: .ok, headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: try profile.json().jsonData)))
    }
}
