// verdict-server: seed 003's demo server for remote validation, on 127.0.0.1 only.
//
//     swift run --package-path Examples/Server verdict-server --port 0
//
// Once it listens it prints one line, `listening on http://127.0.0.1:PORT`, so that a script
// started with `--port 0` can read the port the system picked. SIGINT or SIGTERM stop it.
// `--maximum-delay-ms M` cuts the pause a username request may ask for (30000 by default) to M:
// CI's OpenAPI tools, which send any delay the document allows, run it with 0.
import Foundation
import Hummingbird
import NIOCore
import VerdictServerCore

let options: ServerOptions
do {
    options = try ServerOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("verdict-server: \(error)\n\(ServerOptions.usage)\n".utf8))
    exit(2)
}

let app = Application(
    router: makeRouter(maximumDelay: options.maximumDelay),
    configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: options.port)),
    onServerRunning: { channel in
        // FileHandle writes at once: no stdout buffer to flush before a script reads the line.
        let port = channel.localAddress?.port ?? options.port
        FileHandle.standardOutput.write(Data("listening on http://127.0.0.1:\(port)\n".utf8))
    }
)
try await app.runService()
