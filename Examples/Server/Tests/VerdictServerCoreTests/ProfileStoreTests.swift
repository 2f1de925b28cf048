import Foundation
import SignUpExample
import Testing
import Verdict

/// The profiles the servers update, and the store that keeps them.
@Suite("Profile and ProfileStore")
struct ProfileStoreTests {
    @Test("the rules have no declaration mistake in any scenario")
    func diagnostics() {
        #expect(Profile.rules.diagnostics().isEmpty)
    }

    @Test("in update, the username and the role are never assigned; the rest of the keys sent are")
    func update() async throws {
        var profile = ProfileStore.demo[0]
        let body = #"{"username": "mallory", "role": "admin", "age": 31, "website": "example.org"}"#
        let result = try await Profile.rules.assign(.json(Data(body.utf8)), to: &profile, scenario: .update)
        #expect(result.report.isValid)
        #expect(
            String(decoding: try profile.json().jsonData, as: UTF8.self)
                == #"{"username":"alice","email":"alice@example.com","age":31,"website":"https://example.org","#
                + #""country":"US","role":"member"}"#)
    }

    @Test("concurrent updates of one profile run one after the other: none is lost")
    func concurrentUpdates() async throws {
        let store = ProfileStore([Profile(username: "alice", email: "alice@example.com", age: 0)])
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<100 {
                group.addTask {
                    _ = try await store.update("alice") { profile in
                        let age = profile.age ?? 0
                        await Task.yield()
                        profile.age = age + 1
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(await store.profile("alice")?.age == 100)
    }

    @Test("an update that throws stores nothing, and the next one runs; an unknown profile is nil")
    func failedUpdate() async throws {
        struct Refused: Error {}
        let store = ProfileStore()
        await #expect(throws: Refused.self) {
            _ = try await store.update("alice") { profile in
                profile.age = 99
                throw Refused()
            }
        }
        #expect(await store.profile("alice") == ProfileStore.demo[0])
        let updated = try await store.update("alice") { $0.country = "DE" }
        #expect(updated?.country == "DE" && updated?.age == 30)
        #expect(try await store.update("nobody") { $0.age = 1 } == nil)
        #expect(await store.profile("nobody") == nil)
    }
}
