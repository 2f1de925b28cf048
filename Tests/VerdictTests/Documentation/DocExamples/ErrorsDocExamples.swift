// swift-format-ignore-file
// (the examples keep the documentation's formatting)
import Foundation
import Verdict
@testable import VerdictTestSupport

// The examples in the documentation of Sources/VerdictVocabulary, verbatim (DocExampleSyncTests
// checks it). Compiled, never run.

extension DocExamples {
    // MARK: AttributeKeyPath.swift

    @MainActor static func attributeKeyPath() {
        let attributes: [AttributeKeyPath<SignUp>] = [\.username, \.email]
        _ = attributes
    }

    // MARK: ErrorCode.swift

    @MainActor static func errorCode(error: ValidationError) {
        if error.code == .stringTooShort { showHint() }
        let custom: ErrorCode = "username.taken"
        _ = custom
        print(ErrorCode.required) // required
    }

    @MainActor static func errorCodeInits() throws {
        do {
            let code = ErrorCode(rawValue: "username.taken")
            _ = code
        }
        do {
            let code: ErrorCode = "username.taken"
            _ = code
        }
        do {
            let code = try JSONDecoder().decode(ErrorCode.self, from: Data(#""email.invalid""#.utf8))
            _ = code
        }
        let json = try JSONEncoder().encode(ErrorCode.emailInvalid) // "email.invalid"
        _ = json
    }

    // MARK: AttributePath.swift

    @MainActor static func fieldPath() throws {
        do {
            let path: AttributePath = [.property("addresses"), .index(1), .property("zip")]
            print(path) // addresses[1].zip
        }
        do {
            let path = AttributePath([.property("email")])
            _ = path
        }
        do {
            let path: AttributePath = [.property("email")]
            _ = path
        }
        do {
            let path: AttributePath = "addresses[1].zip"
            _ = path
        }
        _ = AttributePath([.property("zip")]).prefixed(by: [.property("address")]) // address.zip
        print(AttributePath([.property("tags"), .index(0)])) // tags[0]
        do {
            let path = try JSONDecoder().decode(AttributePath.self, from: Data(#""addresses[1].zip""#.utf8))
            _ = path
        }
        _ = try JSONEncoder().encode(AttributePath([.property("email")])) // "email"
    }

    // MARK: MessageParameter.swift

    @MainActor static func messageParameter() throws {
        let failure = RuleFailure(code: .stringTooShort,
                                  template: "{attribute} needs {min} characters.",
                                  parameters: ["min": 8])
        _ = failure
        _ = MessageParameter(describing: 3)      // .int(3)
        _ = MessageParameter(describing: "USA")  // .string("USA")
        _ = MessageParameter.list([1, 2]).description // "1, 2"
        _ = MessageParameter.string("USA").stringValue // "USA"
        _ = MessageParameter.int(8).intValue // 8
        _ = MessageParameter.double(2.5).doubleValue // 2.5
        _ = MessageParameter.bool(true).boolValue // true
        _ = MessageParameter.list([1, 2]).listValue // [1, 2]
        _ = MessageParameter.int(8).stringValue // nil
        _ = MessageParameter(describing: 3).intValue // 3
        _ = MessageParameter(describing: 0.5).doubleValue // 0.5
        _ = MessageParameter(describing: false).boolValue // false
        _ = MessageParameter.string("a, b").listValue // nil
        _ = try JSONEncoder().encode(MessageParameter.int(8)) // 8
    }

    @MainActor static func messageParameterLiterals() throws {
        do {
            let p: MessageParameter = "USA"
            _ = p
        }
        do {
            let p: MessageParameter = 8
            _ = p
        }
        do {
            let p: MessageParameter = 2.5
            _ = p
        }
        do {
            let p: MessageParameter = true
            _ = p
        }
        do {
            let p: MessageParameter = [1, 2, 3]
            _ = p
        }
        do {
            let p = try JSONDecoder().decode(MessageParameter.self, from: Data("8".utf8)) // .int(8)
            _ = p
        }
    }

    // MARK: MessageTemplate.swift

    @MainActor static func messageTemplate() throws {
        do {
            let template: MessageTemplate = "{attribute} needs at least {min} {min, plural, one {character} other {characters}}."
            _ = template.render(["attribute": "Password", "min": 8]) // "Password needs at least 8 characters."
        }
        do {
            let template = MessageTemplate("{attribute} is taken.")
            _ = template
        }
        do {
            let template: MessageTemplate = "{attribute} is taken."
            _ = template
        }
        do {
            let template = try JSONDecoder().decode(MessageTemplate.self, from: Data(#""{attribute}""#.utf8))
            _ = template
        }
        _ = try JSONEncoder().encode(MessageTemplate("{attribute} is taken."))
        print(MessageTemplate("{attribute}")) // {attribute}
        _ = MessageTemplate("{attribute} is {value}.").render(["attribute": "Age", "value": 3])
        // "Age is 3."
    }

    // MARK: RuleDiagnostic.swift

    @MainActor static func ruleDiagnostic(diagnostic: RuleDiagnostic) {
        for diagnostic in SignUp.rules.diagnostics(for: .register) { print(diagnostic) }
        // SignUpForm.swift:12: Attribute(\SignUp.fullName): cannot derive a printable name …
        _ = RuleDiagnostic(kind: .unknownScenario, message: "No rule names scenario 'regster'.", location: nil)
        print(diagnostic) // SignUp.swift:9: Attribute(\SignUp.username): …
    }

    @MainActor static func ruleSetError(error: RuleSetError) {
        var form = SignUp()
        do { _ = try SignUp.rules.validate(&form, scenario: ScenarioName("regster")) }
        catch { print(error) } // Rule set for SignUp has 1 problem in scenario 'regster': …
        _ = RuleSetError(model: "SignUp", scenario: .default, diagnostics: [])
        print(error)
    }

    // MARK: RuleFailure.swift

    @MainActor static func ruleFailure() {
        let failure = Length(min: 8).validate("short")
        _ = failure?.code            // .stringTooShort
        _ = failure?.parameters      // ["min": 8]
        _ = failure?.attemptedValue  // "short"
        _ = RuleFailure(code: "username.taken", template: "{attribute} is taken.")
        _ = RuleFailure(code: "username.taken", template: "{attribute} {value} is taken.", attemptedValue: "alice")
        _ = Length(min: 8).validate("short")?.message(label: "Password")
        // "Password must contain at least 8 characters."
    }

    // MARK: Severity.swift

    @MainActor static func severity() {
        _ = RuleSet<Form> {
            Attribute(\.nickname) { Length(max: 12).severity(.warning) }
        }
        _ = Severity.warning < .error // true
    }

    // MARK: ValidationError.swift

    @MainActor static func validationError(form: SignUp) throws {
        var form = form
        let report = try SignUp.rules.validate(&form, scenario: .register)
        for error in report.errors { print(error.path, error.code, error.message) }
        _ = report.errors.first?.keyPath == \SignUp.email
        _ = report.errors.first?.attemptedValue // "al"
        _ = report.errors(at: \SignUp.password).allSatisfy(\.isSensitive) // true
    }

    @MainActor static func validationErrorInit() throws {
        let error = ValidationError(path: [.property("email")], keyPath: \SignUp.email,
                                    failure: RuleFailure(code: "email.taken", template: "{attribute} is taken."),
                                    label: "Email", severity: .error, scenario: .default)
        print(error.message) // "Email is taken."
        print(error) // email: Email is taken.
        let same = error == error // true
        let unique: Set<ValidationError> = [error]
        _ = (same, unique)
        let json = try JSONEncoder().encode(error)
        do {
            let error = try JSONDecoder().decode(ValidationError.self, from: json)
            _ = error
        }
    }

    // MARK: ValidationReport.swift

    @MainActor static func validationReport(form: SignUp) throws {
        var form = form
        let report = try SignUp.rules.validate(&form, scenario: .register)
        if !report.isValid {
            for error in report.errors(at: \SignUp.email) { print(error.message) }
        }
    }

    @MainActor static func validationReportMembers(report: ValidationReport) {
        let empty = ValidationReport(errors: [], scenario: .default)
        _ = empty
        _ = report.isValid
        _ = report.warnings.map(\.message)
        _ = report.errors(at: \SignUp.email)
        _ = report.errors(at: "addresses[1].zip")
        for error in report.firstErrors { print(error.path, error.message) }
        print(report)
    }
}

// MARK: ScenarioName.swift

extension ScenarioName {
    static let register = ScenarioName("register")
    static let login = ScenarioName("login")
}

extension ScenarioName {
    static let checkout = ScenarioName("checkout")
}

extension DocExamples {
    @MainActor static func scenarioName(form: SignUp) throws {
        var form = form
        do {
            let report = try SignUp.rules.validate(&form, scenario: .register)
            _ = report
        }
        _ = ScenarioName.default.rawValue // "default"
        do {
            _ = ScenarioName.checkout
        }
        _ = try SignUp.rules.validate(&form, scenario: .default)
        print(ScenarioName.default) // default
        _ = ScenarioName("login") < ScenarioName("register") // true
        do {
            let name = try JSONDecoder().decode(ScenarioName.self, from: Data(#""login""#.utf8))
            _ = name
        }
        _ = try JSONEncoder().encode(ScenarioName.default) // "default"
    }

    // MARK: RuleDiagnostic.swift (kinds)

    @MainActor static func ruleDiagnosticKinds(diagnostic: RuleDiagnostic) {
        let cycles = SignUp.rules.diagnostics(for: .register).filter { $0.kind == .filterCycle }
        _ = cycles
        _ = RuleDiagnostic.Kind(rawValue: "filterCycle") == .filterCycle // true
        print(RuleDiagnostic.Kind.unknownScenario) // unknownScenario
        _ = diagnostic.kind == .filterCycle
        _ = diagnostic.kind == .unknownScenario
        _ = diagnostic.kind == .unnamedKeyPath
        _ = diagnostic.kind == .invalidName
        _ = diagnostic.kind == .readOnlyFilter
        _ = diagnostic.kind == .invalidRule
        _ = diagnostic.kind == .notAssignable
        _ = diagnostic.kind == .positionalKeyPath
    }

    // MARK: AttributePath.swift (quoted names)

    @MainActor static func fieldPathQuoted() {
        print(AttributePath([.property("tags"), .index(0)])) // tags[0]
        print(AttributePath([.property("form"), .property("first.name")])) // form["first.name"]
    }
}

extension DocExamples {
    // MARK: ValidationError+Lookup.swift

    @MainActor static func validationErrorLookup(report: ValidationReport) {
        _ = report.errors.filter { $0.isReported(at: \SignUp.email) }
    }
}

extension DocExamples {
    // MARK: MessageTemplate.swift (parsed once)

    @MainActor static func messageTemplateParsed() {
        _ = MessageTemplate("{attribute} is taken.").text // "{attribute} is taken."
        _ = MessageTemplate("{a}") == "{a}" // true
        var hasher = Hasher()
        MessageTemplate("{a}").hash(into: &hasher)
    }
}
