// `POST /signup` on Hummingbird, on 127.0.0.1 and the port the system picks: a refused body is
// answered 422 with `application/problem+json`. Prints `listening on http://127.0.0.1:PORT` once it
// listens; SIGTERM stops it.
import Foundation
import Hummingbird
import Verdict
import VerdictHummingbird

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

let router = Router()
router.post("signup") { request, context -> String in
    let signUp = try await request.assigned(to: SignUp.self, context: context)
    return "welcome, \(signUp.username)"
}
let app = Application(
    router: router,
    configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
    onServerRunning: { channel in
        let port = channel.localAddress?.port ?? 0
        FileHandle.standardOutput.write(Data("listening on http://127.0.0.1:\(port)\n".utf8))
    }
)
try await app.runService()
