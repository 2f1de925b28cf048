// expect-error: cannot convert value of type 'PartialKeyPath<Profile>' to expected argument type 'PartialKeyPath<Login>'
// A VerdictTesting assertion takes key paths of the validated model only.
import Verdict
import VerdictTesting

struct Login { var username = "" }
struct Profile { var nickname = "" }

func check(_ result: TestValidationResult<Login>) {
    result.shouldHaveError(at: \Profile.nickname)
}
