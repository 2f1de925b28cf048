import Foundation
import Testing
import Verdict
@testable import VerdictTestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The demo server of `Examples/Server`, from `VERDICT_SERVER_URL` (`http://127.0.0.1:PORT`);
/// `.ci/run` starts it and sets the variable. Without it these tests are skipped.
private let signUpServer = ProcessInfo.processInfo.environment["VERDICT_SERVER_URL"].flatMap { URL(string: $0) }

/// A server's answer: its status, `Content-Type` and body.
private struct Answer {
    var status: Int
    var contentType: String?
    var contentLanguage: String?
    var body: String
}

/// POSTs `body` to `path` on the demo server with `URLSession`.
private func post(
    _ path: String, _ body: Data, contentType: String = "application/json", acceptLanguage: String? = nil
) async throws -> Answer {
    let server = try #require(signUpServer)
    var request = URLRequest(url: server.appendingPathComponent(path))
    request.httpMethod = "POST"
    request.setValue(contentType, forHTTPHeaderField: "Content-Type")
    if let acceptLanguage { request.setValue(acceptLanguage, forHTTPHeaderField: "Accept-Language") }
    request.httpBody = body
    let (data, response) = try await URLSession.shared.data(for: request)
    let http = try #require(response as? HTTPURLResponse)
    return Answer(
        status: http.statusCode, contentType: http.value(forHTTPHeaderField: "Content-Type"),
        contentLanguage: http.value(forHTTPHeaderField: "Content-Language"), body: String(decoding: data, as: UTF8.self)
    )
}

private func post(_ path: String, _ body: String) async throws -> Answer {
    try await post(path, Data(body.utf8))
}

/// The passwords the tests send; no answer may contain one.
private let passwords = ["correct horse 1", "short"]

/// `POST /signup` of `Examples/Server` (VerdictHummingbird's `request.validated`), over real HTTP:
/// the exact answers for a valid form, an invalid one, a body that cannot be read and one that
/// is too large; unsafe and unknown keys ignored, or refused on `/signup/strict`.
@Suite(
    "Sign-up over real HTTP against the demo server (Hummingbird, URLSession)",
    .enabled(if: signUpServer != nil, "set VERDICT_SERVER_URL to a running verdict-server")
)
struct SignUpIntegrationTests {
    static let valid =
        #"{"username": "bobby", "email": " bob@example.com ", "password": "correct horse 1", "#
        + #""passwordRepeat": "correct horse 1", "age": 30, "website": "example.com", "acceptedTerms": true"#

    @Test("a valid form: 201 with the account, unsafe and unknown keys ignored, no password")
    func created() async throws {
        let answer = try await post("signup", Self.valid + #", "isAdmin": true, "role": "root"}"#)
        #expect(answer.status == 201)
        #expect(answer.contentType == "application/json")
        #expect(
            answer.body
                == #"{"username":"bobby","email":"bob@example.com","age":30,"website":"https://example.com","#
                + #""country":"US","acceptedTerms":true,"isAdmin":false}"#)
        #expect(!passwords.contains { answer.body.contains($0) })
    }

    @Test("an invalid form: 422 problem+json, every error at once, exactly, no value echoed")
    func invalid() async throws {
        let answer = try await post(
            "signup",
            #"{"username": "bob", "email": "bob@example", "password": "short", "passwordRepeat": "shorter", "#
                + #""age": 12, "isAdmin": true}"#)
        #expect(answer.status == 422)
        #expect(answer.contentType == "application/problem+json")
        #expect(
            answer.body
                == #"{"type":"about:blank","title":"The request is not valid.","status":422,"detail":"6 errors.","#
                + #""instance":"/signup","errors":["#
                + #"{"pointer":"/username","code":"string.tooShort","#
                + #""message":"Username must contain at least 4 characters.","parameters":{"max":24,"min":4}},"#
                + #"{"pointer":"/email","code":"email.invalid","message":"Email is not a valid email address."},"#
                + #"{"pointer":"/age","code":"number.tooSmall","message":"Age must be no less than 18.","#
                + #""parameters":{"max":120,"min":18}},"#
                + #"{"pointer":"/password","code":"string.tooShort","#
                + #""message":"Password must contain at least 8 characters.","parameters":{"min":8}},"#
                + #"{"pointer":"/passwordRepeat","code":"compare.failed","#
                + #""message":"Password repeat must be equal to Password.","#
                + #""parameters":{"compareValue":"Password","operator":"=="}},"#
                + #"{"pointer":"/acceptedTerms","code":"terms.required","message":"Please accept the terms."}]}"#)
        #expect(!passwords.contains { answer.body.contains($0) })
        #expect(!answer.body.contains("shorter"))
    }

    @Test("a malformed body: 400 problem+json in the same shape")
    func malformed() async throws {
        let answer = try await post("signup", #"{"username": "bobby", "password": "correct horse 1","#)
        #expect(answer.status == 400)
        #expect(answer.contentType == "application/problem+json")
        #expect(
            answer.body
                == #"{"type":"about:blank","title":"The request body could not be read.","status":400,"#
                + #""detail":"1 error.","instance":"/signup","errors":[{"pointer":"","code":"input.malformed","#
                + #""message":"The request body is not valid JSON: unexpected end.","#
                + #""parameters":{"format":"JSON","offset":52,"reason":"unexpected end"}}]}"#)
        #expect(!passwords.contains { answer.body.contains($0) })
    }

    @Test("a body over 16 KiB: 413 input.tooLarge, refused before parsing (a malformed one too)")
    func tooLarge() async throws {
        for body in [
            "{" + String(repeating: "[", count: 20_000),
            #"{"username": ""# + String(repeating: "a", count: 20_000) + #""}"#,
        ] {
            let answer = try await post("signup", body)
            #expect(answer.status == 413)
            #expect(answer.contentType == "application/problem+json")
            #expect(
                answer.body
                    == #"{"type":"about:blank","title":"The request body could not be read.","status":413,"#
                    + #""detail":"1 error.","instance":"/signup","errors":[{"pointer":"","code":"input.tooLarge","#
                    + #""message":"The request body must be at most 16384 bytes.","parameters":{"max":16384}}]}"#)
        }
    }

    @Test(
        "a body neither JSON nor a form: 415 input.unsupportedMediaType, its type not echoed",
        arguments: ["multipart/form-data; boundary=x", "text/plain", "application/xml", "application/jsonx"])
    func unsupportedMediaType(contentType: String) async throws {
        let answer = try await post("signup", Data((Self.valid + "}").utf8), contentType: contentType)
        #expect(answer.status == 415)
        #expect(answer.contentType == "application/problem+json")
        #expect(
            answer.body
                == #"{"type":"about:blank","title":"The request body could not be read.","status":415,"#
                + #""detail":"1 error.","instance":"/signup","errors":[{"pointer":"","code":"input.unsupportedMediaType","#
                + #""message":"The request body must be sent as JSON (application/json) or as a form "#
                + #"(application/x-www-form-urlencoded)."}]}"#)
        #expect(!passwords.contains { answer.body.contains($0) })
    }

    @Test("JSON sent as a form (curl -d without a type): 400 input.malformed, not 422 on every field")
    func jsonSentAsAForm() async throws {
        let answer = try await post(
            "signup", Data((Self.valid + "}").utf8), contentType: "application/x-www-form-urlencoded")
        #expect(answer.status == 400)
        #expect(answer.contentType == "application/problem+json")
        #expect(
            answer.body
                == #"{"type":"about:blank","title":"The request body could not be read.","status":400,"#
                + #""detail":"1 error.","instance":"/signup","errors":[{"pointer":"","code":"input.malformed","#
                + #""message":"The request body is not valid form data: the body is JSON; send it with "#
                + #"Content-Type: application/json.","parameters":{"format":"form data","#
                + #""reason":"the body is JSON; send it with Content-Type: application/json"}}]}"#)
        #expect(!passwords.contains { answer.body.contains($0) })
    }

    @Test("in the client's language: German messages with the form's German labels, Content-Language: de")
    func german() async throws {
        let answer = try await post(
            "signup", Data(#"{"username": "bob", "email": "bob@example", "password": "short", "age": 12}"#.utf8),
            acceptLanguage: "de-DE, de;q=0.9, en;q=0.5")
        #expect(answer.status == 422)
        #expect(answer.contentLanguage == "de")
        #expect(
            answer.body
                == #"{"type":"about:blank","title":"Die Anfrage ist ungültig.","status":422,"detail":"6 Fehler.","#
                + #""instance":"/signup","errors":[{"pointer":"/username","code":"string.tooShort","#
                + #""message":"Benutzername muss mindestens 4 Zeichen enthalten.","parameters":{"max":24,"min":4}},"#
                + #"{"pointer":"/email","code":"email.invalid","message":"E-Mail ist keine gültige E-Mail-Adresse."},"#
                + #"{"pointer":"/age","code":"number.tooSmall","message":"Alter darf nicht kleiner als 18 sein.","#
                + #""parameters":{"max":120,"min":18}},{"pointer":"/password","code":"string.tooShort","#
                + #""message":"Passwort muss mindestens 8 Zeichen enthalten.","parameters":{"min":8}},"#
                + #"{"pointer":"/passwordRepeat","code":"required","message":"Passwort (Wiederholung) darf nicht leer sein."},"#
                + #"{"pointer":"/acceptedTerms","code":"terms.required","#
                + #""message":"Bitte akzeptieren Sie die Nutzungsbedingungen."}]}"#)
        #expect(!passwords.contains { answer.body.contains($0) })
    }

    @Test("an asynchronous rule in a route: a taken username is 422 username.taken, a free one 201")
    func checked() async throws {
        let taken = try await post("signup/checked", Self.valid.replacingOccurrences(of: "bobby", with: "alice") + "}")
        #expect(taken.status == 422)
        #expect(
            taken.body
                == #"{"type":"about:blank","title":"The request is not valid.","status":422,"detail":"1 error.","#
                + #""instance":"/signup/checked","errors":[{"pointer":"/username","code":"username.taken","#
                + #""message":"Username is taken."}]}"#)
        // The synchronous rules come first: a username too short is not asked about.
        let short = try await post("signup/checked", Self.valid.replacingOccurrences(of: "bobby", with: "al") + "}")
        #expect(short.body.contains(#""code":"string.tooShort""#) && !short.body.contains("username.taken"))
        #expect(try await post("signup/checked", Self.valid + "}").status == 201)
    }

    @Test("the benchmark's baseline route decodes the same body with no validation: the same 201")
    func unvalidated() async throws {
        let body =
            #"{"username": "bobby", "email": "bob@example.com", "password": "correct horse 1", "#
            + #""passwordRepeat": "correct horse 1", "age": 30, "website": "https://example.com", "#
            + #""country": "US", "acceptedTerms": true, "isAdmin": true}"#
        let (baseline, validated) = (try await post("signup/unvalidated", body), try await post("signup", body))
        #expect(baseline.status == 201 && validated.status == 201)
        #expect(baseline.body == validated.body)
        #expect(try await post("signup/unvalidated", "{").status == 400)
    }

    @Test("strict mode: the unsafe and the unknown key are refused, 422, and nothing else is said")
    func strict() async throws {
        let answer = try await post("signup/strict", Self.valid + #", "isAdmin": true, "role": "root"}"#)
        #expect(answer.status == 422)
        #expect(answer.contentType == "application/problem+json")
        #expect(
            answer.body
                == #"{"type":"about:blank","title":"The request is not valid.","status":422,"detail":"2 errors.","#
                + #""instance":"/signup/strict","errors":["#
                + #"{"pointer":"/isAdmin","code":"input.notAssignable","message":"Is admin cannot be set.","#
                + #""parameters":{"key":"isAdmin","reason":"unsafe"}},"#
                + #"{"pointer":"/role","code":"input.unknownKey","message":"Role is not a field that can be sent.","#
                + #""parameters":{"key":"role"}}]}"#)
        #expect(!passwords.contains { answer.body.contains($0) })
        let accepted = try await post("signup/strict", Self.valid + "}")
        #expect(accepted.status == 201)
    }

    @Test("a form body is read as a form")
    func form() async throws {
        let body =
            "username=bobby&email=bob%40example.com&password=correct+horse+1&passwordRepeat=correct+horse+1"
            + "&acceptedTerms=true&isAdmin=true"
        let answer = try await post("signup", Data(body.utf8), contentType: "application/x-www-form-urlencoded")
        #expect(answer.status == 201)
        #expect(
            answer.body
                == #"{"username":"bobby","email":"bob@example.com","age":null,"website":"","country":"US","#
                + #""acceptedTerms":true,"isAdmin":false}"#)
    }
}
