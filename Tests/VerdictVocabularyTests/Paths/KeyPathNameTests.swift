import Testing
import VerdictTesting

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// Rules shared by two models through a protocol: the key paths are requirements of the
/// protocol, whose names the runtime does not record.
private protocol Contactable {
    var email: String { get set }
    var phone: String { get set }
}

private struct Checkout: Contactable {
    var email = ""
    var phone = ""
    var total = 0
}

private struct Newsletter: Contactable {
    var email = ""
    var phone = ""
}

private func contactRules<M: Contactable>(for _: M.Type = M.self) -> RuleSet<M> {
    RuleSet<M> {
        Attribute(\.email, name: "email") {
            Required(); Email()
        }
        Attribute(\.phone, name: "phone") { Length(max: 3) }
    }
}

@Suite("Key path names")
struct KeyPathNameTests {
    /// Key paths and the names derived from them (key paths are not `Sendable` test arguments,
    /// so the table is built in the test, one case per argument).
    private static func table() -> [(AnyKeyPath, String?)] {
        [
            (\Checkout.email, "email"),
            (\Checkout.total, "total"),
            (\Order.address.zip, "address.zip"),
            (\Order.billing?.zip, "billing.zip"),
            (\Order.addresses[0], nil),
            (\Checkout.email.count, nil),
        ]
    }

    @Test(arguments: 0..<6)
    func derivesNamesOfStoredProperties(index: Int) {
        let (keyPath, name) = Self.table()[index]
        #expect(KeyPathName.derive(keyPath) == name)
    }

    /// The printable names the test-support library shows for key paths (VerdictTesting's
    /// messages use this one parser): subscripts as `[?]`, optional chaining dropped.
    private static func printableTable() -> [(AnyKeyPath, String)] {
        [
            (\Checkout.email, "email"),
            (\Order.address.zip, "address.zip"),
            (\Order.billing?.zip, "billing.zip"),
            (\Order.addresses[1].zip, "addresses[?].zip"),
        ]
    }

    @Test(arguments: 0..<4)
    func printsAnyKeyPath(index: Int) {
        let (keyPath, name) = Self.printableTable()[index]
        #expect(KeyPathName.printable(keyPath) == name)
    }

    @Test func protocolRequirementsHaveNoDerivableName() {
        func requirement<M: Contactable>(_: M.Type) -> AnyKeyPath { \M.email }
        #expect(KeyPathName.derive(requirement(Checkout.self)) == nil)
    }

    @Test func aSharedRuleSetWithoutNamesIsDiagnosedWithTheFix() {
        func unnamed<M: Contactable>(_: M.Type) -> RuleSet<M> { RuleSet<M> { Attribute(\.email) { Required() } } }
        let diagnostics = unnamed(Checkout.self).diagnostics()
        #expect(diagnostics.map(\.kind) == [.unnamedKeyPath])
        #expect(diagnostics.first?.message.contains("pass `name:`") == true)
    }

    @Test func errorsOfASharedRuleSetAreFoundByEachModelsOwnKeyPath() throws {
        let checkout = try contactRules(for: Checkout.self).testValidate(Checkout(email: "", phone: "12345")).report
        #expect(checkout.errors(at: \Checkout.email).map(\.code) == [.required])
        #expect(checkout.errors(at: \Checkout.phone).map(\.code) == [.stringTooLong])
        #expect(checkout.errors(at: \Checkout.total).isEmpty)
        let newsletter = try contactRules(for: Newsletter.self).testValidate(Newsletter(email: "x")).report
        #expect(newsletter.errors(at: \Newsletter.email).map(\.code) == [.emailInvalid])
        #expect(newsletter.errors.allSatisfy { $0.isReported(at: \Newsletter.email) })
    }

    /// The fallback by name is for key paths whose own name cannot be derived: an attribute
    /// renamed with `name:` is not found by another property's key path that prints the same.
    @Test func aRenamedStoredPropertyIsNotFoundByAnotherPropertysKeyPath() throws {
        let rules = RuleSet<Checkout> { Attribute(\.email, name: "phone") { Required() } }
        let report = try rules.testValidate(Checkout()).report
        #expect(report.errors(at: \Checkout.email).count == 1)
        #expect(report.errors(at: \Checkout.phone).isEmpty)
    }

    @Test func aKeyPathOfAnotherRootNeverMatches() throws {
        let report = try contactRules(for: Checkout.self).testValidate(Checkout()).report
        #expect(report.errors(at: \Newsletter.email).isEmpty)
    }
}
