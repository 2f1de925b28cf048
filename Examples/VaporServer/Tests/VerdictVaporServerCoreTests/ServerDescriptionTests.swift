import Foundation
import SignUpExample
import Testing
import Vapor
import VaporTesting
import Verdict
import VerdictVapor
import VerdictVaporServerCore

/// `GET /openapi.json` of the Vapor server: every route with every status it answers.
@Suite("ServerDescription")
struct ServerDescriptionTests {
    @Test func everyRouteIsDescribedWithEveryStatus() async throws {
        let body: Data = try await withApp { app in
            let api = ServerDescription.make()
            SignUpRoutes.add(to: app, describedIn: api)
            ProfileRoutes.add(to: app, describedIn: api)
            app.serve(api)
            var body = Data()
            try await app.testing().test(.GET, "openapi.json") { response in
                #expect(response.status == .ok)
                #expect(response.headers.contentType?.description == "application/json")
                body = Data(response.body.readableBytesView)
            }
            #expect(body == (try api.jsonData()))
            return body
        }
        let document = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        let paths = try #require(document["paths"] as? [String: [String: [String: Any]]])
        let problems = ["400", "413", "415", "422"]
        let expected: [String: [String: [String]]] = [
            "/openapi.json": ["get": ["200"]],
            "/signup": ["post": ["201"] + problems],
            "/signup/strict": ["post": ["201"] + problems],
            "/signup/unvalidated": ["post": ["201", "400", "413", "415"]],
            "/signup/validatable": ["post": ["201", "400", "413", "415"]],
            "/users/{username}/profile": ["get": ["200", "404"], "patch": ["200", "404"] + problems],
        ]
        #expect(Set(paths.keys) == Set(expected.keys))
        for (path, methods) in expected {
            #expect(Set(paths[path]?.keys.map { $0 } ?? []) == Set(methods.keys), "\(path)")
            for (method, statuses) in methods {
                let responses = paths[path]?[method]?["responses"] as? [String: Any]
                #expect(responses?.keys.sorted() == statuses.sorted(), "\(method) \(path)")
            }
        }
    }
}
