import Dispatch
import VerdictVocabulary

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Answers whether a domain can receive email; ``Email`` asks it when `checkDNS` is on.
///
/// Conform to it to plug in your own lookup (an MX query, a cache, or a fake in tests).
/// The resolver receives the domain in ASCII form: with IDN enabled, already Punycode-encoded.
///
/// ```swift
/// struct AllowList: DomainResolver {
///     let domains: Set<String>
///     func acceptsMail(forDomain domain: String) -> Bool {
///         domains.contains(domain.lowercased())
///     }
/// }
/// let rule = Email(checkDNS: true, resolver: AllowList(domains: ["example.com"]))
/// rule.validate("bob@example.org")?.code // .emailDomainNotFound
/// ```
public protocol DomainResolver: Sendable {
    /// Whether mail can be delivered to `domain` (for example `"example.com"`).
    ///
    /// ```swift
    /// let resolver: any DomainResolver = SystemDomainResolver()
    /// resolver.acceptsMail(forDomain: "example.com")
    /// ```
    func acceptsMail(forDomain domain: String) -> Bool
}

/// Answers asynchronously whether a domain can receive email; ``Email`` asks it after the
/// address passed its syntax, with the other asynchronous rules.
///
/// ```swift
/// struct CachedMX: AsyncDomainResolver {
///     func acceptsMail(forDomain domain: String) async throws -> Bool {
///         domain.hasSuffix(".example") == false
///     }
/// }
/// let rule = Email(checkDNS: true, asyncResolver: CachedMX())
/// ```
public protocol AsyncDomainResolver: Sendable {
    /// Whether mail can be delivered to `domain`; throws when it cannot tell.
    ///
    /// ```swift
    /// let ok = try await CachedMX().acceptsMail(forDomain: "example.com")
    /// ```
    func acceptsMail(forDomain domain: String) async throws -> Bool
}

/// The default ``DomainResolver``: asks the operating system's resolver (`getaddrinfo`)
/// whether the domain resolves to any address.
///
/// It checks that the domain **resolves at all**, not that it has an MX record, so a domain
/// with only an A/AAAA record passes. The lookup is synchronous and **blocks** the calling
/// thread for as long as the system resolver takes (possibly seconds without network).
/// The name is looked up as fully qualified (a trailing dot is added), so resolver search
/// domains are not appended.
///
/// ```swift
/// let rule = Email(checkDNS: true, resolver: SystemDomainResolver())
/// rule.validate("someone@no-such-domain.invalid")?.code // .emailDomainNotFound
/// ```
public struct SystemDomainResolver: DomainResolver {
    /// Creates the resolver.
    ///
    /// ```swift
    /// let resolver = SystemDomainResolver()
    /// ```
    public init() {}

    /// Whether `getaddrinfo` finds any address for `domain`. Blocks while it looks up.
    ///
    /// ```swift
    /// SystemDomainResolver().acceptsMail(forDomain: "example.com") // true when it resolves
    /// ```
    public func acceptsMail(forDomain domain: String) -> Bool {
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

/// The default ``AsyncDomainResolver`` of ``Email``: the system's resolver (as
/// ``SystemDomainResolver``), asked on a thread of its own (a Dispatch worker), so that no thread
/// of the cooperative pool blocks while it looks up.
///
/// ```swift
/// let rule = Email(checkDNS: true, asyncResolver: SystemDomainLookup())
/// ```
public struct SystemDomainLookup: AsyncDomainResolver {
    /// Creates the lookup.
    ///
    /// ```swift
    /// let lookup = SystemDomainLookup()
    /// ```
    public init() {}

    /// Whether the system's resolver finds any address for `domain`.
    ///
    /// ```swift
    /// let found = await SystemDomainLookup().acceptsMail(forDomain: "example.com")
    /// ```
    public func acceptsMail(forDomain domain: String) async -> Bool {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: SystemDomainResolver().acceptsMail(forDomain: domain))
            }
        }
    }
}
