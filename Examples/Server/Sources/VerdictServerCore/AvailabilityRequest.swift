/// The body of a remote validation request (seed 003's protocol):
/// `{"instance": "alice", "extras": {"delayMilliseconds": 500}}`.
///
/// `instance` is the username to check. `extras` is optional; of its entries the server reads
/// only `delayMilliseconds` (a number or a string of digits), a pause before it answers, which
/// lets tests run into their timeouts. Other extras are accepted and ignored.
public struct AvailabilityRequest: Decodable, Sendable, Equatable {
    /// The longest pause a request can ask for.
    public static let maximumDelay = Duration.seconds(30)

    /// The username to check.
    public var username: String
    /// How long to wait before answering, at most ``maximumDelay``.
    public var delay: Duration

    /// A request for `username`, answered after `delay`.
    public init(username: String, delay: Duration = .zero) {
        self.username = username
        self.delay = min(delay, Self.maximumDelay)
    }

    private enum CodingKeys: String, CodingKey {
        case instance, extras
    }

    private enum ExtraKeys: String, CodingKey {
        case delayMilliseconds
    }

    /// Reads `instance` (a string) and the delay among the `extras` (an object, if present).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let username = try container.decode(String.self, forKey: .instance)
        var milliseconds = 0
        if container.contains(.extras), try !container.decodeNil(forKey: .extras) {
            let extras = try container.nestedContainer(keyedBy: ExtraKeys.self, forKey: .extras)
            milliseconds = try Self.milliseconds(in: extras)
        }
        self.init(username: username, delay: .milliseconds(milliseconds))
    }

    /// The `delayMilliseconds` extra as a count of milliseconds: 0 when absent, an error when it
    /// is neither a non-negative whole number nor a string of one.
    private static func milliseconds(in extras: KeyedDecodingContainer<ExtraKeys>) throws -> Int {
        guard extras.contains(.delayMilliseconds) else { return 0 }
        let milliseconds: Int?
        if let number = try? extras.decode(Int.self, forKey: .delayMilliseconds) {
            milliseconds = number
        } else if let text = try? extras.decode(String.self, forKey: .delayMilliseconds) {
            milliseconds = Int(text)
        } else {
            milliseconds = nil
        }
        guard let milliseconds, milliseconds >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: .delayMilliseconds, in: extras,
                debugDescription: "delayMilliseconds must be a non-negative whole number of milliseconds")
        }
        return milliseconds
    }
}
