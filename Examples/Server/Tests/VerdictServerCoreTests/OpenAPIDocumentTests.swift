import Foundation
import Hummingbird
import Logging
import NIOEmbedded
import SignUpExample
import Testing
import Verdict
import VerdictServerCore

/// The server's answer to one request, in-process (the responder of `makeRouter()`, no network).
private func answer(
    _ router: Router<BasicRequestContext>, _ method: HTTPRequest.Method, _ path: String, body: String? = nil
) async throws -> (status: Int, contentType: String?, body: Data, allow: String?) {
    var fields = HTTPFields()
    if let body {
        fields[.contentType] = "application/json"
        fields[.contentLength] = String(body.utf8.count)
    }
    let request = Request(
        head: HTTPRequest(method: method, scheme: "http", authority: "127.0.0.1", path: path, headerFields: fields),
        body: RequestBody(buffer: ByteBuffer(string: body ?? "")))
    let context = BasicRequestContext(
        source: ApplicationRequestContextSource(
            channel: NIOAsyncTestingChannel(), logger: Logger(label: "OpenAPIDocumentTests")))
    let response = try await router.buildResponder().respond(to: request, context: context)
    let writer = CollectingWriter()
    _ = try await response.body.write(writer)
    return (Int(response.status.code), response.headers[.contentType], writer.bytes, response.headers[.allow])
}

/// Gathers a response body.
private final class CollectingWriter: ResponseBodyWriter, @unchecked Sendable {
    var bytes = Data()
    func write(_ buffer: ByteBuffer) async throws { bytes += Data(buffer.readableBytesView) }
    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}

/// `GET /openapi.json`, parsed.
private func document(_ router: Router<BasicRequestContext> = makeRouter()) async throws -> [String: Any] {
    let (status, contentType, body, _) = try await answer(router, .get, "/openapi.json")
    #expect(status == 200)
    #expect(contentType == "application/json")
    return try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
}

private func object(_ value: Any?, _ keys: String...) -> [String: Any]? {
    var current = value
    for key in keys { current = (current as? [String: Any])?[key] }
    return current as? [String: Any]
}

@Suite("GET /openapi.json: the server's OpenAPI 3.1 document")
struct OpenAPIDocumentTests {
    /// Every route but the 503 fault route, with every status it answers.
    @Test func everyRouteIsDescribedWithEveryStatus() async throws {
        let document = try await document()
        #expect(document["openapi"] as? String == "3.1.0")
        let problems = ["400", "413", "415", "422"]
        let expected: [String: [String: [String]]] = [
            "/openapi.json": ["get": ["200"]],
            "/usernames/available": ["post": ["200", "400", "413"]],
            "/signup": ["post": ["201"] + problems],
            "/signup/strict": ["post": ["201"] + problems],
            "/signup/checked": ["post": ["201"] + problems],
            "/signup/unvalidated": ["post": ["201", "400", "413"]],
            "/users/{username}/profile": ["get": ["200", "404"], "patch": ["200", "404"] + problems],
        ]
        let paths = try #require(document["paths"] as? [String: [String: Any]])
        #expect(Set(paths.keys) == Set(expected.keys))
        for (path, methods) in expected {
            #expect(Set(paths[path]?.keys.map { $0 } ?? []) == Set(methods.keys), "\(path)")
            for (method, statuses) in methods {
                let responses = object(paths[path], method, "responses")
                #expect(responses?.keys.sorted() == statuses.sorted(), "\(method) \(path)")
            }
        }
        let parameters = object(paths["/users/{username}/profile"], "patch")?["parameters"] as? [[String: Any]]
        #expect(parameters?.count == 1)
        #expect(parameters?.first?["name"] as? String == "username")
        #expect(parameters?.first?["in"] as? String == "path")
    }

    /// Every request body has an example, and the route accepts it (`{username}` is `alice`).
    @Test func everyExampleIsAccepted() async throws {
        let router = makeRouter()
        let paths = try #require(try await document(router)["paths"] as? [String: [String: [String: Any]]])
        var count = 0
        for (path, operations) in paths {
            for (method, operation) in operations {
                guard let body = operation["requestBody"] else { continue }
                let example = try #require(object(body, "content", "application/json")?["example"], "\(method) \(path)")
                let text = String(decoding: try JSONSerialization.data(withJSONObject: example), as: UTF8.self)
                let concrete = path.replacingOccurrences(of: "{username}", with: "alice")
                let answer = try await answer(router, HTTPRequest.Method(method.uppercased())!, concrete, body: text)
                #expect((200..<300).contains(answer.status), "\(method) \(path): \(answer.status)")
                count += 1
            }
        }
        #expect(count == 6)
    }

    /// A described path asked with another method is answered 405 with the methods it has; an
    /// unknown path stays 404.
    @Test(arguments: [
        (HTTPRequest.Method.trace, "/signup", 405, Optional("POST")),
        (.delete, "/users/alice/profile", 405, "GET, PATCH"),
        (.put, "/users/nobody/profile", 405, "GET, PATCH"),
        (.get, "/signup/strict", 405, "POST"),
        (.get, "/nowhere", 404, nil),
        (.get, "/users/alice", 404, nil),
    ])
    func anotherMethodIsNotAllowed(method: HTTPRequest.Method, path: String, status: Int, allow: String?)
        async throws
    {
        let answer = try await answer(makeRouter(), method, path)
        #expect(answer.status == status)
        #expect(answer.allow == allow)
    }

    /// The Verdict routes' bodies are the rule sets' schemas: strict mode closes the object, the
    /// PATCH's scenario lists only its safe attributes and requires none.
    @Test func requestBodiesComeFromTheRules() async throws {
        let document = try await document()
        func component(_ path: String, _ method: String = "post") throws -> [String: Any] {
            let operation = object(document, "paths", path, method)
            let reference = try #require(
                object(operation, "requestBody", "content", "application/json", "schema")?["$ref"] as? String)
            let name = String(reference.dropFirst("#/components/schemas/".count))
            return try #require(object(document, "components", "schemas", name))
        }
        let lenient = try component("/signup")
        let strict = try component("/signup/strict")
        #expect(lenient["additionalProperties"] == nil)
        #expect(strict["additionalProperties"] as? Bool == false)
        #expect(object(lenient, "properties")?["passwordRepeat"] != nil)
        #expect(object(lenient, "properties")?["isAdmin"] == nil)
        let patch = try component("/users/{username}/profile", "patch")
        #expect(object(patch, "properties")?.keys.sorted() == ["age", "country", "email", "website"])
        #expect(patch["required"] == nil)
        let expected = try JSONSerialization.jsonObject(
            with: SignUp.rules.jsonSchema(for: .register, options: AssignmentOptions(isStrict: true)).jsonData)
        var withoutDialect = try #require(expected as? [String: Any])
        withoutDialect["$schema"] = nil
        let sorted = { (value: [String: Any]) in
            String(decoding: try JSONSerialization.data(withJSONObject: value, options: .sortedKeys), as: UTF8.self)
        }
        #expect(try sorted(strict) == sorted(withoutDialect))
    }

    /// What the routes answer has the shape the document gives it: every member a property of
    /// the documented schema, every required one present, nothing else where the schema is closed.
    @Test(arguments: [
        (HTTPRequest.Method.post, "/signup", Optional(validSignUp), 201),
        (.post, "/signup", #"{"username":"x","age":"old"}"#, 422),
        (.post, "/signup", #"{"username":"#, 400),
        (.post, "/signup/strict", validSignUp.dropLast() + #","isAdmin":true}"#, 422),
        (.post, "/signup/checked", validSignUp.replacingOccurrences(of: "bobby", with: "alice"), 422),
        (.post, "/signup/unvalidated", validSignUp, 201),
        (.get, "/users/alice/profile", nil, 200),
        (.get, "/users/nobody/profile", nil, 404),
        (.patch, "/users/alice/profile", #"{"age":30,"country":"DE"}"#, 200),
        (.patch, "/users/alice/profile", #"{"age":3}"#, 422),
        (.post, "/usernames/available", #"{"instance":"alice"}"#, 200),
        (.post, "/usernames/available", #"{}"#, 400),
    ])
    func answersHaveTheirDocumentedShape(method: HTTPRequest.Method, path: String, body: String?, status: Int)
        async throws
    {
        let profiles = ProfileStore()
        let router = makeRouter(profiles: profiles)
        let document = try await document(router)
        let answer = try await answer(router, method, path, body: body)
        #expect(answer.status == status)
        let template = path.hasPrefix("/users/") ? "/users/{username}/profile" : path
        var response = try #require(
            object(document, "paths", template, method.rawValue.lowercased(), "responses", String(status)))
        if let reference = response["$ref"] as? String {
            response = try #require(
                object(document, "components", "responses", String(reference.split(separator: "/").last!)))
        }
        guard let content = object(response, "content") else {
            #expect(answer.body.isEmpty)
            return
        }
        let contentType = try #require(answer.contentType?.split(separator: ";").first.map(String.init))
        let schema = try #require(object(content, contentType, "schema"))
        let value = try JSONSerialization.jsonObject(with: answer.body, options: .fragmentsAllowed)
        try Self.check(value, against: schema, in: document)
    }

    /// `value` against the subset of JSON Schema the document uses: `$ref`, `type`, `properties`,
    /// `required`, `additionalProperties: false`, `items`.
    private static func check(_ value: Any, against schema: [String: Any], in document: [String: Any]) throws {
        var schema = schema
        if let reference = schema["$ref"] as? String {
            schema = try #require(
                object(document, "components", "schemas", String(reference.split(separator: "/").last!)))
        }
        if let types = (schema["type"] as? [String]) ?? (schema["type"] as? String).map({ [$0] }) {
            let type: String =
                switch value {
                case is NSNull: "null"
                case is NSNumber, is Bool: "number"
                case is String: "string"
                case is [Any]: "array"
                default: "object"
                }
            let numeric = type == "number" && (types.contains("integer") || types.contains("number"))
            let flag = type == "number" && types.contains("boolean")
            #expect(types.contains(type) || numeric || flag, "\(value) is not \(types)")
        }
        if let members = value as? [String: Any] {
            let properties = schema["properties"] as? [String: [String: Any]] ?? [:]
            for key in schema["required"] as? [String] ?? [] { #expect(members[key] != nil, "\(key) missing") }
            for (key, member) in members {
                if let property = properties[key] {
                    try check(member, against: property, in: document)
                } else {
                    #expect(schema["additionalProperties"] as? Bool != false, "\(key) is not documented")
                }
            }
        }
        if let items = value as? [Any], let itemSchema = schema["items"] as? [String: Any] {
            for item in items { try check(item, against: itemSchema, in: document) }
        }
    }
}

private let validSignUp =
    #"{"username":"bobby","email":"bob@example.com","password":"correct horse 1","#
    + #""passwordRepeat":"correct horse 1","website":"","acceptedTerms":true}"#
