import Foundation
import Verdict

/// Every kind of attribute the assignment converts to, a nested model, an optional one, arrays
/// of models and of values, an unsafe attribute and a scenario of its own.
struct Order: Equatable, Sendable {
    var reference = ""
    var quantity = 0
    var small: Int8 = 0
    var unsigned: UInt16 = 0
    var price: Double = 0
    var ratio: Float = 0
    var total = Decimal(0)
    var isGift = false
    var placedAt = Date(timeIntervalSince1970: 0)
    var website: URL?
    var id = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
    var role = Role.reader
    var note: String?
    var tags: [String] = []
    var codes: Set<Int> = []
    var address = Address()
    var billing: Address?
    var items: [Line] = []
    var labels: [String] = []
    var isAdmin = false
    var internalCode = ""

    static let rules = RuleSet<Order> {
        Attribute(\.reference) {
            Trim(); Required()
        }
        Attribute(\.quantity) { Number(min: 0, max: 1_000) }
        Attribute(\.small) { Number(min: -100, max: 100) }
        Attribute(\.unsigned) { Number(min: 0, max: 60_000) }
        Attribute(\.price) { Number(min: 0, max: 1_000_000) }
        Attribute(\.ratio) { Number(min: 0, max: 1) }
        Attribute(\.note) { Length(max: 20) }
        Safe(\.total, \.isGift, \.placedAt, \.website, \.id, \.role, \.tags, \.codes)
        Unsafe(\.isAdmin)
        Nested(\.address, Address.rules)
        Nested(\.billing, Address.rules)
        Each(\.items, Line.rules)
        Each(\.labels) {
            Trim(); Length(max: 8)
        }
        Scenario(.admin) {
            Attribute(\.internalCode) {
                Required(); Length(3)
            }
        }
        ActiveAttributes(.quick, \.reference, \.quantity, \.items)
    }
}

enum Role: String, CaseIterable, Sendable {
    case reader, editor, admin
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
    var note = ""

    static let rules = RuleSet<Line> {
        Attribute(\.sku) {
            Trim(); Required()
        }
        Attribute(\.quantity) { Number(min: 1, max: 99) }
        Unsafe(\.note)
    }
}

/// The scenarios of the fuzzed models.
extension ScenarioName {
    static let admin = ScenarioName("admin")
    static let quick = ScenarioName("quick")
}
