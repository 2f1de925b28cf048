#if Vapor
    import Foundation
    import SignUpExample
    import Testing
    import Vapor
    import Verdict
    import VerdictVapor

    /// `request.assigned(to:scenario:)` over real HTTP on 127.0.0.1: 201 for a valid body, 422, 400,
    /// 413 and 415 problem details byte for byte, unknown and unsafe keys ignored or refused, passwords never
    /// echoed.
    @Suite("Request.assigned over HTTP")
    struct RequestAssignedTests {
        static let valid =
            #"{"username": "alice", "email": "alice@example.com", "password": "correct horse 1", "#
            + #""passwordRepeat": "correct horse 1", "age": 30, "acceptedTerms": true}"#

        @Test("a valid body is assigned and validated: 201, the safe attributes, no password")
        func valid() async throws {
            let reply = try await TestServer.with { try await $0.post("signup", Self.valid) }
            #expect(reply.status == 201)
            #expect(
                reply.text
                    == #"{"username":"alice","email":"alice@example.com","age":30,"website":"","country":"US","#
                    + #""acceptedTerms":true}"#)
            #expect(!reply.text.contains("correct horse"))
        }

        /// An invalid sign-up: every rule's error at once.
        static let invalid =
            #"{"username": "Al", "email": "not an address", "password": "hunter2", "passwordRepeat": "hunter3", "#
            + #""age": 12}"#

        /// The problem of ``invalid`` at `/signup`: the same bytes as the Hummingbird integration
        /// answers for the same body (both are `ValidationProblem.jsonData`, `instance` the path).
        static let invalidProblem =
            #"{"type":"about:blank","title":"The request is not valid.","status":422,"detail":"6 errors.","#
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
            + #"{"pointer":"/acceptedTerms","code":"terms.required","message":"Please accept the terms."}]}"#

        @Test("an invalid body: 422 problem details, the exact JSON, the password not echoed")
        func invalid() async throws {
            let reply = try await TestServer.with { try await $0.post("signup", Self.invalid) }
            #expect(reply.status == 422)
            #expect(reply.contentType == "application/problem+json")
            #expect(reply.text == Self.invalidProblem)
            #expect(!reply.text.contains("hunter"))
        }

        @Test(
            "a body that cannot be read: 400 problem details, the exact JSON",
            arguments: [
                (
                    #"{"username": "alice""#,
                    #"{"pointer":"","code":"input.malformed","#
                        + #""message":"The request body is not valid JSON: unexpected end.","#
                        + #""parameters":{"format":"JSON","offset":20,"reason":"unexpected end"}}"#
                ),
                (
                    "",
                    #"{"pointer":"","code":"input.malformed","#
                        + #""message":"The request body is not valid JSON: unexpected end.","#
                        + #""parameters":{"format":"JSON","offset":0,"reason":"unexpected end"}}"#
                ),
                (
                    #"{"username": "a", "username": "b"}"#,
                    #"{"pointer":"/username","code":"input.duplicateKey","message":"Username is given more than once."}"#
                ),
                (
                    #"{"tags": "# + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "}",
                    #"{"pointer":"/tags"# + String(repeating: "/0", count: 63) + #"","code":"input.tooDeep","#
                        + #""message":"The request body must nest at most 64 levels deep.","parameters":{"max":64}}"#
                ),
            ])
        func unreadable(body: String, error: String) async throws {
            let reply = try await TestServer.with { try await $0.post("signup", body) }
            #expect(reply.status == 400)
            #expect(reply.contentType == "application/problem+json")
            #expect(reply.text == Self.unreadable(instance: "/signup", error: error))
        }

        /// A problem with one error that says the body could not be read (status 400 unless given).
        static func unreadable(instance: String, error: String, status: Int = 400) -> String {
            #"{"type":"about:blank","title":"The request body could not be read.","status":\#(status),"#
                + #""detail":"1 error.","instance":""# + instance + #"","errors":["# + error + "]}"
        }

        /// The `input.tooLarge` error of a limit of `maximum` bytes.
        static func tooLargeError(_ maximum: Int) -> String {
            #"{"pointer":"","code":"input.tooLarge","message":"The request body must be at most \#(maximum) bytes.","#
                + #""parameters":{"max":\#(maximum)}}"#
        }

        @Test("a body over the limit is refused before parsing: 413 problem details, collected by Vapor or streamed")
        func tooLarge() async throws {
            let padding = String(repeating: " ", count: 8_000)
            let body = #"{"username": "alice","# + padding + #""email": "alice@example.com"}"#
            let (collected, streamed) = try await TestServer.with { server in
                (try await server.post("signup", body), try await server.post("streamed/signup", body))
            }
            for (reply, maximum, instance) in [(collected, 1_024, "/signup"), (streamed, 4_096, "/streamed/signup")] {
                #expect(reply.status == 413)
                #expect(reply.contentType == "application/problem+json")
                #expect(
                    reply.text == Self.unreadable(instance: instance, error: Self.tooLargeError(maximum), status: 413))
            }
        }

        @Test("a body Vapor itself refuses to collect is answered as Verdict's 413 problem, in the client's language")
        func tooLargeForVapor() async throws {
            // Past `defaultMaxBodySize` (16 KB), before the route and Verdict run.
            let body =
                Data(#"{"username": ""#.utf8) + Data(repeating: UInt8(ascii: "a"), count: 20_000) + Data(#""}"#.utf8)
            let (english, german, bare) = try await TestServer.with { server in
                (
                    try await server.post("signup", body),
                    try await server.post("signup", body, acceptLanguage: "de"),
                    try await server.post("bare/signup", body)
                )
            }
            #expect(english.status == 413)
            #expect(english.contentType == "application/problem+json")
            #expect(english.contentLanguage == "en")
            // Vapor refuses a body of 16,384 bytes or more: the largest it collects is 16,383.
            #expect(
                english.text == Self.unreadable(instance: "/signup", error: Self.tooLargeError(16_383), status: 413))
            #expect(german.status == 413)
            #expect(german.contentLanguage == "de")
            let problem = try JSONDecoder().decode(ValidationProblem.self, from: german.body)
            #expect(problem.errors.map(\.code) == [.inputTooLarge])
            #expect(problem.title == "Der Anfragetext konnte nicht gelesen werden.")
            // Without the middleware, Vapor's own answer.
            #expect(bare.status == 413)
            #expect(bare.contentType?.hasPrefix("application/json") == true)
        }

        @Test(
            "the media type decides how a body is read: +json as JSON, another type 415, JSON sent as a form 400",
            arguments: [
                ("application/problem+json", 201, nil), ("Application/Vnd.Example+JSON; charset=utf-8", 201, nil),
                ("multipart/form-data; boundary=x", 415, "input.unsupportedMediaType"),
                ("text/plain", 415, "input.unsupportedMediaType"),
                ("application/x-www-form-urlencoded", 400, "input.malformed"),
            ] as [(String, Int, String?)])
        func mediaTypes(contentType: String, status: Int, code: String?) async throws {
            let reply = try await TestServer.with { try await $0.post("signup", Self.valid, contentType: contentType) }
            #expect(reply.status == status)
            if let code {
                #expect(reply.contentType == "application/problem+json")
                let problem = try JSONDecoder().decode(ValidationProblem.self, from: reply.body)
                #expect(problem.errors.map(\.code.rawValue) == [code])
                #expect(problem.title == "The request body could not be read.")
            }
        }

        @Test("a body with no Content-Type is refused as an unsupported media type (415)")
        func noMediaType() async throws {
            let app = try await Application.make(.testing)
            let request = Request(
                application: app, method: .POST, url: URI(path: "/signup"),
                collectedBody: ByteBuffer(string: Self.valid), on: app.eventLoopGroup.next())
            await #expect(throws: ValidationProblemError.self) {
                do {
                    _ = try await request.assigned(to: SignUp.self, scenario: .register)
                } catch let error as ValidationProblemError {
                    #expect(error.problem.status == 415)
                    #expect(error.problem.errors.map(\.code) == [.inputUnsupportedMediaType])
                    #expect(error.response().status == .unsupportedMediaType)
                    throw error
                }
            }
            try await app.asyncShutdown()
        }

        @Test("the problem is written in the language Accept-Language asks for, and Content-Language says which")
        func acceptLanguage() async throws {
            let body = Data(#"{"username": "alice", "email": "alice@example.com", "password": "x"}"#.utf8)
            let (english, german, fallback) = try await TestServer.with { server in
                (
                    try await server.post("signup", body),
                    try await server.post("signup", body, acceptLanguage: "de-CH, en;q=0.5"),
                    try await server.post("signup", body, acceptLanguage: "tlh, *;q=0.1")
                )
            }
            #expect(english.contentLanguage == "en" && fallback.contentLanguage == "en")
            #expect(german.contentLanguage == "de")
            #expect(german.status == 422)
            #expect(fallback.body == english.body)
            let englishProblem = try JSONDecoder().decode(ValidationProblem.self, from: english.body)
            let germanProblem = try JSONDecoder().decode(ValidationProblem.self, from: german.body)
            #expect(germanProblem.errors.map(\.code) == englishProblem.errors.map(\.code))
            #expect(germanProblem.errors.map(\.pointer) == englishProblem.errors.map(\.pointer))
            #expect(germanProblem.title != englishProblem.title)
            #expect(germanProblem.errors.map(\.message) != englishProblem.errors.map(\.message))
        }

        @Test("a streamed body within the limit is read")
        func streamed() async throws {
            let reply = try await TestServer.with { try await $0.post("streamed/signup", Self.valid) }
            #expect(reply.status == 201)
        }

        @Test("unknown and unsafe keys are ignored")
        func ignoredKeys() async throws {
            let body =
                #"{"username": "alice", "email": "alice@example.com", "password": "correct horse 1", "#
                + #""passwordRepeat": "correct horse 1", "acceptedTerms": true, "isAdmin": true, "__proto__": {"x": 1}}"#
            let reply = try await TestServer.with { try await $0.post("signup", body) }
            #expect(reply.status == 201)
            #expect(
                reply.text
                    == #"{"username":"alice","email":"alice@example.com","age":null,"website":"","country":"US","#
                    + #""acceptedTerms":true}"#)
        }

        @Test("strict mode refuses unknown and unsafe keys: 422 naming them")
        func strict() async throws {
            let body =
                #"{"username": "alice", "email": "alice@example.com", "password": "correct horse 1", "#
                + #""passwordRepeat": "correct horse 1", "acceptedTerms": true, "isAdmin": true, "role": "root"}"#
            let reply = try await TestServer.with { try await $0.post("strict/signup", body) }
            #expect(reply.status == 422)
            #expect(
                reply.text
                    == #"{"type":"about:blank","title":"The request is not valid.","status":422,"detail":"2 errors.","#
                    + #""instance":"/strict/signup","errors":["#
                    + #"{"pointer":"/isAdmin","code":"input.notAssignable","message":"Is admin cannot be set.","#
                    + #""parameters":{"key":"isAdmin","reason":"unsafe"}},"#
                    + #"{"pointer":"/role","code":"input.unknownKey","message":"Role is not a field that can be sent.","#
                    + #""parameters":{"key":"role"}}]}"#)
        }

        @Test("the scenario is the route's: login needs no repeated password nor terms")
        func scenarioPerRoute() async throws {
            let body = #"{"username": "alice", "email": "alice@example.com", "password": "x"}"#
            let (login, signUp) = try await TestServer.with { server in
                (try await server.post("login", body), try await server.post("signup", body))
            }
            #expect(login.status == 201)
            #expect(
                login.text
                    == #"{"username":"alice","email":"alice@example.com","age":null,"website":"","country":"US"}"#)
            #expect(signUp.status == 422)
            #expect(
                signUp.text
                    == #"{"type":"about:blank","title":"The request is not valid.","status":422,"detail":"3 errors.","#
                    + #""instance":"/signup","errors":["#
                    + #"{"pointer":"/password","code":"string.tooShort","#
                    + #""message":"Password must contain at least 8 characters.","parameters":{"min":8}},"#
                    + #"{"pointer":"/passwordRepeat","code":"required","message":"Password repeat cannot be blank."},"#
                    + #"{"pointer":"/acceptedTerms","code":"terms.required","message":"Please accept the terms."}]}"#)
        }

        @Test(
            "a form body is read as form pairs, its media type in any case",
            arguments: ["application/x-www-form-urlencoded", "Application/X-WWW-Form-URLEncoded; charset=utf-8"])
        func form(contentType: String) async throws {
            let body =
                "username=alice&email=alice%40example.com&password=correct+horse+1&passwordRepeat=correct+horse+1"
                + "&acceptedTerms=true"
            let reply = try await TestServer.with {
                try await $0.post("signup", body, contentType: contentType)
            }
            #expect(reply.status == 201)
            #expect(
                reply.text
                    == #"{"username":"alice","email":"alice@example.com","age":null,"website":"","country":"US","#
                    + #""acceptedTerms":true}"#)
        }
    }
#endif
