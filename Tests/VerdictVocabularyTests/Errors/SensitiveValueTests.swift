import Foundation
import Testing
import VerdictTesting
import VerdictValidation

@testable import VerdictAssignment
@testable import VerdictTestSupport

private struct Credentials: Equatable, Sendable {
    var username = ""
    var password = ""
    var passwordRepeat = ""
    var apiKey = ""
    var pinCode = ""
    var tokenCount = 0
    var memo = ""

    static let rules = RuleSet<Credentials> {
        Attribute(\.username) { Length(min: 4) }
        Attribute(\.password) {
            Length(min: 8)
            Characters.only(.alphanumerics)
            Custom<String>(message: "{attribute} {value} was used before.") { $0 != "hunter2!" }
        }
        Attribute(\.passwordRepeat) { Compare(.equal, to: \.password) }
        Attribute(\.apiKey) { Length(32) }
        Attribute(\.pinCode) { Length(4) }
        Attribute(\.tokenCount, sensitive: false) { Number(max: 10) }
        Attribute(\.memo) { Custom<String>(message: "{attribute} {value} is taken.") { $0 != "used" }.sensitive() }
    }
}

@Suite("Sensitive values")
struct SensitiveValueTests {
    private static let secrets = ["hunter2!", "abc", "12345", "short-key", "used"]

    private func report() throws -> ValidationReport {
        try Credentials.rules.testValidate(
            Credentials(
                username: "bob", password: "hunter2!", passwordRepeat: "abc", apiKey: "short-key", pinCode: "12345",
                tokenCount: 11, memo: "used")
        ).report
    }

    @Test("a secret's value appears in no parameter, message, description or JSON")
    func secretsNeverLeave() throws {
        let report = try report()
        let secretErrors = report.errors.filter {
            $0.path.description != "username" && $0.path.description != "tokenCount"
        }
        #expect(secretErrors.count == 5)
        #expect(secretErrors.allSatisfy { $0.isSensitive && $0.attemptedValue == nil })
        let json = String(decoding: try JSONEncoder().encode(report), as: UTF8.self)
        for secret in Self.secrets {
            for error in secretErrors {
                #expect(!error.message.contains(secret))
                #expect(!error.description.contains(secret))
                #expect(!error.parameters.values.contains { $0.description.contains(secret) })
            }
            #expect(!json.contains(secret), "\(secret) in \(json)")
            #expect(!report.description.contains(secret))
        }
        #expect(report.errors(at: \Credentials.password).map(\.message) == ["Password must not contain “(hidden)”."])
        #expect(report.errors(at: \Credentials.memo).map(\.message) == ["Memo (hidden) is taken."])
        #expect(json.contains(#""sensitive":true"#))
    }

    /// A rule may give the attempted value and also name it among its parameters: a sensitive
    /// attribute keeps neither, nor the refused character, and keeps the other parameters.
    @Test(
        arguments: [
            (["value": "s3cret", "n": 1], ["n": 1]),
            (["character": "$", "value": "s3cret"], ["character": "(hidden)"]),
            (["n": 1, "m": 2], ["n": 1, "m": 2]),
            ([:], [:]),
        ] as [([String: MessageParameter], [String: MessageParameter])])
    func echoesAmongTheParametersAreDropped(
        given: [String: MessageParameter], kept: [String: MessageParameter]
    ) throws {
        struct Secret: Sendable { var code = "" }
        let rules = RuleSet<Secret> {
            Attribute(\.code, sensitive: true) {
                Custom<String> { value in
                    RuleFailure(
                        code: "code.bad", template: "{attribute} is bad.", parameters: given,
                        attemptedValue: .string(value))
                }
            }
        }
        let error = try #require(try rules.testValidate(Secret(code: "s3cret")).report.errors.first)
        #expect(error.parameters == kept)
        #expect(error.attemptedValue == nil)
    }

    @Test("other values are kept apart from the parameters, in the JSON as value")
    func otherValuesAreKept() throws {
        let report = try report()
        let username = try #require(report.errors(at: \Credentials.username).first)
        #expect(username.attemptedValue == "bob")
        #expect(username.parameters == ["min": 4])
        #expect(!username.isSensitive)
        #expect(report.errors(at: \Credentials.tokenCount).first?.attemptedValue == 11)
        let decoded = try JSONDecoder().decode(ValidationReport.self, from: JSONEncoder().encode(report))
        #expect(decoded.errors.map(\.attemptedValue) == report.errors.map(\.attemptedValue))
        #expect(decoded.errors.map(\.isSensitive) == report.errors.map(\.isSensitive))
        #expect(decoded.errors.map(\.message) == report.errors.map(\.message))
    }

    @Test("JSON from before the value had a field of its own still decodes it")
    func oldJSON() throws {
        let json = #"""
            {"code":"string.tooShort","label":"Name","message":"","parameters":{"min":4,"value":"al"},
             "path":"name","scenario":"default","severity":"error","template":"{attribute} is {value}."}
            """#
        let error = try JSONDecoder().decode(ValidationError.self, from: Data(json.utf8))
        #expect(error.attemptedValue == "al")
        #expect(error.parameters == ["min": 4])
        #expect(error.message == "Name is al.")
        let sensitive = json.replacingOccurrences(of: #""severity""#, with: #""sensitive":true,"severity""#)
        let hidden = try JSONDecoder().decode(ValidationError.self, from: Data(sensitive.utf8))
        #expect(hidden.attemptedValue == nil)
        #expect(hidden.parameters == ["min": 4])
        #expect(hidden.message == "Name is (hidden).")
    }

    @Test(
        "names that say a value is secret",
        arguments: [
            ("password", true), ("passwordRepeat", true), ("newPassword", true), ("pin", true), ("pinCode", true),
            ("apiKey", true), ("api_key", true), ("accessToken", true), ("card_cvv", true), ("clientSecret", true),
            ("account.password", true), ("shipping", false), ("spinner", false), ("keyboard", false), ("email", false),
            ("username", false), ("privateKey", true), ("keyName", false),
        ])
    func secretNames(name: String, isSecret: Bool) throws {
        struct Form: Sendable {
            var value = ""
        }
        let rules = RuleSet<Form> { Attribute(\.value, name: name) { Length(min: 3) } }
        let error = try #require(try rules.testValidate(Form(value: "ab")).report.errors.first)
        #expect(error.isSensitive == isSecret)
        #expect((error.attemptedValue == nil) == isSecret)
    }

    @Test("an assignment never echoes a sensitive value, nor any value, in its conversion errors")
    func assignmentDoesNotEcho() throws {
        var model = Credentials()
        let result = try Credentials.rules.assign(
            .json(Data(#"{"password": 12345678, "tokenCount": "hunter2!"}"#.utf8)), to: &model)
        let json = String(decoding: try JSONEncoder().encode(result.report), as: UTF8.self)
        #expect(!json.contains("12345678"))
        #expect(!json.contains("hunter2!"))
        #expect(result.report.errors.allSatisfy { $0.attemptedValue == nil })
    }
}

/// A value type whose conversion failure echoes the input, as a user's type may.
private struct EchoingCode: InputConvertible, Equatable, Sendable {
    var text = ""
    init() {}
    init(input: InputValue) throws(InputConversionError) {
        let text = input.textValue ?? ""
        guard text.allSatisfy(\.isNumber) else {
            throw InputConversionError(
                RuleFailure(
                    code: "code.notDigits", template: "{attribute} “{value}” is not digits only.",
                    parameters: ["value": .string(text)]))
        }
        self.text = text
    }
}

private struct Account: Equatable, Sendable, AssignableModel {
    var username = ""
    var password = 0
    var recoveryCode = EchoingCode()
    var confirmation = ""
    var secretHint = ""
    var nickname = ""
    var plain = ""

    static let rules = RuleSet<Account> {
        Safe(\.username, \.password, \.recoveryCode, \.confirmation, \.nickname, \.plain)
        Attribute(\.confirmation) { Compare(.equal, to: \.secretHint) }
        Attribute(\.nickname) { Compare(.notEqual, to: \.confirmation) }
        Attribute(\.plain, sensitive: false) { Compare(.equal, to: \.secretHint) }
    }
}

@Suite("Sensitive values: conversions and comparisons")
struct SensitiveConversionTests {
    /// A sensitive attribute's conversion errors are marked sensitive: no attempted value, no
    /// echo in a parameter, `"sensitive": true` in the JSON.
    @Test("a sensitive attribute's conversion errors keep no input")
    func conversionErrorsAreSensitive() throws {
        var account = Account()
        let body = #"{"password": "hunter2-typed", "recoveryCode": "s3cr3t-code"}"#
        let result = try Account.rules.assign(.json(Data(body.utf8)), to: &account)
        let errors = result.report.errors.filter { ["password", "recoveryCode"].contains($0.path.description) }
        #expect(errors.count == 2)
        #expect(errors.allSatisfy { $0.isSensitive && $0.attemptedValue == nil })
        let json = String(decoding: try JSONEncoder().encode(result.report), as: UTF8.self)
        let problem = String(decoding: result.report.problem(instance: "/account").jsonData, as: UTF8.self)
        var dumped = ""
        dump(result.report, to: &dumped)
        for text in [json, problem, dumped, result.report.description] + errors.map(\.message) {
            #expect(!text.contains("hunter2-typed"))
            #expect(!text.contains("s3cr3t-code"))
        }
        #expect(
            errors.first { $0.path.description == "recoveryCode" }?.message
                == "Recovery code “(hidden)” is not digits only.")
    }

    /// An attribute compared with a sensitive one holds the secret or a guess of it: its errors are
    /// sensitive too, and so, along the chain, are those of one compared with it.
    @Test("an attribute compared with a sensitive one is sensitive")
    func comparedWithASecret() throws {
        let account = Account(confirmation: "typed-hint-xyz", secretHint: "the-hint", nickname: "typed-hint-xyz")
        let report = try Account.rules.testValidate(account).report
        let confirmation = try #require(report.errors(at: \Account.confirmation).first)
        #expect(confirmation.isSensitive && confirmation.attemptedValue == nil)
        let nickname = try #require(report.errors(at: \Account.nickname).first)
        #expect(nickname.isSensitive && nickname.attemptedValue == nil)
        var dumped = ""
        dump(report, to: &dumped)
        let json = String(decoding: try JSONEncoder().encode(report), as: UTF8.self)
        for text in [json, dumped, report.description] {
            #expect(!text.contains("typed-hint-xyz"))
        }
        // Declared not sensitive, it stays so.
        let plain = try #require(
            try Account.rules.testValidate(Account(secretHint: "the-hint", plain: "shown")).report.errors(
                at: \Account.plain
            ).first
        )
        #expect(!plain.isSensitive && plain.attemptedValue == "shown")
        // Reading back leaves the compared attribute out, as it does the secret.
        let values = try Account.rules.assignableValues(of: account)
        #expect(!String(describing: values).contains("typed-hint-xyz"))
    }
}
