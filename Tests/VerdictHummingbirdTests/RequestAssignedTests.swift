#if Hummingbird
    import Foundation
    import Hummingbird
    import Testing
    import Verdict
    import VerdictHummingbird
    import VerdictTesting

    /// `request.assigned(to:…)`: a body assigned, validated, or refused as problem details.
    @Suite("Request.assigned")
    struct RequestAssignedTests {
        let context = TestContext()

        /// The problem that `body` is refused with, or `nil` when it is accepted.
        func problem(
            _ request: Request, scenario: ScenarioName = .register, options: AssignmentOptions = AssignmentOptions()
        ) async throws -> ValidationProblem? {
            do {
                _ = try await request.assigned(to: Account.self, scenario: scenario, options: options, context: context)
                return nil
            } catch let error as ValidationProblemError {
                return error.problem
            }
        }

        @Test("a valid body becomes the model; unknown and unsafe keys are ignored")
        func valid() async throws {
            let request = post(
                body:
                    #"{"username": " alice ", "email": "a@example.com", "password": "correct horse", "isAdmin": true, "role": "root"}"#
            )
            let account = try await request.assigned(to: Account.self, scenario: .register, context: context)
            #expect(account == Account(username: "alice", email: "a@example.com", password: "correct horse"))
        }

        /// The error a request is refused with.
        func refusal(_ request: Request, catalog: MessageCatalog = MessageCatalog()) async throws
            -> ValidationProblemError
        {
            do {
                _ = try await request.assigned(
                    to: Account.self, scenario: .register, catalog: catalog, context: context)
            } catch let error as ValidationProblemError {
                return error
            }
            Issue.record("the request was accepted")
            throw CancellationError()
        }

        @Test(
            "the problem is written in the language Accept-Language asks for, and Content-Language says which",
            arguments: [
                (nil, "en"), ("de", "de"), ("ru-RU, en;q=0.5", "ru"), ("xx, ar;q=0.9", "ar"), ("*", "en"),
                ("fr;q=0, de;q=0.1", "de"), (";;;q=", "en"),
            ] as [(String?, String)])
        func acceptLanguage(header: String?, language: String) async throws {
            let body = #"{"username": "al", "password": "hunter2"}"#
            let english = try await refusal(post(body: body)).problem
            let error = try await refusal(post(body: body, acceptLanguage: header))
            #expect(error.problem.contentLanguage == language)
            let response = try error.response(from: post(body: body), context: context)
            #expect(response.headers[.contentLanguage] == language)
            // The codes and the pointers are the same in every language.
            #expect(error.problem.errors.map(\.code) == english.errors.map(\.code))
            #expect(error.problem.errors.map(\.pointer) == english.errors.map(\.pointer))
            #expect((error.problem.title == english.title) == (language == "en"))
        }

        @Test("a catalog's labels and messages reach the problem")
        func catalog() async throws {
            let catalog = MessageCatalog(
                language: "de", messages: ["string.tooShort": "{attribute} ist zu kurz."],
                labels: ["username": "Benutzername"])
            let error = try await refusal(post(body: #"{"username": "al"}"#, acceptLanguage: "de-AT"), catalog: catalog)
            #expect(error.problem.errors.first?.message == "Benutzername ist zu kurz.")
            #expect(error.problem.contentLanguage == "de")
        }

        @Test(
            "a form is told by its media type, in any case, with parameters and spaces; other types are 415",
            arguments: [
                ("application/x-www-form-urlencoded", nil), ("Application/X-WWW-Form-URLEncoded; charset=utf-8", nil),
                (" application/x-www-form-urlencoded\t;charset=UTF-8", nil),
                ("application/x-www-form-urlencodedx", .inputUnsupportedMediaType),
                ("application/x-www\rform-urlencoded", .inputUnsupportedMediaType),
                ("application/json", .inputMalformed),
                ("", .inputUnsupportedMediaType),
            ] as [(String, ErrorCode?)])
        func formMediaType(contentType: String, code: ErrorCode?) async throws {
            let body = "username=alice&email=a%40example.com&password=correct+horse"
            let problem = try await problem(post(body: body, contentType: contentType))
            #expect(problem?.errors.map(\.code) == code.map { [$0] })
        }

        @Test(
            "JSON and +json are read as JSON; no type or another is a 415; JSON sent as a form a 400",
            arguments: [
                ("application/json", nil, nil), ("application/problem+json", nil, nil),
                ("APPLICATION/VND.EXAMPLE+JSON; charset=utf-8", nil, nil),
                (nil, 415, ErrorCode.inputUnsupportedMediaType),
                ("multipart/form-data; boundary=x", 415, .inputUnsupportedMediaType),
                ("text/plain", 415, .inputUnsupportedMediaType),
                ("application/x-www-form-urlencoded", 400, .inputMalformed),
            ] as [(String?, Int?, ErrorCode?)])
        func mediaTypes(contentType: String?, status: Int?, code: ErrorCode?) async throws {
            let body = #"{"username": "alice", "email": "a@example.com", "password": "correct horse"}"#
            let error: ValidationProblemError?
            do {
                _ = try await post(body: body, contentType: contentType).assigned(
                    to: Account.self, scenario: .register, context: context)
                error = nil
            } catch let refusal as ValidationProblemError {
                error = refusal
            }
            #expect(error?.problem.status == status)
            #expect(error?.problem.errors.map(\.code) == code.map { [$0] })
            if let error {
                let response = try error.response(from: post(body: body), context: context)
                #expect(response.status.code == status)
                #expect(response.headers[.contentType] == "application/problem+json")
                #expect(error.problem.title == "The request body could not be read.")
            }
        }

        @Test("content that is not valid is a 422 whose instance is the request's path, with no value echoed")
        func invalid() async throws {
            let problem = try #require(
                try await problem(
                    post("/signup?from=test", body: #"{"username": "al", "password": "hunter2", "age": 12}"#))
            )
            #expect(problem.status == 422)
            #expect(problem.instance == "/signup")
            #expect(problem.errors.map(\.pointer) == ["/username", "/age", "/password"])
            #expect(problem.errors.map(\.code) == [.stringTooShort, .numberTooSmall, .stringTooShort])
            #expect(!String(decoding: problem.jsonData, as: UTF8.self).contains("hunter2"))
        }

        @Test(
            "a body that cannot be read is a 400",
            arguments: [
                (#"{"username": "alice""#, ErrorCode.inputMalformed),
                (#"{"username": "alice", "username": "bob"}"#, .inputDuplicateKey),
                ("", .inputMalformed),
                ("[1, 2]", .inputWrongType),
            ])
        func unreadable(body: String, code: ErrorCode) async throws {
            let problem = try #require(try await problem(post(body: body)))
            #expect(problem.errors.map(\.code) == [code])
            #expect(problem.status == (code == .inputWrongType ? 422 : 400))
        }

        @Test("the scenario is the route's: a password is required to register, not by default")
        func scenario() async throws {
            let body = #"{"username": "alice"}"#
            #expect(try await problem(post(body: body), scenario: .register)?.errors.map(\.pointer) == ["/password"])
            #expect(try await problem(post(body: body), scenario: .default) == nil)
        }

        @Test("strict mode refuses unknown and unsafe keys with a 422")
        func strict() async throws {
            let body = #"{"username": "alice", "password": "correct horse", "isAdmin": true, "role": "root"}"#
            let problem = try #require(try await problem(post(body: body), options: AssignmentOptions(isStrict: true)))
            #expect(problem.status == 422)
            #expect(problem.errors.map(\.code) == [.inputNotAssignable, .inputUnknownKey])
            #expect(problem.errors.map(\.pointer) == ["/isAdmin", "/role"])
        }

        @Test("snake_case keys")
        func snakeCase() async throws {
            struct Profile: SelfValidating, AssignableModel, Sendable {
                var displayName = ""
                static let rules = RuleSet<Profile> { Attribute(\.displayName) { Length(min: 3) } }
            }
            let options = AssignmentOptions(keys: .snakeCase)
            let profile = try await post(body: #"{"display_name": "Alice"}"#)
                .assigned(to: Profile.self, options: options, context: context)
            #expect(profile.displayName == "Alice")
            do {
                _ = try await post(body: #"{"display_name": "Al"}"#).assigned(
                    to: Profile.self, options: options, context: context)
                Issue.record("a short name was accepted")
            } catch let error as ValidationProblemError {
                #expect(error.problem.errors.map(\.pointer) == ["/display_name"])
            }
        }

        @Test("a form body is read as a form")
        func form() async throws {
            let request = post(
                body: "username=alice&email=a%40example.com&password=correct+horse&age=30",
                contentType: "application/x-www-form-urlencoded; charset=utf-8")
            let account = try await request.assigned(to: Account.self, scenario: .register, context: context)
            #expect(account == Account(username: "alice", email: "a@example.com", password: "correct horse", age: 30))
        }

        @Test("rules passed explicitly, asynchronous ones awaited")
        func asynchronousRules() async throws {
            struct Taken: RemoteTransport {
                func post(_ body: Data, to url: URL, timeout: Duration) async throws -> RemoteResponse {
                    let taken = String(decoding: body, as: UTF8.self).contains(#""alice""#)
                    return RemoteResponse(status: 200, body: Data((taken ? "false" : "true").utf8))
                }
            }
            let rules = RuleSet<Account> {
                Attribute(\.username) {
                    Required()
                    Remote(
                        url: URL(string: "http://127.0.0.1:9/usernames/available")!, message: "{attribute} is taken.")
                }
            }
            let checks = CheckOptions(clock: ManualClock(), transport: Taken())
            let bob = try await post(body: #"{"username": "bob"}"#)
                .assigned(to: Account.self, rules: rules, checks: checks, context: context)
            #expect(bob.username == "bob")
            do {
                _ = try await post(body: #"{"username": "alice"}"#)
                    .assigned(to: Account.self, rules: rules, checks: checks, context: context)
                Issue.record("a taken username was accepted")
            } catch let error as ValidationProblemError {
                #expect(error.problem.errors.map(\.code) == [.remoteRejected])
                #expect(error.problem.errors.map(\.message) == ["Username is taken."])
            }
        }
    }
#endif
