// swift-format-ignore-file
// (the examples keep the documentation's formatting)
import Foundation
import Testing
import Verdict

// The README's first example (also the landing page's and the Getting started article's),
// verbatim, so that it cannot go stale: the model, at the top level as a user writes it, and its
// use, which the test below runs. The "Testing your models" example validates this `SignUp`.

extension ScenarioName {
    static let register = ScenarioName("register")
}

struct SignUp: SelfValidating {
    var username = ""
    var email = ""
    var password = ""
    var passwordRepeat = ""
    var age: Int?

    static let rules = RuleSet<SignUp> {
        Attribute(\.username) { Trim(); Required(); Length(4...24); Match(#"^[a-z]\w*$"#) }
        Attribute(\.email) { Trim(); Required(); Email() }
        Attribute(\.age) { Number(min: 18, max: 120) }          // optional: nil is skipped
        Scenario(.register) {
            Attribute(\.password) { Required(); Length(min: 8); Characters.containsDigit }
            Attribute(\.passwordRepeat) { Required(); Compare(.equal, to: \.password) }
        }
    }
}

enum ReadmeExample {
    /// The example's use of the model, verbatim; it returns what the example prints.
    static func run() throws -> [String] {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        var form = SignUp(username: "  Al ", email: "al@example", password: "short", passwordRepeat: "shorter", age: 12)
        let report = try form.validate(scenario: .register)     // filters ran: form.username == "Al"
        for error in report.errors { print(error.path, error.code, error.message) }
        #expect(form.username == "Al")
        return printed
    }
}

@Suite("The README's example")
struct ReadmeExampleTests {
    /// The example prints what the README says it prints.
    @Test func readmeExamplePrintsWhatTheReadmeSays() throws {
        #expect(
            try ReadmeExample.run() == [
                "username string.tooShort Username must contain at least 4 characters.",
                "email email.invalid Email is not a valid email address.",
                "age number.tooSmall Age must be no less than 18.",
                "password string.tooShort Password must contain at least 8 characters.",
                "passwordRepeat compare.failed Password repeat must be equal to Password.",
            ])
    }

    /// The README shows that output, line for line.
    @Test func theReadmeShowsThatOutput() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let output = try ReadmeExample.run().joined(separator: "\n")
        #expect(readme.contains("```text\n\(output)\n```"))
    }
}
