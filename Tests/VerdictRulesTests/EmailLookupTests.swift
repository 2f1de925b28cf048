import Foundation
import Testing
import VerdictTesting
import VerdictValidation

@testable import VerdictTestSupport

/// `Email(checkDNS:)`: the syntax first, then the domain, looked up asynchronously and awaited.
@Suite("Email: asynchronous domain lookup")
struct EmailLookupTests {
    /// Accepts the domains it lists, and records what it was asked.
    final class Lookup: DomainResolver, @unchecked Sendable {
        let accepted: Set<String>
        private let lock = NSLock()
        private var asked: [String] = []

        init(accepting accepted: Set<String>) { self.accepted = accepted }

        var questions: [String] { lock.withLock { asked } }

        func acceptsMail(forDomain domain: String) async throws -> Bool {
            lock.withLock { asked.append(domain) }
            await Task.yield()
            return accepted.contains(domain)
        }
    }

    struct Contact: Sendable { var email = "" }

    @Test(
        "the domain is looked up after the syntax passed, and an unknown one fails",
        arguments: [
            ("alice@example.com", nil, ["example.com"]),
            ("alice@nowhere.example", ErrorCode.emailDomainNotFound, ["nowhere.example"]),
            ("alice@", ErrorCode.emailInvalid, []),
            ("", nil, []),
            ("josé@BÜCHER.de", nil, ["xn--bcher-kva.de"]),
        ] as [(String, ErrorCode?, [String])])
    func lookup(address: String, expected: ErrorCode?, asked: [String]) async throws {
        let lookup = Lookup(accepting: ["example.com", "xn--bcher-kva.de"])
        let rules = RuleSet<Contact> {
            Attribute(\.email) { Email(enableIDN: true, checkDNS: true, resolver: lookup) }
        }
        let report = try await rules.testValidate(Contact(email: address), checks: CheckOptions(clock: ManualClock()))
            .report
        #expect(report.errors.map(\.code) == (expected.map { [$0] } ?? []))
        #expect(lookup.questions == asked)
    }

    @Test("by default the lookup is asynchronous: a synchronous validation is refused, naming the rule")
    func defaultIsAsynchronous() throws {
        let rules = RuleSet<Contact> { Attribute(\.email) { Email(checkDNS: true) } }
        let error = #expect(throws: RuleSetError.self) {
            try rules.testValidate(Contact(email: "a@example.com")).report
        }
        #expect(error?.diagnostics.first?.message.contains("Attribute(\\Contact.email) › Email") == true)
        #expect(Email(checkDNS: true).resolver is SystemDomainResolver)
    }

    @Test("with a resolver of one's own the lookup is asynchronous too, and refused synchronously")
    func ownResolverIsAsynchronous() throws {
        let lookup = Lookup(accepting: ["example.com"])
        let rules = RuleSet<Contact> { Attribute(\.email) { Email(checkDNS: true, resolver: lookup) } }
        #expect(throws: RuleSetError.self) { try rules.testValidate(Contact(email: "a@example.com")).report }
        #expect(Email(checkDNS: true, resolver: lookup).validate("a@example.org") == nil)  // the syntax alone
        #expect(lookup.questions.isEmpty)
    }

    @Test("a resolver that cannot tell fails the check, as any asynchronous rule that throws")
    func resolverThrows() async throws {
        struct Unreachable: DomainResolver {
            struct Down: Error {}
            func acceptsMail(forDomain domain: String) async throws -> Bool { throw Down() }
        }
        let rules = RuleSet<Contact> { Attribute(\.email) { Email(checkDNS: true, resolver: Unreachable()) } }
        var contact = Contact(email: "a@example.com")
        let report = try await rules.validate(&contact, checks: CheckOptions(clock: ManualClock()))
        #expect(report.errors.map(\.code) == [.checkUnreachable])
    }

    @Test("the system resolver answers without blocking a thread of the cooperative pool")
    func systemLookup() async {
        // A name that cannot resolve (RFC 2606), so that the test needs no network.
        #expect(await SystemDomainResolver().acceptsMail(forDomain: "no-such-host.invalid") == false)
        #expect(await SystemDomainResolver().acceptsMail(forDomain: "") == false)
    }
}
