/// The command line of `verdict-vapor-server`: `--port N` (0 for any free port; 8081 by default).
/// The server listens on 127.0.0.1 only.
public struct ServerOptions: Sendable, Equatable {
    /// The port to listen on; 0 lets the system pick one.
    public var port = 8081

    /// The usage line printed after a mistake.
    public static let usage = "usage: verdict-vapor-server [--port N]"

    /// What was wrong with the command line.
    public struct Mistake: Error, CustomStringConvertible {
        /// The mistake, in words.
        public var description: String
    }

    /// Reads the arguments (without the program's name).
    public static func parse(_ arguments: [String]) throws(Mistake) -> ServerOptions {
        var options = ServerOptions()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            guard argument == "--port" else { throw Mistake(description: "unknown argument '\(argument)'") }
            guard let value = rest.popFirst(), let port = Int(value), (0...65_535).contains(port) else {
                throw Mistake(description: "--port needs a number from 0 to 65535")
            }
            options.port = port
        }
        return options
    }
}
