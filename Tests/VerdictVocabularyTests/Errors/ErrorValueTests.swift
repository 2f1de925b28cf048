import Foundation
import Testing
import VerdictTesting

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Error values")
struct ErrorValueTests {
    @Test(arguments: [
        ("{attribute} is {value}.", "Age is 3."),
        ("{attribute} needs {min} {min, plural, one {character} other {characters}}.", "Age needs 1 character."),
        ("{missing} stays", "{missing} stays"),
        ("unclosed {attribute", "unclosed {attribute"),
        ("{list}", "a, b"),
        ("", ""),
        ("emoji 👩‍👩‍👧 {value}", "emoji 👩‍👩‍👧 3"),
    ])
    func templatesRender(template: String, expected: String) {
        let parameters: [String: MessageParameter] = ["attribute": "Age", "value": 3, "min": 1, "list": ["a", "b"]]
        #expect(MessageTemplate(template).render(parameters) == expected)
    }

    @Test func pluralChoosesOther() {
        #expect(MessageTemplate("{n, plural, one {item} other {items}}").render(["n": 2]) == "items")
        #expect(MessageTemplate("{n, plural, one {item} other {items}}").render(["n": 1.0]) == "item")
    }

    @Test(arguments: [
        ("passwordRepeat", "Password repeat"), ("zip_code", "Zip code"), ("userID", "User ID"),
        ("email", "Email"), ("URLString", "URL string"), ("a", "A"),
    ])
    func labelsAreDerivedFromNames(name: String, label: String) {
        #expect(Label.derived(from: name) == label)
    }

    @Test func errorsEncodeToTheDocumentedJSONShapeAndBack() throws {
        let error = ValidationError(
            path: [.property("addresses"), .index(1), .property("zip")], keyPath: \Order.addresses[1].zip,
            failure: RuleFailure(code: .stringTooShort, template: "{attribute} needs {min}.", parameters: ["min": 5]),
            label: "Zip", severity: .error, scenario: .default)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(error), as: UTF8.self)
        #expect(
            json
                == #"{"code":"string.tooShort","label":"Zip","message":"Zip needs 5.","parameters":{"min":5},"path":"addresses[1].zip","scenario":"default","severity":"error","template":"{attribute} needs {min}."}"#
        )
        var decoded = try JSONDecoder().decode(ValidationError.self, from: Data(json.utf8))
        #expect(decoded.keyPath == nil)
        decoded.keyPath = \Order.addresses[1].zip
        #expect(decoded == error)
    }

    @Test(arguments: [
        #"{}"#, #"{"path":"a..b","code":"x","template":"","label":"","severity":"error","scenario":""}"#,
        #"{"path":"a","code":"x","template":"","label":"","severity":"fatal","scenario":""}"#, "not json", "",
    ])
    func malformedJSONIsADecodingError(json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ValidationError.self, from: Data(json.utf8)) }
    }

    @Test func parametersKeepTheirTypesInJSON() throws {
        let parameters: [MessageParameter] = [
            .int(3), .double(2.5), .bool(true), .string("x"), .list([1, "a"]), .double(.nan),
        ]
        let json = String(decoding: try JSONEncoder().encode(parameters), as: UTF8.self)
        #expect(json == #"[3,2.5,true,"x",[1,"a"],"nan"]"#)
    }

    @Test func reportsEncode() throws {
        let report = try SignUp.rules.testValidate(SignUp(), scenario: .login).report
        let data = try JSONEncoder().encode(report)
        let decoded = try JSONDecoder().decode(ValidationReport.self, from: data)
        #expect(decoded.errors.map(\.message) == report.errors.map(\.message))
        #expect(decoded.scenario == .login)
    }
}
