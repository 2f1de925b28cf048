import Foundation
import Testing

@testable import VerdictAssignment
@testable import VerdictSchema
@testable import VerdictTestSupport
@testable import VerdictValidation

/// A required attribute under a dotted name: the body must hold the group (`address`).
private struct DottedZip: AssignableModel, Sendable {
    var zip = ""
    var note = ""

    static let rules = RuleSet<DottedZip> {
        Attribute(\.zip, name: "address.zip") { Required() }
        Attribute(\.note) { Required() }
    }
}

/// A required attribute two dotted levels down.
private struct DeepDotted: AssignableModel, Sendable {
    var code = ""

    static let rules = RuleSet<DeepDotted> {
        Attribute(\.code, name: "a.b.code") { Required() }
    }
}

/// The nested model of ``UnsafeInNested``.
private struct ContactCard: AssignableModel, Sendable {
    var name = ""
    var isVerified = false

    static let rules = RuleSet<ContactCard> {
        Attribute(\.name) { Required() }
        Safe(\.isVerified)
    }
}

/// An attribute of a nested model marked unsafe by its parent, before or after the nested model.
private struct UnsafeInNested: AssignableModel, Sendable {
    var card = ContactCard()

    static let rules = RuleSet<UnsafeInNested> {
        Nested(\.card, ContactCard.rules)
        Unsafe(\.card.isVerified)
    }
}

private struct UnsafeBeforeNested: AssignableModel, Sendable {
    var card = ContactCard()

    static let rules = RuleSet<UnsafeBeforeNested> {
        Unsafe(\.card.isVerified)
        Nested(\.card, ContactCard.rules)
    }
}

/// The nested model of ``UnsafeRequiredInNested``: a key it requires.
private struct Consent: AssignableModel, Sendable {
    var name = ""
    var accepted = false

    static let rules = RuleSet<Consent> {
        Attribute(\.name) { Required() }
        Attribute(\.accepted) { Required(equalTo: true) }
    }
}

/// A required attribute of a nested model marked unsafe by its parent: no body passes.
private struct UnsafeRequiredInNested: AssignableModel, Sendable {
    var consent = Consent()

    static let rules = RuleSet<UnsafeRequiredInNested> {
        Nested(\.consent, Consent.rules)
        Unsafe(\.consent.accepted)
    }
}

/// Two attributes under one key: the schema cannot state either, and says so.
private struct TwoAtOneKey: AssignableModel, Sendable {
    var first = ""
    var second = ""

    static let rules = RuleSet<TwoAtOneKey> {
        Attribute(\.first, name: "code") { Required() }
        Attribute(\.second, name: "code.part") { Required() }
    }
}

/// A case: the rule set's schema with some options, and how Verdict judges a body.
private struct DroppedCase: Sendable, CustomTestStringConvertible {
    let name: String
    let schema: @Sendable () throws -> InputSchema
    let accepts: @Sendable (String) throws -> Bool
    let bodies: [String]

    var testDescription: String { name }

    static func of<Model: AssignableModel & SendableMetatype>(
        _ name: String, _ rules: RuleSet<Model>, isStrict: Bool = false, bodies: [String]
    ) -> DroppedCase {
        DroppedCase(
            name: name, schema: { try rules.jsonSchema(options: AssignmentOptions(isStrict: isStrict)) },
            accepts: { body in
                var model = Model()
                return try rules.assign(
                    .json(Data(body.utf8)), to: &model, options: AssignmentOptions(isStrict: isStrict)
                ).report.isValid
            }, bodies: bodies)
    }
}

/// What a schema leaves out is named: a body that the schema accepts and Verdict refuses is only
/// allowed when `InputSchema.omissions` lists something (issue 37).
@Suite("JSON Schema names every constraint it drops")
struct InputSchemaDroppedConstraintTests {
    private static let cases: [DroppedCase] = [
        .of(
            "dotted name", DottedZip.rules,
            bodies: [
                "{}", #"{"note":"x"}"#, #"{"address":{}}"#, #"{"address":{"zip":""}}"#, #"{"address":{"zip":"1"}}"#,
            ]),
        .of(
            "two dotted levels", DeepDotted.rules,
            bodies: ["{}", #"{"a":{}}"#, #"{"a":{"b":{}}}"#, #"{"a":{"b":{"code":"x"}}}"#]),
        .of(
            "unsafe attribute of a nested model", UnsafeInNested.rules,
            bodies: [
                "{}", #"{"card":{}}"#, #"{"card":{"name":""}}"#, #"{"card":{"name":"Ann"}}"#,
                #"{"card":{"name":"Ann","isVerified":true}}"#, #"{"card":{"name":"Ann","isVerified":"no"}}"#,
            ]),
        .of(
            "unsafe attribute of a nested model, strict", UnsafeInNested.rules, isStrict: true,
            bodies: [
                "{}", #"{"card":{}}"#, #"{"card":{"name":"Ann"}}"#, #"{"card":{"name":"Ann","isVerified":true}}"#,
            ]),
        .of(
            "unsafe attribute declared before its nested model", UnsafeBeforeNested.rules,
            bodies: ["{}", #"{"card":{}}"#, #"{"card":{"name":"Ann"}}"#, #"{"card":{"name":"Ann","isVerified":1}}"#]),
        .of(
            "required unsafe attribute of a nested model", UnsafeRequiredInNested.rules,
            bodies: [
                "{}", #"{"consent":{"name":"Ann"}}"#, #"{"consent":{"name":"Ann","accepted":true}}"#,
            ]),
        .of(
            "two attributes at one key", TwoAtOneKey.rules,
            bodies: ["{}", #"{"code":""}"#, #"{"code":"x"}"#, #"{"code":{"part":"y"}}"#]),
    ]

    /// Never stricter than Verdict; and where it accepts a body that Verdict refuses, an
    /// omission says why.
    @Test(arguments: cases)
    fileprivate func aBodyThatOnlyVerdictRefusesHasAnOmission(_ dropped: DroppedCase) throws {
        let schema = try dropped.schema()
        let evaluator = try SchemaEvaluator(schema.jsonData)
        let document = String(decoding: schema.jsonData, as: UTF8.self)
        for body in dropped.bodies {
            let verdict = try dropped.accepts(body)
            let bySchema = evaluator.accepts(try JSONInputReader.read(Data(body.utf8), maximumDepth: 64))
            #expect(bySchema || !verdict, "\(dropped.name): the schema refuses \(body), which Verdict accepts")
            #expect(
                verdict || !bySchema || !schema.omissions.isEmpty,
                "\(dropped.name): \(body) is accepted by \(document) and refused by Verdict, with no omission")
        }
    }

    /// A dotted name's group is required when a key inside it is.
    @Test func aGroupWithARequiredKeyIsRequired() throws {
        let schema = try DottedZip.rules.jsonSchema()
        #expect(
            String(decoding: schema.jsonData, as: UTF8.self)
                == InputSchemaTests.prefix
                + #""type":"object","properties":{"address":{"type":"object","properties":{"zip":"#
                + #"{"type":"string","minLength":1}},"required":["zip"]},"note":{"type":"string","minLength":1}},"#
                + #""required":["address","note"]}"#)
        #expect(schema.omissions.isEmpty)
        // The body of a PATCH requires no key, at any level.
        let patch = try DottedZip.rules.componentSchema(
            for: .default, options: AssignmentOptions(), requiresKeys: false)
        #expect(!String(decoding: patch, as: UTF8.self).contains("required"))
    }

    /// The parent's unsafe attribute is taken out of the nested model's object, as assignment
    /// takes it out of the nested model's input; the rest of the object stays.
    @Test(arguments: [false, true])
    func anUnsafeAttributeOfANestedModelIsLeftOutOfItsObject(declaredFirst: Bool) throws {
        let options = AssignmentOptions(isStrict: true)
        let schema =
            try declaredFirst
            ? UnsafeBeforeNested.rules.jsonSchema(options: options) : UnsafeInNested.rules.jsonSchema(options: options)
        #expect(
            String(decoding: schema.jsonData, as: UTF8.self)
                == InputSchemaTests.prefix
                + #""type":"object","properties":{"card":{"type":"object","properties":{"name":"#
                + #"{"type":"string","minLength":1}},"required":["name"],"additionalProperties":false}},"#
                + #""required":["card"],"additionalProperties":false}"#)
        #expect(schema.omissions.isEmpty)
    }

    /// A required key taken out of a nested model's object: its value always fails, and the
    /// omission says so.
    @Test func aRequiredKeyTakenOutIsNamed() throws {
        let schema = try UnsafeRequiredInNested.rules.jsonSchema()
        #expect(!String(decoding: schema.jsonData, as: UTF8.self).contains(#""accepted":{"#))
        #expect(schema.omissions.map(\.rule) == ["rules of consent.accepted"])
        #expect(schema.omissions.map(\.reason) == ["the attribute is validated but not assigned"])
    }

    /// Where the schema allows any value at a key, the omission names it.
    @Test func twoAttributesAtOneKeyAreNamed() throws {
        let schema = try TwoAtOneKey.rules.jsonSchema()
        #expect(
            schema.omissions.map(\.description) == [
                "code: Attribute (two declarations at one key: any value is allowed)"
            ])
    }
}
