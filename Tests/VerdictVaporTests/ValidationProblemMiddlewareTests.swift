#if Vapor
    import Foundation
    import SignUpExample
    import Testing
    import Vapor
    import Verdict
    import VerdictVapor

    /// The middleware answers the problem byte for byte; without it, Vapor's `ErrorMiddleware`
    /// rewrites the body into its own shape (which is why the middleware exists).
    @Suite("ValidationProblemMiddleware")
    struct ValidationProblemMiddlewareTests {
        static let body = #"{"username": "alice", "email": "alice@example.com", "password": "short"}"#

        @Test("with the middleware: application/problem+json, the problem's own bytes")
        func answersTheProblem() async throws {
            let reply = try await TestServer.with { try await $0.post("signup", Self.body) }
            var signUp = SignUp()
            let result = try await SignUp.rules.assign(
                .json(Data(Self.body.utf8)), to: &signUp, scenario: .register)
            let problem = try #require(result.problem(instance: "/signup"))
            #expect(reply.status == 422)
            #expect(reply.contentType == "application/problem+json")
            #expect(reply.body == problem.jsonData)
        }

        @Test("without it, Vapor's ErrorMiddleware keeps the status but writes its own body")
        func vaporAloneRewritesTheBody() async throws {
            let reply = try await TestServer.with { try await $0.post("bare/signup", Self.body) }
            #expect(reply.status == 422)
            #expect(reply.contentType?.hasPrefix("application/json") == true)
            let object = try #require(try JSONSerialization.jsonObject(with: reply.body) as? [String: Any])
            #expect(object.count == 2)
            #expect(object["error"] as? Bool == true)
            #expect(object["reason"] as? String == "3 errors.")
        }

        @Test("other errors pass on to Vapor's ErrorMiddleware")
        func otherErrorsPassOn() async throws {
            let middleware = ValidationProblemMiddleware()
            let app = try await Application.make(.testing)
            let request = Request(application: app, on: app.eventLoopGroup.next())
            await #expect(throws: Abort.self) {
                _ = try await middleware.respond(to: request, chainingTo: Failing()).get()
            }
            try await app.asyncShutdown()
        }

        @Test("a route's own 413, with a reason of its own, passes on to Vapor's ErrorMiddleware")
        func ownPayloadTooLargePassesOn() async throws {
            let middleware = ValidationProblemMiddleware()
            let app = try await Application.make(.testing)
            let request = Request(application: app, on: app.eventLoopGroup.next())
            await #expect(throws: Abort.self) {
                _ = try await middleware.respond(
                    to: request, chainingTo: Failing(error: Abort(.payloadTooLarge, reason: "At most 200 records."))
                ).get()
            }
            let refusal = try await middleware.respond(to: request, chainingTo: Failing(error: Abort(.payloadTooLarge)))
                .get()
            #expect(refusal.status == .payloadTooLarge)
            #expect(refusal.headers.first(name: .contentType) == "application/problem+json")
            try await app.asyncShutdown()
        }

        struct Failing: AsyncResponder {
            var error = Abort(.imATeapot)
            func respond(to request: Request) async throws -> Response { throw error }
        }
    }
#endif
