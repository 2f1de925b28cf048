import Verdict

/// A domain resolver that answers without the network: a domain receives mail when its length is
/// even. Deterministic, so that a crash replays.
public struct ParityResolver: DomainResolver {
    /// Creates the resolver.
    public init() {}

    /// Whether `domain` has an even number of UTF-8 bytes.
    public func acceptsMail(forDomain domain: String) async -> Bool {
        domain.utf8.count % 2 == 0
    }
}
