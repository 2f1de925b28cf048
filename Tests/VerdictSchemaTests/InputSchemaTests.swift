import Foundation
import Testing

@testable import VerdictAssignment
@testable import VerdictSchema
@testable import VerdictTestSupport
@testable import VerdictValidation

extension ScenarioName {
    fileprivate static let schemaUndeclared = ScenarioName("schema-undeclared")
    fileprivate static let schemaSignUp = ScenarioName("schema-sign-up")
}

/// A model with a scenario of its own and dotted names.
private struct SchemaContact: AssignableModel, Sendable {
    var firstName = ""
    var phone = ""
    var street = ""
    var isVerified = false

    static let rules = RuleSet<SchemaContact> {
        Scenario(.schemaSignUp) {
            Attribute(\.firstName) { Required() }
        }
        Attribute(\.phone) { Match(#"^\+?[0-9 ]+$"#) }
        Attribute(\.street, name: "address.street") { Required() }
        Unsafe(\.isVerified)
    }
}

private struct Unreadable: Sendable {
    var value = 0
}

private struct UnassignableModel: Sendable {
    var rows: [Unreadable] = []

    static let rules = RuleSet<UnassignableModel> {
        Each(\.rows, RuleSet<Unreadable> { Attribute(\.value) { Number(min: 1) } })
    }
}

@Suite("RuleSet.jsonSchema")
struct InputSchemaTests {
    static let prefix = #"{"$schema":"https://json-schema.org/draft/2020-12/schema","#

    /// The documents, byte for byte: their keys are written in a fixed order.
    @Test func theSchemaOfANestedModelIsExact() throws {
        let schema = try SchemaAddress.rules.jsonSchema()
        #expect(
            String(decoding: schema.jsonData, as: UTF8.self)
                == Self.prefix
                + #""type":"object","properties":{"street":{"type":"string","minLength":1},"#
                + #""zip":{"type":"string","minLength":1,"pattern":"^[0-9]{5}"#
                + #"(?=(?:\\r\\n|[\\n\\x0B\\f\\r\\x85\\u2028\\u2029])?(?![\\s\\S]))"}},"required":["street","zip"]}"#)
        #expect(schema.omissions.isEmpty)
    }

    @Test func keysFollowTheScenarioTheStrategyAndStrictMode() throws {
        let schema = try SchemaContact.rules.jsonSchema(
            for: .schemaSignUp, options: AssignmentOptions(keys: .snakeCase, isStrict: true))
        #expect(
            String(decoding: schema.jsonData, as: UTF8.self)
                == Self.prefix
                + #""type":"object","properties":{"first_name":{"type":"string","minLength":1},"#
                + #""phone":{"type":"string","anyOf":[{"const":""},{"pattern":"^\\+?[0-9 ]+"#
                + #"(?=(?:\\r\\n|[\\n\\x0B\\f\\r\\x85\\u2028\\u2029])?(?![\\s\\S]))"}]},"#
                + #""address":{"type":"object","properties":{"street":{"type":"string","minLength":1}},"#
                + #""required":["street"],"additionalProperties":false}},"required":["first_name","address"],"#
                + #""additionalProperties":false}"#)
        let lenient = try SchemaContact.rules.jsonSchema()
        let text = String(decoding: lenient.jsonData, as: UTF8.self)
        #expect(!text.contains("firstName"))
        #expect(!text.contains("additionalProperties"))
        #expect(!text.contains("isVerified"))
    }

    @Test func omissionsAreListedAndWrittenWhereTheyApply() throws {
        let schema = try SchemaProfile.rules.jsonSchema()
        #expect(
            schema.omissions.map(\.description).contains("passwordRepeat: Compare (compares with another attribute)"))
        #expect(schema.omissions.contains { $0.path == "code" && $0.rule == "Custom" })
        #expect(schema.omissions.contains { $0.path == "vatNumber" && $0.reason == "runs only when a condition holds" })
        #expect(schema.omissions.contains { $0.path == "username" && $0.rule == "Length" })
        // A warning never refuses a body: nothing to leave out.
        #expect(!schema.omissions.contains { $0.path == "nickname" })
        let text = String(decoding: schema.jsonData, as: UTF8.self)
        #expect(text.contains(#""passwordRepeat":{"type":"string","x-verdict-unchecked":[{"rule":"Compare""#))
    }

    @Test func unknownScenariosAndUnassignableModelsThrow() {
        #expect(throws: RuleSetError.self) { try SchemaAccount.rules.jsonSchema(for: .schemaUndeclared) }
        #expect(throws: RuleSetError.self) { try UnassignableModel.rules.jsonSchema() }
    }

    /// Built once per scenario, key strategy and strict mode; the second call builds nothing.
    @Test func theSchemaIsBuiltOncePerScenarioAndOptions() throws {
        let rules = RuleSet<SchemaItem> {
            Attribute(\.sku) { Required() }
        }
        let counter = ComputationCounter()
        try InputSchemaBox.$computations.withValue(counter) {
            let first = try rules.jsonSchema()
            #expect(counter.count == 1)
            let second = try rules.jsonSchema()
            #expect(counter.count == 1)
            #expect(first.jsonData == second.jsonData)
            _ = try rules.jsonSchema(options: AssignmentOptions(isStrict: true))
            _ = try rules.jsonSchema(options: AssignmentOptions(keys: .snakeCase))
            _ = try rules.jsonSchema(options: AssignmentOptions(keys: .snakeCase, maximumBytes: 10))
            #expect(counter.count == 3)
        }
    }

    @Test func aModelInsideItselfIsDescribedOnce() throws {
        let schema = try SchemaTree.rules.jsonSchema()
        #expect(
            String(decoding: schema.jsonData, as: UTF8.self)
                == Self.prefix
                + #""type":"object","properties":{"name":{"type":"string","minLength":1},"#
                + #""children":{"type":"array","items":{"type":"object"},"x-verdict-unchecked":[{"rule":"Nested","#
                + #""reason":"a model inside itself, or past the depth described"}]}},"required":["name"]}"#)
    }

    /// Types and their ranges, as assignment converts JSON to them.
    @Test(arguments: [
        (Int8.self as Any.Type, #"{"type":"integer","minimum":-128,"maximum":127}"#),
        (UInt64.self, #"{"type":"integer","minimum":0,"maximum":18446744073709551615}"#),
        (Double?.self, #"{"type":["number","null"]}"#),
        (Decimal.self, #"{"type":["number","string"]}"#),
        (URL.self, #"{"type":"string","minLength":1}"#),
        ([Bool].self, #"{"type":"array","items":{"type":"boolean"}}"#),
        (Set<String>.self, #"{"type":"array","items":{"type":"string"}}"#),
        (SchemaLevel?.self, #"{"type":["string","null"],"enum":["junior","senior",null]}"#),
        (KelvinUnit.self, #"{"type":"string"}"#),
        (Unreadable.self, "{}"),
    ])
    func typesBecomeJSONTypes(_ type: Any.Type, _ expected: String) {
        var bytes: [UInt8] = []
        ValueSchemas.schema(of: type).write(to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
    }
}

/// Raw values that Swift's `==` matches to other scalars (KELVIN SIGN): no `enum`.
enum KelvinUnit: String, CaseIterable {
    case kelvin = "K"
    case celsius = "C"
}
