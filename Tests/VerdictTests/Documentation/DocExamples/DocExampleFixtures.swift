import Foundation

@testable import Verdict
@testable import VerdictAssignment
@testable import VerdictEngine
@testable import VerdictForms
@testable import VerdictRemote
@testable import VerdictRules
@testable import VerdictSchema
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// The models, values and stubs the documentation's examples name, so that the mirrors in this
/// folder compile the examples verbatim. The mirrors are `static` members of extensions of this
/// namespace: inside them, `SignUp` or `Order` is the documentation's model, not a test model.
///
/// The models are supersets: every attribute some example names is here, with rules like those
/// of the README.
enum DocExamples {
    /// The README's sign-up form, with a nickname and a login scenario.
    struct SignUp: SelfValidating, Equatable, Sendable, Codable {
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

    /// The model of the examples that name none (`Attribute(\.email) { Email() }`): it has every
    /// attribute they name.
    struct Form: Equatable, Sendable {
        var username = ""
        var email = ""
        var password = ""
        var recoveryPhrase = ""
        var passwordRepeat = ""
        var age: Int?
        var nickname: String?
        var country = ""
        var state = ""
        var isCompany = false
        var vatNumber = ""
        var terms = false
        var name = ""
        var bio = ""
        var number = ""
        var zip = ""
        var from = Date(timeIntervalSince1970: 0)
        var startDate = Date(timeIntervalSince1970: 0)
        var endDate = Date(timeIntervalSince1970: 0)
        var address = Address()
        var billingAddress: Address?
        var addresses: [Address] = []
        var tags: [String] = []
        var displayName: String { name }
        var middleInitial: String? { name.first.map(String.init) }
    }

    /// A login form.
    struct Login: SelfValidating, Equatable, Sendable {
        var username = ""
        var password = ""

        static let rules = RuleSet<Login> {
            Attribute(\.username) {
                Trim(); Required()
            }
            Attribute(\.password) { Required() }
        }
    }

    /// A user with an attribute no scenario may assign.
    struct User: SelfValidating, Equatable, Sendable {
        var username = ""
        var email = ""
        var password = ""
        var secret = ""
        var isAdmin = false

        static let rules = RuleSet<User> {
            ActiveAttributes(.login, \.username, \.password, unsafe: \.secret)
            Scenario(.login) { Attribute(\.password) { Required() } }
            Scenario(.register) {
                Attribute(\.username) { Required() }
                Attribute(\.email) {
                    Required(); Email()
                }
            }
        }
    }

    /// A blog post.
    struct Post: Equatable, Sendable {
        var title = ""
        var description = ""
    }

    /// A profile.
    struct Profile: Equatable, Sendable {
        var first = ""
        var last = ""
    }

    /// A trip between two dates.
    struct Trip: Equatable, Sendable {
        var startDate = Date(timeIntervalSince1970: 0)
        var endDate = Date(timeIntervalSince1970: 0)
    }

    /// A payment, whose card number is typed digit by digit.
    struct Payment: Equatable, Sendable {
        var number = ""

        static let rules = RuleSet<Payment> {
            Attribute(\.number) {
                Length(max: 12).stage(.input)
                Characters.only(.decimalDigits).stage(.input)
                Length(12).stage(.completeness)
            }
        }
    }

    /// A postal address.
    struct Address: Equatable, Sendable {
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

    /// A line of an order.
    struct Item: Equatable, Sendable {
        var quantity = 1

        static let rules = RuleSet<Item> {
            Attribute(\.quantity) { Number(min: 1) }
        }
    }

    /// An order: nested and repeated children, dates, and the README's attributes.
    struct Order: Equatable, Sendable {
        var email = ""
        var isCompany = false
        var vatNumber = ""
        var country = ""
        var coupon = ""
        var notes = ""
        var from = Date(timeIntervalSince1970: 0)
        var to: Date?
        var startDate = Date(timeIntervalSince1970: 0)
        var endDate = Date(timeIntervalSince1970: 0)
        var address = Address()
        var billingAddress: Address?
        var shipping = Address()
        var addresses: [Address] = []
        var items: [Item] = []
        var tags: [String] = []

        /// A reusable rule set, included by the README's order rules.
        static let auditRules = RuleSet<Order> {
            Attribute(\.notes) { Length(max: 500) }
        }
    }

    /// The account member of the ``FormGroup`` example.
    struct Account: SelfValidating, Equatable, Sendable {
        var username = ""
        var password = ""
        var passwordRepeat = ""

        static let rules = RuleSet<Account> {
            Attribute(\.username) {
                Trim(); Required()
            }
            Attribute(\.password) {
                Required(); Length(min: 8)
            }
        }
    }

    /// The terms member of the ``FormGroup`` example.
    struct Terms: SelfValidating, Equatable, Sendable {
        var accepted = false

        static let rules = RuleSet<Terms> {}
    }

    /// A button whose state the examples set.
    final class Button {
        var isEnabled = false
    }

    /// Where the focus of a form goes.
    enum Focus {
        case current, next
    }

    /// The directory of accounts that the asynchronous examples ask: a username is free unless it
    /// is `admin`, and no account exists.
    actor Directory {
        static let shared = Directory()

        /// Whether no account has `name`.
        func isFree(_ name: String) async -> Bool { name != "admin" }

        /// Whether an account has this username and email.
        func hasAccount(_ username: String, _ email: String) async -> Bool { false }
    }

    /// An error at `email`, as a validation reports it.
    static let emailTaken = ValidationError(
        path: [.property("email")], keyPath: \SignUp.email,
        failure: RuleFailure(code: "email.taken", template: "{attribute} is taken."),
        label: "Email", severity: .error, scenario: .default)

    /// Sends the form.
    static func send() {}

    /// Sends a model.
    static func send<Model>(_ model: Model) {}

    /// Submits the form.
    static func submit() {}

    /// Shakes the form, as when an edit is refused.
    static func shake() {}

    /// Shows a hint next to the field.
    static func showHint() {}
}

extension DocExamples {
    /// Opens an optional's type.
    static func open<Optional: OptionalValue>(_ type: Optional.Type) {}
}

extension DocExamples {
    /// Field rules of any value type, one per line, as the documentation lists an initializer's
    /// uses: `Compare(.greaterOrEqual, 30)` then `Compare(.notEqual, "admin")`.
    @resultBuilder enum FieldRuleList<Model> {
        static func buildExpression<Value>(_ rule: some AttributeRuleConvertible<Model, Value>) -> Int { 0 }
        static func buildBlock(_ rules: Int...) {}
    }

    /// Compiles `rules` as rules of `Model`'s attributes.
    static func fieldRules<Model>(of model: Model.Type, @FieldRuleList<Model> _ rules: () -> Void) {}
}
