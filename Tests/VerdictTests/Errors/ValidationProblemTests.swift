import Foundation
import Testing
import Verdict
import VerdictTesting

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
            (FieldPath(), ""),
            (FieldPath("username"), "/username"),
            (FieldPath("items[0].quantity"), "/items/0/quantity"),
            (FieldPath([.property("a/b~c")]), "/a~1b~0c"),
            (FieldPath([.property("ünï çødé"), .index(12)]), "/ünï çødé/12"),
            (FieldPath([.property(""), .property("~1")]), "//~01"),
        ])
    func pointer(path: FieldPath, expected: String) {
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
        let decoded = try JSONDecoder().decode(ValidationProblem.self, from: problem.jsonData)
        #expect(decoded == problem)
        let reencoded = try JSONDecoder().decode(ValidationProblem.self, from: JSONEncoder().encode(problem))
        #expect(reencoded == problem)
        #expect(try JSONSerialization.jsonObject(with: problem.jsonData) is [String: Any])
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
