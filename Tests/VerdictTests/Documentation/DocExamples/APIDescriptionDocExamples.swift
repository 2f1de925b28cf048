// swift-format-ignore-file
// (the examples keep the documentation's formatting)
import Foundation

@testable import Verdict
@testable import VerdictValidation
@testable import VerdictAssignment
@testable import VerdictSchema
@testable import VerdictForms
@testable import VerdictRemote
@testable import VerdictTestSupport

// The examples in the documentation of APIDescription (Sources/VerdictSchema), verbatim
// (DocExampleSyncTests checks it). Run by APIDescriptionDocExamplesTests.

extension DocExamples {
    /// What the examples print or compute, in order.
    static func apiDescription() throws -> [String] {
        var printed: [String] = []
        func print(_ values: Any...) { printed.append(values.map { "\($0)" }.joined(separator: " ")) }
        // MARK: APIDescription.swift
        do {
            let api = APIDescription(title: "Sign-up", version: "1.0")
            api.add(
                .post, "/signup", summary: "Creates an account.", assigning: SignUp.rules, scenario: .register,
                responses: [APIDescription.Response(status: 201, description: "The account.", schema: #"{"type":"object"}"#)])
            let document = try api.jsonData() // {"openapi":"3.1.0","info":{"title":"Sign-up","version":"1.0"},…
            printed.append(String(decoding: document, as: UTF8.self))
        }
        let api = APIDescription(title: "Sign-up", version: "1.0")
        api.add(
            .get, "/users/{username}/profile", summary: "The profile.",
            responses: [APIDescription.Response(status: 404, description: "No such profile.")])
        api.add(
            .put, "/accounts/{username}", assigning: SignUp.rules, scenario: .register,
            options: AssignmentOptions(keys: .snakeCase, isStrict: true),
            responses: [APIDescription.Response(status: 200, description: "The account.", schema: #"{"type":"object"}"#)])
        api.add(
            .patch, "/accounts/{username}", updating: SignUp.rules,
            responses: [APIDescription.Response(status: 200, description: "The account.")])
        do {
            let bytes = try api.jsonData()
            printed.append(String(decoding: bytes, as: UTF8.self))
        }
        // MARK: APIDescription+Response.swift
        do {
            let created = APIDescription.Response(
                status: 201, description: "The account.", schema: #"{"type":"object","required":["username"]}"#)
            let missing = APIDescription.Response(status: 404, description: "No such profile.")
            printed.append("\(created.contentType ?? "-") \(missing.contentType ?? "-")")
        }
        do {
            let status = APIDescription.Response(status: 404, description: "Not found.").status // 404
            let text = APIDescription.Response(status: 404, description: "Not found.").description
            let type = APIDescription.Response(status: 200, description: "A flag.", schema: #"{"type":"boolean"}"#).contentType
            // "application/json"
            let schema = APIDescription.Response(status: 200, description: "A flag.", schema: #"{"type":"boolean"}"#).schema
            let available = APIDescription.Response(status: 200, description: "Whether the name is free.", schema: #"{"type":"boolean"}"#)
            printed.append("\(status) \(text) \(type ?? "-") \(schema ?? "-") \(available.status)")
        }
        // MARK: APIDescription+Method.swift
        do {
            let method: APIDescription.Method = .patch
            let name = method.name // "patch"
            printed.append(name)
        }
        do {
            let name = APIDescription.Method.get.name // "get"
            printed.append(name)
        }
        do {
            let method = APIDescription.Method("POST") // .post
            printed.append(method.name)
        }
        // MARK: APIDescriptionError.swift
        api.add(.get, "/users/{username}/profile", responses: [APIDescription.Response(status: 200, description: "Twice.")])
        do {
            _ = try api.jsonData()
        } catch {
            print(error) // Sources/App/Routes.swift:12: post /signup is described twice
        }
        do {
            _ = try api.jsonData()
        } catch {
            let lines = error.mistakes.map(\.description)
            print(error.description)
            let mistake = error.mistakes[0]
            print(mistake.fileID, mistake.line, mistake.message)
            let message = error.mistakes[0].message // "post /signup is described twice"
            let file = error.mistakes[0].fileID // "App/Routes.swift"
            let line = error.mistakes[0].line
            print(error.mistakes[0]) // App/Routes.swift:12: post /signup is described twice
            printed.append("\(lines.count) \(message) \(file) \(line)")
        }
        return printed
    }
}
