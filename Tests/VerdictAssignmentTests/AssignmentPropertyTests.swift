import Foundation
import Testing
import VerdictAssignment
@testable import VerdictTestSupport

/// Random inputs, scenarios and sources, replayed from fixed seeds.
@Suite("Massive assignment: properties")
struct AssignmentPropertyTests {
    private static let keys = [
        "username", "email", "password", "secret", "isAdmin", "unknown", "reference", "quantity", "small", "price",
        "isGift", "tags", "address", "items", "billing", "note", "role", "labels",
    ]

    private static func value(_ random: inout SplitMix64, depth: Int) -> InputValue {
        switch random.below(depth > 2 ? 6 : 9) {
        case 0: return .null
        case 1: return .bool(random.below(2) == 0)
        case 2: return .number(random.pick(["0", "-1", "42", "1.5", "1e3", "300", "99999999999999999999", "-0"]))
        case 3, 4: return .string(random.pick(["", "alice", "a@b.co", "  x  ", "editor", "2026-11-23T10:00:00Z", "é"]))
        case 5: return .text(random.pick(["1", "on", "x", "12345", ""]))
        case 6, 7:
            return .object(
                (0..<random.below(4)).map { _ in
                    InputMember(
                        key: random.pick(["street", "zip", "sku", "quantity", "note", "x"]),
                        value: value(&random, depth: depth + 1))
                })
        default: return .array((0..<random.below(4)).map { _ in value(&random, depth: depth + 1) })
        }
    }

    /// An object of random keys (duplicates removed, as a reader would refuse them).
    private static func input(_ random: inout SplitMix64) -> InputValue {
        var seen = Set<String>()
        var members: [InputMember] = []
        for _ in 0..<random.below(7) {
            let key = random.pick(keys)
            guard seen.insert(key).inserted else { continue }
            members.append(InputMember(key: key, value: value(&random, depth: 0)))
        }
        return .object(members)
    }

    @Test("an unsafe, inactive or unknown attribute never changes; a failed assignment changes nothing")
    func userProperties() throws {
        var random = SplitMix64(seed: 0x5EED_0001)
        for _ in 0..<2_000 {
            let scenario: ScenarioName = random.pick([.login, .register, .default])
            var user = SeedUser(username: "u", email: "e", password: "p", secret: "s", isAdmin: true)
            let before = user
            let input = Self.input(&random)
            let result = try SeedUser.rules.assign(.value(input), to: &user, scenario: scenario)
            // Never assigned in any scenario: secret is unsafe in login and inactive elsewhere, and
            // isAdmin is named by no rule.
            #expect(user.secret == before.secret)
            #expect(user.isAdmin == before.isAdmin)
            if scenario == .login { #expect(user.email == before.email) }
            if !result.isAssigned { #expect(user == before) }
            if result.isAssigned, let members = input.members {
                for member in members {
                    guard case .string(let text) = member.value.representation else { continue }
                    switch member.key {
                    case "username":
                        // Register trims it.
                        #expect(
                            user.username == text || scenario == .default
                                || user.username == text.trimmingCharacters(in: .whitespaces))
                    case "password": #expect(user.password == text || scenario == .default)
                    default: break
                    }
                }
            }
            let unknown = result.ignoredKeys.filter { $0.reason == .unknown }.map(\.path.description)
            #expect(unknown.allSatisfy { !["username", "password"].contains($0) })
        }
    }

    @Test("after a failed conversion the model equals its copy; otherwise unsafe element fields are kept")
    func orderProperties() throws {
        var random = SplitMix64(seed: 0x5EED_0002)
        var failures = 0
        for _ in 0..<2_000 {
            var order = PurchaseOrder()
            order.items = [OrderLine(sku: "S", quantity: 2, note: "keep")]
            order.billing = PostalAddress(street: "B", zip: "11111")
            let before = order
            let input = Self.input(&random)
            let strict = random.below(4) == 0
            let result = try PurchaseOrder.rules.assign(
                .value(input), to: &order, options: AssignmentOptions(isStrict: strict))
            if !result.isAssigned {
                failures += 1
                #expect(order == before)
                #expect(!result.report.isValid)
            } else {
                #expect(order.items.allSatisfy { $0.note == "keep" || $0.note == "" })
                if strict { #expect(result.ignoredKeys.isEmpty) }
            }
            // The same input as JSON text gives the same outcome (form text has no JSON spelling
            // of its own: it would be a JSON string).
            guard !Self.containsText(input) else { continue }
            var viaJSON = before
            let json = try PurchaseOrder.rules.assign(
                .json(Self.json(input)), to: &viaJSON, options: AssignmentOptions(isStrict: strict))
            #expect(json.isAssigned == result.isAssigned)
            #expect(json.report == result.report)
            #expect(json.ignoredKeys == result.ignoredKeys)
            #expect(viaJSON == order)
        }
        #expect(failures > 100)
        #expect(failures < 1_900)
    }

    private static func containsText(_ value: InputValue) -> Bool {
        switch value.representation {
        case .text: true
        case .array(let elements): elements.contains(where: containsText)
        case .object(let members): members.contains { containsText($0.value) }
        default: false
        }
    }

    private static func json(_ value: InputValue) -> Data {
        func text(_ value: InputValue) -> String {
            switch value.representation {
            case .null: return "null"
            case .bool(let flag): return flag ? "true" : "false"
            case .number(let number): return number
            case .string(let string), .text(let string):
                return String(data: try! JSONEncoder().encode(string), encoding: .utf8)!
            case .array(let elements): return "[" + elements.map(text).joined(separator: ",") + "]"
            case .object(let members):
                return "{" + members.map { text(.string($0.key)) + ":" + text($0.value) }.joined(separator: ",") + "}"
            }
        }
        return Data(text(value).utf8)
    }
}
