// The same model through `import Verdict`, every feature: assigned from a JSON body (assignment),
// with a remote rule declared (remote checks, never run here), and validated. Prints what was
// assigned and each error.
import Foundation
import Verdict

struct Member: SelfValidating {
    var username = ""
    var email = ""

    static let rules = RuleSet<Member> {
        Attribute(\.username) {
            Trim(); Required(); Length(4...24)
        }
        Attribute(\.email) {
            Trim(); Required(); Email()
        }
        Scenario(.remote) {
            Attribute(\.username) { Remote(url: URL(string: "http://127.0.0.1:9/available")!) }
        }
    }
}

extension ScenarioName {
    static let remote = ScenarioName("remote")
}

var member = Member()
let result = try Member.rules.assign(.json(Data(#"{"username":"  Al ","email":"al@example"}"#.utf8)), to: &member)
print("assigned: \(result.isAssigned), username: \(member.username)")
for error in result.report.errors { print(error.path, error.code, error.message) }
