import Verdict

/// The sign-up form of Examples/SignUpDemo/SignUp.swift, to assign from a request body.
struct SignUp: SelfValidating, AssignableModel, Equatable {
    var username = ""
    var email = ""
    var password = ""
    var passwordRepeat = ""
    var age: Int?
    var website = ""
    var country: String?
    var acceptedTerms = false

    static let rules = RuleSet<SignUp> {
        Attribute(\.username) {
            Trim()
            Required()
            Length(4...24)
            Match(#"^[a-z]\w*$"#)
        }
        Attribute(\.email) {
            Trim()
            Required()
            Email()
        }
        Attribute(\.age) { Number(min: 18, max: 120) }
        Attribute(\.website) { URLFormat(defaultScheme: "https") }
        Attribute(\.country) {
            Default("US")
            Length(2)
        }
        Scenario("register") {
            Attribute(\.password) {
                Required()
                Length(min: 8)
                Characters.containsDigit
            }
            Attribute(\.passwordRepeat) {
                Required()
                Compare(.equal, to: \.password)
            }
            Check(
                \.acceptedTerms, reads: [\.acceptedTerms], code: "terms.required",
                message: "Please accept the terms."
            ) { $0.acceptedTerms }
        }
        Scenario("login") {
            Attribute(\.password) { Required() }
        }
    }
}
