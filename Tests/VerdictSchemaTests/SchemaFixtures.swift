import Foundation
import VerdictSchema

@testable import VerdictTestSupport

// Models whose JSON Schemas the tests read. `SchemaAccount` uses only rules that JSON Schema
// states exactly: its schema has no omission, so the schema and Verdict agree on every body.

enum SchemaLevel: String, CaseIterable, Sendable {
    case junior, senior
}

struct SchemaAddress: AssignableModel, Sendable {
    var street = ""
    var zip = ""

    static let rules = RuleSet<SchemaAddress> {
        Attribute(\.street) { Required() }
        Attribute(\.zip) {
            Required(); Match(#"^[0-9]{5}$"#)
        }
    }
}

struct SchemaItem: AssignableModel, Sendable {
    var sku = ""
    var quantity = 1

    static let rules = RuleSet<SchemaItem> {
        Attribute(\.sku) {
            Required(); Match(#"^[A-Z]{2}-[0-9]+$"#)
        }
        Attribute(\.quantity) { Number(min: 1, max: 99) }
    }
}

struct SchemaAccount: AssignableModel, Sendable {
    var username = ""
    var age = 0
    var nickname: String?
    var role = "user"
    var tags: [String] = []
    var newsletter = false
    var level = SchemaLevel.junior
    var rank: Int8 = 0
    var address = SchemaAddress()
    var billing: SchemaAddress?
    var items: [SchemaItem] = []
    var isAdmin = false

    static let rules = RuleSet<SchemaAccount> {
        Attribute(\.username) {
            Required(); Match(#"^[a-z][a-z0-9_]{2,15}$"#)
        }
        Attribute(\.age) { Number(min: 18, max: 130) }
        Attribute(\.nickname) { Match(#"^[A-Za-z]{2,}$"#) }
        Attribute(\.role) { In(["user", "admin"]) }
        Each(\.tags) { Match(#"^[a-z]+$"#) }
        Attribute(\.newsletter) { Required(equalTo: true) }
        Safe(\.level, \.rank)
        Nested(\.address, SchemaAddress.rules)
        Nested(\.billing, SchemaAddress.rules)
        Each(\.items, SchemaItem.rules)
        Unsafe(\.isAdmin)
    }
}

/// Every kind of rule the schema leaves out, and the rewrites that change what it may state.
struct SchemaProfile: AssignableModel, Sendable {
    var username = ""
    var email = ""
    var password = ""
    var passwordRepeat = ""
    var website: String?
    var score: Double = 1
    var country = ""
    var motto = ""
    var code = ""
    var isCompany = false
    var vatNumber = ""
    var nickname: String?
    var address: SchemaAddress?

    static let rules = RuleSet<SchemaProfile> {
        Attribute(\.username) {
            Trim(); Required(); Length(4...24)
        }
        Attribute(\.email) {
            Trim(); Required(); Email()
        }
        Attribute(\.password) {
            Required(); Length(min: 8)
        }
        Attribute(\.passwordRepeat) { Compare(.equal, to: \.password) }
        Attribute(\.website) { URLFormat() }
        Attribute(\.score) { Number(min: 0.5, max: 10.0) }
        Attribute(\.country) {
            Default("US"); In(["US", "DE"])
        }
        Attribute(\.motto) {
            Trim(); Length(min: 3)
        }
        Attribute(\.code) { Custom { $0.count.isMultiple(of: 2) ? nil : RuleFailure(code: "odd", template: "Odd.") } }
        Attribute(\.vatNumber) { Required().when(\.isCompany) }
        Attribute(\.nickname) { Length(max: 3).severity(.warning) }
        Nested(\.address, SchemaAddress.rules).when(\.isCompany)
    }
}

/// A model that nests its own type.
struct SchemaTree: AssignableModel, Sendable {
    var name = ""
    var children: [SchemaTree] = []

    static let rules: RuleSet<SchemaTree> = RuleSet<SchemaTree> {
        Attribute(\.name) { Required() }
        Each(\.children, SchemaTree.rules)
    }
}

/// Patterns at the edge of what ECMA-262 compiles: the schema writes those it compiles, and leaves
/// out and names the others (`^*a`, which ICU reads and ECMA-262 refuses).
struct SchemaPatterns: AssignableModel, Sendable {
    var code = ""
    var slug = ""
    var pair = ""

    static let rules = RuleSet<SchemaPatterns> {
        Attribute(\.code) { Match("^*a") }
        Attribute(\.slug) { Match(#"^[a-z]+(?:-[a-z]+)*$"#) }
        Attribute(\.pair) { Match(#"^[\]-a]{2}$"#) }
    }
}
