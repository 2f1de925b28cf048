import Foundation
import Testing
import Verdict
import VerdictTesting

/// The text of every issue `body` records, each known (so the test does not fail on it).
private func recordedIssues(_ body: () -> Void) -> [String] {
    let texts = IssueTexts()
    withKnownIssue {
        body()
    } matching: { issue in
        texts.append(issue.description)
        return true
    }
    return texts.all
}

/// The issues' texts, gathered from the matcher (which may run on any thread).
private final class IssueTexts: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String] = []

    func append(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        texts.append(text)
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return texts
    }
}

/// A vault whose PIN sits in a nested value.
private struct Vault: Equatable, Sendable {
    struct Lock: Equatable, Sendable {
        var pin = ""
    }
    var owner = ""
    var lock = Lock()
    var recoveryPhrase = ""

    static let rules = RuleSet<Vault> {
        Attribute(\.owner) { Required() }
        Attribute(\.recoveryPhrase, sensitive: true) { Length(min: 4) }
    }
}

/// The test helpers print no sensitive value in the failures they record: not the value a
/// sensitive rule is tried on, not a sensitive property of a model that differs.
@Suite("Secrets stay out of the test helpers' failures")
@MainActor
struct SensitiveValueTestingTests {
    @Test("a sensitive rule's value is hidden in shouldPass, shouldFail and shouldFilter")
    func sensitiveRules() {
        let issues = recordedIssues {
            Length(min: 12).sensitive().shouldPass(on: "s3cr3t-pass")
            Length(min: 3).sensitive().shouldFail(on: "s3cr3t-fail")
            Custom<String>(message: "{attribute} {value} was used before.") { _ in false }.sensitive()
                .shouldPass(on: "s3cr3t-custom")
            Trim().sensitive().shouldFilter(" s3cr3t-trim ", to: "s3cr3t-other")
        }
        #expect(issues.count == 4)
        for issue in issues {
            #expect(issue.contains("(hidden)"), "\(issue)")
            #expect(!issue.contains("s3cr3t"), "\(issue)")
        }
        // A rule that is not sensitive still shows the value.
        let shown = recordedIssues { Length(min: 12).shouldPass(on: "visible") }
        #expect(shown.count == 1 && shown[0].contains("\"visible\""))
    }

    @Test("a model that differs in a sensitive property says which, without its values")
    func modelDifference() throws {
        let alice = Account(username: "alice", email: "alice@example.com", password: "s3cr3t-actual")
        let form = try FormSession(alice, rules: Account.rules)
        form.validate()
        form.email = "oops"
        var wanted = alice
        wanted.email = "bob@example.com"
        wanted.password = "s3cr3t-expected"
        let issues = recordedIssues { form.shouldUndo(to: wanted, state: .clean) }
        #expect(issues.count == 1)
        let issue = issues.first ?? ""
        #expect(issue.contains("password: differs (values hidden)"), "\(issue)")
        #expect(issue.contains(#"email: expected "bob@example.com", actual "alice@example.com""#), "\(issue)")
        #expect(!issue.contains("s3cr3t"), "\(issue)")
    }

    @Test("a secret in a nested value, or declared sensitive, is hidden too")
    func nestedAndDeclared() throws {
        let vault = Vault(owner: "ann", lock: .init(pin: "s3cr3t-pin"), recoveryPhrase: "s3cr3t-phrase")
        let form = try FormSession(vault, rules: Vault.rules)
        form.validate()
        form.owner = "bob"
        var wanted = vault
        wanted.lock.pin = "s3cr3t-other-pin"
        wanted.recoveryPhrase = "s3cr3t-other-phrase"
        let issues = recordedIssues { form.shouldUndo(to: wanted, state: .clean) }
        #expect(issues.count == 1)
        let issue = issues.first ?? ""
        #expect(issue.contains("lock: differs (values hidden)"), "\(issue)")
        #expect(issue.contains("recoveryPhrase: differs (values hidden)"), "\(issue)")
        #expect(!issue.contains("s3cr3t"), "\(issue)")
    }

    @Test("a step that sets a secret does not name its value")
    func stepName() {
        #expect(FormStep<Account>.set(\.password, to: "s3cr3t-step").name == "set password = (hidden)")
        #expect(FormStep<Account>.set(\.username, to: "alice").name == #"set username = "alice""#)
    }
}
