import Foundation
import SignUpExample
import Testing
import Vapor
import VaporTesting
import VerdictVaporServerCore

/// The four sign-up routes, in process: the Verdict route and the two baselines answer a valid
/// form alike, and each refuses an invalid one in its own way.
@Suite("SignUpRoutes")
struct SignUpRoutesTests {
    static let valid =
        #"{"username":"bobby","email":"bob@example.com","password":"correct horse 1","#
        + #""passwordRepeat":"correct horse 1","age":30,"website":"https://example.com","country":"US","#
        + #""acceptedTerms":true}"#
    static let account =
        #"{"username":"bobby","email":"bob@example.com","age":30,"website":"https://example.com","#
        + #""country":"US","acceptedTerms":true,"isAdmin":false}"#

    func post(_ path: String, _ body: String, acceptLanguage: String? = nil) async throws -> (
        status: UInt, body: String, contentLanguage: String?
    ) {
        var reply: (UInt, String, String?) = (0, "", nil)
        var headers: HTTPHeaders = ["Content-Type": "application/json"]
        if let acceptLanguage { headers.add(name: .acceptLanguage, value: acceptLanguage) }
        try await withApp { app in
            SignUpRoutes.add(to: app)
            try await app.testing().test(.POST, path, headers: headers, body: ByteBuffer(string: body)) { response in
                reply = (response.status.code, response.body.string, response.headers.first(name: .contentLanguage))
            }
        }
        return reply
    }

    @Test(
        "a valid form: 201 with the same account from each route",
        arguments: ["signup", "signup/strict", "signup/unvalidated", "signup/validatable"])
    func valid(path: String) async throws {
        let reply = try await post(path, Self.valid)
        #expect(reply.status == 201)
        #expect(reply.body == Self.account)
    }

    @Test("an invalid form: 422 problem details from Verdict, Vapor's 400 from Validatable, 201 unvalidated")
    func invalid() async throws {
        let body = Self.valid.replacingOccurrences(of: #""age":30"#, with: #""age":12"#)
        let verdict = try await post("signup", body)
        #expect(verdict.status == 422)
        #expect(verdict.body.contains(#""pointer":"/age","code":"number.tooSmall""#))
        let vapor = try await post("signup/validatable", body)
        #expect(vapor.status == 400)
        #expect(vapor.body.contains("age"))
        #expect(try await post("signup/unvalidated", body).status == 201)
    }

    @Test("in German: Verdict's German messages with the form's German labels, Content-Language: de")
    func german() async throws {
        let body = Self.valid.replacingOccurrences(of: #""username":"bobby""#, with: #""username":"bob""#)
        let reply = try await post("signup", body, acceptLanguage: "de-DE, de;q=0.9, en;q=0.5")
        #expect(reply.status == 422)
        #expect(reply.contentLanguage == "de")
        #expect(reply.body.contains(#""message":"Benutzername muss mindestens 4 Zeichen enthalten.""#))
        #expect(try await post("signup", body).contentLanguage == "en")
    }

    @Test("Validatable's route compares the passwords after decoding")
    func passwordsDiffer() async throws {
        let body = Self.valid.replacingOccurrences(
            of: #""passwordRepeat":"correct horse 1""#, with: #""passwordRepeat":"correct horse 2""#)
        #expect(try await post("signup/validatable", body).status == 400)
        #expect(try await post("signup", body).status == 422)
    }

    @Test("the command line", arguments: [([], 8081), (["--port", "0"], 0), (["--port", "9000"], 9000)])
    func options(arguments: [String], port: Int) throws {
        #expect(try ServerOptions.parse(arguments).port == port)
    }

    @Test("a wrong command line is a mistake", arguments: [["--port"], ["--port", "x"], ["--port", "70000"], ["-v"]])
    func mistakes(arguments: [String]) {
        #expect(throws: ServerOptions.Mistake.self) { try ServerOptions.parse(arguments) }
    }
}
