import Foundation
import Verdict

/// A profile whose username a server checks while the user types (seed ALPValidator's remote
/// validation).
struct Profile: Sendable {
    var username = ""

    static func rules(server: URL) -> RuleSet<Profile> {
        RuleSet<Profile> {
            Attribute(\.username) {
                Trim()
                Required()
                Length(3...20)
                Remote(url: server, message: "{attribute} is taken.")
            }
        }
    }
}

/// Stands in for the example server (`Examples/Server`) when none is given: it answers like it,
/// `true` when the username is free, after a short delay.
struct DemoServer: RemoteTransport {
    /// The names the example server's registry holds (`UsernameRegistry.demo`).
    static let taken: Set<String> = ["admin", "alice", "root", "verdict"]

    func post(_ body: Data, to url: URL, timeout: Duration) async throws -> RemoteResponse {
        let request = try JSONSerialization.jsonObject(with: body) as? [String: Any]
        let name = (request?["instance"] as? String ?? "").lowercased()
        try await Task.sleep(for: .milliseconds(80))
        print("    server: \(name) is \(Self.taken.contains(name) ? "taken" : "free")")
        return RemoteResponse(status: 200, body: Data((Self.taken.contains(name) ? "false" : "true").utf8))
    }
}

/// Types usernames one keystroke at a time, as a user would: each edit cancels the check in
/// flight, and the states go dirty → validating → clean or invalid as the answers arrive. With
/// `--server URL` (the example server's `/usernames/available`), the checks go over HTTP.
@MainActor
func usernameSession(server: URL?) async throws {
    let url = server ?? URL(string: "http://demo.invalid/usernames/available")!
    let transport: any RemoteTransport = server == nil ? DemoServer() : URLSessionTransport.shared
    let form = try FormSession(
        Profile(), rules: Profile.rules(server: url), validatesOnChange: true,
        checkOptions: CheckOptions(transport: transport))
    form.onStateChange = { state in print("  state → \(state)") }
    form.onCheck = { event in print("  check → \(event.path): \(event.outcome)") }

    for name in ["a", "al", "ali", "alic", "alice"] {
        print("Typing \"\(name)\":")
        form.username = name
        try await Task.sleep(for: .milliseconds(20))  // a fast typist: the server has not answered yet
    }
    await form.settle()
    for error in form.report.errors { print("    \(error.path): \(error.message)") }
    print("Typing \"carol\":")
    form.username = "carol"
    await form.settle()
    print("Typing \"alice\" again (answered before, not asked again):")
    form.username = "alice"
    let report = await form.submit()
    print("  submitted: \(report.isValid)")
}
