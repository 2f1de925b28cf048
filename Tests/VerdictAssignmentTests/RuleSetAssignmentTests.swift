import Foundation
import Testing
import VerdictAssignment
@testable import VerdictTestSupport

private func json(_ text: String) -> AssignmentInput { .json(Data(text.utf8)) }

@Suite("Massive assignment")
struct RuleSetAssignmentTests {
    // MARK: Seed 000: safe attributes

    @Test("in login only username and password are assigned; secret is validated, never assigned")
    func seedLoginAssignsOnlySafeAttributes() throws {
        var user = SeedUser()
        let result = try SeedUser.rules.assign(
            json(
                #"{"username": "alice", "password": "pw", "secret": "s3", "email": "a@b.c", "isAdmin": true}"#),
            to: &user,
            scenario: .login)
        #expect(user.username == "alice")
        #expect(user.password == "pw")
        #expect(user.secret == "")
        #expect(user.email == "")
        #expect(user.isAdmin == false)
        #expect(result.isAssigned)
        #expect(
            result.ignoredKeys == [
                IgnoredKey(path: "secret", reason: .unsafe), IgnoredKey(path: "email", reason: .inactive),
                IgnoredKey(path: "isAdmin", reason: .unknown),
            ])
        // `secret` is still validated: it is required in login, and was not assigned.
        #expect(result.report.errors.map(\.path) == ["secret"])
        #expect(result.report.errors.map(\.code) == [.required])
    }

    @Test("the safe attributes of a scenario are the ones assigned")
    func safeAttributesAreTheAssignedOnes() throws {
        #expect(try SeedUser.rules.safeAttributes(in: .login) == [\SeedUser.username, \SeedUser.password])
        var user = SeedUser()
        _ = try SeedUser.rules.assign(
            .dictionary(["username": "bob", "email": "bob@example.com", "password": "secret123", "secret": "x"]),
            to: &user, scenario: .register, validating: false)
        #expect(user == SeedUser(username: "bob", email: "bob@example.com", password: "secret123"))
    }

    @Test("strict mode refuses unknown, unsafe and inactive keys, and writes nothing")
    func strictModeRefuses() throws {
        var user = SeedUser()
        let result = try SeedUser.rules.assign(
            json(#"{"username": "alice", "secret": "s", "isAdmin": true}"#), to: &user, scenario: .login,
            options: AssignmentOptions(isStrict: true), validating: false)
        #expect(user == SeedUser())
        #expect(!result.isAssigned)
        #expect(result.ignoredKeys.isEmpty)
        #expect(result.report.errors.map(\.code) == [.inputNotAssignable, .inputUnknownKey])
        #expect(result.report.errors.map(\.path) == ["secret", "isAdmin"])
        #expect(
            result.report.errors.map(\.message) == [
                "Secret cannot be set.", "Is admin is not a field that can be sent.",
            ])
    }

    // MARK: Seed 002: keys from JSON

    @Test("seed 002's Person reads first_name and last_name with the snake_case strategy")
    func seedPersonSnakeCase() throws {
        var person = JSONPerson()
        let result = try JSONPerson.rules.assign(
            json(#"{"first_name": "Ada", "last_name": "", "age": 36}"#), to: &person,
            options: AssignmentOptions(keys: .snakeCase))
        #expect(person == JSONPerson(firstName: "Ada", lastName: "", age: 36))
        #expect(result.report.errors.map(\.path) == ["last_name"])
        #expect(result.report.errors.first?.message == "Last name cannot be blank.")
    }

    @Test(
        "snake_case keys",
        arguments: [
            ("firstName", "first_name"), ("userID", "user_id"), ("URLString", "url_string"), ("zip", "zip"),
            ("already_snake", "already_snake"), ("line2Address", "line2_address"),
        ])
    func snakeCaseKeys(name: String, key: String) {
        #expect(KeyStrategy.snakeCase.key(for: name) == key)
    }

    // MARK: Missing input and combined reports

    @Test("a body without three required keys gets three required errors, with the other errors")
    func missingKeysAreRequiredErrors() throws {
        var user = SeedUser()
        let result = try SeedUser.rules.assign(
            json(#"{"email": "not an email"}"#), to: &user, scenario: .register)
        #expect(result.isAssigned)
        // In the rule set's order: `password` is first declared in the login scenario.
        #expect(result.report.errors.map(\.path) == ["username", "password", "email"])
        #expect(result.report.errors.map(\.code) == [.required, .required, .emailInvalid])
    }

    @Test("conversion errors and rule errors come in one report; the model is left as it was")
    func conversionAndRuleErrorsTogether() throws {
        var order = PurchaseOrder()
        let before = order
        let result = try PurchaseOrder.rules.assign(
            json(
                #"{"reference": "", "quantity": "three", "small": 300, "address": {"street": "Main St", "zip": "10115"}}"#
            ), to: &order)
        #expect(order == before)
        #expect(!result.isAssigned)
        #expect(result.report.errors.map(\.path) == ["quantity", "small", "reference"])
        #expect(result.report.errors.map(\.code) == [.inputWrongType, .inputOutOfRange, .required])
        #expect(
            result.report.errors.map(\.message) == [
                "Quantity must be a whole number.", "Small must be a whole number from -128 to 127.",
                "Reference cannot be blank.",
            ])
        #expect(result.report.errors[0].parameters["expected"] == "a whole number")
    }

    @Test("assign only converts and writes; it runs no rule")
    func assignOnlyRunsNoRule() throws {
        var order = PurchaseOrder()
        let result = try PurchaseOrder.rules.assign(
            json(#"{"reference": "", "quantity": 2000}"#), to: &order, validating: false)
        #expect(result.report.isValid)
        #expect(result.isAssigned)
        #expect(order.quantity == 2000)
    }

    // MARK: Conversions

    @Test("every built-in type converts from JSON")
    func builtInTypesFromJSON() throws {
        var order = PurchaseOrder()
        let result = try PurchaseOrder.rules.assign(
            json(
                #"""
                {"reference": "R-1", "quantity": 4.2e1, "small": -128, "unsigned": 65535, "price": 9.95,
                 "ratio": 0.5, "total": "19.99", "isGift": true, "placedAt": "2026-11-23T10:00:00Z",
                 "website": "https://example.com/x", "id": "e621e1f8-c36c-495a-93fc-0c247a3e6e5f",
                 "role": "editor", "note": null, "tags": ["a", "b"], "codes": [3, 1, 3]}
                """#), to: &order, validating: false)
        #expect(result.report.isValid, "\(result.report)")
        #expect(order.reference == "R-1")
        #expect(order.quantity == 42)
        #expect(order.small == -128)
        #expect(order.unsigned == 65535)
        #expect(order.price == 9.95)
        #expect(order.ratio == 0.5)
        #expect(order.total == Decimal(string: "19.99"))
        #expect(order.isGift)
        #expect(order.placedAt == Date(timeIntervalSince1970: 1_795_428_000))
        #expect(order.website == URL(string: "https://example.com/x"))
        #expect(order.id == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(order.role == .editor)
        #expect(order.note == nil)
        #expect(order.tags == ["a", "b"])
        #expect(order.codes == [1, 3])
    }

    @Test(
        "a value that does not convert is an error with its own code, and the expected type",
        arguments: [
            (#"{"quantity": 1.5}"#, "quantity", ErrorCode.inputWrongType, "Quantity must be a whole number."),
            (#"{"quantity": "12"}"#, "quantity", .inputWrongType, "Quantity must be a whole number."),
            (
                #"{"quantity": 1e400}"#, "quantity", .inputOutOfRange,
                "Quantity must be a whole number from -9223372036854775808 to 9223372036854775807."
            ),
            (
                #"{"quantity": 9223372036854775808}"#, "quantity", .inputOutOfRange,
                "Quantity must be a whole number from -9223372036854775808 to 9223372036854775807."
            ),
            (#"{"unsigned": -1}"#, "unsigned", .inputOutOfRange, "Unsigned must be a whole number from 0 to 65535."),
            (#"{"price": 1e400}"#, "price", .inputNotFinite, "Price must be a finite number."),
            (#"{"price": "9.95"}"#, "price", .inputWrongType, "Price must be a number."),
            (#"{"isGift": "yes"}"#, "isGift", .inputWrongType, "Is gift must be true or false."),
            (#"{"reference": 42}"#, "reference", .inputWrongType, "Reference must be text."),
            (#"{"role": "owner"}"#, "role", .inputWrongType, "Role must be one of reader, editor, admin."),
            (
                #"{"placedAt": "yesterday"}"#, "placedAt", .inputWrongType,
                "Placed at must be a date such as 2026-11-23T10:00:00Z."
            ),
            (
                #"{"id": "nope"}"#, "id", .inputWrongType,
                "Id must be an identifier such as E621E1F8-C36C-495A-93FC-0C247A3E6E5F."
            ),
            (#"{"tags": "a"}"#, "tags", .inputWrongType, "Tags must be a list."),
            (#"{"tags": ["a", 2]}"#, "tags[1]", .inputWrongType, "Tags must be text."),
            (#"{"address": "Main St"}"#, "address", .inputWrongType, "Address must be an object."),
            (#"{"total": "1e200"}"#, "total", .inputWrongType, "Total must be a number of at most 38 digits."),
        ])
    func conversionFailures(body: String, path: AttributePath, code: ErrorCode, message: String) throws {
        var order = PurchaseOrder()
        let result = try PurchaseOrder.rules.assign(json(body), to: &order, validating: false)
        #expect(order == PurchaseOrder())
        #expect(result.report.errors.map(\.path) == [path])
        #expect(result.report.errors.map(\.code) == [code])
        #expect(result.report.errors.map(\.message) == [message])
    }

    @Test("a number of 400 digits is out of range, never rounded or trapped")
    func fourHundredDigits() throws {
        var order = PurchaseOrder()
        let digits = String(repeating: "9", count: 400)
        let result = try PurchaseOrder.rules.assign(
            json(#"{"quantity": \#(digits), "price": \#(digits)}"#), to: &order, validating: false)
        #expect(result.report.errors.map(\.code) == [.inputOutOfRange, .inputNotFinite])
        #expect(order == PurchaseOrder())
    }

    @Test("non-finite numbers are taken when the options allow them")
    func nonFiniteAllowed() throws {
        var order = PurchaseOrder()
        let result = try PurchaseOrder.rules.assign(
            .form([("price", "nan"), ("ratio", "-inf")]), to: &order,
            options: AssignmentOptions(allowsNonFiniteNumbers: true), validating: false)
        #expect(result.isAssigned)
        #expect(order.price.isNaN)
        #expect(order.ratio == -.infinity)
    }

    @Test("a pluggable date reader")
    func pluggableDate() throws {
        var order = PurchaseOrder()
        let options = AssignmentOptions(dateParser: { $0 == "epoch" ? Date(timeIntervalSince1970: 0) : nil })
        #expect(
            try PurchaseOrder.rules.assign(
                json(#"{"placedAt": "epoch"}"#), to: &order, options: options, validating: false
            ).isAssigned)
        #expect(
            !(try PurchaseOrder.rules.assign(
                json(#"{"placedAt": "2026-11-23T10:00:00Z"}"#), to: &order, options: options, validating: false
            ).isAssigned))
    }

    // MARK: Nested models and arrays

    @Test("nested keys and arrays reach Nested and Each rule sets")
    func nestedAndEach() throws {
        var order = PurchaseOrder()
        order.items = [OrderLine(sku: "OLD", quantity: 5, note: "kept")]
        let result = try PurchaseOrder.rules.assign(
            json(
                #"""
                {"reference": "R", "address": {"street": "Main St", "zip": "123"},
                 "billing": {"street": "Side St", "zip": "54321"},
                 "items": [{"sku": "A-1", "quantity": 0, "note": "hack"}, {"sku": "", "quantity": 2}],
                 "labels": ["short", "far too long"]}
                """#), to: &order)
        #expect(result.isAssigned)
        #expect(order.address == PostalAddress(street: "Main St", zip: "123"))
        #expect(order.billing == PostalAddress(street: "Side St", zip: "54321"))
        #expect(
            order.items == [
                OrderLine(sku: "A-1", quantity: 0, note: "kept"),
                OrderLine(sku: "", quantity: 2, note: ""),
            ])
        #expect(order.labels == ["short", "far too long"])
        #expect(result.ignoredKeys == [IgnoredKey(path: "items[0].note", reason: .unsafe)])
        #expect(
            result.report.errors.map(\.path) == ["address.zip", "items[0].quantity", "items[1].sku", "labels[1]"])
    }

    @Test("form pairs reach nested models and arrays, converted from text")
    func formPairs() throws {
        var order = PurchaseOrder()
        let result = try PurchaseOrder.rules.assign(
            .form([
                ("reference", "R"), ("quantity", "7"), ("isGift", "on"), ("address[zip]", "10115"),
                ("items[1][sku]", "B"), ("items[0][sku]", "A"), ("items[0][quantity]", "3"), ("tags[]", "x"),
                ("tags[]", "y"),
            ]), to: &order, validating: false)
        #expect(result.report.isValid, "\(result.report)")
        #expect(order.quantity == 7)
        #expect(order.isGift)
        #expect(order.address.zip == "10115")
        #expect(order.items.map(\.sku) == ["A", "B"])
        #expect(order.items.map(\.quantity) == [3, 1])
        #expect(order.tags == ["x", "y"])
    }

    @Test("a failed conversion in an element is reported at its path, and nothing is written")
    func elementFailure() throws {
        var order = PurchaseOrder()
        let result = try PurchaseOrder.rules.assign(
            json(#"{"reference": "R", "items": [{"sku": "A"}, {"quantity": "two"}, {"quantity": 1.5}]}"#), to: &order,
            validating: false)
        #expect(order == PurchaseOrder())
        #expect(result.report.errors.map(\.path) == ["items[1].quantity", "items[2].quantity"])
        #expect(
            result.report.errors.map(\.message) == [
                "Quantity must be a whole number.", "Quantity must be a whole number.",
            ])
    }

    @Test("null empties an optional attribute or nested model")
    func nullEmptiesOptionals() throws {
        var order = PurchaseOrder()
        order.note = "x"
        order.billing = PostalAddress(street: "a", zip: "12345")
        let result = try PurchaseOrder.rules.assign(
            json(#"{"note": null, "billing": null}"#), to: &order, validating: false)
        #expect(result.isAssigned)
        #expect(order.note == nil)
        #expect(order.billing == nil)
    }

    @Test("the query string reader decodes escapes and plus signs")
    func queryString() throws {
        var order = PurchaseOrder()
        let result = try PurchaseOrder.rules.assign(
            .query("reference=R%2D1+x&address%5Bzip%5D=10115&tags[]=%C3%A9"), to: &order, validating: false)
        #expect(result.isAssigned, "\(result.report)")
        #expect(order.reference == "R-1 x")
        #expect(order.address.zip == "10115")
        #expect(order.tags == ["é"])
    }

    @Test("a class model is checked before anything is written")
    func classModel() throws {
        let account = ClassAccount()
        var reference = account
        let failed = try ClassAccount.rules.assign(json(#"{"name": "Ann", "age": "old"}"#), to: &reference)
        #expect(!failed.isAssigned)
        #expect(account.name == "" && account.age == 0)
        #expect(failed.report.errors.map(\.code) == [.inputWrongType])
        let passed = try ClassAccount.rules.assign(json(#"{"name": "Ann", "age": 12}"#), to: &reference)
        #expect(passed.isAssigned)
        #expect(account.name == "Ann" && account.age == 12)
        #expect(passed.report.errors.map(\.code) == [.numberTooSmall])
    }
}

@Suite("Massive assignment: reading back")
struct AssignmentReadingTests {
    @Test("the safe attributes read back as the input that assigns them, secrets left out")
    func readBack() throws {
        let user = SeedUser(username: "alice", email: "a@b.co", password: "pw", secret: "s", isAdmin: true)
        let login = try SeedUser.rules.assignableValues(of: user, scenario: .login)
        #expect(String(decoding: login.jsonData, as: UTF8.self) == #"{"username":"alice"}"#)
        let register = try SeedUser.rules.assignableValues(of: user, scenario: .register)
        #expect(String(decoding: register.jsonData, as: UTF8.self) == #"{"username":"alice","email":"a@b.co"}"#)
    }

    @Test("seed 002: a person reads back in snake_case, and assigns back to an equal model")
    func personRoundTrip() throws {
        let person = JSONPerson(firstName: "Ada", lastName: "Lovelace", age: 36)
        let values = try JSONPerson.rules.assignableValues(of: person, keys: .snakeCase)
        #expect(
            String(decoding: values.jsonData, as: UTF8.self) == #"{"first_name":"Ada","last_name":"Lovelace","age":36}"#
        )
        let dictionary = try #require(values.jsonObject as? [String: Any])
        #expect(dictionary["first_name"] as? String == "Ada")
        #expect((dictionary["age"] as? NSNumber)?.intValue == 36)
        var copy = JSONPerson()
        _ = try JSONPerson.rules.assign(
            .dictionary(dictionary), to: &copy, options: AssignmentOptions(keys: .snakeCase), validating: false)
        #expect(copy == person)
    }

    @Test("every kind of attribute reads back and assigns back to an equal model")
    func orderRoundTrip() throws {
        var order = PurchaseOrder()
        order.reference = "R-1"
        order.quantity = 3
        order.price = 9.5
        order.total = Decimal(string: "19.99")!
        order.isGift = true
        order.placedAt = Date(timeIntervalSince1970: 1_795_428_000)
        order.website = URL(string: "https://example.com")
        order.role = .admin
        order.note = "n"
        order.tags = ["a", "b"]
        order.codes = [3, 1]
        order.address = PostalAddress(street: "Main", zip: "10115")
        order.billing = nil
        order.items = [OrderLine(sku: "A", quantity: 2, note: "unsafe, not read")]
        order.labels = ["x"]
        let values = try PurchaseOrder.rules.assignableValues(of: order)
        var copy = PurchaseOrder()
        let result = try PurchaseOrder.rules.assign(.json(values.jsonData), to: &copy, validating: false)
        #expect(result.isAssigned, "\(result.report)")
        var expected = order
        expected.items[0].note = ""
        #expect(copy == expected)
        #expect(String(decoding: values.jsonData, as: UTF8.self).contains(#""codes":[1,3]"#))
    }

    /// Found by `Fuzz/` (FuzzAssignment): a date was read back without its fractional seconds, so
    /// assigning a model's own values moved `…10:00:00.5Z` to `…10:00:00Z`.
    @Test(
        "a date is read back with its fractional seconds, when it has any",
        arguments: [(1_795_428_000.5, "2026-11-23T10:00:00.500Z"), (1_795_428_000, "2026-11-23T10:00:00Z")])
    func datesReadBackExactly(seconds: Double, text: String) throws {
        var order = PurchaseOrder()
        order.placedAt = Date(timeIntervalSince1970: seconds)
        let values = try PurchaseOrder.rules.assignableValues(of: order)
        #expect(String(decoding: values.jsonData, as: UTF8.self).contains(#""placedAt":"\#(text)""#))
        var copy = PurchaseOrder()
        #expect(try PurchaseOrder.rules.assign(.value(values), to: &copy, validating: false).isAssigned)
        #expect(copy.placedAt == order.placedAt)
    }
}
