import Hummingbird
import NIOCore
import SignUpExample
import Verdict
import VerdictHummingbird

/// The username routes of seed 003's demo server:
///
/// - `POST /usernames/available`: reads an ``AvailabilityRequest`` and answers the JSON `true`
///   when the username is free, `false` when it is taken; a body that is not such a request is
///   answered 400.
/// - `POST /usernames/unavailable-service`: always 503, for clients' bad-response paths.
public struct UsernameRoutes: Sendable {
    /// Which usernames are taken.
    public let registry: UsernameRegistry
    /// The longest pause a request may ask for (a longer one is cut to this).
    public let maximumDelay: Duration

    /// Routes that answer from `registry`, pausing at most `maximumDelay` when asked to.
    public init(registry: UsernameRegistry = .demo, maximumDelay: Duration = AvailabilityRequest.maximumDelay) {
        self.registry = registry
        self.maximumDelay = maximumDelay
    }

    /// Adds the routes under `/usernames` to `router`, the availability described in `api`.
    /// `unavailable-service` is not: it answers 503 on purpose, a fault for clients' tests, not
    /// part of the API.
    public func add<Context: RequestContext>(to router: Router<Context>, describedIn api: APIDescription) {
        let answers = [
            APIDescription.Response(
                status: 200, description: "Whether the username is free.", schema: #"{"type":"boolean"}"#),
            APIDescription.Response(
                status: 400, description: "The body is not such a request.", schema: ExampleSchemas.decodingError),
            APIDescription.Response(status: 413, description: "The body is larger than the server reads."),
        ]
        router.on(
            "usernames/available", method: .post, describedIn: api, summary: "Whether a username is free.",
            requestSchema: ExampleSchemas.availabilityRequest, example: ExampleSchemas.availabilityExample,
            responses: answers
        ) { request, context in
            try await available(request, context: context)
        }
        router.post("usernames/unavailable-service") { _, _ -> Response in
            Response(status: .serviceUnavailable)
        }
    }

    private func available(_ request: Request, context: some RequestContext) async throws -> Response {
        // `decode` turns a body that does not decode into an HTTPError with status 400.
        let query = try await request.decode(as: AvailabilityRequest.self, context: context)
        let delay = delay(for: query)
        if delay > .zero {
            try await Task.sleep(for: delay)
        }
        return Self.json(registry.isAvailable(query.username))
    }

    /// The pause before the answer to `query`: the one it asks for, at most ``maximumDelay``.
    func delay(for query: AvailabilityRequest) -> Duration {
        min(query.delay, maximumDelay)
    }

    /// The JSON `true` or `false` as a response.
    private static func json(_ value: Bool) -> Response {
        Response(
            status: .ok, headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: value ? "true" : "false")))
    }
}
