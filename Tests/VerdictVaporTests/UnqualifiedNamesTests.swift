#if Vapor
    import Foundation
    import Testing
    import Vapor
    import Verdict
    import VerdictTesting
    import VerdictVapor

    // This file imports Vapor, Verdict, VerdictTesting and VerdictVapor together and names everything
    // unqualified: Verdict's rule DSL next to Vapor's own `Validatable`, `Validations` and
    // `Validator`, on one model. It passes by compiling; the test runs both validations on the same body.

    /// An account validated both ways: Vapor's `Validatable`, and Verdict's rules with an
    /// asynchronous check (a username taken in a directory).
    struct Account: Content, Validatable, SelfValidating, AssignableModel, Equatable {
        var username = ""
        var email = ""
        var password = ""
        var tags: [String] = []
        var role = "member"
        var newsletter = "no"
        var isAdmin = false

        static func validations(_ validations: inout Validations) {
            validations.add("username", as: String.self, is: .count(4...24) && .alphanumeric)
            validations.add("email", as: String.self, is: .email)
        }

        static let rules = RuleSet<Account> {
            Attribute(\.username) {
                Filter { $0.lowercased() }
                Trim()
                Required()
                Length(4...24)
                Match(#"^[a-z]\w*$"#)
                Custom<String>("username.taken", message: "{attribute} is taken.") { name in
                    await Directory.shared.isFree(name)
                }
            }
            Attribute(\.email) {
                Required()
                Email()
            }
            Attribute(\.password) {
                Required()
                Length(min: 8)
                Characters.containsDigit
            }
            Each(\.tags) { Length(1...20) }
            Attribute(\.role) { In(["member", "editor"]) }
            Attribute(\.newsletter) { Default("no") }
            Unsafe(\.isAdmin)
            Scenario(.register) {
                Constraint(\.password, reads: [\.password, \.username], code: "password.username") {
                    $0.password != $0.username
                }
            }
        }
    }

    /// The usernames taken.
    actor Directory {
        static let shared = Directory()
        private let taken: Set<String> = ["admin", "root"]
        func isFree(_ name: String) -> Bool { !taken.contains(name) }
    }

    @Suite("Vapor, Verdict and VerdictVapor in one file")
    struct UnqualifiedNamesTests {
        @Test("Vapor's Validatable and Verdict's rules on the same route, no name qualified")
        func bothValidations() async throws {
            let app = try await Application.make(.testing)
            app.logger.logLevel = .critical
            let api = app.grouped(ValidationProblemMiddleware())
            api.post("accounts") { request async throws -> Response in
                try Account.validate(content: request)  // Vapor's
                let account: Account = try await request.assigned(
                    to: Account.self, scenario: .register, options: AssignmentOptions(keys: .exact),
                    checks: CheckOptions(clock: ManualClock(), maximumConcurrentChecks: 2))
                let status: HTTPStatus = account.isAdmin ? .forbidden : .created
                return Response(status: status)
            }
            try await app.server.start(address: .hostname("127.0.0.1", port: 0))
            let port = try #require(app.http.server.shared.localAddress?.port)
            let server = TestServer(base: URL(string: "http://127.0.0.1:\(port)")!)
            let valid = try await server.post(
                "accounts",
                #"{"username": "alice", "email": "alice@example.com", "password": "secret 12", "isAdmin": true}"#)
            let taken = try await server.post(
                "accounts", #"{"username": "admin", "email": "admin@example.com", "password": "secret 12"}"#)
            let refusedByVapor = try await server.post("accounts", #"{"username": "al", "email": "x"}"#)
            await app.server.shutdown()
            try await app.asyncShutdown()

            #expect(valid.status == 201)  // isAdmin is unsafe: ignored
            #expect(taken.status == 422)
            #expect(
                taken.text
                    == #"{"type":"about:blank","title":"The request is not valid.","status":422,"detail":"1 error.","instance":"/accounts","errors":[{"pointer":"/username","code":"username.taken","message":"Username is taken."}]}"#
            )
            #expect(refusedByVapor.status == 400)  // Vapor's ValidationsError, before Verdict runs

            let names: [Any.Type] = [
                ValidationReport.self, ValidationError.self, ValidationProblem.self, AttributePath.self, ErrorCode.self,
                ScenarioName.self, KeyStrategy.self, Severity.self, MessageParameter.self, InputValue.self,
                IgnoredKey.self, AssignmentInput.self, AssignmentResult.self, RuleSetError.self,
                ValidationProblemError.self, ValidationProblemMiddleware.self,
                Validations.self, Validator<String>.self, ValidationsError.self, Abort.self, Request.self,
            ]
            #expect(names.count == 21)
        }
    }
#endif
