/// Which usernames are taken: the answer of `POST /usernames/available`.
///
/// Names are compared without regard to case, so `Alice` is as taken as `alice`.
public struct UsernameRegistry: Sendable {
    /// The names that the demo server reports as taken.
    public static let demo = UsernameRegistry(taken: ["admin", "root", "alice", "verdict"])

    private let taken: Set<String>

    /// A registry in which `taken` are the names already in use.
    public init(taken: some Sequence<String>) {
        self.taken = Set(taken.map { $0.lowercased() })
    }

    /// Whether `username` is still free.
    public func isAvailable(_ username: String) -> Bool {
        !taken.contains(username.lowercased())
    }
}
