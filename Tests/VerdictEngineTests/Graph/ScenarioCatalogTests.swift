import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Scenario catalog")
struct ScenarioCatalogTests {
    private struct Address {
        var zip = ""
        static let rules = RuleSet<Address> {
            Scenario(.shipping)
            Attribute(\.zip) { Required().on(.shipping) }
        }
    }

    private struct Order {
        var email = ""
        var address = Address()
        var note = ""
    }

    @Test func scenariosAreDeclaredByBlocksListsAttributeListsAndNestedRuleSets() {
        let rules = RuleSet<Order> {
            Scenario(.checkout) { Attribute(\.email) { Required() } }
            ActiveAttributes(.draft, \.note)
            Nested(\.address, Address.rules)
        }
        #expect(rules.catalog.declared == [.default, .checkout, .draft, .shipping])
        #expect(rules.catalog.diagnostics.isEmpty)
    }

    @Test func eachUndeclaredNameIsReportedOnceAtItsFirstUse() {
        let rules = RuleSet<Order> {
            Attribute(\.email) { Required().on(ScenarioName("chekout")) }
            Attribute(\.note) { Required().except(ScenarioName("chekout"), .drafts) }
        }
        let diagnostics = rules.catalog.diagnostics
        #expect(diagnostics.count == 2)
        #expect(diagnostics.allSatisfy { $0.kind == .unknownScenario })
        #expect(diagnostics.map(\.message).contains { $0.contains("'chekout'") })
        #expect(diagnostics.map(\.message).contains { $0.contains("'drafts'") })
    }

    @Test func aNameDeclaredInANestedRuleSetMayBeUsedByTheParent() {
        let rules = RuleSet<Order> {
            Nested(\.address, Address.rules)
            Attribute(\.email) { Required().on(.shipping) }
        }
        #expect(rules.catalog.diagnostics.isEmpty)
    }
}
