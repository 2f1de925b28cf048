import Testing
import VerdictValidation
@testable import VerdictTestSupport

@Suite("Rule diagnostics")
struct RuleDiagnosticTests {
    @Test(arguments: [
        (RuleDiagnostic.Kind.filterCycle, "filterCycle"),
        (.unknownScenario, "unknownScenario"),
        (.unnamedKeyPath, "unnamedKeyPath"),
        (.invalidName, "invalidName"),
        (.readOnlyFilter, "readOnlyFilter"),
        (.invalidRule, "invalidRule"),
    ])
    func kindsHaveStableNames(kind: RuleDiagnostic.Kind, name: String) {
        #expect(kind.rawValue == name)
        #expect(kind.description == name)
        #expect(RuleDiagnostic.Kind(rawValue: name) == kind)
    }

    @Test func kindsAreDistinctAndMatchInASwitch() {
        let kinds: [RuleDiagnostic.Kind] = [
            .filterCycle, .unknownScenario, .unnamedKeyPath, .invalidName, .readOnlyFilter, .invalidRule,
        ]
        #expect(Set(kinds).count == kinds.count)
        let names = kinds.map { kind in
            switch kind {
            case .filterCycle: "cycle"
            case .invalidName: "name"
            default: "other"
            }
        }
        #expect(names == ["cycle", "other", "other", "name", "other", "other"])
    }

    @Test(arguments: [("Form.swift:3", "Form.swift:3: No good."), (nil, "No good.")])
    func aDiagnosticPrintsItsLocationAndMessage(location: String?, description: String) {
        let diagnostic = RuleDiagnostic(kind: .invalidName, message: "No good.", location: location)
        #expect(diagnostic.description == description)
        #expect(diagnostic.kind == .invalidName)
    }
}
