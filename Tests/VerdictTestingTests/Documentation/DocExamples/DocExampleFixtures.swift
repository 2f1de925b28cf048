import Verdict

/// The models and values the documentation of VerdictTesting names, so that the mirrors in this
/// folder compile its examples verbatim. The mirrors are `static` members of extensions of this
/// namespace: inside them, `SignUp` or `Order` is the documentation's model, not a test model.
enum DocExamples {
    /// The README's sign-up form, with a nickname whose length only warns.
    struct SignUp: SelfValidating, Equatable, Sendable {
        var username = ""
        var email = ""
        var password = ""
        var passwordRepeat = ""
        var age: Int?
        var nickname: String?

        static let rules = RuleSet<SignUp> {
            Attribute(\.username) {
                Trim(); Required(); Length(4...24); Match(#"^[a-z]\w*$"#)
            }
            Attribute(\.email) {
                Trim(); Required(); Email()
            }
            Attribute(\.age) { Number(min: 18, max: 120) }
            Attribute(\.nickname) { Length(max: 12).severity(.warning) }
            Scenario(.register) {
                Attribute(\.password) {
                    Required(); Length(min: 8); Characters.containsDigit
                }
                Attribute(\.passwordRepeat) {
                    Required(); Compare(.equal, to: \.password)
                }
            }
            Scenario(.login) { Attribute(\.password) { Required() } }
        }
    }

    /// A postal address, with a five-digit zip.
    struct Address: Equatable, Sendable {
        var zip = ""

        static let rules = RuleSet<Address> {
            Attribute(\.zip) {
                Required(); Match(#"^\d{5}$"#)
            }
        }
    }

    /// An order: errors at nested and indexed paths.
    struct Order: SelfValidating, Equatable, Sendable {
        var email = ""
        var addresses: [Address] = []

        static let rules = RuleSet<Order> {
            Attribute(\.email) {
                Required(); Email()
            }
            Each(\.addresses, Address.rules)
        }
    }
}
