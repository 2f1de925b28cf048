import Testing
import Verdict
import VerdictServerCore

/// The sign-up form the server validates.
@Suite("SignUp")
struct SignUpTests {
    @Test("the rules have no declaration mistake in any scenario")
    func diagnostics() {
        #expect(SignUp.rules.diagnostics().isEmpty)
    }

    @Test("what the server answers back: the safe attributes and the admin flag, never a password")
    func answered() throws {
        var signUp = SignUp()
        signUp.username = "bobby"
        signUp.password = "correct horse 1"
        signUp.passwordRepeat = "correct horse 1"
        signUp.isAdmin = true
        let json = String(
            decoding: try SignUp.rules.assignableValues(of: signUp, scenario: "register").jsonData, as: UTF8.self)
        #expect(
            json == #"{"username":"bobby","email":"","age":null,"website":"","country":null,"acceptedTerms":false}"#)
    }
}
