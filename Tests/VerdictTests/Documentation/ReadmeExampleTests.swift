import Testing
import Verdict

// The README's first example, verbatim, so that it cannot go stale.
private enum Readme {
    struct SignUp: SelfValidating {
        var username = ""
        var email = ""
        var password = ""
        var passwordRepeat = ""
        var age: Int?

        static let rules = RuleSet<SignUp> {
            Attribute(\.username) {
                Trim(); Required(); Length(4...24); Match(#"^[a-z]\w*$"#)
            }
            Attribute(\.email) {
                Trim(); Required(); Email()
            }
            Attribute(\.age) { Number(min: 18, max: 120) }  // optional: nil is skipped
            Scenario("register") {
                Attribute(\.password) {
                    Required(); Length(min: 8); Characters.containsDigit
                }
                Attribute(\.passwordRepeat) {
                    Required(); Compare(.equal, to: \.password)
                }
            }
        }
    }
}

@Suite("Documentation examples")
struct ReadmeExampleTests {
    @Test func readmeExamplePrintsWhatTheReadmeSays() throws {
        var form = Readme.SignUp(
            username: "  Al ", email: "al@example", password: "short", passwordRepeat: "shorter", age: 12)
        let report = try form.validate(scenario: "register")
        #expect(form.username == "Al")
        #expect(
            report.errors.map { "\($0.path) \($0.code) \($0.message)" } == [
                "username string.tooShort Username must contain at least 4 characters.",
                "email email.invalid Email is not a valid email address.",
                "age number.tooSmall Age must be no less than 18.",
                "password string.tooShort Password must contain at least 8 characters.",
                "passwordRepeat compare.failed Password repeat must be equal to Password.",
            ])
    }
}
