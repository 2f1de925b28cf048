import Foundation
import Testing
import Verdict
@testable import VerdictTestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The Hummingbird example server (`Examples/Server`, `VERDICT_SERVER_URL`), and both example
/// servers for the profile (with `Examples/VaporServer`, `VERDICT_VAPOR_SERVER_URL`). `.ci/run`
/// starts them and sets the variables; without them these tests are skipped.
private let environment = ProcessInfo.processInfo.environment
private let roundTripServer = environment["VERDICT_SERVER_URL"].flatMap { URL(string: $0) }
private let roundTripProfileServers = ["VERDICT_SERVER_URL", "VERDICT_VAPOR_SERVER_URL"].compactMap {
    environment[$0].flatMap { URL(string: $0) }
}

/// A server's answer: its status, `Content-Type`, `Content-Language` and body.
private struct RoundTripAnswer {
    var status: Int
    var contentType: String?
    var contentLanguage: String?
    var body: Data
}

/// `method path` on `server` with `body` as JSON, asking for German.
private func send(_ method: String, _ path: String, to server: URL, body: Data? = nil) async throws
    -> RoundTripAnswer
{
    var request = URLRequest(url: server.appendingPathComponent(path))
    request.httpMethod = method
    if let body {
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = body
    }
    request.setValue("de-DE, de;q=0.9, en;q=0.5", forHTTPHeaderField: "Accept-Language")
    let (data, response) = try await URLSession.shared.data(for: request)
    let http = try #require(response as? HTTPURLResponse)
    return RoundTripAnswer(
        status: http.statusCode, contentType: http.value(forHTTPHeaderField: "Content-Type"),
        contentLanguage: http.value(forHTTPHeaderField: "Content-Language"), body: data)
}

/// The sign-up form as an app holds it: the server's keys (`SignUpExample.SignUp`'s, exact, as the
/// server assigns them), and the client's rules: the server's, less what only the server knows or
/// checks (which usernames are taken, the password's digit, the terms, which the app leaves to
/// the server and does not declare).
private struct ClientSignUp: Codable, Equatable {
    var username = ""
    var email = ""
    var password = ""
    var passwordRepeat = ""
    var acceptedTerms = false

    static let rules = RuleSet<ClientSignUp> {
        Attribute(\.username) {
            Trim()
            Required()
            Length(4...24)
            Match(#"^[a-z]\w*$"#)
        }
        Attribute(\.email) {
            Trim()
            Required()
            Email()
        }
        Attribute(\.password) {
            Required()
            Length(min: 8)
        }
        Attribute(\.passwordRepeat) {
            Required()
            Compare(.equal, to: \.password)
        }
    }
}

/// A profile as an app edits it in the `update` scenario of the example servers' PATCH: the keys
/// it may send, with an older copy of the rules (an age from 16, where the servers now ask 18).
private struct ClientProfile: Codable, Equatable {
    var email = ""
    var age: Int?
    var country: String?

    static let rules = RuleSet<ClientProfile> {
        Scenario(.update) {
            Attribute(\.email) {
                Trim()
                Required()
                Email()
            }
            Attribute(\.age) { Number(min: 16, max: 120) }
            Attribute(\.country) { Length(2) }
        }
    }
}

/// The round trip over real HTTP: a form filled in on the client with its own rules until clean,
/// submitted; the server's 422 in German decoded and applied to the form, whose errors are then
/// the server's, at the paths it named, in its words; fixed, clean, submitted again, accepted.
@Suite(
    "The server's answer back on the form, over real HTTP (FormSession.apply, URLSession)",
    .enabled(if: roundTripServer != nil, "set VERDICT_SERVER_URL to a running verdict-server")
)
@MainActor
struct FormRoundTripIntegrationTests {
    @Test("sign-up: clean on the client, 422 in German from the server, applied, fixed, 201")
    func signUp() async throws {
        let server = try #require(roundTripServer)
        let form = try FormSession(ClientSignUp(), rules: ClientSignUp.rules, validatesOnChange: true)
        form.username = " alice "
        form.email = "alice@example.com"
        form.password = "correct horse"
        form.passwordRepeat = "correct horse"
        #expect(form.state == .clean)
        #expect(await form.submit().isValid)
        #expect(form.username == "alice")

        let refused = try await send("POST", "signup/checked", to: server, body: JSONEncoder().encode(form.model))
        #expect(refused.status == 422)
        #expect(refused.contentType == "application/problem+json")
        #expect(refused.contentLanguage == "de")
        let problem = try JSONDecoder().decode(ValidationProblem.self, from: refused.body)
        #expect(problem.title == "Die Anfrage ist ungültig.")
        #expect(
            problem.errors.map { "\($0.pointer) \($0.code): \($0.message)" } == [
                "/username username.taken: Benutzername ist vergeben.",
                "/password characters.missingDigit: Passwort muss mindestens eine Ziffer enthalten.",
                "/acceptedTerms terms.required: Bitte akzeptieren Sie die Nutzungsbedingungen.",
            ])

        form.apply(problem)
        #expect(form.state.isInvalid)
        #expect(await form.submit().isValid == false)
        // Each error where the server put it: the attributes the client declares by their
        // pointers, the terms (which it does not) on the form; in German, from the server, except
        // on the password, a sensitive attribute, whose server text could echo the secret: it is
        // the form's own message (issue 37).
        #expect(
            form.report.errors.map { "\($0.path.jsonPointer) \($0.code): \($0.message)" } == [
                "/username username.taken: Benutzername ist vergeben.",
                "/password characters.missingDigit: Password is invalid.",
                " terms.required: Bitte akzeptieren Sie die Nutzungsbedingungen.",
            ])
        #expect(form.report.errors.allSatisfy { $0.isFromServer })
        #expect(form.errors(at: \.username).map(\.message) == ["Benutzername ist vergeben."])

        // A free name: its server error goes, and the form-level one (an edit changes the model
        // it was about); the password's stays until the password changes.
        form.username = "alice_2"
        #expect(form.errors(at: \.username).isEmpty)
        #expect(form.report.errors.map(\.code) == ["characters.missingDigit"])
        #expect(form.state.isInvalid)
        form.password = "correct horse 1"
        form.passwordRepeat = "correct horse 1"
        form.acceptedTerms = true
        #expect(form.state == .clean)
        #expect(form.report.errors.isEmpty)
        #expect(await form.submit().isValid)

        let accepted = try await send("POST", "signup/checked", to: server, body: JSONEncoder().encode(form.model))
        #expect(accepted.status == 201)
        #expect(
            String(decoding: accepted.body, as: UTF8.self)
                == #"{"username":"alice_2","email":"alice@example.com","age":null,"website":"","country":"US","#
                + #""acceptedTerms":true,"isAdmin":false}"#)
    }

    @Test(
        "a profile's PATCH (update): clean on the client, 422 in German, applied, fixed, 200",
        arguments: roundTripProfileServers)
    func profile(server: URL) async throws {
        // `verdict`'s profile, which ProfileIntegrationTests also updates: only ever to the same
        // age and country, so that the tests' answers do not depend on their order.
        let loaded = try await send("GET", "users/verdict/profile", to: server)
        #expect(loaded.status == 200)
        let profile = try JSONDecoder().decode(ClientProfile.self, from: loaded.body)
        #expect(profile.email == "verdict@example.com")
        let form = try FormSession(profile, rules: ClientProfile.rules, scenario: .update, validatesOnChange: true)
        form.age = 17
        form.country = "DE"
        #expect(form.state == .clean)

        let refused = try await send(
            "PATCH", "users/verdict/profile", to: server, body: JSONEncoder().encode(form.model))
        #expect(refused.status == 422)
        #expect(refused.contentLanguage == "de")
        let problem = try JSONDecoder().decode(ValidationProblem.self, from: refused.body)
        form.apply(problem)
        #expect(form.state.isInvalid)
        #expect(
            form.report.errors.map { "\($0.path.jsonPointer) \($0.code): \($0.message)" } == [
                "/age number.tooSmall: Alter darf nicht kleiner als 18 sein."
            ])
        #expect(form.report.errors.allSatisfy { $0.isFromServer })

        form.age = 41
        #expect(form.state == .clean)
        let accepted = try await send(
            "PATCH", "users/verdict/profile", to: server, body: JSONEncoder().encode(form.model))
        #expect(accepted.status == 200)
        #expect(
            String(decoding: accepted.body, as: UTF8.self)
                == #"{"username":"verdict","email":"verdict@example.com","age":41,"website":"https://example.com","#
                + #""country":"DE","role":"member"}"#)
    }
}

extension ValidationState {
    /// Whether the state is `invalid`, whatever its report.
    fileprivate var isInvalid: Bool {
        if case .invalid = self { true } else { false }
    }
}
