import VerdictValidation

/// The sign-up model used across tests (and, in the same shape, by the demo).
struct SignUp: SelfValidating, Equatable {
    var username = ""
    var email = ""
    var password = ""
    var passwordRepeat = ""
    var age: Int?
    var nickname: String?
    var country: String?
    var isCompany = false
    var vatNumber = ""
    var tags: [String] = []

    static let rules = RuleSet<SignUp> {
        Attribute(\.username) {
            Trim(); Required(); Length(4...24); Match(#"^[a-z]\w*$"#)
        }
        Attribute(\.email) {
            Trim(); Required(); Email()
        }
        Attribute(\.age) { Number(min: 18, max: 120) }
        Attribute(\.nickname) { Length(max: 12).severity(.warning) }
        Attribute(\.country) { Default("USA") }
        Attribute(\.vatNumber) { Required().when(\.isCompany) }
        Each(\.tags) {
            Trim(); Required(); Length(max: 10)
        }
        Scenario(.register) {
            Attribute(\.password) {
                Required(); Length(min: 8)
            }
            Attribute(\.passwordRepeat) {
                Required(); Compare(.equal, to: \.password)
            }
        }
        Scenario(.login) {
            Attribute(\.password) { Required() }
        }
    }

    static let valid = SignUp(
        username: "alice", email: "alice@example.com", password: "correct horse",
        passwordRepeat: "correct horse", age: 30)
}

/// A nested model.
struct Address: Equatable {
    var street = ""
    var zip = ""

    static let rules = RuleSet<Address> {
        Attribute(\.street) {
            Trim(); Required()
        }
        Attribute(\.zip) {
            Required(); Match(#"^\d{5}$"#).code("zip.invalid")
        }
    }
}

/// A model with nested and repeated children.
struct Order: Equatable {
    var address = Address()
    var billing: Address?
    var addresses: [Address] = []

    static let rules = RuleSet<Order> {
        Nested(\.address, Address.rules)
        Nested(\.billing, Address.rules)
        Each(\.addresses, Address.rules)
    }
}

extension ValidationReport {
    /// `(path, code)` pairs, for compact assertions.
    var pairs: [String] { errors.map { "\($0.path) \($0.code)" } }
}
