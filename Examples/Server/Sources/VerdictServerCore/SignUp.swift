import Verdict

/// The sign-up form of the demo (`Examples/SignUpDemo/SignUp.swift`), which the server assigns
/// from a request body: the same attributes and rules, and an admin flag that a client must not
/// set (`Unsafe`).
public struct SignUp: SelfValidating, AssignableModel, Sendable, Equatable {
    /// 4 to 24 characters, a lowercase letter first, then letters, digits or `_`.
    public var username = ""
    /// An email address.
    public var email = ""
    /// At least 8 characters with a digit, to register; never answered back.
    public var password = ""
    /// The password again, to register; never answered back.
    public var passwordRepeat = ""
    /// 18 to 120, if given.
    public var age: Int?
    /// A URL, `https` added when the scheme is left out.
    public var website = ""
    /// A two-letter code, `US` when not given.
    public var country: String?
    /// Must be `true` to register.
    public var acceptedTerms = false
    /// Never assigned from a request: a massive assignment ignores it (or, strict, refuses it).
    public var isAdmin = false

    /// An empty form.
    public init() {}

    /// The demo's rules, with `isAdmin` unsafe.
    public static let rules = RuleSet<SignUp> {
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
        Unsafe(\.isAdmin)
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
