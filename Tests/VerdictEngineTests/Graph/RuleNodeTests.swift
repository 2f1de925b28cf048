import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Rule nodes")
struct RuleNodeTests {
    private struct Form {
        var a = ""
        var b = ""
        var c = ""
        var flag = false
    }

    private static func node(attribute: Int, reads: Set<Int>?) -> RuleNode {
        RuleNode(attribute: attribute, writes: false, reads: reads, label: "node", step: Step { _, _ in })
    }

    @Test(
        arguments: [
            // (attribute, reads, other, depends)
            (1, [], 1, true),
            (1, [], 0, false),
            (1, [0, 2], 2, true),
            (1, [0, 2], 3, false),
            (1, nil, 0, true),
            (1, nil, 99, true),
        ] as [(Int, Set<Int>?, Int, Bool)])
    func aNodeDependsOnItsOwnAttributeAndWhatItReads(attribute: Int, reads: Set<Int>?, other: Int, depends: Bool) {
        #expect(Self.node(attribute: attribute, reads: reads).depends(on: other) == depends)
    }

    @Test func compiledNodesSayWhatTheyWriteAndRead() throws {
        let rules = RuleSet<Form> {
            Attribute(\.a) {
                Trim(); Required()
            }
            Attribute(\.b) { Compare(.equal, to: \.a) }
            Attribute(\.c) { Required().when { $0.flag } }
            Constraint(\.c, reads: [\.a, \.b]) { $0.a != $0.b }
        }
        let graph = rules.compiledGraph()
        let a = try graph.position(of: \Form.a)
        let b = try graph.position(of: \Form.b)
        let c = try graph.position(of: \Form.c)
        #expect(graph.nodes.map(\.attribute) == [a, b, c, c])
        #expect(graph.nodes.map(\.writes) == [true, false, false, false])
        #expect(graph.nodes[0].reads == [])
        #expect(graph.nodes[1].reads == [a])
        #expect(graph.nodes[2].reads == nil, "a condition that names no reads reads everything")
        #expect(graph.nodes[3].reads == [a, b])
        #expect(graph.nodes[3].label.hasPrefix("Constraint(\\Form.c) at VerdictEngineTests/RuleNodeTests.swift:"))
    }

    @Test(arguments: [
        ("email", ["email"]),
        ("contact.email", ["contact", "email"]),
        ("", [String]()),
    ])
    func anAttributeNodesPathIsItsNameSplitAtDots(name: String, components: [String]) {
        let node = AttributeNode(keyPath: KeyPathBox(\Form.a), name: name, label: "A")
        #expect(node.path == AttributePath(components.map(AttributePath.Component.property)))
    }

    @Test func renamingAnAttributeNodeRecomputesItsPath() {
        var node = AttributeNode(keyPath: KeyPathBox(\Form.a), name: nil, label: "Value")
        #expect(node.path.components.isEmpty)
        node.name = "form.a"
        #expect(node.path.description == "form.a")
        node.name = nil
        #expect(node.path.components.isEmpty)
    }

    @Test func anAttributeNodeStartsInactiveAndUnvalidated() {
        let node = AttributeNode(keyPath: KeyPathBox(\Form.b), name: "b", label: "B")
        #expect(!node.isActive && !node.isUnsafe && !node.isDecided)
        #expect(node.keyPath == KeyPathBox(\Form.b))
        #expect(node.label == "B")
    }

    @Test func compiledAttributeNodesAreActiveAndValidatedAsTheScenarioSays() throws {
        let rules = RuleSet<Form> {
            Attribute(\.a) { Required() }
            Attribute(\.b) { Compare(.equal, to: \.c) }
            Unsafe(\.flag)
        }
        let graph = rules.compiledGraph()
        let nodes = try [\Form.a, \Form.b, \Form.c, \Form.flag].map { graph.attributes[try graph.position(of: $0)] }
        #expect(nodes.map(\.isActive) == [true, true, false, true])
        #expect(nodes.map(\.isUnsafe) == [false, false, false, true])
        // `c` has no rule of its own, but the comparison on `b` depends on it.
        #expect(nodes.map(\.isDecided) == [true, true, true, false])
        #expect(nodes.map(\.label) == ["A", "B", "C", "Flag"])
    }
}
