// An `@Observable` model whose attributes need no `name:`: `@AttributeNames` writes their names.
// Prints the names the macro wrote, then each error's path, code and message.
import Observation
import VerdictMacros
import VerdictValidation

@Observable @AttributeNames
final class Profile {
    var displayName = ""
    var age = 0

    static let rules = RuleSet<Profile> {
        Attribute(\.displayName) {
            Trim(); Required()
        }
        Attribute(\.age) { Number(min: 18) }
    }
}

var profile = Profile()
profile.displayName = "   "
profile.age = 16
print("names:", Profile.attributeNames.values.sorted().joined(separator: ", "))
let report = try Profile.rules.validate(&profile)
for error in report.errors { print(error.path, error.code, error.message) }
