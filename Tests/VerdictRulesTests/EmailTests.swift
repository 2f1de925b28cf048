import Foundation
import Testing
import VerdictTesting

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// A resolver that accepts a fixed set of domains and records every domain it is asked about.
final class RecordingResolver: DomainResolver, @unchecked Sendable {
    let accepted: Set<String>
    private let lock = NSLock()
    private var asked: [String] = []  // guarded by `lock`

    init(accepting accepted: Set<String>) { self.accepted = accepted }

    var askedDomains: [String] { lock.withLock { asked } }

    func acceptsMail(forDomain domain: String) async -> Bool {
        lock.withLock { asked.append(domain) }
        return accepted.contains(domain)
    }
}

/// A large test input, named so that test output and argument IDs stay short.
struct HugeInput: Sendable, Identifiable, CustomTestStringConvertible {
    let id: String
    let value: String
    init(_ id: String, _ value: String) {
        self.id = id
        self.value = value
    }
    var testDescription: String { "\(id) (\(value.utf8.count) bytes)" }
}

@Suite("Email")
struct EmailTests {
    static let local64 = String(repeating: "a", count: 64)
    /// `a…a@` + labels of 63 bytes: exactly 254 bytes in all.
    static let address254 =
        local64 + "@" + String(repeating: "b", count: 63) + "." + String(repeating: "c", count: 63) + "."
        + String(repeating: "d", count: 61)

    @Test(
        "Accepts well-formed addresses",
        arguments: [
            "alice@example.com",
            "Alice@Example.COM",
            "a@b.co",
            "a@b.c",
            "first.last@sub.domain.example.org",
            "user+tag@example.com",
            "o'brien@example.ie",
            "!#$%&'*+/=?^_`{|}~-@example.com",
            "x@1.2.3.4",
            "a-b@a-b.c-d.com",
            "a@a--b.com",
            "123@456.789",
            local64 + "@example.com",
            address254,
        ])
    func acceptsValid(address: String) {
        #expect(Email().validate(address) == nil)
    }

    @Test(
        "Rejects malformed addresses with email.invalid",
        arguments: [
            "",
            " ",
            "\t",
            "\n",
            "plainaddress",
            "@",
            "@@",
            "@example.com",
            "alice@",
            "alice@example",
            "alice@localhost",
            "alice@@example.com",
            "a@b@example.com",
            "al ice@example.com",
            " alice@example.com",
            "alice@example.com ",
            "alice@example.com\n",
            "alice@example.com\r\n",
            ".alice@example.com",
            "alice.@example.com",
            "al..ice@example.com",
            "alice@.example.com",
            "alice@example.com.",
            "alice@example..com",
            "alice@-example.com",
            "alice@example-.com",
            "alice@example.-com",
            "alice@exa_mple.com",
            "alice@exa mple.com",
            "\"alice\"@example.com",
            "alice(comment)@example.com",
            "alice@[127.0.0.1]",
            "alice@example.com:25",
            "Alice <alice@example.com>",
            "<alice@example.com>",
            "josé@bücher.de",
            "alice@bücher.de",
            "alice@exa\u{308}mple.com",  // combining diaeresis
            "alice\u{0}@example.com",
            "alice@example.com\u{0}",
            "\u{0}",
            "😀@example.com",
            "alice@😀.com",
            "\u{5E9}\u{5DC}\u{5D5}\u{5DD}@\u{5D3}\u{5D5}\u{5D2}\u{5DE}\u{5D4}.\u{5D9}\u{5E9}",  // Hebrew, RTL
            "\u{202E}alice@example.com",  // right-to-left override
            "alice@example\u{3002}com",  // ideographic dot only counts with IDN
            String(repeating: "a", count: 65) + "@example.com",
            address254 + "d",
        ])
    func rejectsInvalid(address: String) {
        #expect(Email().validate(address)?.code == .emailInvalid)
    }

    @Test("Reports the code, template, message and value")
    func failureShape() throws {
        let failure = try #require(Email().validate("nope"))
        #expect(failure.code == .emailInvalid)
        #expect(failure.code.rawValue == "email.invalid")
        #expect(failure.template == "{attribute} is not a valid email address.")
        #expect(failure.parameters == [:]); #expect(failure.attemptedValue == .string("nope"))
        #expect(failure.message(label: "Email") == "Email is not a valid email address.")
    }

    @Test("Is a validator that skips empty values and never rewrites")
    func ruleFlags() {
        let rule = Email(allowName: true, enableIDN: true)
        #expect(rule.skipsEmptyValues)
        #expect(!rule.writesValue)
        #expect(rule.filtered("José <josé@bücher.de>") == "José <josé@bücher.de>")
        #expect(!Email().checkDNS)
    }

    // MARK: allowName

    @Test(
        "With allowName, accepts Name <address>",
        arguments: [
            "Alice <alice@example.com>",
            "<alice@example.com>",
            "Alice<alice@example.com>",
            "\"Alice Smith\" <alice@example.com>",
            "Smith, Alice <alice@example.com>",
            "  spaced   <alice@example.com>",
            "A <b> <c@example.com>",
            "Jöhn Dœ <john@example.com>",
            "\u{639}\u{631}\u{628}\u{64A} <a@example.com>",  // Arabic name, RTL
            "😀 <a@example.com>",
            "alice@example.com",
            "<" + local64 + "@example.com>",
        ])
    func acceptsNamed(value: String) {
        #expect(Email(allowName: true).validate(value) == nil)
    }

    @Test(
        "With allowName, rejects malformed names and brackets",
        arguments: [
            "alice@example.com <alice@example.com>",
            "a@b <alice@example.com>",
            "Alice <alice@example.com> ",
            "Alice <alice@example.com>.",
            "Alice <alice@example.com>x",
            "Alice <>",
            "<>",
            "<",
            ">",
            "Alice <alice@localhost>",
            "Alice alice@example.com>",
            "Alice <alice@example.com",
            "Alice <<alice@example.com>>",
            "Alice < alice@example.com>",
            "Alice <alice@example.com >",
            "José <josé@bücher.de>",
            "<" + String(repeating: "a", count: 65) + "@example.com>",
            "",
        ])
    func rejectsNamed(value: String) {
        #expect(Email(allowName: true).validate(value)?.code == .emailInvalid)
    }

    // MARK: enableIDN

    @Test(
        "With enableIDN, converts the local part and the domain",
        arguments: [
            "josé@bücher.de",
            "alice@bücher.de",
            "ALICE@BÜCHER.DE",
            "alice@münchen.de",
            "alice@www.xn--bcher-kva.de",
            "\u{7528}\u{6237}@\u{4F8B}\u{5B50}.\u{5E7F}\u{544A}",  // Chinese
            "\u{5E9}\u{5DC}\u{5D5}\u{5DD}@\u{5D3}\u{5D5}\u{5D2}\u{5DE}\u{5D4}.\u{5D9}\u{5E9}",  // Hebrew, RTL
            "alice@\u{645}\u{62B}\u{627}\u{644}.\u{625}\u{62E}\u{62A}\u{628}\u{627}\u{631}",  // Arabic, RTL
            "alice@exa\u{308}mple.com",  // combining diaeresis
            "alice@😀.com",
            "😀@example.com",
            "alice@bücher\u{3002}de",
            "alice@bücher\u{FF0E}de",
            "alice@bücher\u{FF61}de",
            "jos\u{E9}.garc\u{ED}a@example.com",
            "alice@example.com",
        ])
    func acceptsIDN(address: String) {
        #expect(Email(enableIDN: true).validate(address) == nil)
    }

    @Test(
        "With enableIDN, still rejects malformed addresses",
        arguments: [
            "josé@bücher",
            "josé@bücher..de",
            "josé@.bücher.de",
            "jo sé@bücher.de",
            "josé@bü cher.de",
            "@bücher.de",
            "josé@",
            "josé@@bücher.de",
            "josé",
            "\u{202E}alice@example.com",  // bidi override is not encodable
            "alice@\u{202E}example.com",
            "alice@b\u{FC}\u{0}cher.de",
            "\u{E000}@example.com",
            // 61 scalars, but 71 bytes once encoded: over the 64-byte local limit.
            String(repeating: "a", count: 60) + "é@example.com",
            String(repeating: "é", count: 65) + "@example.com",
            "a@" + String(repeating: "ü", count: 250) + ".de",
        ])
    func rejectsIDN(address: String) {
        #expect(Email(enableIDN: true).validate(address)?.code == .emailInvalid)
    }

    @Test("allowName and enableIDN combine")
    func namedIDN() {
        let rule = Email(allowName: true, enableIDN: true)
        #expect(rule.validate("José <josé@bücher.de>") == nil)
        #expect(rule.validate("José Müller <jose@münchen.de>") == nil)
        #expect(rule.validate("jösé@bücher.de <josé@bücher.de>")?.code == .emailInvalid)
    }

    // MARK: checkDNS

    struct Contact: Sendable { var email = "" }

    /// The error of `rule` on `address`, its domain lookup awaited: `rule` in a rule set, as a
    /// user runs it.
    static func checked(_ rule: Email, _ address: String) async throws -> ValidationError? {
        let rules = RuleSet<Contact> { Attribute(\.email) { rule } }
        var contact = Contact(email: address)
        return try await rules.validate(&contact, checks: CheckOptions(clock: ManualClock())).errors.first
    }

    @Test(
        "With checkDNS, asks the resolver for the (ASCII) domain",
        arguments: [
            ("alice@example.com", true, "example.com", false, false),
            ("Alice <alice@example.com>", true, "example.com", true, false),
            ("josé@bücher.de", true, "xn--bcher-kva.de", false, true),
            ("alice@BÜCHER.de", true, "xn--bcher-kva.de", false, true),
            ("alice@Example.COM", false, "Example.COM", false, false),
            ("Alice@Example.COM", true, "example.com", false, true),  // IDN lowercases ASCII domains too
            ("Alice <José@Example.COM>", true, "example.com", true, true),
            ("alice@example.org", false, "example.org", false, false),
        ])
    func asksResolver(address: String, passes: Bool, asked: String, allowName: Bool, enableIDN: Bool) async throws {
        let resolver = RecordingResolver(accepting: ["example.com", "xn--bcher-kva.de"])
        let rule = Email(allowName: allowName, enableIDN: enableIDN, checkDNS: true, resolver: resolver)
        let error = try await Self.checked(rule, address)
        if passes {
            #expect(error == nil)
        } else {
            #expect(error?.code == .emailDomainNotFound)
        }
        #expect(resolver.askedDomains == [asked])
        // Synchronously, the syntax alone is checked: the resolver is not asked.
        #expect(rule.validate(address) == nil)
        #expect(resolver.askedDomains == [asked])
    }

    @Test("A domain without mail reports email.domainNotFound")
    func domainNotFound() async throws {
        let rule = Email(checkDNS: true, resolver: RecordingResolver(accepting: []))
        let error = try #require(try await Self.checked(rule, "bob@example.org"))
        #expect(error.code == .emailDomainNotFound)
        #expect(error.code.rawValue == "email.domainNotFound")
        #expect(error.template == "{attribute} has a domain that does not receive email.")
        #expect(error.parameters == [:]); #expect(error.attemptedValue == .string("bob@example.org"))
        #expect(error.message == "Email has a domain that does not receive email.")
    }

    @Test(
        "A malformed address never reaches the resolver",
        arguments: ["", "nope", "alice@localhost", "Alice <alice@example.com>", "josé@bücher.de", "a@b@example.com"])
    func malformedSkipsResolver(address: String) async throws {
        let resolver = RecordingResolver(accepting: ["example.com"])
        let rule = Email(checkDNS: true, resolver: resolver)
        #expect(rule.validate(address)?.code == .emailInvalid)
        let error = try await Self.checked(rule, address)
        #expect(error?.code == (address.isEmpty ? nil : .emailInvalid))
        #expect(resolver.askedDomains.isEmpty)
    }

    @Test("Without checkDNS the resolver is never asked, and the rule is synchronous")
    func noDNS() throws {
        let resolver = RecordingResolver(accepting: [])
        #expect(Email(resolver: resolver).validate("alice@example.com") == nil)
        let rules = RuleSet<Contact> { Attribute(\.email) { Email(resolver: resolver) } }
        var contact = Contact(email: "alice@example.com")
        #expect(try rules.validate(&contact).isValid)
        #expect(resolver.askedDomains.isEmpty)
    }

    // MARK: Pathological input

    static let hugeInputs: [HugeInput] = [
        HugeInput("a×1M", String(repeating: "a", count: 1_000_000)),
        HugeInput("a@×500k", String(repeating: "a@", count: 500_000)),
        HugeInput("a.×500k@example.com", String(repeating: "a.", count: 500_000) + "@example.com"),
        HugeInput("a@ + a.×500k + com", "a@" + String(repeating: "a.", count: 500_000) + "com"),
        HugeInput("a@ + a-×500k + a.com", "a@" + String(repeating: "a-", count: 500_000) + "a.com"),
        HugeInput("@×1M", String(repeating: "@", count: 1_000_000)),
        HugeInput(
            "<×500k address >×500k",
            String(repeating: "<", count: 500_000) + "a@example.com" + String(repeating: ">", count: 500_000)),
        HugeInput("<address>×100k", String(repeating: "<a@example.com>", count: 100_000)),
        HugeInput("é×1M@bücher.de", String(repeating: "é", count: 1_000_000) + "@bücher.de"),
        HugeInput("josé@ + bü.×300k + de", "josé@" + String(repeating: "bü.", count: 300_000) + "de"),
        HugeInput(
            "emoji×250k@emoji×250k.com",
            String(repeating: "😀", count: 250_000) + "@" + String(repeating: "😀", count: 250_000) + ".com"),
        HugeInput("(alef RLO)×250k@x.com", String(repeating: "\u{5D0}\u{202E}", count: 250_000) + "@x.com"),
        HugeInput("(e + combining acute)×500k@x.com", String(repeating: "e\u{301}", count: 500_000) + "@x.com"),
        HugeInput("NUL×1M", String(repeating: "\u{0}", count: 1_000_000)),
        HugeInput("space×1M", String(repeating: " ", count: 1_000_000)),
        HugeInput("aaa@ + b.×500k + c", "aaa@" + String(repeating: "b.", count: 500_000) + "c"),
    ]

    @Test("Huge and pathological input returns email.invalid", arguments: hugeInputs)
    func hugeInput(input: HugeInput) {
        let resolver = RecordingResolver(accepting: ["example.com"])
        for rule in [
            Email(), Email(allowName: true), Email(enableIDN: true),
            Email(allowName: true, enableIDN: true, checkDNS: true, resolver: resolver),
        ] {
            #expect(rule.validate(input.value)?.code == .emailInvalid)
        }
        #expect(resolver.askedDomains.isEmpty)
    }

    /// An address is capped at what the standards allow (254 characters, at most 4 bytes each),
    /// and the cap is checked before the address is scanned: the longest valid address passes,
    /// with or without a name around it, and a longer one fails in every mode.
    @Test("An address is refused past 254 characters")
    func addressLengthCap() {
        let local = String(repeating: "a", count: 64)
        func address(domainLength: Int) -> String {
            var labels: [String] = []
            var remaining = domainLength - 4  // ".com"
            while remaining > 0 {
                let length = min(63, remaining)
                labels.append(String(repeating: "b", count: length))
                remaining -= length + 1
            }
            return local + "@" + labels.joined(separator: ".") + ".com"
        }
        let longest = address(domainLength: 254 - 65)
        #expect(longest.utf8.count <= 254)
        #expect(Email().validate(longest) == nil)
        #expect(Email(allowName: true).validate("Ann <\(longest)>") == nil)
        let tooLong = local + "@" + String(repeating: "b.", count: 600) + "com"
        #expect(Email().validate(tooLong)?.code == .emailInvalid)
        #expect(Email(allowName: true).validate("Ann <\(tooLong)>")?.code == .emailInvalid)
        #expect(Email(enableIDN: true).validate(tooLong)?.code == .emailInvalid)
    }

    @Test("A huge name before a valid address is fine")
    func hugeName() {
        let value = String(repeating: "Name ", count: 200_000) + "<alice@example.com>"
        #expect(Email(allowName: true).validate(value) == nil)
        #expect(Email(allowName: true, enableIDN: true).validate(value) == nil)
        #expect(Email().validate(value)?.code == .emailInvalid)
    }

    /// The shapes of ``hugeInputs`` (and of the huge name), at any size.
    static let hostileShapes: [HostileShape] = [
        HostileShape("a×n") { String(repeating: "a", count: $0) },
        HostileShape("a@×n") { String(repeating: "a@", count: $0) },
        HostileShape("a.×n@example.com") { String(repeating: "a.", count: $0) + "@example.com" },
        HostileShape("a@ + a.×n + com") { "a@" + String(repeating: "a.", count: $0) + "com" },
        HostileShape("a@ + a-×n + a.com") { "a@" + String(repeating: "a-", count: $0) + "a.com" },
        HostileShape("<×n address >×n") {
            String(repeating: "<", count: $0) + "a@example.com" + String(repeating: ">", count: $0)
        },
        HostileShape("<address>×n") { String(repeating: "<a@example.com>", count: $0) },
        HostileShape("é×n@bücher.de") { String(repeating: "é", count: $0) + "@bücher.de" },
        HostileShape("josé@ + bü.×n + de") { "josé@" + String(repeating: "bü.", count: $0) + "de" },
        HostileShape("emoji×n@emoji×n.com") {
            String(repeating: "😀", count: $0) + "@" + String(repeating: "😀", count: $0) + ".com"
        },
        HostileShape("(alef RLO)×n@x.com") { String(repeating: "\u{5D0}\u{202E}", count: $0) + "@x.com" },
        HostileShape("(e + combining acute)×n@x.com") { String(repeating: "e\u{301}", count: $0) + "@x.com" },
        HostileShape("space×n") { String(repeating: " ", count: $0) },
        HostileShape("Name ×n<alice@example.com>") { String(repeating: "Name ", count: $0) + "<alice@example.com>" },
        HostileShape("@×n<alice@example.com>") { String(repeating: "@", count: $0) + "<alice@example.com>" },
    ]

    /// Linearity by counting the bytes the scan visits, never by timing: doubling a hostile value
    /// at most doubles the work, under every option, below the length cap and far above it.
    @Test("The scan is linear in the value", arguments: hostileShapes)
    func scanIsLinear(shape: HostileShape) {
        for allowName in [false, true] {
            for enableIDN in [false, true] {
                StepCount.expectLinear(shape, ", allowName \(allowName), enableIDN \(enableIDN)") { value in
                    var steps = 0
                    _ = EmailScanner.domain(of: value, allowName: allowName, enableIDN: enableIDN, steps: &steps)
                    return steps
                }
            }
        }
    }

    /// The counter counts: a huge name is visited once, looking for an "@" before the address.
    @Test("A huge name is visited once")
    func hugeNameIsVisitedOnce() {
        var steps = 0
        let named = String(repeating: "Name ", count: 20_000) + "<alice@example.com>"
        #expect(EmailScanner.domain(of: named, allowName: true, enableIDN: false, steps: &steps) != nil)
        #expect(steps >= 100_000 && steps <= 100_000 + 2 * EmailScanner.maxAddressBytes)
    }
}
