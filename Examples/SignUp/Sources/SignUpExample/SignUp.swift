import Verdict

/// A sign-up form, validated for registration and for login: the form of the demo, the servers
/// and the benchmarks. Servers assign it from a request body; `isAdmin` is a flag a client must
/// not set (`Unsafe`: a massive assignment ignores it, or refuses it in strict mode).
///
/// It is also `Codable`, for the routes that compare Verdict with plain decoding and with Vapor's
/// `Validatable`; `isAdmin` is never decoded nor encoded.
public struct SignUp: SelfValidating, AssignableModel, Sendable, Equatable, Codable {
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

    /// A form filled in (never an admin).
    public init(
        username: String = "", email: String = "", password: String = "", passwordRepeat: String = "",
        age: Int? = nil, website: String = "", country: String? = nil, acceptedTerms: Bool = false
    ) {
        self.username = username
        self.email = email
        self.password = password
        self.passwordRepeat = passwordRepeat
        self.age = age
        self.website = website
        self.country = country
        self.acceptedTerms = acceptedTerms
    }

    /// Every attribute but `isAdmin`, which only the server sets.
    private enum CodingKeys: String, CodingKey {
        case username, email, password, passwordRepeat, age, website, country, acceptedTerms
    }

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
        Scenario(.register) {
            Attribute(\.password) {
                Required()
                Length(min: 8)
                Characters.containsDigit
            }
            Attribute(\.passwordRepeat) {
                Required()
                Compare(.equal, to: \.password)
            }
            Constraint(
                \.acceptedTerms, reads: [\.acceptedTerms], code: "terms.required",
                message: "Please accept the terms."
            ) { $0.acceptedTerms }
        }
        Scenario(.login) {
            Attribute(\.password) { Required() }
        }
    }
}

/// The scenarios of ``SignUp``: declared once, so that a mistyped name does not compile.
extension ScenarioName {
    /// Registration: the password twice, the terms accepted.
    public static let register = ScenarioName("register")
    /// Login: the username and the password.
    public static let login = ScenarioName("login")
}
