import Foundation
import Testing
import VerdictAssignment
import VerdictTesting

@testable import VerdictTestSupport

private struct Location: Sendable {
    var latitude = 0.0
    var longitude = 0.0
}

private struct Part: Sendable {
    var name = ""
    static let rules = RuleSet<Part> { Attribute(\.name) { Required() } }
}

private struct Place: Sendable {
    var title = ""
    var location = Location()
    let id = 7
    var fullTitle: String { title.uppercased() }

    static let rules = RuleSet<Place> {
        Attribute(\.title) { Required() }
        Attribute(\.location) { Custom<Location> { _ in true } }
        Attribute(readOnly: \.fullTitle, name: "fullTitle") { Length(max: 40) }
        Attribute(readOnly: \.id) { Number(min: 1) }
    }

    static let markedSafe = RuleSet<Place> {
        Attribute(\.title) { Required() }
        Safe(\.fullTitle)
    }
}

private struct Kit: Sendable {
    var parts: [Part] = []
    var spare: Part?
    static let rules = RuleSet<Kit> {
        Each(\.parts, Part.rules)
        Nested(\.spare, Part.rules)
    }
}

@Suite("Massive assignment: declaration diagnostics")
struct AssignmentDiagnosticsTests {
    @Test("a safe attribute of a type with no conversion is a diagnostic, in the same list as the others")
    func noConversion() throws {
        let diagnostics = Place.rules.diagnostics()
        #expect(diagnostics.map(\.kind) == [.notAssignable])
        #expect(diagnostics.first?.message.contains("Location") == true)
        #expect(
            diagnostics.first?.location?.hasPrefix("VerdictAssignmentTests/AssignmentDiagnosticsTests.swift:") == true)
        var place = Place()
        #expect(throws: RuleSetError.self) {
            try Place.rules.assign(.json(Data("{}".utf8)), to: &place, validating: false)
        }
        // Validation itself is not affected.
        #expect(try Place.rules.testValidate(place).report.errors.map(\.path) == ["title"])
    }

    @Test("read-only attributes are not assigned unless marked safe, which is a diagnostic")
    func readOnly() throws {
        #expect(Place.markedSafe.diagnostics().map(\.kind) == [.notAssignable])
        #expect(Place.markedSafe.diagnostics().first?.message.contains("read-only") == true)
    }

    @Test("a nested model assignment must create is AssignableModel")
    func mustCreate() throws {
        let diagnostics = Kit.rules.diagnostics()
        #expect(diagnostics.map(\.kind) == [.notAssignable, .notAssignable])
        #expect(diagnostics.allSatisfy { $0.message.contains("AssignableModel") })
    }

    @Test("the fixtures' rule sets have no diagnostic")
    func fixturesAreSound() {
        #expect(SeedUser.rules.diagnostics().isEmpty)
        #expect(PurchaseOrder.rules.diagnostics().isEmpty)
        #expect(JSONPerson.rules.diagnostics().isEmpty)
    }
}
