import Verdict

/// The JSON Schemas of the bodies the example servers answer, and of the bodies they read without
/// Verdict, for their OpenAPI documents (`GET /openapi.json`). Verdict writes the schemas of the
/// bodies it assigns from the rules; these are what the routes write by hand.
public enum ExampleSchemas {
    /// `SignUp.account()`: the safe attributes of `register` but the passwords, and `isAdmin`.
    public static let account =
        #"{"type":"object","properties":{"username":{"type":"string"},"email":{"type":"string"},"#
        + #""age":{"type":["integer","null"]},"website":{"type":"string"},"country":{"type":["string","null"]},"#
        + #""acceptedTerms":{"type":"boolean"},"isAdmin":{"type":"boolean"}},"#
        + #""required":["username","email","website","acceptedTerms","isAdmin"],"additionalProperties":false}"#

    /// `Profile.json()`: every attribute, the username first and the role last.
    public static let profile =
        #"{"type":"object","properties":{"username":{"type":"string"},"email":{"type":"string"},"#
        + #""age":{"type":["integer","null"]},"website":{"type":"string"},"country":{"type":["string","null"]},"#
        + #""role":{"type":"string"}},"required":["username","email","website","role"],"additionalProperties":false}"#

    /// The body `POST /signup/unvalidated` decodes with `JSONDecoder`: `SignUp`'s `Codable` keys,
    /// the non-optional ones required; other keys are ignored.
    public static let decodedSignUp =
        #"{"type":"object","properties":{"username":{"type":"string"},"email":{"type":"string"},"#
        + #""password":{"type":"string"},"passwordRepeat":{"type":"string"},"age":{"type":["integer","null"]},"#
        + #""website":{"type":"string"},"country":{"type":["string","null"]},"acceptedTerms":{"type":"boolean"}},"#
        + #""required":["username","email","password","passwordRepeat","website","acceptedTerms"]}"#

    /// The Hummingbird server's availability request: the username under `instance`, and a pause in milliseconds
    /// among optional `extras` (capped at the server's maximum delay, 30 s).
    public static let availabilityRequest =
        #"{"type":"object","properties":{"instance":{"type":"string"},"extras":{"type":["object","null"],"#
        + #""properties":{"delayMilliseconds":{"anyOf":[{"type":"integer","minimum":0},"#
        + #"{"type":"string","pattern":"^[0-9]+$"}]}}}},"required":["instance"]}"#

    /// A sign-up every sign-up route accepts (its username is free): the request bodies' example.
    public static let signUpExample =
        #"{"username":"bobby","email":"bob@example.com","password":"correct horse 1","#
        + #""passwordRepeat":"correct horse 1","age":30,"website":"example.com","country":"US","acceptedTerms":true}"#

    /// A profile update the `PATCH` route accepts.
    public static let profileUpdateExample = #"{"email":"alice@example.org","age":31,"country":"DE"}"#

    /// An availability request, for a free username.
    public static let availabilityExample = #"{"instance":"bobby"}"#

    /// What Hummingbird answers for a body that does not decode (`HTTPError` with a message).
    public static let decodingError =
        #"{"type":"object","properties":{"error":{"type":"object","properties":{"message":{"type":"string"}},"#
        + #""required":["message"]}},"required":["error"]}"#
}

extension APIDescription.Response {
    /// 201 with the account.
    public static let created = APIDescription.Response(
        status: 201, description: "The account created.", schema: ExampleSchemas.account)
    /// 200 with the profile.
    public static let profile = APIDescription.Response(
        status: 200, description: "The profile.", schema: ExampleSchemas.profile)
    /// 404 without a body: no profile for the username.
    public static let noProfile = APIDescription.Response(status: 404, description: "No profile has this username.")
}
