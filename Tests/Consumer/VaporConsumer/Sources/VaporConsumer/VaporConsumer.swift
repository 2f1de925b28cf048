// `POST /signup` on Vapor, on 127.0.0.1 and the port the system picks: a refused body is answered
// 422 with `application/problem+json`. Prints `listening on http://127.0.0.1:PORT` once it listens;
// SIGTERM stops it.
import Dispatch
import Foundation
import Vapor
import Verdict
import VerdictVapor

struct SignUp: SelfValidating, AssignableModel, Sendable {
    var username = ""
    var email = ""

    static let rules = RuleSet<SignUp> {
        Attribute(\.username) {
            Trim(); Required(); Length(4...24)
        }
        Attribute(\.email) {
            Trim(); Required(); Email()
        }
    }
}

// In an asynchronous `main`, where Vapor's asynchronous `start` and `shutdown` are the ones chosen
// (at the top level of main.swift the compiler picks the synchronous ones, refused there).
@main
struct VaporConsumer {
    static func main() async throws {
        let app = try await Application.make(Environment(name: "production", arguments: ["vapor-consumer"]))
        app.logger.logLevel = .warning
        app.middleware.use(ValidationProblemMiddleware())
        app.post("signup") { request async throws -> String in
            let signUp = try await request.assigned(to: SignUp.self)
            return "welcome, \(signUp.username)"
        }
        try await app.server.start(address: .hostname("127.0.0.1", port: 0))
        let port = app.http.server.shared.localAddress?.port ?? 0
        FileHandle.standardOutput.write(Data("listening on http://127.0.0.1:\(port)\n".utf8))
        await stopSignal()
        await app.server.shutdown()
        try await app.asyncShutdown()
    }

    /// Returns at the first SIGTERM or SIGINT.
    static func stopSignal() async {
        let sources = [SIGTERM, SIGINT].map { signalNumber in
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
