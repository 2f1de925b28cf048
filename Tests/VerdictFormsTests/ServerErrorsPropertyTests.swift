import Testing

@testable import VerdictAssignment
@testable import VerdictForms
@testable import VerdictTestSupport
@testable import VerdictValidation

// Random sequences of edits, validations, undo, redo, resets and applied problems on a
// `FormSession`, checked step by step against a plain reference: a server error is present iff
// its attribute was not edited (and the model not moved by undo, redo or reset) since the problem
// that brought it was applied; the state, once decided, is invalid iff a blocking error exists.

@Suite("Server errors under random edits (property)")
@MainActor
struct ServerErrorsPropertyTests {
    private enum Operation: CaseIterable {
        case editUserName, editEmail, editNickname, editCity, validate, undo, redo, reset, apply
    }

    /// Whether the edit of `edited` makes the server error at `path` stale: at or below it, or
    /// form-level.
    private static func clears(_ edited: AttributePath, _ path: AttributePath) -> Bool {
        path.components.isEmpty || path.components.starts(with: edited.components)
    }

    private func run(seed: UInt64, steps: Int) throws {
        var rng = SplitMix64(seed: seed)
        let form = try FormSession(
            ProblemAccount(addresses: [ProblemAddress(), ProblemAddress()]), rules: ProblemAccount.rules,
            validatesOnChange: rng.below(2) == 0)
        let pool = FormSessionProblemTests.exactPointers
        var expected: [(path: AttributePath, blocking: Bool)] = []
        var log: [String] = []
        for _ in 0..<steps {
            let operation = rng.pick(Operation.allCases)
            log.append("\(operation)")
            switch operation {
            case .editUserName:
                form.userName = rng.pick(["", "al", "alice", "bob"])
                expected.removeAll { Self.clears("userName", $0.path) }
            case .editEmail:
                form.email = rng.pick(["", "x", "a@example.com"])
                expected.removeAll { Self.clears("email", $0.path) }
            case .editNickname:
                form.nickname = rng.pick(["", "ally", String(repeating: "n", count: 30)])
                expected.removeAll { Self.clears("nick/name~x", $0.path) }
            case .editCity:
                let index = rng.below(2)
                form.update(\.addresses, at: index) {
                    $0.city = rng.pick(["", "Lyon", String(repeating: "c", count: 50)])
                }
                expected.removeAll {
                    Self.clears(AttributePath([.property("addresses"), .index(index)]), $0.path)
                }
            case .validate:
                form.validate()
            case .undo:
                if form.undo() { expected = [] }
            case .redo:
                if form.redo() { expected = [] }
            case .reset:
                form.reset(to: ProblemAccount(addresses: [ProblemAddress(), ProblemAddress()]))
                expected = []
            case .apply:
                let count = rng.below(5)
                var items: [(pointer: String, code: String, message: String)] = []
                var paths: [AttributePath] = []
                for _ in 0..<count {
                    let entry = rng.pick(pool)
                    items.append((entry.pointer, "server.says", "Nein."))
                    paths.append(AttributePath(stringLiteral: entry.path))
                }
                let warning = count > 0 && rng.below(3) == 0
                form.apply(try decodedProblem(items, severity: warning ? "warning" : nil))
                expected = count == 0 ? [(AttributePath(), true)] : paths.map { ($0, !warning) }
            }
            let server = form.report.errors.filter(\.isFromServer)
            let context = "seed \(seed), after \(log.joined(separator: ", "))"
            #expect(server.map(\.path) == expected.map(\.path), "\(context)")
            let serverLast = form.report.errors.suffix(server.count).allSatisfy(\.isFromServer)
            #expect(serverLast, "the server's errors follow the form's own: \(context)")
            if form.state.isDecided {
                #expect((form.state == .clean) == form.report.isValid, "\(context)")
            }
            if case .invalid(let report) = form.state {
                #expect(report == form.report, "\(context)")
            }
            if expected.contains(where: \.blocking) {
                #expect(!form.report.isValid, "\(context)")
            }
        }
    }

    @Test func serverErrorsFollowTheReference() throws {
        for sequence in 0..<300 { try run(seed: 0x5EED_2700 + UInt64(sequence), steps: 30) }
    }
}
