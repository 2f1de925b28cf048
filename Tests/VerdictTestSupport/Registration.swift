import Foundation
import VerdictRemote
import VerdictValidation

/// A registration form whose username is checked by a server.
struct Registration: Sendable, Equatable {
    var username = ""
    var email = ""
    var nickname = ""

    static let url = URL(string: "http://127.0.0.1:9/usernames/available")!

    static let rules = RuleSet<Registration> {
        Attribute(\.username) {
            Trim()
            Required()
            Length(3...20)
            Remote(url: url, message: "{attribute} is taken.")
        }
        Attribute(\.email) {
            Required(); Email()
        }
        Attribute(\.nickname) { Length(max: 10) }
    }
}
