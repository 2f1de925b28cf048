import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Affected attributes")
struct AffectedAttributesTests {
    private struct Form {
        var a = ""
        var b = ""
        var c = ""
        var d = ""
        var flag = false
    }

    /// `b` compares with `a`; `c` fills itself from `b` (a filter); `d` compares with `c`.
    private static let chain = RuleSet<Form> {
        Attribute(\.a) { Required() }
        Attribute(\.b) { Compare(.equal, to: \.a) }
        Attribute(\.c) { Default(reads: [\.b]) { form, _ in form.b } }
        Attribute(\.d) { Compare(.equal, to: \.c) }
    }

    /// What an edit of each attribute affects, by name.
    @Test(arguments: [
        ("a", ["a", "b"]),
        ("b", ["b", "c", "d"]),
        ("c", ["c", "d"]),
        ("d", ["d"]),
    ])
    func anEditAffectsItsAttributeItsReadersAndThroughFiltersTheirReaders(edited: String, affected: [String])
        throws
    {
        let graph = Self.chain.compiledGraph()
        let position = try #require(graph.attributes.firstIndex { $0.name == edited })
        let result = graph.affected(byAttributes: [position])
        #expect(result.attributes.map { graph.attributes[$0].name } == affected)
        // Their nodes, in execution order, and the filtered ones among them.
        #expect(result.nodes == graph.nodes.indices.filter { result.attributes.contains(graph.nodes[$0].attribute) })
        #expect(result.filtered.map { graph.attributes[$0].name } == (affected.contains("c") ? ["c"] : []))
    }

    @Test func aConditionThatNamesNoReadsIsAffectedByEveryEdit() throws {
        let rules = RuleSet<Form> {
            Attribute(\.a) { Required() }
            Attribute(\.b) { Required().when { $0.flag } }
            Attribute(\.c) { Required().when(\.flag) }
        }
        let graph = rules.compiledGraph()
        let (a, b, c, flag) = try (
            graph.position(of: \Form.a), graph.position(of: \Form.b), graph.position(of: \Form.c),
            graph.position(of: \Form.flag)
        )
        #expect(graph.affected(byAttributes: [a]).attributes == [a, b])
        #expect(graph.affected(byAttributes: [flag]).attributes == [b, c])
        #expect(graph.affected(byAttributes: [c]).attributes == [b, c])
    }

    @Test func severalEditsAffectTheUnionOnce() throws {
        let graph = Self.chain.compiledGraph()
        let (a, b, d) = try (graph.position(of: \Form.a), graph.position(of: \Form.b), graph.position(of: \Form.d))
        let both = graph.affected(byAttributes: [a, d])
        #expect(Set(both.attributes) == [a, b, d])
        #expect(both.attributes.count == 3)
        #expect(both.nodes == both.nodes.sorted())
        #expect(
            Set(both.nodes) == Set(graph.nodesOfAttribute[a] + graph.nodesOfAttribute[b] + graph.nodesOfAttribute[d]))
    }

    @Test func anAttributeNoRuleReadsAffectsNothing() throws {
        let rules = RuleSet<Form> {
            Attribute(\.a) { Required() }
            Safe(\.b)
        }
        let graph = rules.compiledGraph()
        let affected = graph.affected(byAttributes: [try graph.position(of: \Form.b)])
        #expect(affected.attributes.isEmpty)
        #expect(affected.nodes.isEmpty)
        #expect(affected.filtered.isEmpty)
    }

    @Test func theIndexPerAttributeAgreesWithComputingItAgain() {
        let graph = Self.chain.compiledGraph()
        for attribute in graph.attributes.indices {
            let indexed = graph.affectedByAttribute[attribute]
            let computed = AffectedAttributes(
                edited: [attribute], nodes: graph.nodes, dependents: graph.dependents,
                nodesOfAttribute: graph.nodesOfAttribute, filteredAttributes: graph.filteredAttributes)
            #expect(indexed.attributes == computed.attributes)
            #expect(indexed.nodes == computed.nodes)
            #expect(indexed.filtered == computed.filtered)
        }
    }

    @Test func marksSharedByEveryAttributeGiveWhatFreshMarksGiveAndAreClearedAfterEach() {
        let graph = Self.chain.compiledGraph()
        var marks = AffectedAttributes.Marks()
        for attribute in graph.attributes.indices + graph.attributes.indices.reversed() {
            let shared = AffectedAttributes(
                edited: [attribute], nodes: graph.nodes, dependents: graph.dependents,
                nodesOfAttribute: graph.nodesOfAttribute, filteredAttributes: graph.filteredAttributes, marks: &marks)
            let fresh = AffectedAttributes(
                edited: [attribute], nodes: graph.nodes, dependents: graph.dependents,
                nodesOfAttribute: graph.nodesOfAttribute, filteredAttributes: graph.filteredAttributes)
            #expect(shared.attributes == fresh.attributes)
            #expect(shared.nodes == fresh.nodes)
            #expect(shared.filtered == fresh.filtered)
            #expect(marks.seen.isEmpty && marks.affected.isEmpty)
        }
    }

    // MARK: On hand-made nodes

    /// Nodes over attributes 0…, each as (attribute, writes, reads); the indexes made as the
    /// compiler makes them.
    private static func affected(edited: [Int], nodes specs: [(Int, Bool, Set<Int>?)]) -> AffectedAttributes {
        let nodes = specs.map {
            RuleNode(attribute: $0.0, writes: $0.1, reads: $0.2, label: "", step: Step { _, _ in })
        }
        let count = (nodes.map(\.attribute) + nodes.flatMap { $0.reads ?? [] }).max()! + 1
        let dependents = (0..<count).map { attribute in nodes.indices.filter { nodes[$0].depends(on: attribute) } }
        var nodesOfAttribute = Array(repeating: [Int](), count: count)
        for (position, node) in nodes.enumerated() { nodesOfAttribute[node.attribute].append(position) }
        return AffectedAttributes(
            edited: edited, nodes: nodes, dependents: dependents, nodesOfAttribute: nodesOfAttribute,
            filteredAttributes: AttributeMask(nodes.filter(\.writes).map(\.attribute)))
    }

    @Test func filtersThatReadEachOtherStillEndTheWalk() {
        // 0 and 1 are filters that read each other (a cycle the compiler reports); 2 reads 1.
        let result = Self.affected(edited: [0], nodes: [(0, true, [1]), (1, true, [0]), (2, false, [1])])
        #expect(result.attributes == [0, 1, 2])
        #expect(result.nodes == [0, 1, 2])
        #expect(result.filtered == [0, 1])
    }

    @Test func aValidatorIsAffectedButItsReadersAreNot() {
        // 1 reads 0 without writing; 2 reads 1: an edit of 0 cannot change what 2 sees.
        let result = Self.affected(edited: [0], nodes: [(0, false, []), (1, false, [0]), (2, false, [1])])
        #expect(result.attributes == [0, 1])
        #expect(result.filtered.isEmpty)
    }

    @Test func theNodesOfAnAffectedAttributeComeInExecutionOrder() {
        // Attribute 1 has two nodes around the one of attribute 0.
        let result = Self.affected(edited: [0], nodes: [(1, false, [0]), (0, false, []), (1, false, [])])
        #expect(result.attributes == [1, 0])
        #expect(result.nodes == [0, 1, 2])
    }
}
