import Foundation
import Testing
import VerdictAssignment
@testable import VerdictTestSupport

/// Random and mutated bodies, replayed from fixed seeds: every one gets an outcome (assigned, or
/// structured errors), never a crash, and a failed one changes nothing.
@Suite("Massive assignment: random bodies")
struct AssignmentInputRobustnessTests {
    private static let valid = Array(
        #"{"reference": "R-1", "quantity": 3, "price": 9.5, "tags": ["a", "b"], "address": {"street": "Main", "zip": "10115"}, "items": [{"sku": "A", "quantity": 2}], "note": null, "isGift": true}"#
            .utf8)

    private static let alphabet =
        Array(#"{}[]",:0123456789.eE+-truefalsnl \"\\u00e9"#.utf8) + [0x00, 0x1F, 0x80, 0xC3, 0xFF]

    @Test("mutated JSON bodies: an outcome for every one, nothing half-applied")
    func mutatedJSON() throws {
        var random = SplitMix64(seed: 0x5EED_0003)
        var outcomes = (assigned: 0, refused: 0)
        for _ in 0..<3_000 {
            var body = Self.valid
            for _ in 0..<(1 + random.below(4)) {
                let position = random.below(body.count + 1)
                switch random.below(3) {
                case 0: body.insert(random.pick(Self.alphabet), at: position)
                case 1: if position < body.count { body.remove(at: position) }
                default: if position < body.count { body[position] = random.pick(Self.alphabet) }
                }
            }
            var order = PurchaseOrder()
            let result = try PurchaseOrder.rules.assign(.json(Data(body)), to: &order)
            if result.isAssigned {
                outcomes.assigned += 1
            } else {
                outcomes.refused += 1
                #expect(order == PurchaseOrder())
                #expect(!result.report.errors.isEmpty)
                // Input errors come first; the rules' errors of the values that converted may follow.
                #expect(result.report.errors.first?.code.rawValue.hasPrefix("input.") == true)
            }
        }
        #expect(outcomes.assigned > 50)
        #expect(outcomes.refused > 1_000)
    }

    @Test("random bytes and random form pairs never crash")
    func randomBytes() throws {
        var random = SplitMix64(seed: 0x5EED_0004)
        for _ in 0..<2_000 {
            let body = (0..<random.below(64)).map { _ in random.pick(Self.alphabet) }
            var order = PurchaseOrder()
            let result = try PurchaseOrder.rules.assign(.json(Data(body)), to: &order)
            if !result.isAssigned { #expect(order == PurchaseOrder()) }
            let keys = [
                "reference", "quantity", "tags[]", "tags[0]", "address[zip]", "items[0][sku]", "items[1][quantity]",
                "a[", "]", "items[]",
            ]
            let pairs = (0..<random.below(6)).map { _ in
                (
                    random.pick(keys),
                    String(decoding: (0..<random.below(6)).map { _ in random.pick(Self.alphabet) }, as: UTF8.self)
                )
            }
            var formOrder = PurchaseOrder()
            let formResult = try PurchaseOrder.rules.assign(.form(pairs), to: &formOrder)
            if !formResult.isAssigned { #expect(formOrder == PurchaseOrder()) }
        }
    }
}
