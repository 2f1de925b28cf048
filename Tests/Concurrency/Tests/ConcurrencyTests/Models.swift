import Foundation
import Verdict

/// An account with filters, scenarios, a nested model, an array of models and an asynchronous
/// check: every part of the engine that compiles lazily or runs checks as tasks.
struct Account: Equatable, Sendable {
    var username = ""
    var email = ""
    var password = ""
    var age = 0
    var website = ""
    var tags: [String] = []
    var address = Address()
    var lines: [Line] = []

    /// The declaration, made anew by each call: a new rule set has compiled nothing yet.
    static func makeRules() -> RuleSet<Account> {
        RuleSet<Account> {
            Attribute(\.username) {
                Trim(); Required(); Length(3...12)
            }
            Attribute(\.email) {
                Trim(); Required(); Email(allowName: true, enableIDN: true)
            }
            Attribute(\.age) { Number(min: 18, max: 120) }
            Attribute(\.website) { URLFormat(defaultScheme: "https", enableIDN: true) }
            Each(\.tags) {
                Trim(); Length(1...8)
            }
            Nested(\.address, Address.rules)
            Each(\.lines, Line.rules)
            Scenario(.register) {
                Attribute(\.password) {
                    Required(); Length(min: 8); Characters.containsDigit
                }
            }
            Scenario(.login) {
                Attribute(\.password) { Required() }
            }
        }
    }

    static let rules = makeRules()

    /// Deterministic variety: valid and invalid values of every attribute.
    static func sample(_ seed: Int) -> Account {
        var random = SplitMix64(seed: UInt64(seed))
        return Account(
            username: random.pick(["  alice ", "al", "bob_the_builder_", "", "carol"]),
            email: random.pick(["a@example.com", "Bob <bob@example.com>", "josé@bücher.de", "x@", ""]),
            password: random.pick(["", "short", "longenough1", "longenough"]),
            age: random.pick([0, 17, 18, 40, 121]),
            website: random.pick(["", "example.com", "https://münchen.de/x", "ftp://x.y"]),
            tags: (0..<random.below(4)).map { _ in random.pick([" a ", "", "toolongatag", "ok"]) },
            address: Address(street: random.pick(["", "Main"]), zip: random.pick(["12345", "1"])),
            lines: (0..<random.below(3)).map { _ in
                Line(sku: random.pick(["", "A-1"]), quantity: random.pick([0, 1, 100]))
            })
    }
}

struct Address: Equatable, Sendable, AssignableModel {
    var street = ""
    var zip = ""

    static let rules = RuleSet<Address> {
        Attribute(\.street) { Required() }
        Attribute(\.zip) {
            Required(); Length(5)
        }
    }
}

struct Line: Equatable, Sendable, AssignableModel {
    var sku = ""
    var quantity = 1

    static let rules = RuleSet<Line> {
        Attribute(\.sku) {
            Trim(); Required()
        }
        Attribute(\.quantity) { Number(min: 1, max: 99) }
    }
}

/// A thread of comments: a rule set that nests itself, resolved as the tree is validated.
struct Comment: Equatable, Sendable {
    var text = ""
    var replies: [Comment] = []

    static func makeRules() -> RuleSet<Comment> {
        RuleSet<Comment> {
            Attribute(\.text) {
                Trim(); Required(); Length(max: 10)
            }
            Each(\.replies, Comment.rules)
        }
    }

    static let rules = makeRules()

    /// A tree `depth` levels deep, `width` replies at each level, some texts invalid.
    static func tree(depth: Int, width: Int, seed: Int = 0) -> Comment {
        guard depth > 0 else { return Comment(text: seed % 3 == 0 ? "" : " ok ") }
        return Comment(
            text: seed % 5 == 0 ? "far too long a text" : "c\(seed % 10)",
            replies: (0..<width).map { tree(depth: depth - 1, width: width, seed: seed * width + $0 + 1) })
    }
}

/// A username that is free when its length is even, answered after a few suspensions on the
/// cooperative pool: an asynchronous check that really runs elsewhere than the main actor.
struct Signup: Equatable, Sendable {
    var username = ""
    var nickname = ""

    static let rules = RuleSet<Signup> {
        Attribute(\.username) {
            Trim(); Required(); Length(max: 20)
            Custom<String>("username.taken", message: "{attribute} is taken.", timeout: .seconds(3_600)) { name in
                for _ in 0..<(name.count % 4) { await Task.yield() }
                return name.count % 2 == 0
            }
        }
        Attribute(\.nickname) {
            Length(max: 8)
            Custom<String>("nickname.taken", message: "{attribute} is taken.", timeout: .seconds(3_600)) { name in
                await Task.yield()
                return !name.hasPrefix("x")
            }
        }
    }
}
