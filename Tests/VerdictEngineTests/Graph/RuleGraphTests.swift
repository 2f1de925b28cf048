import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Rule graph")
struct RuleGraphTests {
    private struct Form {
        var a = ""
        var b = ""
        var c = ""
        var d = ""
    }

    /// The index is built in one pass over the nodes; it must list, for each attribute, exactly
    /// the nodes that depend on it, in order, as filtering every node for it would.
    @Test func dependentsIndexAgreesWithFilteringTheNodesOverRandomNodes() {
        var generator = SplitMix64(seed: 0x6465_7073)
        for _ in 0..<40 {
            let attributeCount = 1 + generator.below(10)
            let nodes = (0..<generator.below(30)).map { _ in
                let reads: Set<Int>? =
                    generator.below(6) == 0
                    ? nil : Set((0..<generator.below(4)).map { _ in generator.below(attributeCount) })
                return RuleNode(
                    attribute: generator.below(attributeCount), writes: generator.below(2) == 0, reads: reads,
                    label: "", step: Step { _, _ in })
            }
            let indexed = RuleGraph.dependents(of: nodes, attributeCount: attributeCount)
            let filtered = (0..<attributeCount).map { attribute in
                nodes.indices.filter { nodes[$0].depends(on: attribute) }
            }
            #expect(indexed == filtered)
        }
    }

    @Test func dependentsIndexNamesEveryRuleAnAttributeFeeds() throws {
        let rules = RuleSet<Form> {
            Attribute(\.a) {
                Trim(); Required()
            }
            Attribute(\.b) { Compare(.equal, to: \.a) }
            Attribute(\.c) { Required().when(reads: [\.b]) { $0.b.isEmpty } }
        }
        let graph = rules.compiledGraph()
        let a = try graph.position(of: \Form.a)
        let b = try graph.position(of: \Form.b)
        let c = try graph.position(of: \Form.c)
        #expect(
            graph.dependents[a].map { graph.nodes[$0].label } == [
                "Attribute(\\Form.a) › Trim, Required", "Attribute(\\Form.b) › Compare",
            ])
        #expect(
            graph.dependents[b].map { graph.nodes[$0].label } == [
                "Attribute(\\Form.b) › Compare", "Attribute(\\Form.c) › Required",
            ])
        #expect(graph.dependents[c].count == 1)
    }

    private static let rules = RuleSet<Form> {
        Attribute(\.a) { Required() }
        Attribute(\.b) { Trim() }
        Attribute(\.a) { Length(max: 1) }
        Attribute(\.c) {
            Trim(); Required()
        }
    }

    @Test func attributesAreFoundByKeyPath() {
        let graph = Self.rules.compiledGraph()
        #expect(graph.attribute(for: KeyPathBox(\Form.a)) == 0)
        #expect(graph.attribute(for: KeyPathBox(\Form.c)) == 2)
        #expect(graph.attribute(for: KeyPathBox(\Form.d)) == nil)
        #expect(graph.modelName == "Form")
    }

    @Test func eachAttributeIndexesItsNodesInExecutionOrder() {
        let graph = Self.rules.compiledGraph()
        #expect(graph.nodesOfAttribute == [[0, 1], [2], [3]])
        #expect(graph.steps.map(\.attribute) == [0, 0, 1, 2])
    }

    @Test func theGraphKnowsWhichAttributesFiltersWrite() {
        let graph = Self.rules.compiledGraph()
        #expect(graph.writesValues)
        #expect(graph.filteredList == [1, 2])
        #expect(!RuleSet<Form> { Attribute(\.a) { Required() } }.compiledGraph().writesValues)
    }

    @Test(arguments: [
        ([0], ["a required"]), ([1, 2], ["c required"]), ([2], ["c required"]), ([Int](), []),
    ])
    func aRunOfSomeAttributesRunsOnlyTheirNodes(only: [Int], expected: [String]) {
        var form = Form(b: " b ", c: " ")
        let run = Self.rules.compiledGraph().evaluate(&form, only: only)
        #expect(run.pairs == expected)
        #expect(form.b == (only.contains(1) ? "b" : " b "))
    }

    @Test func aStoppedRunRunsNoFurtherNode() {
        var form = Form(b: " b ", c: " ")
        let run = Self.rules.compiledGraph().evaluate(&form, stopsAtFirstError: true)
        #expect(run.stopped)
        #expect(form.b == " b ", "the filter of `b` comes after the failing rule of `a`")
        #expect(form.c == " ")
    }

    @Test func anEditOfOneAttributeIsLookedUpAndOfSeveralComputed() {
        let graph = Self.rules.compiledGraph()
        for attribute in graph.attributes.indices {
            #expect(graph.affected(byAttributes: [attribute]).nodes == graph.affectedByAttribute[attribute].nodes)
        }
        #expect(graph.affected(byAttributes: [0, 2]).nodes == [0, 1, 3])
    }
}
