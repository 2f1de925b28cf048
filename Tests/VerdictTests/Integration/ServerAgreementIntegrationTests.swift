import Foundation
import Testing
import Verdict

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
    var path: String
    var body: Data
    var contentType = "application/json"
    /// The request's `Accept-Language`, if any.
    var acceptLanguage: String?
    /// The status both must answer.
    var status: Int

    init(
        _ name: String, _ path: String, _ body: String, status: Int, contentType: String = "application/json",
        acceptLanguage: String? = nil
    ) {
        self.name = name
        self.path = path
        self.body = Data(body.utf8)
        self.status = status
        self.contentType = contentType
        self.acceptLanguage = acceptLanguage
    }

    init(_ name: String, _ path: String, _ body: Data, status: Int) {
        self.name = name
        self.path = path
        self.body = body
        self.status = status
    }

    var testDescription: String { name }

    static let valid =
        #"{"username": "bobby", "email": " bob@example.com ", "password": "correct horse 1", "#
        + #""passwordRepeat": "correct horse 1", "age": 30, "website": "example.com", "acceptedTerms": true"#

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
            status: 400),
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
}

/// A server's answer: status, `Content-Type` and the body's bytes.
private struct Reply: Equatable {
    var status: Int
    var contentType: String?
    var contentLanguage: String?
    var body: Data
}

private func send(_ test: AgreementCase, to server: URL) async throws -> Reply {
    var request = URLRequest(url: server.appendingPathComponent(test.path))
    request.httpMethod = "POST"
    request.setValue(test.contentType, forHTTPHeaderField: "Content-Type")
    if let language = test.acceptLanguage { request.setValue(language, forHTTPHeaderField: "Accept-Language") }
    request.httpBody = test.body
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
    @Test("the same request, the same answer", arguments: AgreementCase.all)
    func sameAnswer(_ test: AgreementCase) async throws {
        let servers = try #require(servers)
        let hummingbird = try await send(test, to: servers.hummingbird)
        let vapor = try await send(test, to: servers.vapor)
        #expect(hummingbird.status == test.status)
        #expect(
            hummingbird == vapor,
            "Hummingbird: \(String(decoding: hummingbird.body, as: UTF8.self))\nVapor: \(String(decoding: vapor.body, as: UTF8.self))"
        )
        #expect(hummingbird.contentType == (test.status == 201 ? "application/json" : "application/problem+json"))
        if test.status != 201 {
            let language = test.acceptLanguage.map { MessageCatalog().locale(forAcceptLanguage: $0) }
            let expected = (language ?? Locale(identifier: "en")).identifier.replacingOccurrences(of: "_", with: "-")
            #expect(hummingbird.contentLanguage == expected)
        }
        for password in ["correct horse 1", "short"] {
            #expect(!String(decoding: hummingbird.body, as: UTF8.self).contains(password))
        }
    }
}
