import Foundation
import Testing
import Verdict
import VerdictTesting

@Suite("Assertions on a validated model")
@MainActor
struct TestValidationResultTests {
    private let shortUsername = Account(username: " al ", email: "alice@example.com", password: "secret123")

    // MARK: Passing

    @Test func aValidModelPassesAndItsFiltersRan() throws {
        let account = Account(username: " alice ", email: "alice@example.com", password: "secret123")
        let result = try Account.rules.testValidate(account)
        result.shouldBeValid()
        result.shouldHaveExactly([])
        #expect(result.model.username == "alice")
        #expect(result.scenario == .default)
    }

    @Test func aWarningLeavesTheModelValidAndCanBeAssertedOn() throws {
        var account = Account.valid
        account.nickname = "far too long"
        let result = try account.testValidate()
        result.shouldBeValid()
        result.shouldHaveError(at: \.nickname, withCode: .stringTooLong)
            .withSeverity(.warning)
            .withParameter("max", equalTo: 8)
            .withMessage("Nickname must contain at most 8 characters.")
            .only()
        result.shouldHaveExactly([.at(\.nickname, .stringTooLong, severity: .warning)])
    }

    @Test func anErrorIsFoundByKeyPathAndNarrowedByEveryCondition() throws {
        let result = try shortUsername.testValidate()
        let assertion = result.shouldHaveError(at: \.username)
            .withCode(.stringTooShort)
            .withSeverity(.error)
            .withParameter("min", equalTo: 4)
            .withParameter("value", equalTo: "al")
            .withMessage("Username must contain at least 4 characters.")
            .only()
        #expect(assertion.errors.map(\.code) == [.stringTooShort])
        result.shouldNotHaveError(at: \.email)
        result.shouldNotHaveError(at: \.username, withCode: .required)
    }

    @Test func eachConditionKeepsOnlyTheErrorsThatMeetIt() throws {
        let account = Account(username: "alice", email: "a@example.com", password: "short")
        let result = try Account.rules.testValidate(account)
        let both = result.shouldHaveError(at: \.password)
        #expect(both.errors.map(\.code) == [.stringTooShort, .charactersMissingDigit])
        #expect(both.withCode(.charactersMissingDigit).errors.map(\.code) == [.charactersMissingDigit])
        result.shouldHaveError(at: "password", withCode: .charactersMissingDigit).only()
        result.shouldHaveExactly([.at("password", .charactersMissingDigit), .at(\.password, .stringTooShort)])
    }

    @Test func nestedAndIndexedPathsByKeyPathOrPrintablePath() throws {
        let order = Order(
            shipping: Address(zip: "1234"), addresses: [Address(zip: "12345"), Address(zip: "")],
            tags: ["ok", "far too long"])
        let result = try Order.rules.testValidate(order)
        result.shouldHaveError(at: \.addresses[1].zip, withCode: .required)
        result.shouldHaveError(at: "addresses[1].zip").withMessage("Zip cannot be blank.")
        result.shouldNotHaveError(at: \.addresses[0].zip)
        result.shouldNotHaveError(at: "addresses[0].zip")
        result.shouldHaveError(at: \.shipping.zip, withCode: .matchNoMatch)
        result.shouldHaveError(at: \.tags[1], withCode: .stringTooLong).withParameter("max", equalTo: 5)
        result.shouldNotHaveError(at: \.tags[0])
        result.shouldHaveExactly([
            .at(\.tags[1], .stringTooLong),
            .at("shipping.zip", .matchNoMatch),
            .at(\.addresses[1].zip, .required),
        ])
    }

    @Test func aValidatedFormIsTestedThroughTestValidate() async throws {
        let form = try FormSession(shortUsername, rules: Account.rules)
        let result = await form.testValidate()
        result.shouldHaveError(at: \.username, withCode: .stringTooShort).only()
        #expect(result.model.username == "al")
    }

    // MARK: Failing (each issue is expected at the line of the helper that records it)

    @Test func shouldBeValidFailsWithTheErrors() throws {
        let result = try shortUsername.testValidate()
        let message = """
            Expected Account to be valid in scenario 'default'; actual errors:
              username [string.tooShort] Username must contain at least 4 characters.
            """
        expectIssue(message) { result.shouldBeValid() }
    }

    @Test func shouldHaveErrorFailsWhenNoErrorIsAtThePath() throws {
        let result = try shortUsername.testValidate()
        let message = """
            Expected an error at 'email' with code 'email.invalid'; actual errors:
              username [string.tooShort] Username must contain at least 4 characters.
            """
        expectIssue(message) { result.shouldHaveError(at: \.email, withCode: .emailInvalid) }
        expectIssue("Expected an error at 'email'; actual errors:\n  username [string.tooShort]", line: #line + 1) {
            result.shouldHaveError(at: "email")
        }
    }

    @Test func shouldHaveErrorFailsOnAValidModel() throws {
        let result = try Account.valid.testValidate()
        expectIssue("Expected an error at 'username'; actual errors: none") { result.shouldHaveError(at: \.username) }
    }

    @Test func withCodeFailsOnAnotherCode() throws {
        let result = try shortUsername.testValidate()
        let message = """
            Expected an error at 'username' with code 'required'; actual errors:
              username [string.tooShort] Username must contain at least 4 characters.
            """
        expectIssue(message) { result.shouldHaveError(at: \.username).withCode(.required) }
    }

    @Test func withMessageFailsOnAnotherMessage() throws {
        let result = try shortUsername.testValidate()
        let message = """
            Expected an error at 'username' with code 'string.tooShort' and message "Username is too short."; \
            actual errors:
              username [string.tooShort] Username must contain at least 4 characters.
            """
        let error = result.shouldHaveError(at: \.username, withCode: .stringTooShort)
        expectIssue(message) { error.withMessage("Username is too short.") }
    }

    @Test func withMessageInALocale() throws {
        let result = try shortUsername.testValidate()
        let error = result.shouldHaveError(at: \.username, withCode: .stringTooShort)
        error.withMessage("Username muss mindestens 4 Zeichen enthalten.", in: Locale(identifier: "de"))
        error.withMessage(
            "Benutzername muss mindestens 4 Zeichen enthalten.", in: Locale(identifier: "de"),
            catalog: MessageCatalog(language: "de", labels: ["username": "Benutzername"]))
        let message = """
            Expected an error at 'username' with code 'string.tooShort' and message \
            "Username must contain at least 4 characters." in 'de'; actual errors:
              username [string.tooShort] Username must contain at least 4 characters.
            """
        let german = Locale(identifier: "de")
        expectIssue(message) { error.withMessage("Username must contain at least 4 characters.", in: german) }
    }

    @Test func withSeverityFailsOnAnotherSeverity() throws {
        let result = try shortUsername.testValidate()
        let message =
            "Expected an error at 'username' with severity 'warning'; actual errors:\n  username [string.tooShort]"
        expectIssue(message) { result.shouldHaveError(at: \.username).withSeverity(.warning) }
    }

    @Test func withParameterFailsOnAnotherValue() throws {
        let result = try shortUsername.testValidate()
        let error = result.shouldHaveError(at: \.username)
        expectIssue("Expected an error at 'username' with parameter min = 8; actual errors:", line: #line + 1) {
            error.withParameter("min", equalTo: 8)
        }
        expectIssue("Expected an error at 'username' with parameter value = \"bob\"; actual errors:", line: #line + 1) {
            error.withParameter("value", equalTo: "bob")
        }
    }

    @Test func onlyFailsWhenAnotherPathHasAnError() throws {
        let result = try Account.rules.testValidate(Account(username: "al", email: "nope"))
        let message = """
            Expected errors only at 'username'; actual errors:
              username [string.tooShort] Username must contain at least 4 characters.
              email [email.invalid] Email is not a valid email address.
              password [required] Password cannot be blank.
            """
        expectIssue(message) { result.shouldHaveError(at: \.username).only() }
    }

    @Test func eachStepOfAChainFailsAtItsOwnLine() throws {
        let result = try shortUsername.testValidate()
        let message = "Expected an error at 'username' with code 'string.tooShort' and severity 'warning'"
        expectIssue(message, line: #line + 3) {
            result.shouldHaveError(at: \.username)
                .withCode(.stringTooShort)
                .withSeverity(.warning)
        }
    }

    @Test func aFailedStepEndsTheChainWithOneIssue() throws {
        let result = try Account.valid.testValidate()
        // One issue, at the first step: the known-issue matcher accepts only its text and line.
        expectIssue("Expected an error at 'email'; actual errors: none", line: #line + 1) {
            result.shouldHaveError(at: \.email).withCode(.emailInvalid).withSeverity(.error).only()
        }
    }

    @Test func shouldNotHaveErrorFailsWhenThereIsOne() throws {
        let result = try shortUsername.testValidate()
        let message = """
            Expected no error at 'username'; actual errors:
              username [string.tooShort] Username must contain at least 4 characters.
            """
        expectIssue(message) { result.shouldNotHaveError(at: \.username) }
        expectIssue("Expected no error at 'username' with code 'string.tooShort'; actual errors:", line: #line + 1) {
            result.shouldNotHaveError(at: "username", withCode: .stringTooShort)
        }
    }

    @Test func shouldHaveExactlyFailsOnMissingAndUnexpectedErrors() throws {
        let result = try Account.rules.testValidate(Account(username: "al", email: "nope", password: "secret123"))
        let message = """
            Expected exactly these errors: username [string.tooShort], password [required]
              missing: password [required]
              unexpected: email [email.invalid] Email is not a valid email address.
            actual errors:
              username [string.tooShort] Username must contain at least 4 characters.
              email [email.invalid] Email is not a valid email address.
            """
        let expected: [ExpectedError<Account>] = [.at(\.username, .stringTooShort), .at(\.password, .required)]
        expectIssue(message) { result.shouldHaveExactly(expected) }
    }

    @Test func shouldHaveExactlyCountsRepeatsAndSeverities() throws {
        var account = Account.valid
        account.nickname = "far too long"
        let result = try account.testValidate()
        let message = """
            Expected no errors
              unexpected: nickname [string.tooLong] (warning) Nickname must contain at most 8 characters.
            """
        expectIssue(message) { result.shouldHaveExactly([]) }
        expectIssue("missing: nickname [string.tooLong] (error)", line: #line + 1) {
            result.shouldHaveExactly([.at(\.nickname, .stringTooLong, severity: .error)])
        }
        expectIssue("missing: nickname [string.tooLong]\n", line: #line + 1) {
            result.shouldHaveExactly([.at(\.nickname, .stringTooLong), .at(\.nickname, .stringTooLong)])
        }
    }

    @Test func indexedPathsFailWithReadableNames() throws {
        let result = try Order.rules.testValidate(Order(addresses: [Address(zip: "12345"), Address(zip: "")]))
        let message = """
            Expected an error at 'addresses[?].zip'; actual errors:
              addresses[1].zip [required] Zip cannot be blank.
            """
        expectIssue(message) { result.shouldHaveError(at: \.addresses[0].zip) }
        expectIssue("Expected no error at 'addresses[1].zip'; actual errors:", line: #line + 1) {
            result.shouldNotHaveError(at: \.addresses[1].zip)
        }
        expectIssue("Expected an error at 'shipping.zip'; actual errors:", line: #line + 1) {
            result.shouldHaveError(at: \.shipping.zip)
        }
        let exactly = """
            Expected exactly these errors: addresses[?].zip [required]
              missing: addresses[?].zip [required]
            """
        expectIssue(exactly, line: #line + 1) {
            result.shouldHaveExactly([.at(\.addresses[0].zip, .required)])
        }
    }
}
