// swift-format-ignore-file
// (the examples keep the documentation's formatting)
import Foundation
import Verdict
@testable import VerdictTestSupport

// The examples of Email's domain lookup (DomainResolver.swift) and of the awaiting assignment, verbatim
// (DocExampleSyncTests checks it). Compiled, never run: the system lookup would ask the network.

extension DocExamples {
    // MARK: DomainResolver.swift

    static func domainResolver() {
        struct AllowList: DomainResolver {
            let domains: Set<String>
            func acceptsMail(forDomain domain: String) async throws -> Bool {
                domains.contains(domain.lowercased())
            }
        }
        let rule = Email(checkDNS: true, resolver: AllowList(domains: ["example.com"]))
        _ = rule
    }

    static func domainResolverAcceptsMail() async throws {
        let resolver: any DomainResolver = SystemDomainResolver()
        let found = try await resolver.acceptsMail(forDomain: "example.com")
        _ = found
    }

    static func systemDomainResolver() async {
        let rule = Email(checkDNS: true, resolver: SystemDomainResolver())
        let resolver = SystemDomainResolver()
        let found = await SystemDomainResolver().acceptsMail(forDomain: "example.com")
        _ = (rule, resolver, found)
    }

    static func awaitingAssignment(body: Data) async throws {
        var account = Account()
        let result = try await Account.rules.assign(.json(body), to: &account, checks: CheckOptions())
        _ = result
        do {
            var draft = Account()
            let converted = try await Account.rules.assign(.json(body), to: &draft, validating: false)
            _ = converted.report.isValid // true unless a value did not convert
        }
    }
}
