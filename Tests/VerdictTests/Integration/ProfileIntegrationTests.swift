import Foundation
import Testing
import Verdict
@testable import VerdictTestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The two example servers, each with its in-memory profiles: `Examples/Server` (Hummingbird,
/// `VERDICT_SERVER_URL`) and `Examples/VaporServer` (Vapor, `VERDICT_VAPOR_SERVER_URL`). `.ci/run`
/// starts both and sets the variables; without them these tests are skipped.
private let profileServers: [URL] = {
    let environment = ProcessInfo.processInfo.environment
    return ["VERDICT_SERVER_URL", "VERDICT_VAPOR_SERVER_URL"].compactMap { environment[$0].flatMap(URL.init) }
}()

/// A server's answer: its status, `Content-Type`, `Content-Language` and body.
private struct ProfileAnswer {
    var status: Int
    var contentType: String?
    var contentLanguage: String?
    var body: String
}

/// `method path` on `server`, with `body` unless it is a GET.
private func send(
    _ method: String, _ path: String, to server: URL, body: String = "", acceptLanguage: String? = nil
) async throws -> ProfileAnswer {
    var request = URLRequest(url: server.appendingPathComponent(path))
    request.httpMethod = method
    if method != "GET" {
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(body.utf8)
    }
    if let acceptLanguage { request.setValue(acceptLanguage, forHTTPHeaderField: "Accept-Language") }
    let (data, response) = try await URLSession.shared.data(for: request)
    let http = try #require(response as? HTTPURLResponse)
    return ProfileAnswer(
        status: http.statusCode, contentType: http.value(forHTTPHeaderField: "Content-Type"),
        contentLanguage: http.value(forHTTPHeaderField: "Content-Language"), body: String(decoding: data, as: UTF8.self)
    )
}

/// `PATCH /users/{username}/profile` of both example servers (`request.assign(to:)` of
/// VerdictHummingbird and VerdictVapor), over real HTTP: the update seen by a later `GET`, an
/// invalid one refused in German with the profile unchanged, an unknown profile. Each test has a
/// profile of its own, so that they may run at once (and run again against the same servers).
@Suite(
    "Profile updates over real HTTP against both example servers (PATCH, URLSession)",
    .enabled(
        if: profileServers.count == 2, "set VERDICT_SERVER_URL and VERDICT_VAPOR_SERVER_URL to the running servers")
)
struct ProfileIntegrationTests {
    @Test("PATCH then GET: the keys sent changed, the others kept, the unsafe ones ignored", arguments: profileServers)
    func patchThenGet(server: URL) async throws {
        let patched = try await send(
            "PATCH", "users/verdict/profile", to: server,
            body: #"{"age": 41, "country": "DE", "username": "mallory", "role": "admin"}"#)
        let expected =
            #"{"username":"verdict","email":"verdict@example.com","age":41,"website":"https://example.com","#
            + #""country":"DE","role":"member"}"#
        #expect(patched.status == 200)
        #expect(patched.contentType == "application/json")
        #expect(patched.body == expected)
        let read = try await send("GET", "users/verdict/profile", to: server)
        #expect(read.status == 200)
        #expect(read.body == expected)
    }

    @Test("an invalid PATCH: 422 in German, and the profile is unchanged", arguments: profileServers)
    func invalidInGerman(server: URL) async throws {
        let before = try await send("GET", "users/alice/profile", to: server)
        let refused = try await send(
            "PATCH", "users/alice/profile", to: server, body: #"{"email": "x", "age": 12, "country": "FR"}"#,
            acceptLanguage: "de-DE, de;q=0.9, en;q=0.5")
        #expect(refused.status == 422)
        #expect(refused.contentType == "application/problem+json")
        #expect(refused.contentLanguage == "de")
        #expect(
            refused.body
                == #"{"type":"about:blank","title":"Die Anfrage ist ungültig.","status":422,"detail":"2 Fehler.","#
                + #""instance":"/users/alice/profile","errors":["#
                + #"{"pointer":"/email","code":"email.invalid","message":"E-Mail ist keine gültige E-Mail-Adresse."},"#
                + #"{"pointer":"/age","code":"number.tooSmall","message":"Alter darf nicht kleiner als 18 sein.","#
                + #""parameters":{"max":120,"min":18}}]}"#)
        let after = try await send("GET", "users/alice/profile", to: server)
        #expect(before.status == 200)
        #expect(
            after.body
                == #"{"username":"alice","email":"alice@example.com","age":30,"website":"","country":"US","#
                + #""role":"member"}"#)
        #expect(after.body == before.body)
    }

    @Test("a profile that is not there: 404, to a GET and to a PATCH", arguments: profileServers)
    func unknown(server: URL) async throws {
        let patched = try await send("PATCH", "users/nobody/profile", to: server, body: #"{"age": 41}"#)
        let read = try await send("GET", "users/nobody/profile", to: server)
        #expect(patched.status == 404)
        #expect(read.status == 404)
        #expect(patched.body.isEmpty && read.body.isEmpty)
    }
}
