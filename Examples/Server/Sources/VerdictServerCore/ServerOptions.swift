/// The command line of `verdict-server`: `[--port N]`.
public struct ServerOptions: Sendable, Equatable {
    /// The port to listen on, on 127.0.0.1; 0 lets the system pick a free one.
    public var port: Int

    /// Options listening on `port`.
    public init(port: Int = 8080) {
        self.port = port
    }

    /// A command line that `verdict-server` does not understand.
    public struct UsageError: Error, Equatable, CustomStringConvertible {
        /// What is wrong with the command line.
        public let description: String
    }

    /// The usage line printed with a ``UsageError``.
    public static let usage = "usage: verdict-server [--port N]   (N in 0...65535, 0 picks a free port; default 8080)"

    /// Parses `arguments` (without the program's name).
    public static func parse(_ arguments: [String]) throws(UsageError) -> ServerOptions {
        var options = ServerOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard argument == "--port" else { throw UsageError(description: "unknown argument \(argument)") }
            guard let value = remaining.popFirst() else { throw UsageError(description: "--port needs a value") }
            guard let port = Int(value), (0...65535).contains(port) else {
                throw UsageError(description: "invalid port \(value)")
            }
            options.port = port
        }
        return options
    }
}
