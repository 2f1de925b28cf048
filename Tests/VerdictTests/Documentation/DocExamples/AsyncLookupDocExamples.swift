// swift-format-ignore-file
// (the examples keep the documentation's formatting)
import Foundation
import Verdict

// The examples of Email's asynchronous domain lookup and of the awaiting assignment, verbatim
// (DocExampleSyncTests checks it). Compiled, never run: the system lookup would ask the network.

/// The resolver of the `AsyncDomainResolver` example, for the examples that use it alone.
struct CachedMX: AsyncDomainResolver {
    func acceptsMail(forDomain domain: String) async throws -> Bool {
        domain.hasSuffix(".example") == false
    }
}

extension DocExamples {
    static func asyncDomainResolver() {
        struct CachedMX: AsyncDomainResolver {
            func acceptsMail(forDomain domain: String) async throws -> Bool {
                domain.hasSuffix(".example") == false
            }
        }
        let rule = Email(checkDNS: true, asyncResolver: CachedMX())
        _ = rule
    }

    static func asyncDomainResolverAsk() async throws {
        let ok = try await CachedMX().acceptsMail(forDomain: "example.com")
        _ = ok
    }

    static func systemDomainLookup() async {
        let rule = Email(checkDNS: true, asyncResolver: SystemDomainLookup())
        let lookup = SystemDomainLookup()
        let found = await SystemDomainLookup().acceptsMail(forDomain: "example.com")
        _ = Email(checkDNS: true).asyncResolver is SystemDomainLookup // true
        _ = (rule, lookup, found)
    }

    static func awaitingAssignment(body: Data) async throws {
        var account = Account()
        let result = try await Account.rules.assign(.json(body), to: &account, checks: CheckOptions())
        _ = result
    }
}
