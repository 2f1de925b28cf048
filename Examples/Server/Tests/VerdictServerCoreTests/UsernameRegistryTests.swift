import Testing
import VerdictServerCore

@Suite("Which usernames the demo server reports as taken")
struct UsernameRegistryTests {
    @Test(
        "taken names are taken whatever their case; others are free",
        arguments: [
            ("admin", false), ("root", false), ("alice", false), ("verdict", false),
            ("ALICE", false), ("Verdict", false), ("bob", true), ("alice2", true), ("", true), (" alice", true),
        ])
    func demo(username: String, available: Bool) {
        #expect(UsernameRegistry.demo.isAvailable(username) == available)
    }

    @Test("a registry's own taken names are compared without case")
    func custom() {
        let registry = UsernameRegistry(taken: ["Carol"])
        #expect(!registry.isAvailable("carol"))
        #expect(registry.isAvailable("alice"))
    }
}
