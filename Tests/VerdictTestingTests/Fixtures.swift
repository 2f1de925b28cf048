import Verdict

/// An account form: a trimmed username, an email, a password with a digit, and a nickname whose
/// length only warns.
struct Account: SelfValidating, Equatable {
    var username = ""
    var email = ""
    var password = ""
    var nickname = ""

    static let rules = RuleSet<Account> {
        Attribute(\.username) {
            Trim(); Required(); Length(min: 4)
        }
        Attribute(\.email) {
            Trim(); Required(); Email()
        }
        Attribute(\.password) {
            Required(); Length(min: 8); Characters.containsDigit.skipOnError(false)
        }
        Attribute(\.nickname) { Length(max: 8).severity(.warning) }
    }

    static let valid = Account(username: "alice", email: "alice@example.com", password: "secret123")
}

/// A postal address, with a five-digit zip.
struct Address: Equatable {
    var zip = ""

    static let rules = RuleSet<Address> {
        Attribute(\.zip) {
            Required(); Match(#"^\d{5}$"#)
        }
    }
}

/// An order: nested and indexed paths.
struct Order {
    var email = "buyer@example.com"
    var shipping = Address(zip: "12345")
    var addresses: [Address] = []
    var tags: [String] = []

    static let rules = RuleSet<Order> {
        Attribute(\.email) {
            Required(); Email()
        }
        Nested(\.shipping, Address.rules)
        Each(\.addresses, Address.rules)
        Each(\.tags) { Length(max: 5) }
    }
}
