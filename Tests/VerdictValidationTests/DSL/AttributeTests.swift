import Foundation
import Testing
import VerdictTesting
import VerdictValidation

@testable import VerdictTestSupport

@Suite("Fields")
struct FieldTests {
    @Test func filtersRunInOrderAndWriteBack() throws {
        var form = SignUp.valid
        form.username = "  alice  "
        form.email = " alice@example.com\n"
        let report = try SignUp.rules.validate(&form, scenario: .register)
        #expect(report.isValid)
        #expect(form.username == "alice")
        #expect(form.email == "alice@example.com")
        #expect(form.country == "USA")
    }

    @Test func validatingACopyLeavesTheModelAlone() throws {
        var form = SignUp.valid
        form.username = "  alice  "
        let report = try SignUp.rules.testValidate(form).report
        #expect(report.isValid)
        #expect(form.username == "  alice  ")
    }

    @Test(
        arguments: [
            (nil, [String]()),
            (17, ["age number.tooSmall"]),
            (18, []),
            (121, ["age number.tooBig"]),
        ] as [(Int?, [String])])
    func optionalFieldsSkipNil(age: Int?, expected: [String]) throws {
        var form = SignUp.valid
        form.age = age
        #expect(try SignUp.rules.testValidate(form).report.pairs == expected)
    }

    @Test func requiredOptionalFailsOnNilAndDefaultFillsIt() throws {
        struct Profile {
            var nickname: String?
            var country: String?
        }
        let rules = RuleSet<Profile> {
            Attribute(\.nickname) {
                Required(); Length(min: 3)
            }
            Attribute(\.country) {
                Default("USA"); Length(3)
            }
        }
        var profile = Profile()
        #expect(try rules.validate(&profile).pairs == ["nickname required"])
        #expect(profile.country == "USA")
        profile.nickname = "al"
        profile.country = ""
        #expect(try rules.validate(&profile).pairs == ["nickname string.tooShort"])
        #expect(profile.country == "USA")
    }

    @Test func skipOnErrorStopsAtTheFirstFailureUnlessSwitchedOff() throws {
        struct Text { var value = "" }
        let stopping = RuleSet<Text> {
            Attribute(\.value) {
                Length(min: 5); Characters.containsDigit
            }
        }
        let all = RuleSet<Text> {
            Attribute(\.value) {
                Length(min: 5); Characters.containsDigit.skipOnError(false)
            }
        }
        #expect(try stopping.testValidate(Text(value: "abc")).report.pairs == ["value string.tooShort"])
        #expect(
            try all.testValidate(Text(value: "abc")).report.pairs == [
                "value string.tooShort", "value characters.missingDigit",
            ])
    }

    @Test func skipOnEmptyIsOnForValidatorsAndSwitchable() throws {
        struct Text { var value = "" }
        let skipping = RuleSet<Text> { Attribute(\.value) { Length(min: 5) } }
        let checking = RuleSet<Text> { Attribute(\.value) { Length(min: 5).skipOnEmpty(false) } }
        #expect(try skipping.testValidate(Text()).report.pairs == [])
        #expect(try checking.testValidate(Text()).report.pairs == ["value string.tooShort"])
        // Whitespace is not empty until trimmed.
        #expect(try skipping.testValidate(Text(value: "  ")).report.pairs == ["value string.tooShort"])
    }

    @Test func whenConditionsReadTheModel() throws {
        var form = SignUp.valid
        #expect(try SignUp.rules.testValidate(form).report.pairs == [])
        form.isCompany = true
        #expect(try SignUp.rules.testValidate(form).report.pairs == ["vatNumber required"])
        let closureRules = RuleSet<SignUp> {
            Attribute(\.vatNumber) { Required().when(reads: [\.country]) { $0.country == "DE" } }
        }
        form.country = "DE"
        #expect(try closureRules.testValidate(form).report.pairs == ["vatNumber required"])
        form.country = "FR"
        #expect(try closureRules.testValidate(form).report.pairs == [])
    }

    @Test func overridesReplaceCodeMessageAndSeverity() throws {
        var form = SignUp.valid
        form.nickname = "a very long nickname"
        let report = try SignUp.rules.testValidate(form).report
        #expect(report.isValid, "warnings never invalidate")
        #expect(report.warnings.map(\.code) == [.stringTooLong])
        let custom = RuleSet<SignUp> {
            Attribute(\.username) { Length(min: 10).message("{attribute} is short: {value}.").code("name.short") }
        }
        let error = try #require(try custom.testValidate(form).report.errors.first)
        #expect(error.code == "name.short")
        #expect(error.message == "Username is short: alice.")
        #expect(error.template == "{attribute} is short: {value}.")
    }

    @Test func labelsAreDerivedAndOverridable() throws {
        struct Form {
            var passwordRepeat = ""
            var zipCode = ""
        }
        let rules = RuleSet<Form> {
            Attribute(\.passwordRepeat) { Required() }
            Attribute(\.zipCode, label: "ZIP") { Required() }
        }
        #expect(
            try rules.testValidate(Form()).report.errors.map(\.message) == [
                "Password repeat cannot be blank.", "ZIP cannot be blank.",
            ])
    }

    @Test func crossFieldCompareAndCheck() throws {
        var form = SignUp.valid
        form.passwordRepeat = "other"
        let report = try SignUp.rules.testValidate(form, scenario: .register).report
        #expect(report.pairs == ["passwordRepeat compare.failed"])
        #expect(report.errors.first?.message == "Password repeat must be equal to Password.")
        let checked = RuleSet<SignUp> {
            Constraint(
                \.passwordRepeat, reads: [\.password, \.passwordRepeat], code: "password.mismatch",
                message: "Passwords do not match."
            ) { $0.password == $0.passwordRepeat }
        }
        let error = try #require(try checked.testValidate(form).report.errors.first)
        #expect(error.path.description == "passwordRepeat")
        #expect(error.keyPath == \SignUp.passwordRepeat)
        #expect(error.message == "Passwords do not match.")
    }
}

/// A model with read-only attributes: a `let`, a computed property and a computed optional.
private struct Person {
    let id: String
    var first = ""
    var last = ""
    var fullName: String { (first + " " + last).trimmingCharacters(in: .whitespaces) }
    var initial: String? { first.first.map(String.init) }
}

@Suite("Read-only attributes")
struct ReadOnlyAttributeTests {
    fileprivate static let rules = RuleSet<Person> {
        Attribute(readOnly: \.id) {
            Required(); Length(4)
        }
        Attribute(readOnly: \.fullName, name: "fullName") { Length(max: 12) }
        Attribute(readOnly: \.initial, name: "initial") {
            Required(); Match("^[A-Z]$")
        }
        Attribute(\.first) { Trim() }
    }

    @Test func checkingRulesRunOnReadOnlyKeyPaths() throws {
        #expect(Self.rules.diagnostics().isEmpty)
        #expect(try Self.rules.testValidate(Person(id: "abcd", first: "Ada", last: "King")).report.pairs == [])
        #expect(
            try Self.rules.testValidate(Person(id: "ab", first: "ada", last: "Lovelace-Byron")).report.pairs == [
                "id string.wrongLength", "fullName string.tooLong", "initial match.noMatch",
            ])
    }

    @Test func anOptionalReadOnlyAttributeIsUnwrappedAndRequiredFailsOnNil() throws {
        #expect(try Self.rules.testValidate(Person(id: "abcd")).report.pairs == ["initial required"])
    }

    /// Typed look-ups find a read-only attribute's errors like any other's.
    @Test func errorsAreFoundByTheReadOnlyKeyPath() throws {
        let report = try Self.rules.testValidate(Person(id: "abcd", first: "Ada", last: "Lovelace-Byron")).report
        #expect(report.errors(at: \Person.fullName).map(\.code) == [.stringTooLong])
    }
}
