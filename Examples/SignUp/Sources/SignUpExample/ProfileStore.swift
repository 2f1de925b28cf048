/// The example servers' profiles, in memory: an actor, so that concurrent requests are safe, and
/// one update of a profile at a time, so that two `PATCH` requests of the same profile never lose
/// each other's changes (each sees the profile the one before left, even though an update awaits
/// the request's body while it runs).
public actor ProfileStore {
    /// The profiles a server starts with: `alice` and `verdict`, and an administrator, `root`.
    public static let demo: [Profile] = [
        Profile(username: "alice", email: "alice@example.com", age: 30, country: "US"),
        Profile(username: "verdict", email: "verdict@example.com", website: "https://example.com"),
        Profile(username: "root", email: "root@example.com", role: "admin"),
    ]

    private var profiles: [String: Profile]
    /// The usernames whose update is running, and the updates waiting for each, in order.
    private var updating: [String: [CheckedContinuation<Void, Never>]] = [:]

    /// A store holding `profiles`, by username.
    public init(_ profiles: [Profile] = ProfileStore.demo) {
        self.profiles = Dictionary(profiles.map { ($0.username, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// The profile of `username`, or `nil` when there is none.
    public func profile(_ username: String) -> Profile? {
        profiles[username]
    }

    /// The profile of `username` after `change` (which may await), stored; `nil` when there is no
    /// such profile. When `change` throws, nothing is stored and the error is rethrown. Updates
    /// of one profile run one after the other, in the order they came.
    public func update(_ username: String, _ change: @Sendable (inout Profile) async throws -> Void)
        async throws -> Profile?
    {
        guard profiles[username] != nil else { return nil }
        await begin(username)
        defer { end(username) }
        guard var profile = profiles[username] else { return nil }
        try await change(&profile)
        profiles[username] = profile
        return profile
    }

    /// Waits until no other update of `username` runs.
    private func begin(_ username: String) async {
        guard updating[username] != nil else {
            updating[username] = []
            return
        }
        await withCheckedContinuation { updating[username, default: []].append($0) }
    }

    /// Hands `username` to the next update waiting for it, if any.
    private func end(_ username: String) {
        guard var waiting = updating[username], !waiting.isEmpty else {
            updating[username] = nil
            return
        }
        let next = waiting.removeFirst()
        updating[username] = waiting
        next.resume()
    }
}
