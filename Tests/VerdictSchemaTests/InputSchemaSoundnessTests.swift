import Foundation
import Testing

@testable import VerdictAssignment
@testable import VerdictSchema
@testable import VerdictTestSupport
@testable import VerdictValidation

/// One model, scenario and options whose schema is checked against Verdict.
struct SchemaCase: Sendable, CustomTestStringConvertible {
    let name: String
    let schema: @Sendable () throws -> InputSchema
    /// Whether assignment into a new model, then validation, accepts the body.
    let accepts: @Sendable (Data) throws -> Bool
    let extraKeys: [String]
    /// Bodies that Verdict accepts, which the generator changes a little.
    let valid: [String]

    var testDescription: String { name }

    static func of<Model: AssignableModel & SendableMetatype>(
        _ name: String, _ rules: RuleSet<Model>, scenario: ScenarioName = .default,
        options: @escaping @Sendable () -> AssignmentOptions = { AssignmentOptions() }, extraKeys: [String] = [],
        valid: [String] = []
    ) -> SchemaCase {
        SchemaCase(
            name: name, schema: { try rules.jsonSchema(for: scenario, options: options()) },
            accepts: { body in
                var model = Model()
                return try rules.assign(.json(body), to: &model, scenario: scenario, options: options()).report.isValid
            }, extraKeys: extraKeys, valid: valid)
    }

    static let account = [
        #"{"username": "alice", "age": 30, "newsletter": true, "address": {"street": "Main", "zip": "12345"}}"#,
        #"{"username": "bob_2", "age": 18, "nickname": "Bo", "role": "admin", "tags": ["a", "bc"], "newsletter": true, "level": "senior", "rank": 127, "address": {"street": "S", "zip": "00000"}, "billing": {"street": "B", "zip": "99999"}, "items": [{"sku": "AB-1", "quantity": 99}, {"sku": "XY-22"}]}"#,
    ]
    static let snakeAccount = account
    static let profile = [
        #"{"username": "alice", "email": "alice@example.com", "password": "correct horse", "passwordRepeat": "correct horse"}"#,
        #"{"username": " bobby ", "email": "b@example.org", "password": "12345678", "passwordRepeat": "12345678", "website": "https://example.com", "score": 0.5, "country": "DE", "motto": "carpe", "code": "ab", "vatNumber": "", "nickname": "bob", "address": {"street": "x", "zip": "12345"}}"#,
    ]
    static let snakeProfile = [
        #"{"username": "alice", "email": "alice@example.com", "password": "correct horse", "password_repeat": "correct horse"}"#,
        #"{"username": "carol", "email": "c@example.org", "password": "abcdefgh", "password_repeat": "abcdefgh", "score": 10, "country": "US", "address": null}"#,
    ]
    static let tree = [#"{"name": "root", "children": [{"name": "a", "children": [{"name": "b"}]}, {"name": "c"}]}"#]
    static let patterns = [#"{"code": "ba", "slug": "ab-cd", "pair": "^a"}"#, #"{"code": "a", "pair": "]]"}"#]

    static let all: [SchemaCase] = [
        .of("account", SchemaAccount.rules, extraKeys: ["isAdmin", "unknown"], valid: account),
        .of(
            "account, strict", SchemaAccount.rules, options: { AssignmentOptions(isStrict: true) },
            extraKeys: ["isAdmin", "unknown"], valid: account),
        .of(
            "account, snake_case and strict", SchemaAccount.rules,
            options: { AssignmentOptions(keys: .snakeCase, isStrict: true) }, extraKeys: ["is_admin", "isAdmin"],
            valid: snakeAccount),
        .of("profile", SchemaProfile.rules, extraKeys: ["unknown"], valid: profile),
        .of(
            "profile, snake_case and strict", SchemaProfile.rules,
            options: { AssignmentOptions(keys: .snakeCase, isStrict: true) }, extraKeys: ["passwordRepeat", "x"],
            valid: snakeProfile),
        .of("tree", SchemaTree.rules, extraKeys: ["unknown"], valid: tree),
        .of("patterns", SchemaPatterns.rules, extraKeys: ["unknown"], valid: patterns),
    ]
}

/// The schema is never stricter than Verdict: every body it refuses, Verdict refuses; and where it
/// leaves nothing out, the two agree on every body.
@Suite("JSON Schema agrees with Verdict")
struct InputSchemaSoundnessTests {
    static let bodiesPerCase = 1_500

    @Test(arguments: SchemaCase.all)
    func schemaIsNeverStricterThanVerdict(_ schemaCase: SchemaCase) throws {
        let schema = try schemaCase.schema()
        let evaluator = try SchemaEvaluator(schema.jsonData)
        var bodies = SchemaBodies(seed: 0x5C4E_3A00, extraKeys: schemaCase.extraKeys)
        let valid = try schemaCase.valid.map { try JSONInputReader.read(Data($0.utf8), maximumDepth: 64) }
        for body in valid { #expect(try schemaCase.accepts(body.jsonData), "\(schemaCase.name): a valid body") }
        var counts = (accepted: 0, refused: 0, refusedByVerdictOnly: 0)
        for _ in 0..<Self.bodiesPerCase {
            let body = bodies.body(for: evaluator.schema, valid: valid)
            let data = body.jsonData
            let verdict = try schemaCase.accepts(data)
            let bySchema = evaluator.accepts(body)
            if !bySchema && verdict {
                Issue.record("The schema refuses a body that Verdict accepts: \(String(decoding: data, as: UTF8.self))")
            }
            if schema.omissions.isEmpty && bySchema && !verdict {
                let text = String(decoding: data, as: UTF8.self)
                Issue.record("The schema has no omission but accepts a body that Verdict refuses: \(text)")
            }
            switch (bySchema, verdict) {
            case (true, true): counts.accepted += 1
            case (false, false): counts.refused += 1
            default: counts.refusedByVerdictOnly += 1
            }
        }
        // Both outcomes occur: the bodies test something.
        #expect(counts.accepted > 0)
        #expect(counts.refused > 0)
    }

    @Test func theAccountSchemaLeavesNothingOut() throws {
        #expect(try SchemaAccount.rules.jsonSchema().omissions.isEmpty)
        #expect(try SchemaAccount.rules.jsonSchema(options: AssignmentOptions(keys: .snakeCase)).omissions.isEmpty)
    }
}
