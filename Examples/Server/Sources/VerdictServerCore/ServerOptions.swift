/// The command line of `verdict-server`: `[--port N] [--maximum-delay-ms N]`.
public struct ServerOptions: Sendable, Equatable {
    /// The port to listen on, on 127.0.0.1; 0 lets the system pick a free one.
    public var port: Int
    /// The longest pause `POST /usernames/available` makes when a request asks for one (its
    /// `delayMilliseconds`): ``AvailabilityRequest/maximumDelay`` by default; CI's tools, which send
    /// any delay the document allows, run the server with 0.
    public var maximumDelay: Duration

    /// Options listening on `port`, pausing at most `maximumDelay`.
    public init(port: Int = 8080, maximumDelay: Duration = AvailabilityRequest.maximumDelay) {
        self.port = port
        self.maximumDelay = maximumDelay
    }

    /// A command line that `verdict-server` does not understand.
    public struct UsageError: Error, Equatable, CustomStringConvertible {
        /// What is wrong with the command line.
        public let description: String
    }

    /// The usage line printed with a ``UsageError``.
    public static let usage =
        "usage: verdict-server [--port N] [--maximum-delay-ms M]   (N in 0...65535, 0 picks a free port; default 8080;"
        + " M in 0...30000, the longest pause a username request may ask for; default 30000)"

    /// Parses `arguments` (without the program's name).
    public static func parse(_ arguments: [String]) throws(UsageError) -> ServerOptions {
        var options = ServerOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard argument == "--port" || argument == "--maximum-delay-ms" else {
                throw UsageError(description: "unknown argument \(argument)")
            }
            guard let value = remaining.popFirst() else { throw UsageError(description: "\(argument) needs a value") }
            if argument == "--port" {
                guard let port = Int(value), (0...65535).contains(port) else {
                    throw UsageError(description: "invalid port \(value)")
                }
                options.port = port
            } else {
                let limit = Int(AvailabilityRequest.maximumDelay / .milliseconds(1))
                guard let milliseconds = Int(value), (0...limit).contains(milliseconds) else {
                    throw UsageError(description: "invalid maximum delay \(value)")
                }
                options.maximumDelay = .milliseconds(milliseconds)
            }
        }
        return options
    }
}
