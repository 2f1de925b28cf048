// One rule set, one validation, with the validation module alone (no assignment, forms, schema or
// remote checks): prints each error's path, code and message.
import VerdictValidation

struct Member: SelfValidating {
    var username = ""
    var email = ""
    var age: Int?

    static let rules = RuleSet<Member> {
        Attribute(\.username) {
            Trim(); Required(); Length(4...24)
        }
        Attribute(\.email) {
            Trim(); Required(); Email()
        }
        Attribute(\.age) { Number(min: 18, max: 120) }
    }
}

var member = Member(username: "  Al ", email: "al@example", age: 12)
let report = try member.validate()
for error in report.errors { print(error.path, error.code, error.message) }
print("username after the filters: \(member.username)")
