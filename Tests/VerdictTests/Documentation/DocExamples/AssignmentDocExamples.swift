// swift-format-ignore-file
// (the examples keep the documentation's formatting)
import Foundation
import Verdict
@testable import VerdictTestSupport

// The examples in the documentation of Sources/VerdictAssignment, verbatim (DocExampleSyncTests
// checks it). Compiled, never run.

extension DocExamples {
    // MARK: AssignableModel.swift

    struct LineItem: AssignableModel {
        var sku = ""
        var quantity = 1
    }

    // MARK: AssignmentInput.swift

    @MainActor static func assignmentInput() {
        do {
            let fromJSON = AssignmentInput.json(Data(#"{"username": "alice"}"#.utf8))
            let fromForm = AssignmentInput.form([("username", "alice"), ("address[zip]", "10115")])
            let fromQuery = AssignmentInput.query("username=alice&tags[]=a&tags[]=b")
            _ = (fromJSON, fromForm, fromQuery)
        }
        do {
            let input = AssignmentInput.json(Data(#"{"age": 42}"#.utf8))
            _ = input
        }
        do {
            let input = AssignmentInput.form([("items[0][quantity]", "2"), ("items[0][sku]", "A-1")])
            _ = input
        }
        do {
            let input = AssignmentInput.query("username=alice&address%5Bzip%5D=10115")
            _ = input
        }
        do {
            let input = AssignmentInput.body(Data("username=alice".utf8), contentType: "application/x-www-form-urlencoded")
            _ = input
        }
        do {
            let input = AssignmentInput.value(.object([InputMember(key: "age", value: .number("42"))]))
            _ = input
        }
        do {
            let options = AssignmentOptions()
            let contentLength = 2 << 20
            let body = Data()
            let input: AssignmentInput = contentLength > options.maximumBytes ? .oversized : .json(body)
            _ = input
        }
        do {
            let input = AssignmentInput.dictionary(["username": "alice", "age": 42])
            _ = input
        }
    }

    // MARK: AssignmentOptions.swift and KeyStrategy.swift

    @MainActor static func assignmentOptions() {
        do {
            var options = AssignmentOptions(keys: .snakeCase)
            options.isStrict = true
        }
        do {
            let options = AssignmentOptions(keys: .snakeCase, isStrict: true)
            _ = options
        }
        _ = AssignmentOptions.iso8601DateParser("2026-11-23T10:00:00Z") // a Date
        do {
            let options = AssignmentOptions(keys: .snakeCase) // firstName is sent as first_name
            _ = options
        }
        do {
            let options = AssignmentOptions(keys: .exact)
            _ = options
        }
        do {
            let options = AssignmentOptions(keys: .snakeCase)
            _ = options
        }
        _ = KeyStrategy.snakeCase.key(for: "passwordRepeat") // "password_repeat"
        _ = KeyStrategy.snakeCase.path(for: "billingAddress.zipCode") // billing_address.zip_code
    }

    // MARK: AssignmentResult.swift, IgnoredKey.swift, ErrorCode+Assignment.swift

    @MainActor static func assignmentResult(body: Data, report: ValidationReport) throws {
        do {
            var user = User()
            let result = try User.rules.assign(.json(body), to: &user, scenario: .register)
            if !result.report.isValid { print(result.report) }
            for key in result.ignoredKeys { print("ignored \(key.path): \(key.reason)") }
        }
        print(IgnoredKey.Reason.unsafe) // unsafe
        do {
            let key = IgnoredKey(path: "isAdmin", reason: .unsafe)
            _ = key
        }
        print(IgnoredKey(path: "isAdmin", reason: .unsafe)) // isAdmin (unsafe)
        _ = report.errors.contains { $0.code == .inputWrongType }
        _ = report.errors.contains { $0.code == .inputOutOfRange }
        _ = report.errors.contains { $0.code == .inputNotFinite }
        _ = report.errors.contains { $0.code == .inputMalformed }
        _ = report.errors.contains { $0.code == .inputTooLarge }
        _ = report.errors.contains { $0.code == .inputTooDeep }
        _ = report.errors.contains { $0.code == .inputDuplicateKey }
        _ = report.errors.contains { $0.code == .inputUnsupportedMediaType }
        _ = report.errors.contains { $0.code == .inputUnknownKey }
        _ = report.errors.contains { $0.code == .inputNotAssignable }
        _ = report.errors.last?.code == .inputTooManyErrors
    }

    // MARK: InputConversionError.swift and InputConvertible.swift

    struct Cents: InputConvertible {
        var amount: Int
        init(input: InputValue) throws(InputConversionError) {
            guard let text = input.textValue, let amount = Int(text.filter(\.isNumber)) else {
                throw InputConversionError(expected: "an amount such as 12.50")
            }
            self.amount = amount
        }
    }

    struct Colour: InputConvertible {
        var hex: String
        init(input: InputValue) throws(InputConversionError) {
            guard let text = input.textValue, text.count == 7, text.first == "#" else {
                throw InputConversionError(expected: "a colour such as #ff8800")
            }
            hex = text
        }
    }

    @MainActor static func inputConversions() throws {
        do {
            let error = InputConversionError(RuleFailure(code: "money.invalid", template: "{attribute} must be an amount."))
            _ = error
        }
        do {
            let error = InputConversionError(expected: "a colour such as #ff8800")
            _ = error
        }
        let price = try Decimal(input: .string("19.99"))
        let start = try Date(input: .string("2026-11-23T10:00:00Z"))
        let site = try URL(input: .string("https://example.com"))
        let id = try UUID(input: .string("E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        let name = try String(input: .string("Alice")) // "Alice"
        let agreed = try Bool(input: .bool(true)) // true
        let quantity = try Int(input: .number("42")) // 42
        _ = (price, start, site, id, name, agreed, quantity)
        do {
            let price = try Double(input: .number("9.95")) // 9.95
            let ratio = try Float(input: .number("0.5")) // 0.5
            _ = (price, ratio)
        }
    }

    // MARK: InputValue.swift

    @MainActor static func inputValue() {
        let input: InputValue = .object([InputMember(key: "age", value: .number("42"))])
        _ = input
        _ = InputValue.array([]).kind // "a list"
        _ = InputValue.string("alice").textValue // "alice"
        _ = InputValue.null.isNull // true
        _ = InputValue.bool(true).boolValue // true
        _ = InputValue.number("1e400").numberText // "1e400"
        _ = InputValue.array([.number("1")]).elements?.count // 1
        _ = InputValue.object([InputMember(key: "zip", value: .string("10115"))]).members?.first?.key // "zip"
        _ = InputValue.string("").isNull // false
        _ = InputValue.number("1").boolValue // nil
        _ = InputValue.string("42").numberText // nil
        _ = InputValue.array([.null, .bool(false)]).elements // [.null, .bool(false)]
        _ = InputValue.object([]).members?.isEmpty // true
        do {
            let member = InputMember(key: "zip", value: .string("10115"))
            _ = member
        }
        do {
            let member = InputMember(key: "name", value: .string("Alice"))
            _ = member
        }
    }

    // MARK: README.md

    @MainActor static func readmeAssignment() throws {
        var user = User()
        let body = Data(#"{"username": "alice", "password": "hunter22", "secret": "x", "isAdmin": true}"#.utf8)
        let result = try User.rules.assign(.json(body), to: &user, scenario: .login)
        _ = result.ignoredKeys         // [secret (unsafe), isAdmin (unknown)]: listed, never written
        _ = result.report.isValid      // true
    }

    // MARK: RuleSet+Assignment.swift and InputValue+Reading.swift

    @MainActor static func readingBack() throws {
        let user = User(username: "alice", email: "alice@example.com", password: "secret")
        let values = try User.rules.assignableValues(of: user, scenario: .register)
        _ = values.jsonData // {"username":"alice","email":"alice@example.com"}
        let body = InputValue.object([InputMember(key: "age", value: .number("42"))]).jsonData // {"age":42}
        let dictionary = InputValue.object([InputMember(key: "age", value: .number("42"))]).jsonObject as? [String: Any]
        _ = (body, dictionary)
    }

    @MainActor static func ruleSetAssignment() throws {
        do {
            var user = User()
            let result = try User.rules.assign(.json(Data(#"{"username": "alice", "secret": "x"}"#.utf8)), to: &user, scenario: .login, validating: false)
            _ = result.ignoredKeys // [secret (unsafe)]
        }
        do {
            var user = User()
            let result = try User.rules.assign(.form([("username", ""), ("email", "x")]), to: &user, scenario: .register)
            _ = result.report.isValid // false: a username is required, and the email is not an address
        }
    }
}
