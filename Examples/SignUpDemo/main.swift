import Verdict

struct NonEmpty: ValueRule {
    var skipsEmptyValues: Bool { false }
    func apply(to value: inout String) -> RuleFailure? {
        value.isEmpty ? RuleFailure(code: "required", template: "{attribute} cannot be blank.") : nil
    }
    func validateMissingValue() -> RuleFailure? { RuleFailure(code: "required", template: "{attribute} cannot be blank.") }
}
struct Upper: ValueRule {
    var writesValue: Bool { true }
    func apply(to value: inout String) -> RuleFailure? { value = value.uppercased(); return nil }
}
struct Address { var zip = ""; var city = "" }
struct Form {
    var name = ""
    var password = ""
    var passwordRepeat = ""
    var country: String? = nil
    var age: Int? = nil
    var address = Address()
    var addresses = [Address(), Address(zip: "1")]
    var tags = ["a", ""]
    var computed: String { name }
}
let addressRules = RuleSet<Address> { Field(\.zip) { NonEmpty() } }
let rules = RuleSet<Form> {
    Field(\.name) { Upper(); NonEmpty() }
    Field(\.country) { Default("USA") }
    Field(\.age) { Compare(.greaterOrEqual, 18) }
    Scenario("register") {
        Field(\.passwordRepeat) { Compare(.equal, to: \.password).message("Passwords differ.") }
    }
    Check(\.password, reads: [\.password], code: "pw.short", message: "{attribute} too short") { $0.password.count >= 3 }
    Nested(\.address, addressRules)
    Each(\.addresses, addressRules)
    Each(\.tags) { NonEmpty() }
}
var form = Form(name: "bob", password: "x", passwordRepeat: "y", age: 12)
do {
    let report = try rules.validate(&form, scenario: "register")
    print(report)
    print(form.name, form.country as Any)
    print(try rules.isValid(form))
    print(rules.scenarios, rules.activeAttributes(in: "register"))
    _ = try rules.validate(&form, scenario: "regster")
} catch { print(error) }
let bad = RuleSet<Form> { Field(\.computed) { NonEmpty() } }
print(bad.diagnostics())
