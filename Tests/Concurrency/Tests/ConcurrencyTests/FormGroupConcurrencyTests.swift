import Foundation
import Testing
import Verdict
import VerdictTesting

/// `FormGroup` as documented: members with asynchronous checks, a form-level rule, edits while
/// the checks run, then an awaited submission.
@MainActor
@Suite("FormGroup with checks racing edits")
struct FormGroupConcurrencyTests {
    @Test("a group submitted while its members' checks race edits reports every member's final errors")
    func groupSubmission() async throws {
        let names = FormSessionConcurrencyTests.names
        var random = SplitMix64(seed: 14)
        for _ in 0..<4 {
            let first = try FormSession(
                Signup(), rules: Signup.rules, validatesOnChange: true,
                checkOptions: CheckOptions(clock: ManualClock()))
            let second = try FormSession(
                Signup(), rules: Signup.rules, validatesOnChange: true,
                checkOptions: CheckOptions(clock: ManualClock(), maximumConcurrentChecks: 1))
            let form = FormGroup()
            form.add(first, as: "first")
            form.add(second, as: "second")
            form.addConstraint(
                attachedTo: second, at: \.username, code: "username.same", message: "Usernames must differ."
            ) { first.username != second.username }
            for _ in 0..<30 {
                let member = random.below(2) == 0 ? first : second
                member.username = random.pick(names)
                if random.below(3) == 0 { member.nickname = random.pick(names) }
                if random.below(4) == 0 { await Task.yield() }
            }
            let report = await form.submit()
            var expected: [String] = []
            for (name, member) in [("first", first), ("second", second)] {
                let own = try await FormSessionConcurrencyTests.expectedReport(member.model)
                expected += own.errors.map { "\(name).\($0.path) \($0.code)" }
            }
            if first.username == second.username { expected.append("second.username username.same") }
            #expect(report.errors.map { "\($0.path) \($0.code)" }.sorted() == expected.sorted())
            #expect(!form.state.description.hasPrefix("validating"))
        }
    }
}
