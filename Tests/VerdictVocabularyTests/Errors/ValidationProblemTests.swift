import Foundation
import Testing
import VerdictTesting
import VerdictValidation

@testable import VerdictAssignment
@testable import VerdictTestSupport

/// RFC 9457 problem details of a report, and RFC 6901 JSON Pointers of paths.
@Suite("Problem details")
struct ValidationProblemTests {
    struct Form: Sendable, AssignableModel {
        var username = ""
        var password = ""
        var nickname = ""
        var items: [Item] = []

        struct Item: Sendable, AssignableModel {
            var quantity = 0
            static let rules = RuleSet<Item> { Attribute(\.quantity) { Number(min: 1) } }
        }

        static let rules = RuleSet<Form> {
            Attribute(\.username) {
                Required(); Length(min: 4)
            }
            Attribute(\.password) { Length(min: 8).message("{attribute} ({value}) is too short.") }
            Attribute(\.nickname) { Length(max: 3).severity(.warning) }
            Each(\.items, Item.rules)
        }
    }

    @Test(
        "a path's JSON Pointer escapes ~ and /",
        arguments: [
            (AttributePath(), ""),
            (AttributePath("username"), "/username"),
            (AttributePath("items[0].quantity"), "/items/0/quantity"),
            (AttributePath([.property("a/b~c")]), "/a~1b~0c"),
            (AttributePath([.property("ünï çødé"), .index(12)]), "/ünï çødé/12"),
            (AttributePath([.property(""), .property("~1")]), "//~01"),
        ])
    func pointer(path: AttributePath, expected: String) {
        #expect(path.jsonPointer == expected)
    }

    @Test("the problem's JSON has the documented shape, in order, with no value echoed")
    func shape() throws {
        let form = Form(username: "al", password: "hunter2", nickname: "long", items: [.init(quantity: 0)])
        let report = try Form.rules.testValidate(form).report
        let json = String(decoding: report.problem(instance: "/signup").jsonData, as: UTF8.self)
        #expect(
            json
                == #"{"type":"about:blank","title":"The request is not valid.","status":422,"detail":"3 errors, 1 warning.","instance":"/signup","errors":["#
                + #"{"pointer":"/username","code":"string.tooShort","message":"Username must contain at least 4 characters.","parameters":{"min":4}},"#
                + #"{"pointer":"/password","code":"string.tooShort","message":"Password ((hidden)) is too short.","parameters":{"min":8}},"#
                + #"{"pointer":"/nickname","code":"string.tooLong","message":"Nickname must contain at most 3 characters.","parameters":{"max":3},"severity":"warning"},"#
                + #"{"pointer":"/items/0/quantity","code":"number.tooSmall","message":"Quantity must be no less than 1.","parameters":{"min":1}}]}"#
        )
        #expect(!json.contains("hunter2"))
        #expect(!json.contains("\"al\""))
    }

    @Test("the written JSON and the Codable form agree")
    func codable() throws {
        let report = try Form.rules.testValidate(Form(username: "", password: "x\"\n\u{1}😀", nickname: "long")).report
        let problem = report.problem(status: 422, type: "https://example.com/problems/validation", title: "Nope")
        // The content language is a header's, not the body's: decoded, it is unknown.
        var decodable = problem
        decodable.contentLanguage = nil
        let decoded = try JSONDecoder().decode(ValidationProblem.self, from: problem.jsonData)
        #expect(decoded == decodable)
        let reencoded = try JSONDecoder().decode(ValidationProblem.self, from: JSONEncoder().encode(problem))
        #expect(reencoded == decodable)
        #expect(try JSONSerialization.jsonObject(with: problem.jsonData) is [String: Any])
    }

    @Test("the content language is in neither JSON, and a decoded problem has none", arguments: [nil, "de"])
    func contentLanguageNotEncoded(identifier: String?) throws {
        var form = Form(username: "al")
        let report = try Form.rules.validate(&form)
        let problem = report.problem(locale: identifier.map { Locale(identifier: $0) })
        #expect(problem.contentLanguage == (identifier ?? "en"))
        for data in [problem.jsonData, try JSONEncoder().encode(problem)] {
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(Set(object.keys) == ["type", "title", "status", "detail", "errors"])
            #expect(try JSONDecoder().decode(ValidationProblem.self, from: data).contentLanguage == nil)
        }
    }

    /// A catalog with Swiss German and Klingon entries, for the content language's table.
    static let catalog: MessageCatalog = {
        var catalog = MessageCatalog(language: "de-CH", labels: ["username": "Benutzername"])
        catalog.add(language: "tlh", messages: ["required": "{attribute} ghobe'."])
        return catalog
    }()

    @Test(
        "the content language is the language the text is in: the catalog's most specific, else Verdict's, else en",
        arguments: [
            (nil, false, "en"), ("en", false, "en"), ("en-GB", false, "en"), ("de", false, "de"),
            ("de-CH", false, "de"), ("ja", false, "ja"), ("zh-Hant", false, "zh-Hant"), ("tlh", false, "en"),
            ("xx", false, "en"), ("de-CH", true, "de-CH"), ("de-AT", true, "de"), ("tlh", true, "tlh"),
            ("fr", true, "fr"), (nil, true, "en"),
        ] as [(String?, Bool, String)])
    func contentLanguage(identifier: String?, withCatalog: Bool, expected: String) throws {
        var form = Form(username: "al")
        let report = try Form.rules.validate(&form)
        let locale = identifier.map { Locale(identifier: $0) }
        let problem = report.problem(locale: locale, catalog: withCatalog ? Self.catalog : MessageCatalog())
        #expect(problem.contentLanguage == expected)
    }

    @Test("English without a locale: the same localizer as every language, the counts as before")
    func english() throws {
        var form = Form(username: "al", password: "hunter2", nickname: "long", items: [.init(quantity: 0)])
        let report = try Form.rules.validate(&form)
        let problem = report.problem(instance: "/signup")
        #expect(problem == report.problem(instance: "/signup", locale: Locale(identifier: "en")))
        #expect(problem.title == "The request is not valid.")
        #expect(problem.detail == "3 errors, 1 warning.")
        #expect(problem.errors.map(\.message) == report.errors.map(\.message))
        let failure = RuleFailure(code: .required, template: "{attribute} cannot be blank.")
        func counted(errors: Int, warnings: Int) -> ValidationReport {
            let error = ValidationError(path: AttributePath("a"), keyPath: nil, failure: failure, label: "A")
            var warning = error
            warning.severity = .warning
            return ValidationReport(
                errors: Array(repeating: error, count: errors) + Array(repeating: warning, count: warnings),
                scenario: .default)
        }
        #expect(counted(errors: 0, warnings: 0).problem().detail == "No errors.")
        #expect(counted(errors: 1, warnings: 0).problem().detail == "1 error.")
        #expect(counted(errors: 0, warnings: 1).problem().detail == "1 warning.")
        #expect(counted(errors: 2, warnings: 3).problem().detail == "2 errors, 3 warnings.")
        #expect(counted(errors: 1_200, warnings: 0).problem().detail == "1200 errors.")
    }

    @Test("German: title, detail and messages in German, the codes, pointers and parameters unchanged")
    func german() throws {
        var form = Form(username: "al", password: "hunter2", nickname: "long", items: [.init(quantity: 0)])
        let report = try Form.rules.validate(&form)
        let problem = report.problem(instance: "/signup", locale: Locale(identifier: "de"))
        #expect(problem.contentLanguage == "de")
        let json = String(decoding: problem.jsonData, as: UTF8.self)
        #expect(
            json
                == #"{"type":"about:blank","title":"Die Anfrage ist ungültig.","status":422,"detail":"3 Fehler, 1 Warnung.","instance":"/signup","errors":["#
                + #"{"pointer":"/username","code":"string.tooShort","message":"Username muss mindestens 4 Zeichen enthalten.","parameters":{"min":4}},"#
                + #"{"pointer":"/password","code":"string.tooShort","message":"Password ((hidden)) is too short.","parameters":{"min":8}},"#
                + #"{"pointer":"/nickname","code":"string.tooLong","message":"Nickname darf höchstens 3 Zeichen enthalten.","parameters":{"max":3},"severity":"warning"},"#
                + #"{"pointer":"/items/0/quantity","code":"number.tooSmall","message":"Quantity darf nicht kleiner als 1 sein.","parameters":{"min":1}}]}"#
        )
        let catalog = MessageCatalog(language: "de", labels: ["username": "Benutzername"])
        let labelled = report.problem(locale: Locale(identifier: "de"), catalog: catalog)
        #expect(labelled.errors.first?.message == "Benutzername muss mindestens 4 Zeichen enthalten.")
    }

    @Test(
        "an assignment's problem takes its status from the result: 422, 400, 413, 415",
        arguments: [
            (AssignmentInput.json(Data(#"{"username": "al"}"#.utf8)), 422),
            (.json(Data("{".utf8)), 400),
            (.form([("username", "a"), ("username", "b")]), 400),
            (.oversized, 413),
            (.json(Data(String(repeating: " ", count: 2_000).utf8)), 413),
            (.body(Data(#"{"username": "al"}"#.utf8), contentType: "text/plain"), 415),
            (.body(Data(#"{"username": "al"}"#.utf8), contentType: "application/json"), 422),
        ])
    func assignmentStatus(input: AssignmentInput, status: Int) throws {
        var form = Form()
        let result = try Form.rules.assign(input, to: &form, options: AssignmentOptions(maximumBytes: 1_000))
        for locale in [nil, Locale(identifier: "de")] {
            let problem = try #require(result.problem(instance: "/signup", locale: locale))
            #expect(problem.status == status)
            #expect(problem.contentLanguage == (locale == nil ? "en" : "de"))
        }
    }

    @Test(
        "an assignment's problem: 400 (413 too large) for a body that cannot be read, 422 for content not valid, none if valid",
        arguments: [
            (#"{"username": "alice", "password": "correct horse"}"#, nil),
            (#"{"username": "alice", "password": "correct horse", "nickname": "long"}"#, nil),  // a warning only
            (#"{"username": "al"}"#, 422),
            (#"{"username": "alice", "items": [{"quantity": "many"}]}"#, 422),
            (#"{"username": "alice""#, 400),
            (#"{"username": "a", "username": "b"}"#, 400),
            ("", 400),
            (String(repeating: " ", count: 2_000), 413),
        ] as [(String, Int?)])
    func assignment(body: String, status: Int?) throws {
        var form = Form()
        let result = try Form.rules.assign(
            .json(Data(body.utf8)), to: &form, options: AssignmentOptions(maximumBytes: 1_000))
        #expect(result.problem()?.status == status)
        if let status, status != 422 {
            #expect(result.problem()?.title == "The request body could not be read.")
        }
    }

    @Test("a body over the size limit is refused before it is parsed, as a 413")
    func tooLarge() throws {
        var form = Form()
        let body = Data(("{\"username\": \"" + String(repeating: "a", count: 2_000) + "\"}").utf8)
        let result = try Form.rules.assign(
            .json(body), to: &form, options: AssignmentOptions(maximumBytes: 1_000))
        let problem = try #require(result.problem())
        #expect(problem.status == 413)
        #expect(problem.title == "The request body could not be read.")
        #expect(problem.errors.map(\.code) == [.inputTooLarge])
    }

    @Test("an assignment's problem in the client's language keeps its status, codes and pointers")
    func localizedAssignmentProblem() throws {
        var form = Form()
        let result = try Form.rules.assign(.json(Data(#"{"username": "al"}"#.utf8)), to: &form)
        let english = try #require(result.problem(instance: "/signup"))
        let german = try #require(result.problem(instance: "/signup", locale: Locale(identifier: "de")))
        #expect(german.status == english.status)
        #expect(german.errors.map(\.code) == english.errors.map(\.code))
        #expect(german.errors.map(\.pointer) == english.errors.map(\.pointer))
        #expect(german.title != english.title)
        #expect(german.errors.map(\.message) != english.errors.map(\.message))
        #expect(result.problem(locale: Locale(identifier: "en")) == result.problem())

        let unreadable = try Form.rules.assign(.json(Data("{".utf8)), to: &form)
        #expect(unreadable.problem(locale: Locale(identifier: "ru"))?.status == 400)
        let valid = try Form.rules.assign(.json(Data(#"{"username": "alice"}"#.utf8)), to: &form)
        #expect(valid.problem(locale: Locale(identifier: "de")) == nil)
    }

    @Test(
        "the title says the body could not be read for 400, 413 and 415, in every language",
        arguments: [(400, true), (413, true), (415, true), (422, false), (409, false)])
    func unreadableTitles(status: Int, isUnreadable: Bool) throws {
        let report = try Form.rules.testValidate(Form(username: "al")).report
        let english = isUnreadable ? "The request body could not be read." : "The request is not valid."
        #expect(report.problem(status: status).title == english)
        let german = isUnreadable ? "Der Anfragetext konnte nicht gelesen werden." : "Die Anfrage ist ungültig."
        #expect(report.problem(status: status, locale: Locale(identifier: "de")).title == german)
    }
}
