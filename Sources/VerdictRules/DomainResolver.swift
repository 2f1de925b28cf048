import Dispatch
import VerdictVocabulary

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Answers whether a domain can receive email; ``Email`` asks it when `checkDNS` is on, after
/// the address passed its syntax, with the other asynchronous rules.
///
/// Conform to it to plug in your own lookup (an MX query, a cache, or a fake in tests).
/// The resolver receives the domain in ASCII form: with IDN enabled, already Punycode-encoded.
///
/// ```swift
/// struct AllowList: DomainResolver {
///     let domains: Set<String>
///     func acceptsMail(forDomain domain: String) async throws -> Bool {
///         domains.contains(domain.lowercased())
///     }
/// }
/// let rule = Email(checkDNS: true, resolver: AllowList(domains: ["example.com"]))
/// ```
///
/// A rule set with the rule is validated with `await`; `bob@example.org` then fails with
/// ``ErrorCode/emailDomainNotFound``.
public protocol DomainResolver: Sendable {
    /// Whether mail can be delivered to `domain` (for example `"example.com"`); throws when it
    /// cannot tell (the rule then fails with ``ErrorCode/checkUnreachable``).
    ///
    /// ```swift
    /// let resolver: any DomainResolver = SystemDomainResolver()
    /// let found = try await resolver.acceptsMail(forDomain: "example.com")
    /// ```
    func acceptsMail(forDomain domain: String) async throws -> Bool
}

/// The default ``DomainResolver`` of ``Email``: asks the operating system's resolver
/// (`getaddrinfo`) whether the domain resolves to any address, on a thread of its own (a Dispatch
/// worker), so that no thread of the cooperative pool blocks while it looks up (possibly seconds
/// without network).
///
/// It checks that the domain **resolves at all**, not that it has an MX record, so a domain
/// with only an A/AAAA record passes. The name is looked up as fully qualified (a trailing dot
/// is added), so resolver search domains are not appended.
///
/// ```swift
/// let rule = Email(checkDNS: true, resolver: SystemDomainResolver())
/// ```
public struct SystemDomainResolver: DomainResolver {
    /// Creates the resolver.
    ///
    /// ```swift
    /// let resolver = SystemDomainResolver()
    /// ```
    public init() {}

    /// Whether `getaddrinfo` finds any address for `domain`.
    ///
    /// ```swift
    /// let found = await SystemDomainResolver().acceptsMail(forDomain: "example.com")
    /// ```
    public func acceptsMail(forDomain domain: String) async -> Bool {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: Self.resolves(domain))
            }
        }
    }

    /// Whether `getaddrinfo` finds any address for `domain`. Blocks while it looks up.
    static func resolves(_ domain: String) -> Bool {
        guard !domain.isEmpty, domain.utf8.count <= 253, !domain.utf8.contains(0) else {
            return false
        }
        let name = domain.hasSuffix(".") ? domain : domain + "."
        // The C resolver's calls, unsafe as any C call: `list` is read by nothing but
        // `freeaddrinfo`, called once, on what `getaddrinfo` returned.
        var hints = unsafe addrinfo()
        unsafe hints.ai_family = AF_UNSPEC
        var list: UnsafeMutablePointer<addrinfo>?
        let status = unsafe getaddrinfo(name, nil, &hints, &list)
        if let resolved = unsafe list { unsafe freeaddrinfo(resolved) }
        return status == 0
    }
}
