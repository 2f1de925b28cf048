import Foundation
import Testing
import Verdict
import VerdictTesting

/// `FormSession` as documented: on the main actor, its asynchronous checks running as tasks on the
/// cooperative pool while edits, undo and validations go on. Whatever the interleaving, once the
/// checks settled the report is the rule set's report for the model as it is.
@MainActor
@Suite("FormSession with checks racing edits")
struct FormSessionConcurrencyTests {
    static let names = ["alice", "bob", "carol", "  dave ", "xena", "", "averyveryverylongusername"]

    /// What the rule set says of `model`, awaiting its checks: the report to end with.
    static func expectedReport(_ model: Signup) async throws -> ValidationReport {
        try await Signup.rules.testValidate(model, checks: CheckOptions(clock: ManualClock())).report
    }

    /// The synchronous `validate()`, which starts the checks and returns at once: unavailable in
    /// `async` code (where `await form.validate()` waits for the checks), so called from here.
    static func validateNow(_ form: FormSession<Signup>) {
        form.validate()
    }

    @Test("edits, undo and validations while checks are in flight end in the rule set's report", arguments: 0..<4)
    func editsRaceChecks(seed: Int) async throws {
        var random = SplitMix64(seed: UInt64(seed))
        let form = try FormSession(
            Signup(), rules: Signup.rules, validatesOnChange: seed % 2 == 0,
            checkOptions: CheckOptions(clock: ManualClock(), maximumConcurrentChecks: 1 + seed % 3))
        var heard = 0
        form.onCheck = { _ in heard += 1 }
        for _ in 0..<60 {
            switch random.below(7) {
            case 0, 1, 2: form.username = random.pick(Self.names)
            case 3: form.nickname = random.pick(Self.names)
            case 4: form.undo()
            case 5: Self.validateNow(form)
            default:
                for _ in 0..<random.below(4) { await Task.yield() }
            }
        }
        let report = await form.validate()
        #expect(report == form.report)
        #expect(report == (try await Self.expectedReport(form.model)))
        #expect(!form.state.description.hasPrefix("validating"))
        _ = heard
    }

    @Test("many forms validate at once, each ending in its own model's report")
    func manyForms() async throws {
        let forms = try (0..<12).map { index in
            try FormSession(
                Signup(username: Self.names[index % Self.names.count]), rules: Signup.rules,
                validatesOnChange: true, checkOptions: CheckOptions(clock: ManualClock()))
        }
        for (index, form) in forms.enumerated() {
            form.nickname = Self.names[(index + 2) % Self.names.count]
            form.username = Self.names[(index + 1) % Self.names.count]
        }
        for form in forms {
            let report = await form.validate()
            #expect(report == (try await Self.expectedReport(form.model)))
        }
    }
}
