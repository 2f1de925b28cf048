import Foundation
import Testing

@testable import VerdictAssignment
@testable import VerdictForms
@testable import VerdictTestSupport
@testable import VerdictValidation

// A server's problem details applied to a `FormSession` form: where each pointer lands, what the
// state becomes, what edits, undo, redo, reset and a scenario change do to the server's errors.

/// The client's model: what the app's form edits.
struct ProblemAccount: Equatable, Sendable {
    var userName = ""
    var email = ""
    var nickname = ""
    var address = ProblemAddress()
    var addresses: [ProblemAddress] = []
    var tags: [String] = []

    /// The client's rules: no registry of user names, and a shorter minimum than the server's.
    static let rules = RuleSet<ProblemAccount> {
        Attribute(\.userName) {
            Required(); Length(min: 3)
        }
        Attribute(\.email) { Email() }
        Attribute(\.nickname, name: "nick/name~x") { Length(max: 20) }
        Nested(\.address, ProblemAddress.rules)
        Each(\.addresses, ProblemAddress.rules)
        Each(\.tags) { Length(max: 8) }
        ActiveAttributes(.problemSignUp, \.userName, \.email)
    }
}

struct ProblemAddress: Equatable, Sendable, AssignableModel {
    var zipCode = ""
    var city = ""

    static let rules = RuleSet<ProblemAddress> {
        Attribute(\.zipCode) { Length(max: 10) }
        Attribute(\.city) { Length(max: 40) }
    }
}

/// A model of a code that the input stage screens.
private struct ProblemCode: Equatable {
    var value = "AB"
    static let rules = RuleSet<ProblemCode> { Attribute(\.value) { Match(#"^[A-Z]*$"#).stage(.input) } }
}

/// A model that nests its own type, for deep pointers.
private struct ReplyThread: Equatable {
    var text = ""
    var replies: [ReplyThread] = []
    static let rules: RuleSet<ReplyThread> = RuleSet {
        Attribute(\.text) { Required() }
        Each(\.replies, ReplyThread.rules)
    }
}

/// A model with a sensitive attribute, for the server's text about it.
private struct ProblemPIN: Equatable {
    var pin = ""
    var holder = ""
    static let rules = RuleSet<ProblemPIN> {
        Attribute(\.pin, label: "PIN", sensitive: true) { Length(min: 4) }
        Attribute(\.holder) { Required() }
    }
}

extension ScenarioName {
    fileprivate static let problemSignUp = ScenarioName("problem-sign-up")
}

/// A problem+json body with `items` (pointer, code, message), decoded as a client decodes it.
func decodedProblem(
    _ items: [(pointer: String, code: String, message: String)], status: Int = 422,
    parameters: [String: Any] = [:], severity: String? = nil
) throws -> ValidationProblem {
    let errors: [[String: Any]] = items.map { item in
        var entry: [String: Any] = ["pointer": item.pointer, "code": item.code, "message": item.message]
        if !parameters.isEmpty { entry["parameters"] = parameters }
        if let severity { entry["severity"] = severity }
        return entry
    }
    let object: [String: Any] = [
        "type": "about:blank", "title": "The request is not valid.", "status": status,
        "detail": "\(items.count) errors.", "errors": errors,
    ]
    let data = try JSONSerialization.data(withJSONObject: object)
    return try JSONDecoder().decode(ValidationProblem.self, from: data)
}

@Suite("The server's problem details on a FormSession")
@MainActor
struct FormSessionProblemTests {
    private func makeForm(_ model: ProblemAccount = ProblemAccount(), validatesOnChange: Bool = false) throws
        -> FormSession<ProblemAccount>
    {
        var model = model
        if model.addresses.isEmpty { model.addresses = [ProblemAddress(), ProblemAddress()] }
        return try FormSession(model, rules: ProblemAccount.rules, validatesOnChange: validatesOnChange)
    }

    /// Pointers (exact keys) and the path their error lands at; `""`: a form-level error.
    nonisolated static let exactPointers: [(pointer: String, path: String)] = [
        ("/userName", "userName"),
        ("/email", "email"),
        ("/address/zipCode", "address.zipCode"),
        ("/address", "address"),
        ("/addresses/1/city", "addresses[1].city"),
        ("/addresses/1", "addresses[1]"),
        ("/addresses/0/zipCode", "addresses[0].zipCode"),
        ("/tags/3", "tags[3]"),
        ("/nick~1name~0x", "nick/name~x"),
        // Names no attribute: form-level.
        ("", ""),
        ("/", ""),
        ("userName", ""),
        ("#/userName", ""),
        ("/unknown", ""),
        ("/user_name", ""),
        ("/nick/name~x", ""),
        ("/userName~2", ""),
        ("/userName~", ""),
        ("/userName/extra", ""),
        ("/address/unknown", ""),
        ("/address/zipCode/0", ""),
        ("/addresses/01/city", ""),
        ("/addresses/-1/city", ""),
        ("/addresses/x/city", ""),
        ("/addresses/1/unknown", ""),
        ("/addresses/99999999999999999999/city", ""),
        ("/tags/x", ""),
        ("/Username", ""),
    ]

    @Test(arguments: exactPointers)
    func aPointerLandsOnItsAttribute(pointer: String, path: String) throws {
        let form = try makeForm()
        form.apply(try decodedProblem([(pointer, "server.says", "Nein.")]))
        let errors = form.report.errors.filter(\.isFromServer)
        #expect(errors.map(\.path.description) == [path])
        #expect(errors.first?.message == "Nein.")
    }

    /// The same under `.snakeCase`: the keys the server assigned with.
    nonisolated static let snakePointers: [(pointer: String, path: String)] = [
        ("/user_name", "userName"),
        ("/address/zip_code", "address.zipCode"),
        ("/addresses/0/zip_code", "addresses[0].zipCode"),
        ("/userName", ""),
        ("/address/zipCode", ""),
    ]

    @Test(arguments: snakePointers)
    func aSnakeCasePointerLandsOnItsAttribute(pointer: String, path: String) throws {
        let form = try makeForm()
        form.apply(try decodedProblem([(pointer, "server.says", "Nein.")]), keys: .snakeCase)
        #expect(form.report.errors.filter(\.isFromServer).map(\.path.description) == [path])
    }

    @Test func anErrorKeepsTheServersCodeParametersAndMessage() throws {
        let form = try makeForm()
        let problem = try decodedProblem(
            [("/userName", "username.taken", "{attribute} ist {min} vergeben.")], parameters: ["min": 3])
        form.apply(problem)
        let error = try #require(form.errors(at: \.userName).first)
        #expect(error.isFromServer)
        #expect(error.code == "username.taken")
        #expect(error.parameters == ["min": 3])
        #expect(error.message == "{attribute} ist {min} vergeben.", "the server's text, never rendered again")
        #expect(error.message(in: Locale(identifier: "fr")) == "{attribute} ist {min} vergeben.", "nor translated")
        #expect(error.severity == .error)
        #expect(error.keyPath == \ProblemAccount.userName)
        #expect(error.label == "User name")
        #expect(error.scenario == .default)
    }

    @Test func aWarningDoesNotBlock() throws {
        let form = try makeForm(ProblemAccount(userName: "alice"))
        form.validate()
        #expect(form.state == .clean)
        form.apply(try decodedProblem([("/email", "email.unusual", "Ungewöhnlich.")], severity: "warning"))
        #expect(form.state == .clean)
        #expect(form.report.warnings.map(\.code) == ["email.unusual"])
        #expect(form.submit().isValid)
    }

    @Test func applyingMakesTheFormInvalidAndNotSubmittable() throws {
        let form = try makeForm(ProblemAccount(userName: "alice"))
        #expect(form.state == .empty)
        form.apply(try decodedProblem([("/userName", "username.taken", "Vergeben.")]))
        #expect(form.state == .invalid(form.report))
        form.validate()
        #expect(form.report.pairs == ["userName username.taken"], "a validation keeps the server's errors")
        #expect(form.state == .invalid(form.report))
        #expect(!form.submit().isValid)
    }

    @Test func editingAnAttributeClearsItsServerErrorsOnly() throws {
        let form = try makeForm(ProblemAccount(userName: "alice"))
        form.validate()
        form.apply(
            try decodedProblem([
                ("/userName", "username.taken", "Vergeben."), ("/addresses/1/city", "city.unknown", "Unbekannt."),
                ("/addresses/0/city", "city.unknown", "Unbekannt."), ("/email", "email.blocked", "Gesperrt."),
            ]))
        #expect(form.report.errors.count == 4)
        form.userName = "alicia"
        #expect(form.state == .dirty(["userName"]))
        #expect(
            form.report.pairs == [
                "addresses[1].city city.unknown", "addresses[0].city city.unknown", "email email.blocked",
            ],
            "the edited attribute's server error goes at once")
        form.update(\.addresses, at: 1) { $0.city = "Lyon" }
        #expect(form.report.pairs == ["addresses[0].city city.unknown", "email email.blocked"])
        form.validate()
        #expect(form.state == .invalid(form.report))
        form.email = "alice@example.com"
        form.addresses[0].city = "Paris"
        #expect(form.validate().isValid)
        #expect(form.state == .clean)
    }

    @Test func editingRevalidatesAtOnceWithValidatesOnChange() throws {
        let form = try makeForm(ProblemAccount(userName: "alice"), validatesOnChange: true)
        form.apply(try decodedProblem([("/userName", "username.taken", "Vergeben.")]))
        form.userName = "al"
        #expect(form.report.pairs == ["userName string.tooShort"], "the server's error gave way to the local rules'")
        form.userName = "alicia"
        #expect(form.state == .clean)
    }

    @Test func aRefusedEditKeepsTheServerError() throws {
        let form = try FormSession(ProblemCode(), rules: ProblemCode.rules)
        form.apply(try decodedProblem([("/value", "code.used", "Benutzt.")]))
        #expect(!form.update(\.value, to: "ab").isAccepted)
        #expect(form.report.pairs == ["value code.used"])
    }

    @Test func formLevelErrorsGoWithAnyEdit() throws {
        let form = try makeForm(ProblemAccount(userName: "alice"))
        form.apply(try decodedProblem([("", "service.down", "Später."), ("/email", "email.blocked", "Gesperrt.")]))
        #expect(form.report.pairs == [" service.down", "email email.blocked"])
        form.nickname = "ally"
        #expect(form.report.pairs == ["email email.blocked"])
    }

    @Test func anAssignmentClearsTheAssignedAttributesErrors() throws {
        let form = try makeForm(ProblemAccount(userName: "alice"))
        form.apply(
            try decodedProblem([("/userName", "username.taken", "Vergeben."), ("/email", "email.blocked", "X.")]))
        try form.assign(.form([("email", "alice@example.org")]))
        #expect(form.report.pairs == ["userName username.taken"])
    }

    @Test func applyingAgainReplacesTheServerErrors() throws {
        let form = try makeForm(ProblemAccount(userName: "alice"))
        form.validate()
        form.apply(try decodedProblem([("/userName", "username.taken", "Vergeben.")]))
        form.apply(try decodedProblem([("/email", "email.blocked", "Gesperrt.")]))
        #expect(form.report.pairs == ["email email.blocked"])
        form.apply(try decodedProblem([], status: 200))
        #expect(form.report.errors.isEmpty)
        #expect(form.state == .clean, "the state follows the report once decided")
    }

    @Test func undoRedoResetAndScenarioChangesClearThemAll() throws {
        let problem = try decodedProblem([("/userName", "username.taken", "Vergeben."), ("/email", "e.x", "X.")])
        let form = try makeForm(ProblemAccount(userName: "alice"))
        form.validate()
        form.email = "a@example.com"
        form.validate()
        form.apply(problem)
        #expect(form.undo())
        #expect(form.report.errors.filter(\.isFromServer).isEmpty)
        #expect(form.redo())
        #expect(form.report.errors.filter(\.isFromServer).isEmpty, "redo does not bring them back")
        #expect(form.state == .clean)

        form.apply(problem)
        form.userName = "alicia"
        #expect(form.undo())
        #expect(form.userName == "alice")
        #expect(form.report.errors.filter(\.isFromServer).isEmpty, "undo of the clearing edit does not bring it back")

        form.apply(problem)
        try form.setScenario(.problemSignUp)
        #expect(form.report.errors.filter(\.isFromServer).isEmpty)

        form.apply(problem)
        form.reset(to: ProblemAccount())
        #expect(form.report.errors.isEmpty)
        #expect(form.state == .empty)
    }

    @Test func aFailedScenarioChangeKeepsThem() throws {
        let form = try makeForm()
        form.apply(try decodedProblem([("/userName", "username.taken", "Vergeben.")]))
        #expect(throws: RuleSetError.self) { try form.setScenario(ScenarioName("no-such-scenario")) }
        #expect(form.report.pairs == ["userName username.taken"])
    }

    @Test func aProblemWithoutErrors() throws {
        let form = try makeForm(ProblemAccount(userName: "alice"))
        form.validate()
        form.apply(try decodedProblem([], status: 503))
        let error = try #require(form.report.errors.first)
        #expect(form.report.errors.count == 1)
        #expect(error.code == .problemRejected)
        #expect(error.path == AttributePath())
        #expect(error.message == "The request is not valid.")
        #expect(error.parameters == ["status": 503, "detail": "0 errors."])
        #expect(form.state == .invalid(form.report))

        let untouched = try makeForm()
        untouched.apply(try decodedProblem([], status: 204))
        #expect(untouched.state == .empty)
        #expect(untouched.report.errors.isEmpty)
    }

    @Test func anUnreadableBodysErrorStaysFormLevel() throws {
        let form = try makeForm()
        form.apply(try decodedProblem([("", "input.malformed", "Kaputt.")], status: 400))
        #expect(form.report.pairs == [" input.malformed"])
        #expect(form.state == .invalid(form.report))
    }

    @Test func serverErrorsNeverEnterACheckpoint() throws {
        let form = try makeForm(ProblemAccount(userName: "alice"))
        form.validate()
        form.apply(try decodedProblem([("/email", "email.unusual", "Hm.")], severity: "warning"))
        form.userName = "alicia"
        form.email = "a@example.com"
        form.validate()
        #expect(form.report.errors.isEmpty)
        form.nickname = "al"
        form.apply(try decodedProblem([("/userName", "username.taken", "Vergeben.")]))
        #expect(form.undo())
        #expect(form.report.errors.isEmpty)
        #expect(form.state == .clean)
        #expect(form.redo())
        #expect(form.report.errors.isEmpty, "the abandoned edits come back without the server's error")
    }

    // MARK: Sensitive attributes

    /// Issue 37: the server's text for a sensitive attribute (`PIN 4321 is wrong`) was kept
    /// verbatim in the message, the description and the report's JSON. It is hidden as the
    /// attribute's own messages hide its value: the code, the severity and the numbers stay.
    @Test func aSensitiveAttributesServerTextIsHidden() throws {
        let form = try FormSession(ProblemPIN(), rules: ProblemPIN.rules)
        let parameters: [String: Any] = ["value": "4321", "hint": "ends in 4321", "digits": ["4321"], "min": 4]
        form.apply(try decodedProblem([("/pin", "pin.wrong", "PIN 4321 is wrong")], parameters: parameters))
        let pin = try #require(form.errors(at: \.pin).first)
        #expect(pin.isSensitive)
        #expect(pin.isFromServer)
        #expect(pin.code == "pin.wrong")
        #expect(pin.message == "PIN is invalid.")
        #expect(pin.parameters == ["min": 4])
        #expect(pin.message(in: Locale(identifier: "de")) == "PIN ist ungültig.", "translated as Verdict's own")
        let json = String(decoding: try JSONEncoder().encode(form.report), as: UTF8.self)
        for text in [pin.message, pin.description, form.report.description, json] {
            #expect(!text.contains("4321"), "\(text)")
        }

        form.apply(try decodedProblem([("/holder", "holder.wrong", "Holder 4321 is wrong")], parameters: parameters))
        let holder = try #require(form.errors(at: \.holder).first)
        #expect(holder.message == "Holder 4321 is wrong", "the text on an attribute that is not sensitive stays")
    }

    // MARK: Hostile problems

    @Test func aThousandErrorsCostStepsLinearInTheirPointers() throws {
        let form = try makeForm()
        var items: [(pointer: String, code: String, message: String)] = []
        let pointers = [
            "/userName", "/addresses/1/city", "/x~2", "/" + String(repeating: "a", count: 2_000),
            String(repeating: "/addresses/0", count: 500), "/tags/" + String(repeating: "9", count: 5_000),
        ]
        for index in 0..<ServerErrors.maximumErrors { items.append((pointers[index % pointers.count], "c", "m")) }
        let problem = try decodedProblem(items)
        form.apply(problem)
        #expect(form.report.errors.count == 1_000, "nothing dropped, nothing added")
        let scalars = items.reduce(0) { $0 + $1.pointer.unicodeScalars.count }
        #expect(form.stepsOfLastApply <= 2 * scalars + 1_000)
        #expect(form.report.errors.filter { $0.path.components.isEmpty }.count == 666)
    }

    /// Issue 37: a problem of a million errors cost 1.7 s and 349 MB, and every later edit 44 ms.
    /// Past the first 1,000 nothing is read: the steps of 100,000 errors are those of 1,000, and
    /// one more form-level error counts what was dropped; a group caps the problem as a form does.
    @Test(arguments: [false, true])
    func aProblemCarriesAtMostAThousandErrors(inGroup: Bool) throws {
        let form = try makeForm()
        let group = FormGroup()
        group.add(form, as: "account")
        let pointer = inGroup ? "/account/userName" : "/userName"
        let one = try decodedProblem([(pointer, "username.taken", "Taken.")])
        var problem = one
        var report: ValidationReport { inGroup ? group.report : form.report }
        func apply(_ count: Int) throws {
            problem.errors = Array(repeating: try #require(one.errors.first), count: count)
            if inGroup { group.apply(problem) } else { form.apply(problem) }
        }

        try apply(1_000)
        let stepsOfAThousand = form.stepsOfLastApply
        #expect(report.errors.count == 1_000)
        #expect(!report.errors.contains { $0.code == .inputTooManyErrors })

        try apply(100_000)
        #expect(form.stepsOfLastApply == stepsOfAThousand, "nothing past the first 1,000 is read")
        #expect(report.errors.count == 1_001)
        #expect(report.errors.filter { $0.code == "username.taken" }.count == 1_000)
        let last = try #require(report.errors.last)
        #expect(last.code == .inputTooManyErrors)
        #expect(last.path.components.isEmpty)
        #expect(last.isFromServer)
        #expect(last.parameters == ["max": 1_000, "count": 99_000])
        #expect(last.message == "99000 more errors were left out: a report lists at most 1000.")
        #expect(!report.isValid)
        if case .invalid = form.state {} else { Issue.record("the form is \(form.state), not invalid") }
    }

    @Test func aDeepPointerIntoARecursiveModelLandsOnItsFullPath() throws {
        let form = try FormSession(ReplyThread(), rules: ReplyThread.rules)
        for depth in [1_000, 4_000] {
            let pointer = String(repeating: "/replies/0", count: depth) + "/text"
            form.apply(try decodedProblem([(pointer, "c", "m")]))
            let error = try #require(form.report.errors.first)
            #expect(error.path.components.count == 2 * depth + 1)
            #expect(error.path.components.last == .property("text"))
            #expect(form.stepsOfLastApply <= 2 * pointer.unicodeScalars.count)
        }
    }

    /// Issue 37: each level of a pointer copied the path made so far (`/replies/0` 16,000 times
    /// cost 2.5 s). The steps count every component written into the landing's path, so a copy
    /// per level shows as work that doubles per byte when the depth doubles.
    @Test(arguments: [
        HostileShape("/replies/0 repeated, then /text") { String(repeating: "/replies/0", count: $0) + "/text" },
        HostileShape("/replies/0 repeated, then /replies/x") {
            String(repeating: "/replies/0", count: $0) + "/replies/x"
        },
    ])
    func pointerDepthCostsLinearSteps(_ shape: HostileShape) throws {
        let form = try FormSession(ReplyThread(), rules: ReplyThread.rules)
        StepCount.expectLinear(shape) { pointer in
            guard let problem = try? decodedProblem([(pointer, "c", "m")]) else {
                Issue.record("the problem did not decode")
                return 0
            }
            form.apply(problem)
            return form.stepsOfLastApply
        }
    }
}

// MARK: Round trip

extension ProblemAccount {
    /// The server's rules for the same body: stricter than the client's, with a registry of user
    /// names the client does not have.
    static let serverRules = RuleSet<ProblemAccount> {
        Attribute(\.userName) {
            Required(); Length(min: 3)
            Custom("username.taken", message: "{attribute} is taken.") { !["alice", "admin"].contains($0) }
        }
        Attribute(\.email) { Email() }
        Attribute(\.nickname, name: "nick/name~x") { Length(max: 10) }
        Nested(\.address, ProblemAddress.rules)
        Each(\.addresses, ProblemAddress.serverRules)
        Each(\.tags) { Length(max: 8) }
    }
}

extension ProblemAddress {
    static let serverRules = RuleSet<ProblemAddress> {
        Attribute(\.zipCode) { Match(#"^[0-9]{5}$"#) }
        Attribute(\.city) { Length(max: 40) }
    }
}

@Suite("A server's answer, in process, back on the form")
@MainActor
struct ProblemRoundTripTests {
    /// What the server does with the client's body: assign with snake_case keys, validate with its
    /// own rules, answer a German problem+json body; `nil` when it accepts.
    private static func serve(_ body: InputValue) throws -> Data? {
        var account = ProblemAccount()
        let result = try ProblemAccount.serverRules.assign(
            .json(body.jsonData), to: &account, options: AssignmentOptions(keys: .snakeCase))
        let catalog = MessageCatalog(
            language: "de", messages: ["username.taken": "{attribute} ist schon vergeben."],
            labels: ["userName": "Benutzername"])
        return result.problem(instance: "/signup", locale: Locale(identifier: "de-DE"), catalog: catalog)?.jsonData
    }

    @Test func theServersErrorsComeBackInGermanAtTheSamePaths() throws {
        let form = try FormSession(
            ProblemAccount(
                userName: "alice", email: "alice@example.com", nickname: "the great alice",
                addresses: [
                    ProblemAddress(zipCode: "75011", city: "Paris"), ProblemAddress(zipCode: "7501", city: "Paris"),
                ]),
            rules: ProblemAccount.rules)
        #expect(form.submit().isValid, "the client's rules pass")
        let body = try ProblemAccount.rules.assignableValues(of: form.model, keys: .snakeCase)
        let answer = try #require(try Self.serve(body))
        let problem = try JSONDecoder().decode(ValidationProblem.self, from: answer)
        #expect(problem.errors.map(\.pointer) == ["/user_name", "/nick~1name~0x", "/addresses/1/zip_code"])
        form.apply(problem, keys: .snakeCase)

        let server = form.report.errors.filter(\.isFromServer)
        #expect(server.map(\.path) == ["userName", [.property("nick/name~x")], "addresses[1].zipCode"])
        #expect(server.map(\.message) == problem.errors.map(\.message))
        #expect(server.first?.message == "Benutzername ist schon vergeben.")
        #expect(server.map(\.code) == ["username.taken", "string.tooLong", "match.noMatch"])
        #expect(server[1].parameters == ["max": 10])
        #expect(form.errors(at: \.userName).map(\.code) == ["username.taken"])
        #expect(form.state == .invalid(form.report))
        #expect(!form.submit().isValid)

        form.userName = "alicia"
        form.nickname = "ally"
        form.update(\.addresses, at: 1) { $0.zipCode = "75012" }
        #expect(form.submit().isValid)
        #expect(form.state == .clean)
        #expect(try Self.serve(ProblemAccount.rules.assignableValues(of: form.model, keys: .snakeCase)) == nil)
    }
}
