import Foundation
import FuzzKit
import Verdict

// Massive assignment of arbitrary input into a model with nested and collection fields. The first
// bytes pick the source (a JSON body, form pairs, a query string), the scenario, the options and
// whether the model is validated too; the rest is the input.
//
// Properties: assignment answers a result or a diagnostic, never a crash; it is atomic (when it
// did not assign, the model equals its copy); an unsafe attribute never changes; every report
// renders; and the model's own assignable values, assigned back, change nothing.

enum AssignmentTarget {
    static let scenarios: [ScenarioName] = [.default, .admin, .quick, ScenarioName("unknown")]

    static let start: Order = {
        var order = Order()
        order.reference = "R-1"
        order.quantity = 3
        order.note = "note"
        order.isAdmin = true
        order.internalCode = "abc"
        order.items = [Line(sku: "a", quantity: 2, note: "kept"), Line(sku: "b", quantity: 1, note: "")]
        order.labels = ["x"]
        order.billing = Address(street: "Main", zip: "12345")
        return order
    }()

    static func run(_ input: inout FuzzInput) {
        let source = input.byte() % 3
        let scenario = input.pick(scenarios)
        let flags = input.byte()
        let options = AssignmentOptions(
            keys: flags & 1 != 0 ? .snakeCase : .exact, isStrict: flags & 2 != 0,
            maximumBytes: flags & 4 != 0 ? 64 : 1 << 20, maximumDepth: flags & 8 != 0 ? 2 : 64,
            allowsNonFiniteNumbers: flags & 16 != 0)
        let validates = flags & 32 != 0
        let assignment: AssignmentInput
        switch source {
        case 0:
            assignment = .json(Data(input.rest()))
        case 1:
            var pairs: [(String, String)] = []
            while !input.isAtEnd { pairs.append((input.text(), input.text())) }
            assignment = .form(pairs)
        default:
            assignment = .query(input.restText())
        }
        var order = start
        let result: AssignmentResult
        do {
            result = try Order.rules.assign(
                assignment, to: &order, scenario: scenario, options: options, validating: validates)
        } catch {
            Fuzzer.check(scenario == ScenarioName("unknown"), "assignment threw \(error) in \(scenario)")
            Fuzzer.check(order == start, "a refused assignment changed the model")
            return
        }
        if !result.isAssigned { Fuzzer.check(order == start, "a failed assignment changed the model: \(order)") }
        Fuzzer.check(order.isAdmin == start.isAdmin, "the unsafe attribute changed")
        if scenario != .admin {
            Fuzzer.check(order.internalCode == start.internalCode, "an inactive attribute changed")
        }
        for error in result.report.errors { _ = error.description }
        for key in result.ignoredKeys { _ = key.description }
        _ = result.problem()
        checkReadBack(order, scenario: scenario)
    }

    /// Assigning the model's own assignable values to it changes nothing. A model holding an
    /// infinity (assigned with `allowsNonFiniteNumbers`) is left out: JSON has no infinity, so it
    /// reads back as `null`, which a non-optional number refuses.
    static func checkReadBack(_ order: Order, scenario: ScenarioName) {
        guard order.price.isFinite, order.ratio.isFinite else { return }
        guard let values = try? Order.rules.assignableValues(of: order, scenario: scenario) else { return }
        var again = order
        guard let result = try? Order.rules.assign(.value(values), to: &again, scenario: scenario, validating: false)
        else {
            Fuzzer.check(false, "the model's own values were refused")
            return
        }
        // Dates are written to the millisecond: a finer fraction read from the input is rounded.
        if abs(again.placedAt.timeIntervalSince(order.placedAt)) < 0.001 { again.placedAt = order.placedAt }
        Fuzzer.check(
            result.isAssigned && again == order,
            "the model's own values \(values) changed it: \(result.report.errors) \(order) then \(again)")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    AssignmentTarget.run(&input)
    return 0
}

Fuzzer.run(testOneInput)
