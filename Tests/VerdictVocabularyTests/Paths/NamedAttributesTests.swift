import Foundation
import Observation
import Testing

@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// The default model style of a Swift 6 app: an `@Observable` class, whose stored properties the
/// macro turns into computed ones, with no printable name at run time.
@Observable
private final class ObservedProfile {
    var displayName = ""
    var age = 0
    var address = ObservedAddress()
    let id = 7

    static let rules = RuleSet<ObservedProfile> {
        Attribute(\.displayName) { Required() }
        Attribute(\.age) { Number(min: 18) }
        Attribute(\.address.postalCode) { Length(5) }
    }
}

extension ObservedProfile: NamedAttributes {
    static var attributeNames: [PartialKeyPath<ObservedProfile>: String] {
        [\ObservedProfile.displayName: "displayName", \ObservedProfile.age: "age", \ObservedProfile.address: "address"]
    }
}

@Observable
private final class ObservedAddress {
    var postalCode = ""
}

extension ObservedAddress: NamedAttributes {
    static var attributeNames: [PartialKeyPath<ObservedAddress>: String] {
        [\ObservedAddress.postalCode: "postalCode"]
    }
}

/// An `@Observable` model with no table.
@Observable
private final class UnnamedProfile {
    var displayName = ""
}

@Suite("NamedAttributes")
struct NamedAttributesTests {
    /// What the runtime prints for the key path of an `@Observable` property (on Linux, the
    /// getter's address): no name, which is why the table is needed.
    @Test func anObservablePropertyHasNoPrintableNameOfItsOwn() {
        #expect((\UnnamedProfile.displayName as AnyKeyPath).debugDescription.contains("<computed"))
        #expect(KeyPathName.derive(\UnnamedProfile.displayName) == nil)
    }

    static func table() -> [(AnyKeyPath, String)] {
        [
            (\ObservedProfile.displayName, "displayName"),
            (\ObservedProfile.age, "age"),
            (\ObservedProfile.address.postalCode, "address.postalCode"),
            (\ObservedProfile.id, "id"),
        ]
    }

    @Test(arguments: 0..<4)
    func theTableNamesEachComponent(index: Int) {
        let (keyPath, name) = Self.table()[index]
        #expect(KeyPathName.derive(keyPath) == name)
        #expect(KeyPathName.printable(keyPath) == name)
    }

    @Test func anObservableModelValidatesWithoutName() throws {
        #expect(ObservedProfile.rules.diagnostics().isEmpty)
        var profile = ObservedProfile()
        profile.age = 12
        profile.address.postalCode = "123"
        let report = try ObservedProfile.rules.validate(&profile)
        #expect(report.errors.map(\.path.description) == ["displayName", "age", "address.postalCode"])
        #expect(report.errors.map(\.path.jsonPointer) == ["/displayName", "/age", "/address/postalCode"])
        #expect(
            report.errors.map(\.message) == [
                "Display name cannot be blank.", "Age must be no less than 18.",
                "Postal code must contain exactly 5 characters.",
            ])
        #expect(report.errors(at: \ObservedProfile.displayName).count == 1)
    }

    /// Massive assignment keys the attributes by their names.
    @Test func assignmentFindsTheAttributesByTheirNames() throws {
        let profile = ObservedProfile()
        var model = profile
        let result = try ObservedProfile.rules.assign(
            .json(Data(#"{"displayName": "Ann", "age": 30}"#.utf8)), to: &model)
        #expect(result.ignoredKeys.isEmpty)
        #expect(result.report.errors.isEmpty)
        #expect(profile.displayName == "Ann")
        #expect(profile.age == 30)
    }

    /// Without the table, the diagnostic names both ways out.
    @Test func theDiagnosticNamesBothFixes() {
        let rules = RuleSet<UnnamedProfile> { Attribute(\.displayName) { Required() } }
        let diagnostics = rules.diagnostics()
        #expect(diagnostics.map(\.kind) == [.unnamedKeyPath])
        let message = diagnostics.first?.message ?? ""
        #expect(message.contains("pass `name:`"))
        #expect(message.contains("`NamedAttributes`"))
        #expect(message.contains("`@AttributeNames`"))
    }
}
