import Verdict

/// A sign-up form, validated for registration and for login.
struct SignUp: Validatable, Equatable {
    var username = ""
    var email = ""
    var password = ""
    var passwordRepeat = ""
    var age: Int?
    var website = ""
    var country: String?
    var acceptedTerms = false

    static let rules = RuleSet<SignUp> {
        Field(\.username) {
            Trim()
            Required()
            Length(4...24)
            Match(#"^[a-z]\w*$"#)
        }
        Field(\.email) {
            Trim()
            Required()
            Email()
        }
        Field(\.age) { Number(min: 18, max: 120) }
        Field(\.website) { URLFormat(defaultScheme: "https") }
        Field(\.country) {
            Default("US")
            Length(2)
        }
        Scenario("register") {
            Field(\.password) {
                Required()
                Length(min: 8)
                Characters.containsDigit
            }
            Field(\.passwordRepeat) {
                Required()
                Compare(.equal, to: \.password)
            }
            Check(
                \.acceptedTerms, reads: [\.acceptedTerms], code: "terms.required",
                message: "Please accept the terms."
            ) { $0.acceptedTerms }
        }
        Scenario("login") {
            Field(\.password) { Required() }
        }
    }
}
