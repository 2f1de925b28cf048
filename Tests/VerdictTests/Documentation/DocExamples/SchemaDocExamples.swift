// swift-format-ignore-file
// (the examples keep the documentation's formatting)
import Foundation
import Verdict
@testable import VerdictTestSupport

// The examples in the documentation of Sources/VerdictSchema, verbatim (DocExampleSyncTests
// checks it). Run by `schemaExamplesRun` below.

extension DocExamples {
    // MARK: InputSchema.swift

    static func inputSchema() throws -> [String] {
        var printed: [String] = []
        func print(_ value: Any) { printed.append("\(value)") }
        do {
            let schema = try SignUp.rules.jsonSchema(for: .register)
            let document = String(decoding: schema.jsonData, as: UTF8.self) // {"$schema":"https://json-schema.org/draft/2020-12/schema",…
            printed.append(document)
        }
        do {
            let data = try SignUp.rules.jsonSchema().jsonData
            _ = data
        }
        do {
            let unchecked = try SignUp.rules.jsonSchema(for: .register).omissions.map(\.rule) // ["Length", "Match", "Email", …]
            printed.append(unchecked.joined(separator: ","))
        }
        do {
            for omission in try SignUp.rules.jsonSchema(for: .register).omissions { print(omission) }
            // username: Length (a maximum in characters: JSON Schema counts code points, which may be more)
        }
        do {
            let paths = try SignUp.rules.jsonSchema().omissions.map(\.path) // [username, username, email]
            printed.append(paths.map(\.description).joined(separator: ","))
        }
        do {
            let rules = try SignUp.rules.jsonSchema().omissions.map(\.rule) // ["Length", "Match", "Email"]
            _ = rules
        }
        do {
            let reasons = try SignUp.rules.jsonSchema().omissions.map(\.reason)
            _ = reasons
        }
        do {
            let lines = try SignUp.rules.jsonSchema().omissions.map(\.description)
            _ = lines
        }
        // MARK: RuleSet+InputSchema.swift
        do {
            let schema = try SignUp.rules.jsonSchema(for: .register, options: AssignmentOptions(keys: .snakeCase))
            let document = String(decoding: schema.jsonData, as: UTF8.self)
            printed.append(document)
        }
        return printed
    }
}
