import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("The comparison of an Each's elements, built by its initializer")
struct ElementEqualityTests {
    /// Padding between its properties, and a value that may be unequal to itself.
    struct Reading: Equatable {
        var valid = true
        var value = 0.0

        static let rules = RuleSet<Reading> { Attribute(\.value) { Number(min: 0) } }
    }

    final class Box {
        var value = 0
        static let rules = RuleSet<Box> { Attribute(\.value) { Number(min: 0) } }
    }

    struct Opaque {
        var value = 0
        static let rules = RuleSet<Opaque> { Attribute(\.value) { Number(min: 0) } }
    }

    struct Sheet {
        var readings: [Reading] = []
        var boxes: [Box] = []
        var opaques: [Opaque] = []
        var tags: [String] = []
    }

    /// The comparison that `each` recorded in its declaration.
    private func elements<Model, Element>(_ each: Each<Model, Element>) throws -> ElementEquality<Element> {
        guard case .nested(let nested) = try #require(each.ruleSet.declarations.first) else {
            Issue.record("not a nested declaration")
            throw CancellationError()
        }
        let typed = try #require(nested as? TypedNested<Model, Element>)
        return try #require(typed.elements)
    }

    @Test func anEachOfEquatableValuesComparesThemByEquality() throws {
        let readings = try elements(Each(\Sheet.readings, Reading.rules))
        #expect(readings.same(Reading(value: 1), Reading(value: 1)))
        #expect(readings.same(Reading(value: 0), Reading(value: -0.0)))
        #expect(!readings.same(Reading(value: .nan), Reading(value: .nan)))
        #expect(!readings.same(Reading(valid: true), Reading(valid: false)))
        let changed = try #require(readings.changed)
        let old = [Reading(value: .nan), Reading(value: 1), Reading(value: 0)]
        var new = old
        new[1].value = 2
        new[2].value = -0.0
        #expect(changed(old, new) == [0, 1])
        #expect(changed(old, [Reading()]) == nil)
    }

    @Test func anEachOfValuesWithFieldRulesComparesThemByEquality() throws {
        let tags = try elements(Each(\Sheet.tags) { Length(max: 20) })
        #expect(tags.same("a", "a"))
        #expect(!tags.same("a", "b"))
        let changed = try #require(tags.changed)
        #expect(changed(["a", "b", "c"], ["a", "x", "c"]) == [1])
    }

    @Test func anEachOfClassesComparesThemByIdentityAndNeverWholeArrays() throws {
        let boxes = try elements(Each(\Sheet.boxes, Box.rules))
        let box = Box()
        #expect(boxes.same(box, box))
        #expect(!boxes.same(box, Box()))
        #expect(boxes.changed == nil)
    }

    @Test func anEachOfValuesThatAreNotEquatableNeverSeesThemUnchanged() throws {
        let opaques = try elements(Each(\Sheet.opaques, Opaque.rules))
        #expect(!opaques.same(Opaque(), Opaque()))
        #expect(opaques.changed == nil)
    }

    @Test func theGraphsElementStepUsesTheRecordedComparison() throws {
        var sheet = Sheet(readings: [Reading(value: 1), Reading(value: 2)])
        let graph = RuleSet<Sheet> { Each(\.readings, Reading.rules) }.compiledGraph()
        _ = graph.evaluate(&sheet)
        let attribute = try #require(graph.attribute(for: KeyPathBox(\Sheet.readings)))
        let step = try #require(graph.elementStep(of: attribute))
        let changed = try #require(step.changedElements)
        #expect(changed(sheet.readings, [Reading(value: 1), Reading(value: 3)]) == [1])
    }

    @Test func aDeclarationWithoutARecordedComparisonIsComparedByTheGraph() throws {
        let nested = TypedNested<Sheet, Reading>(
            access: .each(\.readings), name: "readings", location: SourceLocation(fileID: "f", line: 1)
        ) { Reading.rules.list }
        #expect(nested.elements == nil)
        var sheet = Sheet(readings: [Reading(value: 1)])
        let graph = RuleSet<Sheet>(declarations: [.nested(nested)]).compiledGraph()
        _ = graph.evaluate(&sheet)
        let attribute = try #require(graph.attribute(for: KeyPathBox(\Sheet.readings)))
        let changed = try #require(graph.elementStep(of: attribute)?.changedElements)
        #expect(changed([Reading(value: .nan)], [Reading(value: .nan)]) == [0])
    }
}
