import Foundation
import Testing
import VerdictValidation
@testable import VerdictTestSupport

// This file's job is to compile: every DSL shape once, with inferred types bound to explicit
// ones. If a signature changes in a way that breaks users, this file stops compiling.

private struct Shapes {
    var text = ""
    var optionalText: String?
    var number = 0
    var optionalNumber: Int?
    var decimal = 0.0
    var flag = false
    var list: [String] = []
    var choice = 1
    var other = ""
    var address = Address()
    var addresses: [Address] = []
    var computed: String { text }
}

/// A value rule's modifiers need no model: the result is kept and used in any model's field.
private let tooLong: ConfiguredRule<Length> = Length(max: 80).message("Too long.").code("text.long")
private let differs: AttributeRule<Shapes, String> = Compare(.notEqual, to: \Shapes.other).code("text.same")
private let conditional: AttributeRule<Shapes, String> = Required().when(\Shapes.flag)

private let reusable: RuleSet<Shapes> = RuleSet<Shapes> { Attribute(\.other) { Required() } }
private let includeOptional = true
private let words = ["a", "b"]
private let maximum: Int? = 12

private let allShapes: RuleSet<Shapes> = RuleSet<Shapes> {
    let field: Attribute<Shapes, String> = Attribute(\.text) {
        Trim()
        Filter { $0.lowercased() }
        Required()
        Required(equalTo: "x").on(.strict)
        Length(3)
        Length(1...9)
        Length(min: 1, max: 9)
        Match(#"^\w+$"#, not: false)
        Email(allowName: true, enableIDN: true)
        URLFormat(validSchemes: ["https"], defaultScheme: "https", enableIDN: true).on(.web)
        Number(min: 1, max: 2, integerOnly: true)
        BooleanFormat(trueValue: "sure", falseValue: "not sure", strict: true)
        In(["a", "b"], not: true)
        Characters.containsDigit
        Custom(message: "{attribute} is odd.") { $0.count % 2 == 0 }
        Compare(.notEqual, to: \.other)
        Compare(.equal, "x").except(.loose)
        Default("fallback")
        Length(max: 5).message("Short!").code("text.short").severity(.warning)
        Length(max: 6).skipOnEmpty(false).skipOnError(false)
        tooLong
        differs
        conditional
        Length(max: 7).when(\.flag)
        Length(max: 8).when(reads: [\.number]) { $0.number > 1 }
        if includeOptional { Length(max: 9) } else { Length(max: 10) }
        if includeOptional { Length(max: 11) }
        for word in words { Match(word, not: true) }
        if let maximum { Length(max: maximum) }
    }
    field
    let optional: Attribute<Shapes, String?> = Attribute(\.optionalText, label: "Nickname") {
        Length(max: 12)
        Required()
        Required(strict: true)  // on a non-optional attribute, it would never fail: a diagnostic
        Default("n/a")
    }
    optional
    Attribute(\.number) {
        Number(min: 0); Compare(.greater, 3); In([1, 2, 3])
    }
    Attribute(\.optionalNumber) {
        Number(max: 9); Compare(.lessOrEqual, 8)
    }
    Attribute(\.decimal) { Number(min: 0.5, integerOnly: false) }
    Attribute(\.flag) { BooleanFormat() }
    Attribute(\.list) {
        In(["a"], allowArray: true); Filter(skipOnArray: true) { $0 }
    }
    Attribute(readOnly: \.computed, name: "computed") { Required() }
    Attribute(\.choice) { Custom { $0 > 0 ? nil : RuleFailure(code: "choice.negative", template: "No.") } }
    let scenario: Scenario<Shapes> = Scenario(.a, .b) { Attribute(\.other) { Length(max: 3) } }
    scenario
    Scenario(.c, .d, .strict, .web, .loose)
    Attribute(\.other) { Required() }.on(.c).except(.d).when(\.flag)
    ActiveAttributes(.a, \.text, \.other, unsafe: \.flag)
    Safe(\.choice)
    Unsafe(\.flag)
    Constraint(\.other, reads: [\.text, \.other], code: "other.same", message: "Same.") { $0.text != $0.other }
    Constraint(\.other) { _ in nil }.severity(.warning)
    let nested: Nested<Shapes, Address> = Nested(\.address, Address.rules)
    nested
    Each(\.addresses, Address.rules)
    Each(\.list) {
        Trim(); Length(max: 3)
    }
    reusable
    if includeOptional { reusable } else { reusable }
    for _ in 0..<2 { reusable }
    if let maximum { Attribute(\.number) { Number(max: maximum) } }
}

@Suite("Compile-time shapes")
struct CompileTimeTests {
    @Test func everyShapeCompilesIntoARuleSet() throws {
        let scenarios: [ScenarioName] = allShapes.scenarios
        #expect(scenarios.contains(.default))
        #expect(scenarios.contains(.strict))
        let report: ValidationReport? = try allShapes.testValidate(Shapes(), scenario: .a).report
        #expect(report != nil)
    }
}
