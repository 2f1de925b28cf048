#if Hummingbird
    import Foundation
    import Hummingbird
    import Testing
    import Verdict
    import VerdictHummingbird

    /// A request to `router`, in-process; the status and the body.
    private func respond(
        _ router: Router<TestContext>, _ method: HTTPRequest.Method, _ path: String, body: String = ""
    ) async throws -> (status: Int, body: Data) {
        var fields: HTTPFields = [.contentType: "application/json"]
        fields[.contentLength] = String(body.utf8.count)
        let request = Request(
            head: HTTPRequest(method: method, scheme: "http", authority: "127.0.0.1", path: path, headerFields: fields),
            body: RequestBody(buffer: ByteBuffer(string: body)))
        let response = try await router.buildResponder().respond(to: request, context: TestContext())
        let writer = BodyCollector()
        _ = try await response.body.write(writer)
        return (Int(response.status.code), writer.bytes)
    }

    /// Gathers a response body.
    private final class BodyCollector: ResponseBodyWriter, @unchecked Sendable {
        var bytes = Data()
        func write(_ buffer: ByteBuffer) async throws { bytes += Data(buffer.readableBytesView) }
        func finish(_ trailingHeaders: HTTPFields?) async throws {}
    }

    @Suite("Router.on(…describedIn:) and Router.serve: one call per route")
    struct RouterDescribedTests {
        /// The documentation's routes answer as `assigned`/`assign(to:)` routes do, and the served
        /// document is the description's bytes, with every route.
        @Test func theRoutesAnswerAndTheDocumentDescribesThem() async throws {
            let router = Router(context: TestContext.self)
            let api = APIDescription(title: "Test", version: "1")
            DocExamples.describedRoutes(router, api: api)
            let created = try await respond(
                router, .post, "/signup", body: #"{"username":"bobby","password":"12345678"}"#)
            #expect(created.status == 200)
            #expect(String(decoding: created.body, as: UTF8.self) == "bobby")
            let refused = try await respond(router, .post, "/signup", body: #"{"username":"bo"}"#)
            #expect(refused.status == 422)
            let problem = try JSONDecoder().decode(ValidationProblem.self, from: refused.body)
            #expect(problem.errors.map(\.pointer) == ["/username", "/password"])
            let updated = try await respond(
                router, .patch, "/accounts/bobby", body: #"{"username":"carol","password":"12345678"}"#)
            #expect(updated.status == 200)
            #expect(String(decoding: updated.body, as: UTF8.self) == "carol")
            let unreadable = try await respond(router, .patch, "/accounts/bobby", body: #"{"username""#)
            #expect(unreadable.status == 400)
            let user = try await respond(router, .get, "/users/dora")
            #expect(String(decoding: user.body, as: UTF8.self) == "dora")
            let served = try await respond(router, .get, "/openapi.json")
            #expect(served.status == 200)
            #expect(served.body == (try api.jsonData()))
            let document = try #require(try JSONSerialization.jsonObject(with: served.body) as? [String: Any])
            let paths = try #require(document["paths"] as? [String: [String: Any]])
            #expect(paths.keys.sorted() == ["/accounts/{username}", "/openapi.json", "/signup", "/users/{username}"])
            #expect(paths["/accounts/{username}"]?.keys.sorted() == ["patch"])
            let signUp = try #require(paths["/signup"]?["post"] as? [String: Any])
            let responses = try #require(signUp["responses"] as? [String: Any])
            #expect(responses.keys.sorted() == ["200", "400", "413", "415", "422"])
        }

        /// The schema follows the route's options: the handler's and the document's come from one call.
        @Test(arguments: [(AssignmentOptions(), "userName"), (AssignmentOptions(keys: .snakeCase), "user_name")])
        func theDocumentedKeysAreTheKeysTheRouteReads(options: AssignmentOptions, key: String) async throws {
            struct Member: AssignableModel, Sendable {
                var userName = ""
                static let rules = RuleSet<Member> { Attribute(\.userName) { Required() } }
            }
            let router = Router(context: TestContext.self)
            let api = APIDescription(title: "Test", version: "1")
            router.on(
                "members", method: .post, assigning: Member.rules, options: options, describedIn: api,
                responses: [APIDescription.Response(status: 200, description: "The name.")]
            ) { member, _, _ in
                member.userName
            }
            let answer = try await respond(router, .post, "/members", body: "{\"\(key)\":\"ann\"}")
            #expect(String(decoding: answer.body, as: UTF8.self) == "ann")
            let text = String(decoding: try api.jsonData(), as: UTF8.self)
            #expect(text.contains("\"properties\":{\"\(key)\":"))
        }

        /// A `PATCH` into a struct that holds a class instance (issue 37): the rules are refused
        /// when the route is described, with the member and the place; a request writes nothing,
        /// the stored instance keeps its value, even for a body that would pass.
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
            let router = Router(context: TestContext.self)
            let api = APIDescription(title: "Test", version: "1")
            let line = #line + 1
            router.on(
                "residents/:id", method: .patch, updating: Resident.rules, describedIn: api,
                responses: [APIDescription.Response(status: 200, description: "The city.")]
            ) { update, _, _ in
                var resident = stored
                try await update.assign(to: &resident)
                return resident.home.city
            }
            let error = try #require(throws: APIDescriptionError.self) { try api.jsonData() }
            #expect(error.mistakes.count == 1)
            let mistake = try #require(error.mistakes.first)
            #expect(mistake.fileID == #fileID && mistake.line == line)
            #expect(mistake.message.contains("home.city") && mistake.message.contains("class instance"))
            // In process the responder throws the developer's mistake (a server answers 500).
            for body in [#"{"home":{"city":"Rome"},"age":3}"#, #"{"home":{"city":"Rome"},"age":40}"#] {
                await #expect(throws: RuleSetError.self) {
                    try await respond(router, .patch, "/residents/1", body: body)
                }
                #expect(stored.home.city == "Bologna" && stored.age == 30)
            }
        }

        /// A route described twice is a mistake the document reports, with the place of the call.
        /// (Hummingbird itself traps on a route registered twice, so the first description is
        /// `api.add`'s.)
        @Test func aRouteDescribedTwiceIsReported() throws {
            let router = Router(context: TestContext.self)
            let api = APIDescription(title: "Test", version: "1")
            let fine = [APIDescription.Response(status: 200, description: "Fine.")]
            api.add(.get, "/a/{id}", responses: fine)
            let line = #line + 1
            router.on("a/:id", method: .get, describedIn: api, responses: fine) { _, _ in "b" }
            let error = try #require(throws: APIDescriptionError.self) { try api.jsonData() }
            #expect(error.mistakes.map(\.description) == ["\(#fileID):\(line): get /a/{id} is described twice"])
        }
    }
#endif
