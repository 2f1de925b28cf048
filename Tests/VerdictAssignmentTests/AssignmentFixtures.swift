import Foundation
import VerdictAssignment
@testable import VerdictTestSupport

// Models shared by the assignment tests.
/// Seed 000's user: in `login` only `username` and `password` are active, `secret` (`!secret`)
/// is validated but never assigned.
struct SeedUser: Equatable, Sendable {
    var username = ""
    var email = ""
    var password = ""
    var secret = ""
    var isAdmin = false

    static let rules = RuleSet<SeedUser> {
        ActiveAttributes(.login, \.username, \.password, unsafe: \.secret)
        Attribute(\.secret) { Required().on(.login) }
        Scenario(.login) { Attribute(\.password) { Required() } }
        Scenario(.register) {
            Attribute(\.username) {
                Trim(); Required(); Length(4...24)
            }
            Attribute(\.email) {
                Required(); Email()
            }
            Attribute(\.password) {
                Required(); Length(min: 8)
            }
        }
    }
}

/// Seed 002's person, sent in snake_case.
struct JSONPerson: Equatable, Sendable {
    var firstName = ""
    var lastName = ""
    var age: Int?

    static let rules = RuleSet<JSONPerson> {
        Attribute(\.firstName) { Required() }
        Attribute(\.lastName) { Required() }
        Attribute(\.age) { Number(min: 0, max: 150) }
    }
}

enum StaffRole: String, CaseIterable, Sendable {
    case reader, editor, admin
}

struct PostalAddress: Equatable, Sendable, AssignableModel {
    var street = ""
    var zip = ""

    static let rules = RuleSet<PostalAddress> {
        Attribute(\.street) { Required() }
        Attribute(\.zip) {
            Required(); Length(5)
        }
    }
}

struct OrderLine: Equatable, Sendable, AssignableModel {
    var sku = ""
    var quantity = 1
    var note = ""

    static let rules = RuleSet<OrderLine> {
        Attribute(\.sku) { Required() }
        Attribute(\.quantity) { Number(min: 1, max: 99) }
        Unsafe(\.note)
    }
}

/// Every kind of attribute type, a nested model, an optional one, and arrays of both kinds.
struct PurchaseOrder: Equatable, Sendable {
    var reference = ""
    var quantity: Int = 0
    var small: Int8 = 0
    var unsigned: UInt16 = 0
    var price: Double = 0
    var ratio: Float = 0
    var total = Decimal(0)
    var isGift = false
    var placedAt = Date(timeIntervalSince1970: 0)
    var website: URL?
    var id = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
    var role = StaffRole.reader
    var note: String?
    var tags: [String] = []
    var codes: Set<Int> = []
    var address = PostalAddress()
    var billing: PostalAddress?
    var items: [OrderLine] = []
    var labels: [String] = []

    static let rules = RuleSet<PurchaseOrder> {
        Attribute(\.reference) { Required() }
        Attribute(\.quantity) { Number(min: 0, max: 1_000) }
        Attribute(\.small) { Number(min: -100, max: 100) }
        Attribute(\.unsigned) { Number(min: 0, max: 60_000) }
        Attribute(\.price) { Number(min: 0, max: 1_000_000) }
        Attribute(\.ratio) { Number(min: 0, max: 1) }
        Attribute(\.note) { Length(max: 20) }
        Safe(\.total, \.isGift, \.placedAt, \.website, \.id, \.role, \.tags, \.codes)
        Nested(\.address, PostalAddress.rules)
        Nested(\.billing, PostalAddress.rules)
        Each(\.items, OrderLine.rules)
        Each(\.labels) { Length(max: 8) }
    }
}

/// A class model: assignment checks every value before it writes any.
final class ClassAccount: @unchecked Sendable {
    var name = ""
    var age = 0

    static let rules = RuleSet<ClassAccount> {
        Attribute(\.name) { Required() }
        Attribute(\.age) { Number(min: 18) }
    }
}
