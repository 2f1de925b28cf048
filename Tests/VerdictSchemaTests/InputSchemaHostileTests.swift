import Foundation
import Testing

@testable import VerdictAssignment
@testable import VerdictSchema
@testable import VerdictTestSupport
@testable import VerdictValidation

/// A layer of a deep chain of distinct nested types.
protocol SchemaLayer: AssignableModel, Sendable {
    static var layerRules: RuleSet<Self> { get }
}

struct SchemaLeaf: SchemaLayer {
    var name = ""
    static var layerRules: RuleSet<SchemaLeaf> { RuleSet { Attribute(\.name) { Required() } } }
}

struct SchemaWrap<Inner: SchemaLayer>: SchemaLayer {
    var inner = Inner()
    static var layerRules: RuleSet<SchemaWrap> { RuleSet { Nested(\.inner, Inner.layerRules) } }
}

/// 40 nested models, each of its own type.
typealias SchemaDeepChain = SchemaWrap<
    SchemaWrap<
        SchemaWrap<
            SchemaWrap<
                SchemaWrap<
                    SchemaWrap<
                        SchemaWrap<
                            SchemaWrap<
                                SchemaWrap<
                                    SchemaWrap<
                                        SchemaWrap<
                                            SchemaWrap<
                                                SchemaWrap<
                                                    SchemaWrap<
                                                        SchemaWrap<
                                                            SchemaWrap<
                                                                SchemaWrap<
                                                                    SchemaWrap<
                                                                        SchemaWrap<
                                                                            SchemaWrap<
                                                                                SchemaWrap<
                                                                                    SchemaWrap<
                                                                                        SchemaWrap<
                                                                                            SchemaWrap<
                                                                                                SchemaWrap<
                                                                                                    SchemaWrap<
                                                                                                        SchemaWrap<
                                                                                                            SchemaWrap<
                                                                                                                SchemaWrap<
                                                                                                                    SchemaWrap<
                                                                                                                        SchemaWrap<
                                                                                                                            SchemaWrap<
                                                                                                                                SchemaWrap<
                                                                                                                                    SchemaWrap<
                                                                                                                                        SchemaWrap<
                                                                                                                                            SchemaWrap<
                                                                                                                                                SchemaWrap<
                                                                                                                                                    SchemaWrap<
                                                                                                                                                        SchemaWrap<
                                                                                                                                                            SchemaWrap<
                                                                                                                                                                SchemaLeaf
                                                                                                                                                            >
                                                                                                                                                        >
                                                                                                                                                    >
                                                                                                                                                >
                                                                                                                                            >
                                                                                                                                        >
                                                                                                                                    >
                                                                                                                                >
                                                                                                                            >
                                                                                                                        >
                                                                                                                    >
                                                                                                                >
                                                                                                            >
                                                                                                        >
                                                                                                    >
                                                                                                >
                                                                                            >
                                                                                        >
                                                                                    >
                                                                                >
                                                                            >
                                                                        >
                                                                    >
                                                                >
                                                            >
                                                        >
                                                    >
                                                >
                                            >
                                        >
                                    >
                                >
                            >
                        >
                    >
                >
            >
        >
    >
>

@Suite("RuleSet.jsonSchema on hostile declarations")
struct InputSchemaHostileTests {
    /// Described as deep as assignment goes (32 levels), then any object, with the omission named.
    @Test func aDeepChainOfNestedModelsStopsAtAssignmentsDepth() throws {
        let schema = try SchemaDeepChain.layerRules.jsonSchema()
        let text = String(decoding: schema.jsonData, as: UTF8.self)
        #expect(text.components(separatedBy: #""inner":"#).count - 1 == AssignmentRun.maximumNesting)
        #expect(schema.omissions.count == 1)
        #expect(schema.omissions.first?.reason == "a model inside itself, or past the depth described")
        #expect(schema.omissions.first?.path.components.count == AssignmentRun.maximumNesting)
    }

    /// The work grows with the declarations, not faster: a model with 4,000 rules on one
    /// attribute lists each rule it leaves out once, and its document grows linearly.
    @Test func manyRulesCostLinearly() throws {
        func rules(_ count: Int) -> RuleSet<SchemaItem> {
            RuleSet<SchemaItem> {
                Attribute(\.sku) {
                    for index in 0..<count {
                        Custom<String> { $0.count == index ? RuleFailure(code: "no", template: "No.") : nil }
                    }
                }
            }
        }
        let small = try rules(1_000).jsonSchema()
        let large = try rules(4_000).jsonSchema()
        #expect(small.omissions.count == 1_000)
        #expect(large.omissions.count == 4_000)
        let perRule = Double(large.jsonData.count - small.jsonData.count) / 3_000
        #expect(Double(large.jsonData.count) <= perRule * 4_000 + 200)
    }
}
