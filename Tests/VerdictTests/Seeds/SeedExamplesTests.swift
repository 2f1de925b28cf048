import Foundation
import Testing
import Verdict
import VerdictTesting
@testable import VerdictTestSupport

/// Seed 000 (FXModelValidation): the ContactForm model.
private struct ContactForm {
    var name = ""
    var email = ""
    var subject = ""
    var body = ""

    static let rules = RuleSet<ContactForm> {
        // the name, email, subject and body attributes are required
        for field in [\ContactForm.name, \.email, \.subject, \.body] {
            Attribute(field) { Required() }
        }
        // the email attribute should be a valid email address
        Attribute(\.email) { Email() }
    }
}

/// Seed 001 (core validators): one attribute per documented example.
private struct Everything {
    var selected = 0
    var deleted = ""
    var password = ""
    var passwordRepeat = ""
    var age: Int?
    var country = ""
    var from: Date?
    var to: Date?
    var email = ""
    var username = ""
    var level = 0
    var salary = ""
    var description = ""
    var website = ""

    static let today = Date(timeIntervalSince1970: 1_800_000_000)

    static let rules = RuleSet<Everything> {
        // boolean: "selected" is either 0 or 1; "deleted" is either "sure" or "not sure"
        Attribute(\.selected) { BooleanFormat() }
        Attribute(\.deleted) { BooleanFormat(trueValue: "sure", falseValue: "not sure") }
        // compare: password equals passwordRepeat; age is at least 30
        Attribute(\.passwordRepeat) { Compare(.equal, to: \.password) }
        Attribute(\.age) { Compare(.greaterOrEqual, 30) }
        // default: country is "USA" when empty; from and to are today when empty
        Attribute(\.country) { Default("USA") }
        Attribute(\.from) { Default { _, _ in today } }
        Attribute(\.to) { Default { _, _ in today } }
        // email, trim and filter
        Attribute(\.username) {
            Trim(); Filter(skipOnArray: true) { $0.lowercased() }
        }
        Attribute(\.email) {
            Trim(); Email()
        }
        // in: level is 1, 2 or 3
        Attribute(\.level) { In([1, 2, 3]) }
        // match: username starts with a letter and has only word characters
        Attribute(\.username) { Match(#"^[a-z]\w*$"#) }
        // number: salary is a number
        Attribute(\.salary) { Number() }
        // required
        Attribute(\.username) { Required() }
        Attribute(\.password) { Required() }
        // safe: description is assignable without validation
        Safe(\.description)
        // string: username length between 4 and 24
        Attribute(\.username) { Length(4...24) }
        // url: website is a URL, "http://" prepended when it has no scheme
        Attribute(\.website) { URLFormat(defaultScheme: "http") }
    }
}

@Suite("Seed examples")
struct SeedExamplesTests {
    @Test func contactFormRequiresEveryFieldAndAValidEmail() throws {
        try ContactForm.rules.testValidate(ContactForm()).shouldHaveExactly([
            .at(\.name, .required), .at(\.email, .required), .at(\.subject, .required), .at(\.body, .required),
        ])
        let filled = ContactForm(name: "john", email: "john@example.com", subject: "Hello", body: "Hi, man!")
        try ContactForm.rules.testValidate(filled).shouldBeValid()
        var bad = filled
        bad.email = "john"
        try ContactForm.rules.testValidate(bad).shouldHaveError(at: \.email, withCode: .emailInvalid).only()
    }

    @Test func everyCoreValidatorExampleAcceptsGoodInput() throws {
        var model = Everything(
            selected: 1, deleted: "sure", password: "secret", passwordRepeat: "secret", age: 30,
            email: " me@example.com ", username: "  John_1 ", level: 2, salary: "1200.50", website: "example.com")
        let report = try Everything.rules.validate(&model)
        #expect(report.pairs == [])
        #expect(model.country == "USA")
        #expect(model.from == Everything.today && model.to == Everything.today)
        #expect(model.username == "john_1")
        #expect(model.email == "me@example.com")
        #expect(model.website == "http://example.com")
        #expect(try Everything.rules.safeAttributes().contains(\Everything.description))
    }

    @Test func everyCoreValidatorExampleRejectsBadInput() throws {
        let model = Everything(
            selected: 2, deleted: "maybe", password: "secret", passwordRepeat: "Secret", age: 29,
            country: "FR", email: "me@", username: "1john", level: 4, salary: "12a", website: "ftp://example.com")
        let report = try Everything.rules.testValidate(model).report
        #expect(
            report.pairs == [
                "selected boolean.invalid", "deleted boolean.invalid", "passwordRepeat compare.failed",
                "age compare.failed", "username match.noMatch", "email email.invalid", "level in.notInList",
                "salary number.invalid", "website url.invalid",
            ])
    }

    @Test func mixedValidatorReportsAllThreeMessages() throws {
        // Seed 003 (ALPValidator): a minimum length, a custom block and an email check, all run.
        struct Input { var text = "" }
        let rules = RuleSet<Input> {
            Attribute(\.text) {
                Length(min: 15).message("This is too short!")
                Custom { !$0.contains("A") }.message("No capital As are allowed!")
                Email().message("That's not an email address!")
            }
        }
        let stopping = try rules.testValidate(Input(text: "invA@lid,com")).report
        #expect(stopping.errors.map(\.message) == ["This is too short!"])
        let all = RuleSet<Input> {
            Attribute(\.text) {
                Length(min: 15).message("This is too short!")
                Custom { !$0.contains("A") }.message("No capital As are allowed!").skipOnError(false)
                Email().message("That's not an email address!").skipOnError(false)
            }
        }
        #expect(
            try all.testValidate(Input(text: "invA@lid,com")).report.errors.map(\.message) == [
                "This is too short!", "No capital As are allowed!", "That's not an email address!",
            ])
    }

    @Test func containsADigitFromSeed003() {
        Characters.containsDigit.shouldFail(on: "abc", withCode: .charactersMissingDigit)
        Characters.containsDigit.shouldPass(on: "abc1")
    }
}
