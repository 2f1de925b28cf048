import Foundation
import Testing
import Verdict
@testable import VerdictTestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The two example servers: `Examples/Server` (Hummingbird, `VERDICT_SERVER_URL`) and
/// `Examples/VaporServer` (Vapor, `VERDICT_VAPOR_SERVER_URL`). `.ci/run` starts both and sets the
/// variables; without them these tests are skipped.
private let servers: (hummingbird: URL, vapor: URL)? = {
    let environment = ProcessInfo.processInfo.environment
    guard let hummingbird = environment["VERDICT_SERVER_URL"].flatMap({ URL(string: $0) }),
        let vapor = environment["VERDICT_VAPOR_SERVER_URL"].flatMap({ URL(string: $0) })
    else { return nil }
    return (hummingbird, vapor)
}()

/// One request sent to both servers.
struct AgreementCase: Sendable, CustomTestStringConvertible {
    var name: String
    /// `POST`, or `PATCH` and `GET` for the profile routes.
    var method = "POST"
    var path: String
    var body: Data
    /// The request's `Content-Type`; `nil` sends none (over a socket: `URLSession` would add one).
    var contentType: String? = "application/json"
    /// The request's `Accept-Language`, if any.
    var acceptLanguage: String?
    /// The status both must answer; `nil` when only their agreeing matters.
    var status: Int?

    init(
        _ name: String, _ path: String, _ body: String, status: Int?, contentType: String? = "application/json",
        acceptLanguage: String? = nil, method: String = "POST"
    ) {
        self.name = name
        self.method = method
        self.path = path
        self.body = Data(body.utf8)
        self.status = status
        self.contentType = contentType
        self.acceptLanguage = acceptLanguage
    }

    init(_ name: String, _ path: String, _ body: Data, status: Int?, contentType: String? = "application/json") {
        self.name = name
        self.path = path
        self.body = body
        self.status = status
        self.contentType = contentType
    }

    var testDescription: String { name }

    static let valid =
        #"{"username": "bobby", "email": " bob@example.com ", "password": "correct horse 1", "#
        + #""passwordRepeat": "correct horse 1", "age": 30, "website": "example.com", "acceptedTerms": true"#

    /// A multipart form with the username and `padding` bytes more.
    static func multipart(padding: Int) -> String {
        "--verdict\r\nContent-Disposition: form-data; name=\"username\"\r\n\r\nbobby\r\n"
            + "--verdict\r\nContent-Disposition: form-data; name=\"padding\"\r\n\r\n"
            + String(repeating: "x", count: padding) + "\r\n--verdict--\r\n"
    }

    /// A JSON object of `count` distinct keys of three letters or digits, each `0`.
    static func unknownKeys(_ count: Int) -> String {
        let digits: [Character] = Array("0123456789abcdefghijklmnopqrstuvwxyz")
        var keys: [String] = []
        for index in 0..<count {
            let name: [Character] = [digits[index / 1_296 % 36], digits[index / 36 % 36], digits[index % 36]]
            keys.append("\"\(String(name))\":0")
        }
        return "{" + keys.joined(separator: ",") + "}"
    }

    static let all: [AgreementCase] = [
        AgreementCase("valid", "signup", valid + "}", status: 201),
        AgreementCase(
            "unknown and unsafe keys ignored", "signup", valid + #", "isAdmin": true, "role": "x"}"#, status: 201),
        AgreementCase(
            "invalid, every error", "signup",
            #"{"username": "Al", "email": "al@example", "password": "short", "passwordRepeat": "shorter", "#
                + #""age": 12, "website": "ftp://x", "country": "USA"}"#,
            status: 422),
        AgreementCase("empty object", "signup", "{}", status: 422),
        AgreementCase("wrong types", "signup", #"{"username": 12, "age": "old", "acceptedTerms": "yes"}"#, status: 422),
        AgreementCase("out of range", "signup", #"{"age": 1e400}"#, status: 422),
        AgreementCase(
            "strict: unknown and unsafe keys refused", "signup/strict", valid + #", "isAdmin": true, "role": "x"}"#,
            status: 422),
        AgreementCase("strict: valid", "signup/strict", valid + "}", status: 201),
        AgreementCase("malformed", "signup", #"{"username": "bobby""#, status: 400),
        AgreementCase("empty body", "signup", "", status: 400),
        AgreementCase("a key twice", "signup", #"{"username": "a", "username": "b"}"#, status: 400),
        AgreementCase(
            "too deep", "signup", String(repeating: "[", count: 200) + String(repeating: "]", count: 200), status: 400),
        AgreementCase(
            "too large", "signup", valid + #", "padding": ""# + String(repeating: "x", count: 20_000) + #""}"#,
            status: 413),
        AgreementCase(
            "too large, and multipart", "signup", multipart(padding: 20_000), status: 413,
            contentType: "multipart/form-data; boundary=verdict"),
        AgreementCase(
            "multipart", "signup", multipart(padding: 0), status: 415,
            contentType: "multipart/form-data; boundary=verdict"
        ),
        AgreementCase("no Content-Type", "signup", valid + "}", status: 415, contentType: nil),
        AgreementCase("text/plain", "signup", valid + "}", status: 415, contentType: "text/plain; charset=utf-8"),
        AgreementCase(
            "JSON sent as a form", "signup", valid + "}", status: 400, contentType: "application/x-www-form-urlencoded"),
        AgreementCase("+json", "signup", valid + "}", status: 201, contentType: "application/vnd.example+json"),
        AgreementCase(
            "application/problem+json, in capitals", "signup", valid + "}", status: 201,
            contentType: "APPLICATION/PROBLEM+JSON; charset=utf-8"),
        AgreementCase("415, in German", "signup", "{}", status: 415, contentType: "text/xml", acceptLanguage: "de"),
        // Strict mode and 2,000 unknown keys (16,001 bytes, within the limit): what the report
        // carries may be capped, but both servers must answer alike.
        AgreementCase("strict: 2,000 unknown keys", "signup/strict", unknownKeys(2_000), status: nil),
        AgreementCase(
            "not UTF-8", "signup", Data(#"{"username": ""#.utf8) + [0xFF, 0xFE] + Data(#""}"#.utf8), status: 400),
        AgreementCase(
            "a form", "signup",
            "username=bobby&email=bob%40example.com&password=correct+horse+1&passwordRepeat=correct+horse+1"
                + "&age=30&acceptedTerms=true&isAdmin=true",
            status: 201, contentType: "application/x-www-form-urlencoded"),
        AgreementCase(
            "an invalid form", "signup", "username=Al&age=twelve&items%5B0%5D=x",
            status: 422, contentType: "application/x-www-form-urlencoded"),
        AgreementCase(
            "any script", "signup",
            #"{"username": "ünïcødé", "email": "名前@例え.jp", "website": "https://xn--r8jz45g.jp", "age": 30}"#,
            status: 422),
        AgreementCase("in German", "signup", "{}", status: 422, acceptLanguage: "de-DE, de;q=0.9, en;q=0.5"),
        AgreementCase(
            "in French, with the form's labels", "signup", #"{"username": "Al", "age": 12}"#, status: 422,
            acceptLanguage: "fr-CH, fr;q=0.9"),
        AgreementCase("in Russian", "signup", #"{"username": "Al", "age": 12}"#, status: 422, acceptLanguage: "ru"),
        AgreementCase("in Arabic", "signup", #"{"username": "Al", "age": 12}"#, status: 422, acceptLanguage: "ar"),
        AgreementCase("unreadable, in Japanese", "signup", "{", status: 400, acceptLanguage: "ja"),
        AgreementCase("a language neither knows", "signup", "{}", status: 422, acceptLanguage: "tlh;q=1, *;q=0.2"),
        AgreementCase("a malformed Accept-Language", "signup", "{}", status: 422, acceptLanguage: ";;q==,,-"),
    ]

    /// The profile routes. Only `root` is updated, always to the same values, and `alice` is never
    /// changed (`ProfileIntegrationTests` changes `verdict`), so that the answers do not depend on
    /// the order in which the cases run.
    static let profiles: [AgreementCase] = [
        AgreementCase("GET a profile", "users/alice/profile", "", status: 200, method: "GET"),
        AgreementCase("GET an unknown profile", "users/nobody/profile", "", status: 404, method: "GET"),
        AgreementCase(
            "PATCH: valid, the unsafe keys ignored", "users/root/profile",
            #"{"website": "example.org", "role": "member", "username": "mallory"}"#, status: 200, method: "PATCH"),
        AgreementCase(
            "PATCH: invalid, in German", "users/alice/profile", #"{"email": "x", "age": 12, "country": "USA"}"#,
            status: 422, acceptLanguage: "de", method: "PATCH"),
        AgreementCase(
            "PATCH: wrong types", "users/alice/profile", #"{"age": "old", "email": 1}"#, status: 422, method: "PATCH"),
        AgreementCase("PATCH: unknown profile", "users/nobody/profile", #"{"age": 30}"#, status: 404, method: "PATCH"),
        AgreementCase("PATCH: malformed", "users/alice/profile", #"{"age": 30"#, status: 400, method: "PATCH"),
        AgreementCase(
            "PATCH: too large", "users/alice/profile",
            #"{"website": ""# + String(repeating: "x", count: 20_000) + #""}"#, status: 413, method: "PATCH"),
        AgreementCase(
            "PATCH: text/plain", "users/alice/profile", #"{"age": 30}"#, status: 415, contentType: "text/plain",
            method: "PATCH"),
    ]
}

/// A server's answer: status, `Content-Type` and the body's bytes.
private struct Reply: Equatable {
    var status: Int
    var contentType: String?
    var contentLanguage: String?
    var body: Data
}

private func send(_ test: AgreementCase, to server: URL) async throws -> Reply {
    guard let contentType = test.contentType else {
        var headers: [(String, String)] = []
        if let language = test.acceptLanguage { headers.append(("Accept-Language", language)) }
        let answer = try RawHTTPClient(server).post(test.path, body: test.body, headers: headers)
        return Reply(
            status: answer.status, contentType: answer.headers["content-type"],
            contentLanguage: answer.headers["content-language"], body: answer.body)
    }
    var request = URLRequest(url: server.appendingPathComponent(test.path))
    request.httpMethod = test.method
    if test.method != "GET" {
        request.setValue(contentType, forHTTPHeaderField: "Content-Type")
        request.httpBody = test.body
    }
    if let language = test.acceptLanguage { request.setValue(language, forHTTPHeaderField: "Accept-Language") }
    let (data, response) = try await URLSession.shared.data(for: request)
    let http = try #require(response as? HTTPURLResponse)
    return Reply(
        status: http.statusCode, contentType: http.value(forHTTPHeaderField: "Content-Type"),
        contentLanguage: http.value(forHTTPHeaderField: "Content-Language"), body: data)
}

/// VerdictHummingbird and VerdictVapor, over real HTTP on 127.0.0.1: the same request gets the same
/// answer from both, status, media type and body byte for byte.
@Suite(
    "Hummingbird and Vapor answer alike over real HTTP",
    .enabled(if: servers != nil, "set VERDICT_SERVER_URL and VERDICT_VAPOR_SERVER_URL to the two running servers")
)
struct ServerAgreementIntegrationTests {
    @Test("the same request, the same answer", arguments: AgreementCase.all + AgreementCase.profiles)
    func sameAnswer(_ test: AgreementCase) async throws {
        let servers = try #require(servers)
        let hummingbird = try await send(test, to: servers.hummingbird)
        let vapor = try await send(test, to: servers.vapor)
        if let status = test.status { #expect(hummingbird.status == status) }
        #expect(
            hummingbird == vapor,
            "Hummingbird: \(String(decoding: hummingbird.body, as: UTF8.self))\nVapor: \(String(decoding: vapor.body, as: UTF8.self))"
        )
        switch hummingbird.status {
        case 200, 201: #expect(hummingbird.contentType == "application/json")
        case 404: #expect(hummingbird.contentType == nil && hummingbird.body.isEmpty)
        default: #expect(hummingbird.contentType == "application/problem+json")
        }
        if ![200, 201, 404].contains(hummingbird.status) {
            let language = test.acceptLanguage.map { MessageCatalog().locale(forAcceptLanguage: $0) }
            let expected = (language ?? Locale(identifier: "en")).identifier.replacingOccurrences(of: "_", with: "-")
            #expect(hummingbird.contentLanguage == expected)
        }
        for password in ["correct horse 1", "short"] {
            #expect(!String(decoding: hummingbird.body, as: UTF8.self).contains(password))
        }
    }

    /// Both servers' `GET /openapi.json` describe the routes they share alike: the Verdict routes
    /// (their operations, request body schemas and problem answers) and the document route.
    /// `/signup/unvalidated` differs on purpose: each framework refuses a body it decodes itself
    /// in its own way.
    @Test("the same OpenAPI description of the routes both serve")
    func sameDescription() async throws {
        let servers = try #require(servers)
        func document(_ server: URL) async throws -> [String: Any] {
            let (data, _) = try await URLSession.shared.data(from: server.appendingPathComponent("openapi.json"))
            return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        }
        func sorted(_ value: Any?) throws -> String {
            let value = try #require(value)
            return String(
                decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed]),
                as: UTF8.self)
        }
        let hummingbird = try await document(servers.hummingbird)
        let vapor = try await document(servers.vapor)
        let shared = ["/openapi.json", "/signup", "/signup/strict", "/users/{username}/profile"]
        for path in shared {
            let one = (hummingbird["paths"] as? [String: Any])?[path]
            let other = (vapor["paths"] as? [String: Any])?[path]
            #expect(try sorted(one) == sorted(other), "\(path)")
        }
        let components = ["SignUp.register", "SignUp.register.strict", "Profile.update.partial", "ValidationProblem"]
        for name in components {
            let one = ((hummingbird["components"] as? [String: Any])?["schemas"] as? [String: Any])?[name]
            let other = ((vapor["components"] as? [String: Any])?["schemas"] as? [String: Any])?[name]
            #expect(try sorted(one) == sorted(other), "\(name)")
        }
        let responses = { (document: [String: Any]) in (document["components"] as? [String: Any])?["responses"] }
        #expect(try sorted(responses(hummingbird)) == sorted(responses(vapor)))
    }
}
