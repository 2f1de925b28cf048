import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Attribute names")
struct AttributeNameTests {
    @Test(arguments: ["email", "address.zip", "", "a.b.c", "first name", "e\u{301}", "quote\"d", "back\\slash", "0"])
    func goodNamesHaveNoProblemAndPrintAsThemselves(name: String) {
        #expect(AttributeName.problems(inName: name) == nil)
        let path = AttributeName.path(of: name)
        #expect(path.description == name)
        #expect(AttributePath(parsing: name) == path)
    }

    @Test(arguments: [
        (
            "items[0]",
            "The name 'items[0]' contains '[' or ']', which printable paths keep for positions in a collection: "
                + "name the attribute without brackets, and validate a collection's elements with `Each`, whose "
                + "errors get paths such as `items[0]`."
        ),
        ("a]", "The name 'a]' contains '[' or ']'"),
        (
            "address..zip",
            "The name 'address..zip' has an empty component (a leading, trailing or doubled dot): write 'address.zip'."
        ),
        (".zip", "The name '.zip' has an empty component (a leading, trailing or doubled dot): write 'zip'."),
        ("zip.", "The name 'zip.' has an empty component (a leading, trailing or doubled dot): write 'zip'."),
        (
            ".",
            "The name '.' has an empty component (a leading, trailing or doubled dot): give a property name, such as 'zip'."
        ),
        (
            "a.\u{301}.",
            "The name 'a.\u{301}.' has an empty component (a leading, trailing or doubled dot): write 'a.\u{301}'."
        ),
        ("a..[0]", "It has an empty component (a leading, trailing or doubled dot): remove the extra dots."),
    ])
    func badNamesSayWhatIsWrongAndHowToFixIt(name: String, message: String) throws {
        let problems = try #require(AttributeName.problems(inName: name))
        #expect(problems.hasPrefix("The name '\(name)'"))
        #expect(problems.contains(message))
    }

    /// A name the check accepts is a path that prints as the name and parses back; random names
    /// from an alphabet full of path syntax reach both outcomes.
    @Test func randomNamesAreAcceptedExactlyWhenTheyPrintAsThemselves() {
        var rng = SplitMix64(seed: 0xA77_A1B)
        var accepted = 0
        var mismatches: [String] = []
        for _ in 0..<5_000 {
            let name = rng.nastyName()
            let path = AttributeName.path(of: name)
            let printsAsItself = path.description == name && AttributePath(parsing: name) == path
            if (AttributeName.problems(inName: name) == nil) != printsAsItself {
                mismatches.append("\(name.debugDescription) printed as \(path.description.debugDescription)")
            }
            if printsAsItself { accepted += 1 }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, such as \(mismatches.prefix(3))")
        #expect(accepted > 500)
        #expect(accepted < 4_800)
    }

    /// Common names of secret fields, split into words in every casing, and names that only
    /// contain a secret word's letters.
    @Test(
        "names that say a value is secret",
        arguments: [
            "password", "pwd", "user_pwd", "passwd", "passphrase", "pin", "otp", "ssn", "userSSN", "token",
            "apiKey", "APIKey", "api-key", "secret", "clientSecret", "privateKey", "accessToken", "refreshToken",
            "cvc", "cvv", "cvv2", "CVV2", "card_cvv2", "securityCode", "security-code", "accountNumber",
            "routingNumber", "routing_number", "creditCardNumber", "cardNumber", "card-number", "iban", "IBAN",
            "payoutIban", "sessionId", "seedPhrase", "recoveryCode", "totp", "billing.cardNumber",
        ])
    func secretNames(name: String) {
        #expect(AttributeName.isSecret(name), "\(name)")
    }

    @Test(
        "names that only look secret",
        arguments: [
            "cardinality", "phoneNumber", "numberOfCards", "cardholder", "keyboard", "keyName", "spinner",
            "shipping", "tokenizer", "pinned", "opinion", "postcode", "zipCode", "accountName",
            "sessions", "email", "username", "cardColor",
        ])
    func notSecretNames(name: String) {
        #expect(!AttributeName.isSecret(name), "\(name)")
    }
}
