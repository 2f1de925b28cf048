import Foundation
import SignUpExample
import Testing
import Verdict

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
        let json = String(decoding: try signUp.account().jsonData, as: UTF8.self)
        #expect(
            json
                == #"{"username":"bobby","email":"","age":null,"website":"","country":null,"acceptedTerms":false,"#
                + #""isAdmin":true}"#)
    }

    @Test("decoding, for the unvalidated baseline route, never sets isAdmin")
    func decoding() throws {
        let body =
            #"{"username":"bobby","email":"b@example.com","password":"p","passwordRepeat":"p","age":30,"#
            + #""website":"","country":"US","acceptedTerms":true,"isAdmin":true}"#
        let signUp = try JSONDecoder().decode(SignUp.self, from: Data(body.utf8))
        #expect(signUp.username == "bobby" && signUp.age == 30 && signUp.acceptedTerms)
        #expect(!signUp.isAdmin)
        let encoded = String(decoding: try JSONEncoder().encode(signUp), as: UTF8.self)
        #expect(!encoded.contains("isAdmin"))
    }
}
