import SignUpExample
import Verdict

/// The OpenAPI description of the Vapor server (`GET /openapi.json`): the same title as
/// `Examples/Server`'s, and the answers only Vapor gives.
public enum ServerDescription {
    /// An empty description, titled as the Hummingbird server's.
    public static func make() -> APIDescription {
        APIDescription(title: "Verdict example server", version: "1.0")
    }

    /// What Vapor's `ErrorMiddleware` answers for an `Abort`: `{"error":true,"reason":"…"}`.
    static let vaporError =
        #"{"type":"object","properties":{"error":{"type":"boolean"},"reason":{"type":"string"}},"#
        + #""required":["error","reason"]}"#

    /// The refusals of a body that Vapor decodes itself: 400 (not decodable, or, for `Validatable`,
    /// not valid), 413 (larger than collected), 415 (a media type Vapor does not decode).
    static let vaporErrors = [
        APIDescription.Response(
            status: 400, description: "The body does not decode or is not valid.", schema: vaporError),
        APIDescription.Response(
            status: 413, description: "The body is larger than the route reads.", schema: vaporError),
        APIDescription.Response(
            status: 415, description: "Vapor does not decode the body's media type.", schema: vaporError),
    ]
}
