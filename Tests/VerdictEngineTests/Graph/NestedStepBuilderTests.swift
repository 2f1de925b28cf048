import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Nested steps")
struct NestedStepBuilderTests {
    struct Line: Equatable {
        var sku = ""
        var qty = 0

        static let rules = RuleSet<Line> {
            Attribute(\.sku) {
                Trim(); Required()
            }
            Attribute(\.qty) { Number(min: 1) }
        }
    }

    private struct Cart: Equatable {
        var items: [Line] = []
        var tags: [String] = []
        var keywords: [String] = []
        var gift: Line?
        var main = Line(sku: "x", qty: 1)
        var isGift = false
    }

    /// A tree of categories: a model that nests its own type.
    private struct Category: Equatable {
        var name = ""
        var children: [Category] = []

        static let rules: RuleSet<Category> = RuleSet {
            Attribute(\.name) {
                Trim(); Required()
            }
            Each(\.children, Category.rules)
        }
    }

    // MARK: Paths and key paths

    @Test func aNestedModelsErrorsArePrefixedWithItsPathAndKeyPath() throws {
        let rules = RuleSet<Cart> { Nested(\.main, Line.rules) }
        var cart = Cart(main: Line(sku: "", qty: 0))
        let run = rules.compiledGraph().evaluate(&cart)
        #expect(run.pairs == ["main.sku required", "main.qty number.tooSmall"])
        #expect(run.errors.map(\.keyPath) == [\Cart.main.sku, \Cart.main.qty])
        #expect(run.errors.map(\.label) == ["Sku", "Qty"])
    }

    @Test(
        arguments: [
            (nil, [String]()),
            (Line(sku: "a", qty: 1), []),
            (Line(sku: "a", qty: 0), ["gift.qty number.tooSmall"]),
        ] as [(Line?, [String])])
    func anOptionalChildIsValidatedOnlyWhenPresent(gift: Line?, expected: [String]) {
        let rules = RuleSet<Cart> { Nested(\.gift, Line.rules) }
        var cart = Cart(gift: gift)
        let run = rules.compiledGraph().evaluate(&cart)
        #expect(run.pairs == expected)
        if !expected.isEmpty { #expect(run.errors.first?.keyPath == \Cart.gift!.qty) }
    }

    @Test func eachElementsErrorsCarryItsIndex() {
        let rules = RuleSet<Cart> { Each(\.items, Line.rules) }
        var cart = Cart(items: [Line(sku: "a", qty: 1), Line(sku: "b", qty: 2), Line(sku: "c", qty: 0)])
        let run = rules.compiledGraph().evaluate(&cart)
        #expect(run.pairs == ["items[2].qty number.tooSmall"])
        #expect(run.errors.first?.keyPath == \Cart.items[2].qty)
    }

    // MARK: Element labels

    @Test func valueElementsAreLabelledByTheirPositionFromOne() throws {
        let rules = RuleSet<Cart> {
            Each(\.tags) { Required() }
            Each(\.keywords, label: "Search term") { Length(max: 3) }
        }
        var cart = Cart(tags: ["a", "b", ""], keywords: ["long one"])
        let errors = rules.compiledGraph().evaluate(&cart).errors
        #expect(errors.map(\.path) == ["tags[2]", "keywords[0]"])
        #expect(
            errors.map(\.message) == ["Tag 3 cannot be blank.", "Search term 1 must contain at most 3 characters."])
        #expect(errors.first?.keyPath == \Cart.tags[2])
    }

    @Test func modelElementsKeepTheirAttributesLabels() {
        let rules = RuleSet<Cart> { Each(\.items, Line.rules) }
        var cart = Cart(items: [Line(sku: "", qty: 1)])
        #expect(rules.compiledGraph().evaluate(&cart).errors.map(\.label) == ["Sku"])
    }

    // MARK: Filters written back

    @Test func whatTheChildsFiltersWriteReachesTheParent() {
        let rules = RuleSet<Cart> {
            Nested(\.main, Line.rules)
            Nested(\.gift, Line.rules)
            Each(\.items, Line.rules)
            Each(\.tags) { Trim() }
        }
        var cart = Cart(
            items: [Line(sku: " a ", qty: 1), Line(sku: "b  ", qty: 1)], tags: [" x", "y "],
            gift: Line(sku: "  g", qty: 1), main: Line(sku: "m ", qty: 1))
        #expect(rules.compiledGraph().evaluate(&cart).errors.isEmpty)
        #expect(cart.items.map(\.sku) == ["a", "b"])
        #expect(cart.tags == ["x", "y"])
        #expect(cart.gift?.sku == "g")
        #expect(cart.main.sku == "m")
    }

    // MARK: Conditions, earlier failures, the fast mode

    @Test(arguments: [(false, [String]()), (true, ["gift.sku required"])])
    func aNestedRuleSetRunsOnlyWhereItsConditionHolds(isGift: Bool, expected: [String]) {
        let rules = RuleSet<Cart> { Nested(\.gift, Line.rules).when(\.isGift) }
        var cart = Cart(gift: Line(sku: "", qty: 1), isGift: isGift)
        #expect(rules.compiledGraph().evaluate(&cart).pairs == expected)
    }

    @Test func aNestedRuleSetIsSkippedWhenAnEarlierRuleFailedItsAttribute() {
        let rules = RuleSet<Cart> {
            Constraint(\.items, code: "cart.tooMany") { $0.items.count <= 2 }
            Each(\.items, Line.rules)
        }
        let graph = rules.compiledGraph()
        var many = Cart(items: Array(repeating: Line(), count: 3))
        #expect(graph.evaluate(&many).pairs == ["items cart.tooMany"])
        var few = Cart(items: [Line(sku: "a", qty: 1), Line()])
        #expect(graph.evaluate(&few).pairs == ["items[1].sku required", "items[1].qty number.tooSmall"])
    }

    @Test func aChildsErrorFailsTheParentsAttribute() throws {
        let rules = RuleSet<Cart> {
            Each(\.items, Line.rules)
            Constraint(\.items, code: "cart.empty") { !$0.items.isEmpty }
        }
        let graph = rules.compiledGraph()
        var cart = Cart(items: [Line()])
        let run = graph.evaluate(&cart)
        #expect(run.hasFailed(try graph.position(of: \Cart.items)))
        #expect(!run.pairs.contains("items cart.empty"))
    }

    @Test(arguments: [false, true])
    func theFastModeStopsAtTheFirstFailingElement(stopsAtFirstError: Bool) {
        let rules = RuleSet<Cart> {
            Each(\.tags) {
                Trim(); Required()
            }
        }
        var cart = Cart(tags: ["  ", " b "])
        let run = rules.compiledGraph().evaluate(&cart, stopsAtFirstError: stopsAtFirstError)
        #expect(run.stopped == stopsAtFirstError)
        // The first element is filtered either way; the second only when the run went on.
        #expect(cart.tags == (stopsAtFirstError ? ["", " b "] : ["", "b"]))
        #expect(run.pairs == (stopsAtFirstError ? [] : ["tags[0] required"]))
    }

    // MARK: Trees

    @Test func aTreeIsValidatedAtEveryDepthWithTheRecursionResolvedAsItRuns() {
        let leaf = Category(name: " ")
        var tree = Category(
            name: " root ",
            children: [
                Category(name: "a", children: [Category(name: "b", children: [leaf])]), Category(name: " c "),
            ])
        let run = Category.rules.compiledGraph().evaluate(&tree)
        #expect(run.pairs == ["children[0].children[0].children[0].name required"])
        #expect(run.errors.first?.keyPath == \Category.children[0].children[0].children[0].name)
        #expect(tree.name == "root")
        #expect(tree.children[1].name == "c")
        #expect(tree.children[0].children[0].children[0].name == "")
    }

    @Test func aChildGraphIsEitherCompiledOrResolvedEachTimeItIsAskedFor() {
        let graph = Line.rules.compiledGraph()
        #expect(NestedStepBuilder.ChildGraph.compiled(graph).graph(of: Line.self) === graph)
        let asked = Counter()
        let recursive = NestedStepBuilder.ChildGraph.recursive {
            asked.increment()
            return graph
        }
        #expect(recursive.graph(of: Line.self) === graph)
        #expect(recursive.graph(of: Line.self) === graph)
        #expect(asked.value == 2)
    }
}

/// A count that a `@Sendable` closure may bump.
private final class Counter: @unchecked Sendable {
    private(set) var value = 0
    func increment() { value += 1 }
}
