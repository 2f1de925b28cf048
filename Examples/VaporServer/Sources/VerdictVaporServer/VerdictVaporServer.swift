// verdict-vapor-server: the sign-up server of Examples/Server on Vapor, on 127.0.0.1 only.
//
//     swift run --package-path Examples/VaporServer verdict-vapor-server --port 0
//
// Once it listens it prints one line, `listening on http://127.0.0.1:PORT`, so that a script
// started with `--port 0` can read the port the system picked. SIGINT or SIGTERM stop it.
import Dispatch
import Foundation
import Vapor
import VerdictVaporServerCore

@main
struct VerdictVaporServer {
    static func main() async throws {
        let options: ServerOptions
        do {
            options = try ServerOptions.parse(Array(CommandLine.arguments.dropFirst()))
        } catch {
            FileHandle.standardError.write(Data("verdict-vapor-server: \(error)\n\(ServerOptions.usage)\n".utf8))
            exit(2)
        }
        let app = try await Application.make(Environment(name: "production", arguments: ["verdict-vapor-server"]))
        app.logger.logLevel = .warning
        let api = ServerDescription.make()
        SignUpRoutes.add(to: app, describedIn: api)
        ProfileRoutes.add(to: app, describedIn: api)
        app.serve(api)
        try await app.server.start(address: .hostname("127.0.0.1", port: options.port))
        let port = app.http.server.shared.localAddress?.port ?? options.port
        // FileHandle writes at once: no stdout buffer to flush before a script reads the line.
        FileHandle.standardOutput.write(Data("listening on http://127.0.0.1:\(port)\n".utf8))
        await stopSignal()
        await app.server.shutdown()
        try await app.asyncShutdown()
    }

    /// Returns at the first SIGINT or SIGTERM.
    static func stopSignal() async {
        let sources = [SIGINT, SIGTERM].map { signalNumber in
            signal(signalNumber, SIG_IGN)
            return DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
        }
        let stop = AsyncStream<Void> { continuation in
            for source in sources {
                source.setEventHandler { continuation.yield() }
                source.resume()
            }
        }
        for await _ in stop { break }
        for source in sources { source.cancel() }
    }
}
