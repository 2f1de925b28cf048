import Foundation
import Testing

@testable import VerdictAssignment
@testable import VerdictSchema
@testable import VerdictTestSupport
@testable import VerdictValidation

/// A small model for the OpenAPI tests: camel-case keys (so that the key strategy shows), a
/// required attribute, and a scenario.
private struct APIRegistration: AssignableModel, Sendable {
    var userName = ""
    var age: Int?
    var isAdmin = false

    static let rules = RuleSet<APIRegistration> {
        Attribute(\.userName) {
            Required()
            Length(4...24)
        }
        Attribute(\.age) { Number(min: 18, max: 120) }
        Unsafe(\.isAdmin)
        Scenario(.register) {
            Attribute(\.age) { Required() }
        }
    }
}

/// A model with a nested object, an array of objects (each with required keys) and an
/// attribute named `required`, for the PATCH schema, which requires no key at any level.
private struct APIOrder: AssignableModel, Sendable {
    var required = ""
    var address = SchemaAddress()
    var items: [SchemaItem] = []

    static let rules = RuleSet<APIOrder> {
        Attribute(\.required) { Required() }
        Nested(\.address, SchemaAddress.rules)
        Each(\.items, SchemaItem.rules)
    }
}

/// Every `required` keyword in `schema`, at any level (a property named `required` is not one).
private func requiredKeywords(_ schema: Any) -> [[String]] {
    var found: [[String]] = []
    var pending: [(value: Any, isProperties: Bool)] = [(schema, false)]
    while let (value, isProperties) = pending.popLast() {
        if let members = value as? [String: Any] {
            for (key, member) in members {
                if !isProperties, key == "required", let keys = member as? [String] { found.append(keys) }
                pending.append((member, !isProperties && key == "properties"))
            }
        } else if let elements = value as? [Any] {
            pending += elements.map { ($0, false) }
        }
    }
    return found
}

/// The parsed document, and the way into it.
private func parsed(_ api: APIDescription) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: api.jsonData()) as? [String: Any])
}

private func object(_ value: Any?, _ keys: String...) -> [String: Any]? {
    var current = value
    for key in keys { current = (current as? [String: Any])?[key] }
    return current as? [String: Any]
}

@Suite("APIDescription: the OpenAPI 3.1 document")
struct APIDescriptionTests {
    @Test func aSmallDocumentIsExact() throws {
        let api = APIDescription(title: "T", version: "1")
        api.add(
            .get, "items/{id}", summary: "An item.",
            responses: [
                APIDescription.Response(status: 404, description: "None."),
                APIDescription.Response(status: 200, description: "The item.", schema: #"{ "type" : "object" }"#),
            ])
        let text = String(decoding: try api.jsonData(), as: UTF8.self)
        let expected =
            #"{"openapi":"3.1.0","info":{"title":"T","version":"1"},"paths":{"/items/{id}":{"get":{"#
            + #""operationId":"getItemsId","summary":"An item.","parameters":[{"name":"id","in":"path","#
            + #""required":true,"schema":{"type":"string"}}],"responses":{"200":{"description":"The item.","#
            + #""content":{"application/json":{"schema":{"type":"object"}}}},"404":{"description":"None."}}}}},"#
            + #""components":{"schemas":{"ValidationProblem":"# + APIDocument.problemSchema
            + #","ValidationProblemItem":"# + APIDocument.problemItemSchema + #"},"responses":{"#
        #expect(text.hasPrefix(expected))
        #expect(text.hasSuffix("}}}}}}"))
    }

    @Test func aBodyIsTheRuleSetsSchemaInTheComponentsAndAssignmentsProblemsAreItsAnswers() throws {
        let api = APIDescription(title: "T", version: "1")
        api.add(
            .post, "/registrations", assigning: APIRegistration.rules, scenario: .register,
            responses: [APIDescription.Response(status: 201, description: "Created.")])
        let document = try parsed(api)
        let operation = try #require(object(document, "paths", "/registrations", "post"))
        let reference = object(operation, "requestBody", "content", "application/json", "schema")?["$ref"] as? String
        #expect(reference == "#/components/schemas/APIRegistration.register")
        #expect(object(operation, "requestBody")?["required"] as? Bool == true)
        let responses = try #require(object(operation, "responses"))
        #expect(Set(responses.keys) == ["201", "400", "413", "415", "422"])
        for status in ["400", "413", "415", "422"] {
            let target = object(responses, status)?["$ref"] as? String
            #expect(target == "#/components/responses/ValidationProblem\(status)")
            let component = try #require(object(document, "components", "responses", "ValidationProblem\(status)"))
            let schema = object(component, "content", "application/problem+json", "schema")?["$ref"] as? String
            #expect(schema == "#/components/schemas/ValidationProblem")
        }
        // The component is the rule set's schema, without `$schema`.
        let component = try #require(object(document, "components", "schemas", "APIRegistration.register"))
        let schema = try APIRegistration.rules.jsonSchema(for: .register)
        var expected = try #require(try JSONSerialization.jsonObject(with: schema.jsonData) as? [String: Any])
        expected["$schema"] = nil
        #expect(NSDictionary(dictionary: component).isEqual(to: expected))
        #expect(object(component, "properties", "userName") != nil)
        #expect(component["required"] as? [String] == ["userName", "age"])
        let text = String(decoding: try api.jsonData(), as: UTF8.self)
        #expect(!text.contains("$schema"))
        #expect(!text.contains("$id"))
    }

    @Test(arguments: [
        (AssignmentOptions(), "APIRegistration.default", "userName", false),
        (AssignmentOptions(keys: .snakeCase), "APIRegistration.default.snakeCase", "user_name", false),
        (AssignmentOptions(isStrict: true), "APIRegistration.default.strict", "userName", true),
        (
            AssignmentOptions(keys: .snakeCase, isStrict: true), "APIRegistration.default.snakeCase.strict",
            "user_name", true
        ),
    ])
    func theKeyStrategyAndStrictModeChangeTheSchema(
        options: AssignmentOptions, name: String, key: String, isClosed: Bool
    ) throws {
        let api = APIDescription(title: "T", version: "1")
        api.add(.post, "/r", assigning: APIRegistration.rules, options: options, responses: [])
        let component = try #require(object(try parsed(api), "components", "schemas", name))
        #expect(object(component, "properties")?.keys.sorted() == [key, "age"].sorted())
        #expect((component["additionalProperties"] as? Bool) == (isClosed ? false : nil))
    }

    /// A body read without Verdict is described by the schema given, inline; an example of a
    /// body is written in the media type, whichever body it illustrates.
    @Test func aGivenSchemaAndExamplesAreWrittenInTheOperation() throws {
        let api = APIDescription(title: "T", version: "1")
        let fine = [APIDescription.Response(status: 200, description: "Fine.")]
        api.add(
            .post, "/plain", requestSchema: #"{"type": "object"}"#, example: #"{ "name" : "x" }"#, responses: fine)
        api.add(
            .post, "/verdict", assigning: APIRegistration.rules, example: #"{"userName":"anne"}"#, responses: fine)
        let text = String(decoding: try api.jsonData(), as: UTF8.self)
        #expect(
            text.contains(
                #""requestBody":{"required":true,"content":{"application/json":{"schema":{"type":"object"},"#
                    + #""example":{"name":"x"}}}}"#))
        #expect(
            text.contains(##""$ref":"#/components/schemas/APIRegistration.default"},"example":{"userName":"anne"}}"##))
    }

    /// A body assigned into an existing model (a PATCH) requires no key: a key left out keeps the
    /// model's value. Everything else the schema says stays.
    @Test func anUpdatesSchemaRequiresNoKey() throws {
        let api = APIDescription(title: "T", version: "1")
        let fine = [APIDescription.Response(status: 200, description: "Fine.")]
        api.add(.post, "/r", assigning: APIRegistration.rules, scenario: .register, responses: fine)
        api.add(.patch, "/r", updating: APIRegistration.rules, scenario: .register, responses: fine)
        let document = try parsed(api)
        let full = try #require(object(document, "components", "schemas", "APIRegistration.register"))
        let partial = try #require(object(document, "components", "schemas", "APIRegistration.register.partial"))
        #expect(full["required"] as? [String] == ["userName", "age"])
        #expect(partial["required"] == nil)
        var withoutRequired = full
        withoutRequired["required"] = nil
        let sorted = { (value: [String: Any]) in
            String(decoding: try JSONSerialization.data(withJSONObject: value, options: .sortedKeys), as: UTF8.self)
        }
        #expect(try sorted(partial) == sorted(withoutRequired))
        let reference = object(document, "paths", "/r", "patch", "requestBody", "content", "application/json", "schema")
        #expect(reference?["$ref"] as? String == "#/components/schemas/APIRegistration.register.partial")
    }

    /// Nested objects lose their `required` too; a property named `required` stays.
    @Test func requiredIsRemovedAtEveryLevelAndOnlyAsAKeyword() throws {
        let api = APIDescription(title: "T", version: "1")
        let fine = [APIDescription.Response(status: 200, description: "Fine.")]
        api.add(.post, "/o", assigning: APIOrder.rules, responses: fine)
        api.add(.patch, "/o", updating: APIOrder.rules, responses: fine)
        let schemas = try #require(object(try parsed(api), "components", "schemas"))
        let full = try #require(schemas["APIOrder.default"] as? [String: Any])
        let partial = try #require(schemas["APIOrder.default.partial"] as? [String: Any])
        #expect(full["required"] as? [String] == ["required", "address"])
        #expect(object(full, "properties", "address")?["required"] as? [String] == ["street", "zip"])
        #expect(object(full, "properties", "items", "items")?["required"] as? [String] == ["sku"])
        #expect(requiredKeywords(partial).isEmpty)
        #expect(object(partial, "properties", "required")?["type"] as? String == "string")
        #expect(object(partial, "properties", "address", "properties", "zip") != nil)
        #expect(object(partial, "properties", "items", "items", "properties", "sku") != nil)
    }

    @Test func twoSchemasOfOneNameAreKeptApart() throws {
        let api = APIDescription(title: "T", version: "1")
        let checked = RuleSet<APIRegistration> {
            APIRegistration.rules
            Attribute(\.userName) { Custom<String>("taken") { _ in true } }
        }
        api.add(.post, "/a", assigning: APIRegistration.rules, responses: [])
        api.add(.post, "/b", assigning: checked, responses: [])
        api.add(.post, "/c", assigning: APIRegistration.rules, responses: [])
        let document = try parsed(api)
        let schemas = try #require(object(document, "components", "schemas"))
        #expect(
            schemas.keys.sorted() == [
                "APIRegistration.default", "APIRegistration.default-2", "ValidationProblem", "ValidationProblemItem",
            ])
        let reference = { (path: String) in
            object(document, "paths", path, "post", "requestBody", "content", "application/json", "schema")?["$ref"]
                as? String
        }
        #expect(reference("/a") == reference("/c"))
        #expect(reference("/b") == "#/components/schemas/APIRegistration.default-2")
    }

    @Test(arguments: ["Quote \" and \\ backslash", "Line\u{2028}separator", "NUL\u{0}byte", "Tab\tand\nnewline", "€ 🙂"])
    func hostileTextIsEscaped(_ text: String) throws {
        let api = APIDescription(title: text, version: text)
        api.add(
            .get, "/x/" + text.replacingOccurrences(of: "\n", with: ""), summary: text,
            responses: [APIDescription.Response(status: 200, description: text, contentType: text)])
        let document = try parsed(api)
        #expect(object(document, "info")?["title"] as? String == text)
        #expect(object(document, "info")?["version"] as? String == text)
        let paths = try #require(object(document, "paths"))
        let operation = try #require(object(paths.values.first, "get"))
        #expect(operation["summary"] as? String == text)
        #expect(object(operation, "responses", "200")?["description"] as? String == text)
        #expect(object(operation, "responses", "200", "content")?.keys.first == text)
    }

    @Test func theOrderOfAddingDoesNotChangeTheBytes() throws {
        let forward = APIDescription(title: "T", version: "1")
        let backward = APIDescription(title: "T", version: "1")
        let calls: [(APIDescription) -> Void] = [
            { $0.add(.post, "/b", assigning: APIRegistration.rules, responses: []) },
            { $0.add(.get, "/b", responses: [APIDescription.Response(status: 200, description: "B.")]) },
            { $0.add(.get, "/a/{id}", responses: [APIDescription.Response(status: 204, description: "A.")]) },
            { $0.add(.delete, "/a/{id}", responses: [APIDescription.Response(status: 204, description: "A.")]) },
        ]
        for call in calls { call(forward) }
        for call in calls.reversed() { call(backward) }
        #expect(try forward.jsonData() == backward.jsonData())
        let text = String(decoding: try forward.jsonData(), as: UTF8.self)
        let order = ["\"/a/{id}\"", "\"get\"", "\"delete\"", "\"/b\"", "\"get\"", "\"post\""]
        var position = text.startIndex
        for word in order {
            let found = try #require(text.range(of: word, range: position..<text.endIndex))
            position = found.upperBound
        }
    }

    @Test func aDocumentChangesWhenAnOperationIsAdded() throws {
        let api = APIDescription(title: "T", version: "1")
        api.add(.get, "/a", responses: [APIDescription.Response(status: 200, description: "A.")])
        let before = try api.jsonData()
        #expect(try api.jsonData() == before)
        api.add(.get, "/b", responses: [APIDescription.Response(status: 200, description: "B.")])
        #expect(try api.jsonData() != before)
        #expect(object(try parsed(api), "paths", "/b") != nil)
    }

    @Test(arguments: [("POST", "post"), ("patch", "patch"), ("Get", "get"), ("fetch", "fetch")])
    func aMethodIsNamedInLowercase(name: String, expected: String) {
        #expect(APIDescription.Method(name).name == expected)
        #expect(APIDescription.Method(name).description == expected)
    }

    @Test func theConstantsAreOpenAPIsEightMethods() throws {
        let methods: [APIDescription.Method] = [.get, .put, .post, .delete, .options, .head, .patch, .trace]
        #expect(methods.map(\.name) == ["get", "put", "post", "delete", "options", "head", "patch", "trace"])
        #expect(APIDescription.Method("POST") == .post)
        let api = APIDescription(title: "T", version: "1")
        for (index, method) in methods.enumerated() {
            api.add(method, "/m\(index)", responses: [APIDescription.Response(status: 204, description: "Done.")])
        }
        let document = try parsed(api)
        for (index, method) in methods.enumerated() {
            #expect(object(document, "paths", "/m\(index)", method.name) != nil)
        }
    }

    @Test(arguments: [
        ("get", "/a/{id", "get /a/{id: a path parameter is not closed"),
        ("get", "/a/{id/b}", "get /a/{id/b}: a path parameter is not closed"),
        ("get", "/a/id}", "get /a/id}: a path parameter is closed but not opened"),
        ("get", "/a/{}", "get /a/{}: a path parameter has no name"),
        ("get", "/a/{id}/{id}", "get /a/{id}/{id}: the path parameter id appears twice"),
        (
            "fetch", "/a",
            "fetch /a: fetch is not a method OpenAPI describes (get, put, post, delete, options, head, patch, trace)"
        ),
    ])
    func aMalformedOperationIsAMistake(method: String, path: String, message: String) throws {
        let api = APIDescription(title: "T", version: "1")
        api.add(.get, "/fine", responses: [APIDescription.Response(status: 200, description: "Fine.")])
        let line = #line + 1
        api.add(
            APIDescription.Method(method), path, responses: [APIDescription.Response(status: 200, description: "Fine.")]
        )
        let error = try #require(throws: APIDescriptionError.self) { try api.jsonData() }
        #expect(error.mistakes.map(\.message) == [message])
        #expect(error.mistakes.first?.fileID == #fileID)
        #expect(error.mistakes.first?.line == line)
        #expect(error.description == "\(#fileID):\(line): \(message)")
    }

    @Test func everyMistakeIsListedOnce() throws {
        let api = APIDescription(title: "T", version: "1")
        let fine = APIDescription.Response(status: 200, description: "Fine.")
        api.add(.get, "/a", responses: [fine])
        api.add(.get, "a", responses: [fine])
        api.add(.get, "/b", responses: [])
        api.add(.get, "/c", responses: [fine, fine, APIDescription.Response(status: 99, description: "?")])
        api.add(.get, "/d", responses: [APIDescription.Response(status: 200, description: "?", schema: "{not json")])
        api.add(.get, "/e", responses: [APIDescription.Response(status: 200, description: "?", schema: "[1]")])
        api.add(.post, "/f", assigning: APIRegistration.rules, scenario: .nowhere, responses: [fine])
        api.add(.get, "/g", example: "{}", responses: [fine])
        api.add(.post, "/h", assigning: APIRegistration.rules, example: "{", responses: [fine])
        let error = try #require(throws: APIDescriptionError.self) { try api.jsonData() }
        let messages = error.mistakes.map(\.message)
        #expect(messages.count == 9)
        #expect(messages[7] == "get /g: an example, but no request body")
        #expect(messages[8] == "post /h: the example is not JSON")
        #expect(messages[0] == "get /a is described twice")
        #expect(messages[1] == "get /b has no response")
        #expect(messages[2] == "get /c: status 200 is described twice")
        #expect(messages[3] == "get /c: 99 is not an HTTP status")
        #expect(messages[4] == "get /d: the schema of status 200 is not JSON")
        #expect(messages[5] == "get /e: the schema of status 200 is not a JSON object")
        #expect(messages[6].hasPrefix("post /f: the request body: "))
        #expect(messages[6].contains("nowhere"))
    }

    /// The problem schemas describe what `ValidationProblem.jsonData` writes: every member it
    /// writes is a property of the schema, of the schema's type, and every required one is there.
    @Test(arguments: [false, true])
    func theProblemSchemaDescribesTheProblemsJSON(withInstance: Bool) throws {
        var model = APIRegistration(userName: "abcdef", age: 12)
        let warned = RuleSet<APIRegistration> {
            APIRegistration.rules
            Attribute(\.userName) { Length(max: 5).severity(.warning) }
        }
        let report = try warned.validate(&model, scenario: .register)
        let problem = report.problem(instance: withInstance ? "/registrations" : nil)
        let json = try #require(try JSONSerialization.jsonObject(with: problem.jsonData) as? [String: Any])
        let schema = try #require(
            try JSONSerialization.jsonObject(with: Data(APIDocument.problemSchema.utf8)) as? [String: Any])
        let itemSchema = try #require(
            try JSONSerialization.jsonObject(with: Data(APIDocument.problemItemSchema.utf8)) as? [String: Any])
        try Self.check(json, against: schema)
        let items = try #require(json["errors"] as? [[String: Any]])
        #expect(items.count == 2)
        #expect(items.contains { $0["severity"] != nil })
        #expect(items.contains { $0["parameters"] != nil })
        for item in items { try Self.check(item, against: itemSchema) }
    }

    /// `value` has only the schema's properties, each of its `type`, and all its required ones.
    private static func check(_ value: [String: Any], against schema: [String: Any]) throws {
        let properties = try #require(schema["properties"] as? [String: [String: Any]])
        #expect(schema["additionalProperties"] as? Bool == false)
        for key in try #require(schema["required"] as? [String]) { #expect(value[key] != nil, "\(key) missing") }
        for (key, member) in value {
            let property = try #require(properties[key], "\(key) is not in the schema")
            let types = (property["type"] as? [String]) ?? [property["type"] as? String].compactMap { $0 }
            let type: String =
                switch member {
                case is String: "string"
                case is [Any]: "array"
                case is [String: Any]: "object"
                default: member is NSNumber ? "number" : "?"
                }
            let scalar = ["integer", "number", "boolean"]
            #expect(
                types.contains(type) || (type == "number" && types.contains { scalar.contains($0) }), "\(key): \(type)")
        }
    }
}
