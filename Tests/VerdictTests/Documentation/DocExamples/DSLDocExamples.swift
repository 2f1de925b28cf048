// swift-format-ignore-file
// (the examples keep the documentation's formatting)
import Foundation
import Verdict
@testable import VerdictTestSupport

// The examples in the documentation of Sources/VerdictValidation/DSL, verbatim (DocExampleSyncTests
// checks it). Compiled, never run. Fragments that name no model are rules of `Form`.

extension DocExamples {
    // MARK: Constraint.swift

    @MainActor static func check() {
        _ = RuleSet<SignUp> {
            Constraint(\.passwordRepeat, reads: [\.password, \.passwordRepeat], code: "password.mismatch",
                  message: "Passwords do not match.") { $0.password == $0.passwordRepeat }
        }
        _ = RuleSet<Form> {
            Constraint(\.terms, code: "terms.required", message: "Accept the terms.") { $0.terms }
            Constraint(\.bio) { !$0.bio.isEmpty }.severity(.warning)
        }
        _ = RuleSet<Trip> {
            Constraint(\.endDate) { trip in
                trip.endDate >= trip.startDate ? nil
                    : RuleFailure(code: "trip.endsBeforeStart", template: "{attribute} is before the start.")
            }
        }
    }

    @MainActor static func checkRuleSet() {
        let set = Constraint<SignUp>(\.email) { !$0.email.isEmpty }.ruleSet
        _ = set
    }

    // MARK: Compare.swift

    @MainActor static func compare() {
        _ = RuleSet<Form> {
            Attribute(\.age) {
                Compare(.greaterOrEqual, 30)
            }
            Attribute(\.passwordRepeat) { Compare(.equal, to: \.password) }
            Attribute(\.age) { Compare(.greaterOrEqual, 30) }
        }
    }

    @MainActor static func compareFieldRule() {
        let rule = Compare<SignUp, Int>(.greaterOrEqual, 30)._attributeRule
        _ = rule
    }

    @MainActor static func compareInits() {
        fieldRules(of: Form.self) {
            Compare(.greaterOrEqual, 30)
            Compare(.notEqual, "admin")
        }
        fieldRules(of: Form.self) {
            Compare(.equal, to: \.password)
            Compare(.greater, to: \.startDate)
        }
    }

    // MARK: Default.swift

    @MainActor static func defaultValue() {
        _ = RuleSet<Form> {
            Attribute(\.country) { Default("USA") }
            Attribute(\.from) { Default { _, _ in Date() } }
            Attribute(\.age) { Default(nil) }          // age: Int?  — keeps it nil when empty
            Attribute(\.country) {
                Default("USA")
            }
        }
        _ = RuleSet<Order> {
            Attribute(\.to) {
                Default(reads: [\.from]) { order, _ in order.from }
            }
        }
    }

    @MainActor static func defaultFieldRule() {
        let rule = Default<Order, String>("USA")._attributeRule
        _ = rule
    }

    // MARK: Field.swift

    @MainActor static func field() {
        _ = RuleSet<Form> {
            Attribute(\.username) { Trim(); Required(); Length(4...24); Match(#"^[a-z]\w*$"#) }
            Attribute(\.age) { Number(min: 18, max: 120) }              // age: Int?
            Attribute(\.email, label: "E-mail address") { Email() }
            Attribute(readOnly: \.displayName) { Length(max: 40) }  // a computed property
            Attribute(\.email) { Required(); Email() }
            Attribute(\.recoveryPhrase, sensitive: true) { Required() }
            Attribute(readOnly: \.displayName, name: "displayName") { Required(); Length(max: 40) }
            Attribute(readOnly: \.middleInitial, name: "middleInitial") { Length(1) }
            Attribute(\.nickname) { Length(max: 12) }   // nickname: String?
        }
    }

    @MainActor static func fieldRuleSet() {
        let set = Attribute(\SignUp.email) { Email() }.ruleSet
        _ = set
    }

    // MARK: AttributeRule.swift

    @MainActor static func _attributeRule() {
        _ = RuleSet<Form> {
            Attribute(\.nickname) {
                Length(max: 12).severity(.warning).message("{attribute} is long; it may be cut.")
            }
        }
    }

    // MARK: AttributeRuleBuilder.swift

    @MainActor static func fieldRuleBuilder(strict: Bool, checkMail: Bool, short: Bool, banned: [String]) {
        _ = RuleSet<Form> {
            Attribute(\.username) {
                Trim()
                Required()
                if strict { Length(4...24) }
            }
            Attribute(\.email) { Email() }
            Attribute(\.passwordRepeat) { Compare(.equal, to: \.password) }
            Attribute(\.email) { Trim(); Email() }
            Attribute(\.email) { if checkMail { Email() } }
            Attribute(\.name) { if short { Length(max: 8) } else { Length(max: 80) } }
            Attribute(\.name) { for word in banned { Match(word, not: true) } }
            Attribute(\.name) { if #available(macOS 15, *) { Length(max: 8) } }
        }
    }

    // MARK: ReadOnlyAttributeRuleBuilder.swift

    @MainActor static func readOnlyFieldRuleBuilder(checkMail: Bool, short: Bool, banned: [String]) {
        _ = RuleSet<Form> {
            Attribute(readOnly: \.displayName) { Required(); Length(max: 40) }
            Attribute(readOnly: \.displayName) { Length(max: 40) }
            Attribute(readOnly: \.displayName) { Compare(.notEqual, to: \.username) }
            Attribute(readOnly: \.displayName) { if checkMail { Email() } }
            Attribute(readOnly: \.displayName) { if short { Length(max: 8) } else { Length(max: 80) } }
            Attribute(readOnly: \.displayName) { for word in banned { Match(word, not: true) } }
            Attribute(readOnly: \.displayName) { if #available(macOS 15, *) { Length(max: 8) } }
        }
    }

    @MainActor static func defaultEffect() {
        let effect: RuleEffect.Rewriting.Type = Default<Order, String>.Effect.self
        _ = effect
    }

    // MARK: AttributeRuleConvertible.swift

    @MainActor static func fieldRuleConvertible() {
        let rule: AttributeRule<SignUp, String> = Compare(.equal, to: \.password)._attributeRule
        _ = rule
    }

    @MainActor static func fieldRuleConvertibleFieldRule() {
        let same = AttributeRule<SignUp, String>(Required())._attributeRule
        _ = same
    }

    @MainActor static func fieldRuleConvertibleModifiers() {
        _ = RuleSet<Form> {
            Attribute(\.passwordRepeat) {
                Compare(.equal, to: \.password).message("Passwords differ.")
            }
            Attribute(\.passwordRepeat) {
                Compare(.equal, to: \.password).code("password.mismatch")
            }
            Attribute(\.nickname) {
                Length(max: 12).severity(.warning)
            }
            Attribute(\.username) {
                Custom { !$0.isEmpty }.skipOnEmpty(false)
            }
            Attribute(\.email) {
                Email().skipOnError(false)
            }
            Attribute(\.password) {
                Required().on(.register)
            }
            Attribute(\.email) {
                Required().except(.login)
            }
            Attribute(\.vatNumber) {
                Required().when(\.isCompany)
            }
            Attribute(\.state) {
                Required().when(reads: [\.country]) { $0.country == "US" }
            }
            Attribute(\.number) {
                Length(max: 12).stage(.input)
            }
            Attribute(\.number) {
                Characters.only(.decimalDigits).stage(.input)
            }
        }
    }

    // MARK: Nested.swift

    @MainActor static func nested() {
        _ = RuleSet<Form> {
            Nested(\.address, Address.rules)
            Nested(\.billingAddress, Address.rules)   // billingAddress: Address?
            Nested(\.address, Address.rules, name: "")   // errors at `zip`, not `address.zip`
            Nested(\.billingAddress, Address.rules)
            Each(\.addresses, Address.rules)
            Each(\.tags) { Trim(); Length(1...20) }
            Each(\.tags) { Length(max: 20) }
        }
    }

    @MainActor static func nestedRuleSet() {
        let set = Nested(\Order.address, Address.rules).ruleSet
        _ = set
    }

    @MainActor static func eachRuleSet() {
        let set = Each(\Order.tags) { Length(max: 20) }.ruleSet
        _ = set
    }

    // MARK: RuleSetBuilder.swift

    @MainActor static func ruleBuilder(requireEmail: Bool) {
        let rules = RuleSet<SignUp> {
            Attribute(\.username) { Required() }
            if requireEmail { Attribute(\.email) { Required(); Email() } }
            Scenario(.register) { Attribute(\.password) { Length(min: 8) } }
        }
        _ = rules
    }

    @MainActor static func ruleBuilderBlocks(strict: Bool) {
        _ = RuleSet<SignUp> { Attribute(\.email) { Email() } }
        _ = RuleSet<SignUp> { Attribute(\.email) { Email() }; Attribute(\.age) { Number(min: 18) } }
        _ = RuleSet<SignUp> { if strict { Attribute(\.age) { Required() } } }
        _ = RuleSet<SignUp> { if strict { Attribute(\.age) { Required() } } else { Attribute(\.age) { Number() } } }
        _ = RuleSet<Profile> { for field in [\Profile.first, \.last] { Attribute(field) { Required() } } }
        _ = RuleSet<SignUp> { if #available(macOS 15, *) { Attribute(\.age) { Required() } } }
    }

    // MARK: RuleSet.swift

    @MainActor static func ruleSet() {
        struct SignUp {
            var username = ""
            var email = ""
            static let rules = RuleSet<SignUp> {
                Attribute(\.username) { Trim(); Required(); Length(4...24) }
                Attribute(\.email) { Trim(); Required(); Email() }
            }
        }
        _ = SignUp.rules
    }

    @MainActor static func ruleSetInit() {
        let rules = RuleSet<SignUp> {
            Attribute(\.email) { Required(); Email() }
        }
        _ = rules
    }

    @MainActor static func ruleSetComposition(credentials: RuleSet<SignUp>) {
        let signUp = RuleSet<SignUp> { credentials; Attribute(\.age) { Number(min: 18) } }
        _ = signUp
    }

    @MainActor static func ruleSetComponent() {
        let component: some RuleSetComponent<SignUp> = Attribute(\.email) { Email() }
        _ = component
    }

    @MainActor static func ruleSetComponentRuleSet() {
        let set: RuleSet<SignUp> = Attribute(\.email) { Email() }.ruleSet
        _ = set
    }

    @MainActor static func ruleSetComponentModifiers() {
        _ = RuleSet<Form> {
            Attribute(\.password) { Length(min: 8) }.on(.register)
            Attribute(\.email) { Required() }.except(.login)
            Attribute(\.vatNumber) { Required() }.when(\.isCompany)
            Attribute(\.state) { Required() }.when(reads: [\.country]) { $0.country == "US" }
            Attribute(\.number) { Length(max: 12); Characters.only(.decimalDigits) }.stage(.input)
        }
    }

    // MARK: RuleStage.swift

    @MainActor static func ruleStage() {
        _ = RuleSet<Form> {
            Attribute(\.number) {
                Length(max: 12).stage(.input)                   // refuse the 13th character
                Characters.only(.decimalDigits).stage(.input)   // refuse a non-digit
                Length(12).stage(.completeness)                 // the field is done: move focus on
                Length(min: 8).stage(.eligibility)              // the form may be submitted
                Custom { $0.hasPrefix("9") }.message("Number should start with 9.").stage(.submission)
            }
        }
    }

    // MARK: Scenario.swift

    @MainActor static func scenario() {
        _ = RuleSet<Form> {
            Scenario(.register) {
                Attribute(\.password) { Required(); Length(min: 8) }
                Attribute(\.passwordRepeat) { Compare(.equal, to: \.password) }
            }
            Scenario(.login, .reauthenticate) { Attribute(\.password) { Required() } }
            Scenario(.login) { Attribute(\.password) { Required() } }
        }
    }

    @MainActor static func scenarioRuleSet() {
        let set = Scenario<SignUp>(.login) { Attribute(\.password) { Required() } }.ruleSet
        _ = set
    }

    @MainActor static func activeAttributes() {
        _ = RuleSet<User> {
            ActiveAttributes(.login, \.username, \.password, unsafe: \.secret)
            ActiveAttributes(.register, \.username, \.email, \.password)
        }
    }

    @MainActor static func activeAttributesRuleSet() {
        let set = ActiveAttributes<User>(.login, \.username).ruleSet
        _ = set
    }

    @MainActor static func safe() {
        _ = RuleSet<Post> {
            Safe(\.title, \.description)
            Safe(\.description)
        }
    }

    @MainActor static func safeRuleSet() {
        let set = Safe<Post>(\.title).ruleSet
        _ = set
    }

    @MainActor static func unsafe() {
        _ = RuleSet<User> {
            Unsafe(\.isAdmin)
            Unsafe(\.secret)
        }
    }

    @MainActor static func unsafeRuleSet() {
        let set = Unsafe<User>(\.secret).ruleSet
        _ = set
    }

    // MARK: AttributeRuleConvertible.swift (modifiers)

    @MainActor static func fieldRuleConvertibleApplying() {
        let rule: AttributeRule<SignUp, String> = Compare(.equal, to: \.password).message("Passwords differ.")
        _ = rule
    }

    // MARK: ModifiableRule.swift (inside a field)

    @MainActor static func valueRuleModifiers() {
        _ = RuleSet<Form> {
            Attribute(\.bio) {
                Length(min: 15).message("This is too short!")
            }
            Attribute(\.zip) {
                Match(#"^\d{5}$"#).code("zip.invalid")
            }
        }
    }
}

// MARK: Nested.swift (a model that nests its own type)

enum NestedRecursionExample {
    struct Comment {
        var text = ""
        var replies: [Comment] = []
        static let rules: RuleSet<Comment> = RuleSet {
            Attribute(\.text) { Required() }
            Each(\.replies, Comment.rules)
        }
    }
}

// MARK: Scenario.swift (a list without rules)

extension DocExamples {
    @MainActor static func scenarioList() {
        _ = RuleSet<SignUp> {
            Scenario(.register, .login)
            Attribute(\.password) { Required(); Length(min: 8).on(.register) }
        }
    }
}

// MARK: Nested.swift (labels of elements)

extension DocExamples {
    struct Search {
        var tags: [String] = []
        var keywords: [String] = []
    }

    @MainActor static func eachElementLabels() {
        _ = RuleSet<Search> {
            Each(\.tags) { Length(max: 20) }                     // "Tag 3 must contain at most 20 characters."
            Each(\.keywords, label: "Search term") { Required() } // "Search term 1 cannot be blank."
        }
    }
}
