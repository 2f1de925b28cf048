import Foundation
import Verdict

/// The sign-up body as a Verdict app declares it: decoded, then validated.
struct VerdictSignUp: Codable, SelfValidating {
    var username: String
    var email: String
    var password: String
    var age: Int

    /// The same checks as ``VaporSignUp/validations(_:)``.
    static let rules = RuleSet<VerdictSignUp> {
        Attribute(\.username) {
            Required()
            Length(4...24)
            Characters.only(.alphanumerics)
        }
        Attribute(\.email) {
            Required()
            Email()
        }
        Attribute(\.password) {
            Required()
            Length(min: 8)
        }
        Attribute(\.age) { Number(min: 18, max: 120) }
    }
}
