#if Vapor
    import Foundation
    import SignUpExample
    import Testing
    import Vapor
    import Verdict
    import VerdictVapor

    /// `Application.on(…describedIn:)` and `serve`, over real HTTP on 127.0.0.1: the routes of the
    /// documentation's example answer as `assigned`/`assign(to:)` routes do, and the served document
    /// is the description's bytes, with every route.
    @Suite("Application.on(…describedIn:) and Application.serve: one call per route")
    struct ApplicationDescribedTests {
        @Test func theRoutesAnswerAndTheDocumentDescribesThem() async throws {
            let app = try await Application.make(.testing)
            app.logger.logLevel = .critical
            let api = APIDescription(title: "Test", version: "1")
            DocExamples.describedRoutes(app, api: api)
            do {
                try await app.server.start(address: .hostname("127.0.0.1", port: 0))
                let port = try #require(app.http.server.shared.localAddress?.port)
                let server = TestServer(base: URL(string: "http://127.0.0.1:\(port)")!)
                let valid = #"{"username":"bobby","email":"b@example.com","password":"correct horse 1"}"#
                let created = try await server.send("POST", "signup", Data(valid.utf8))
                #expect(created.status == 200)
                #expect(created.text == "bobby")
                let refused = try await server.send("POST", "signup", Data(#"{"username":"b"}"#.utf8))
                #expect(refused.status == 422)
                #expect(refused.contentType == "application/problem+json")
                let updated = try await server.send("PATCH", "profiles/alice", Data(#"{"email":"a@example.com"}"#.utf8))
                #expect(updated.text == "a@example.com")
                let unreadable = try await server.send("PATCH", "profiles/alice", Data(#"{"email""#.utf8))
                #expect(unreadable.status == 400)
                #expect(unreadable.contentType == "application/problem+json")
                let user = try await server.send("GET", "users/dora")
                #expect(user.text == "dora")
                let served = try await server.send("GET", "openapi.json")
                #expect(served.status == 200)
                #expect(served.contentType == "application/json")
                #expect(served.body == (try api.jsonData()))
                let document = try #require(try JSONSerialization.jsonObject(with: served.body) as? [String: Any])
                let paths = try #require(document["paths"] as? [String: [String: Any]])
                #expect(
                    paths.keys.sorted() == ["/openapi.json", "/profiles/{username}", "/signup", "/users/{username}"])
                let signUp = try #require(paths["/signup"]?["post"] as? [String: Any])
                #expect((signUp["responses"] as? [String: Any])?.keys.sorted() == ["200", "400", "413", "415", "422"])
            } catch {
                await app.server.shutdown()
                try await app.asyncShutdown()
                throw error
            }
            await app.server.shutdown()
            try await app.asyncShutdown()
        }

        /// A `PATCH` into a struct that holds a class instance (issue 37): the rules are refused
        /// when the route is described, with the member and the place; a request over 127.0.0.1
        /// writes nothing, the stored instance keeps its value, even for a body that would pass.
        @Test func anUpdateInsideAClassInstanceIsRefusedUpFront() async throws {
            final class Home: @unchecked Sendable { var city = "Bologna" }
            struct Resident: AssignableModel, Sendable {
                var home = Home()
                var age = 30
                static let rules = RuleSet<Resident> {
                    Attribute(\.home.city) { Required() }
                    Attribute(\.age) { Number(min: 18) }
                }
            }
            let stored = Resident()
            let app = try await Application.make(.testing)
            app.logger.logLevel = .critical
            let api = APIDescription(title: "Test", version: "1")
            let line = #line + 1
            app.on(
                .PATCH, "residents/:id", updating: Resident.rules, describedIn: api,
                responses: [APIDescription.Response(status: 200, description: "The city.")]
            ) { update, _ async throws -> String in
                var resident = stored
                try await update.assign(to: &resident)
                return resident.home.city
            }
            let error = try #require(throws: APIDescriptionError.self) { try api.jsonData() }
            #expect(error.mistakes.count == 1)
            let mistake = try #require(error.mistakes.first)
            #expect(mistake.fileID == #fileID && mistake.line == line)
            #expect(mistake.message.contains("home.city") && mistake.message.contains("class instance"))
            do {
                try await app.server.start(address: .hostname("127.0.0.1", port: 0))
                let port = try #require(app.http.server.shared.localAddress?.port)
                let server = TestServer(base: URL(string: "http://127.0.0.1:\(port)")!)
                for body in [#"{"home":{"city":"Rome"},"age":3}"#, #"{"home":{"city":"Rome"},"age":40}"#] {
                    let answer = try await server.send("PATCH", "residents/1", Data(body.utf8))
                    #expect(answer.status == 500)
                    #expect(stored.home.city == "Bologna" && stored.age == 30)
                }
            } catch {
                await app.server.shutdown()
                try await app.asyncShutdown()
                throw error
            }
            await app.server.shutdown()
            try await app.asyncShutdown()
        }

        /// A route described twice is a mistake the document reports, with the place of the call.
        @Test func aRouteDescribedTwiceIsReported() async throws {
            let app = try await Application.make(.testing)
            let api = APIDescription(title: "Test", version: "1")
            let fine = [APIDescription.Response(status: 200, description: "Fine.")]
            api.add(.get, "/a/{id}", responses: fine)
            let line = #line + 1
            app.on(.GET, "a/:id", describedIn: api, responses: fine) { _ async throws -> String in "b" }
            let error = try #require(throws: APIDescriptionError.self) { try api.jsonData() }
            #expect(error.mistakes.map(\.description) == ["\(#fileID):\(line): get /a/{id} is described twice"])
            try await app.asyncShutdown()
        }
    }
#endif
