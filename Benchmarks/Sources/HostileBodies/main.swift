// What a hostile body costs (issue 23): the CPU of `assign(_:to:)` on an `Each` of models
// whose elements all fail to convert, per doubling of their number (linear is ×2), with the error
// limit lifted and at its default; and strict mode's answer to 1 MiB of unknown keys.
//
//     swift run -c release --package-path Benchmarks HostileBodies
//
// CPU time of the process (`CLOCK_PROCESS_CPUTIME_ID`), so that the other core's load counts
// less; the ratio per doubling is the figure, not the seconds.
import Foundation
import Verdict

struct Line: AssignableModel, Sendable {
    var sku = ""
    var quantity = 1
    init() {}
    static let rules = RuleSet<Line> {
        Attribute(\.sku) { Required() }
        Attribute(\.quantity) { Number(min: 1, max: 99) }
    }
}

struct Order: Sendable {
    var items: [Line] = []
    static let rules = RuleSet<Order> { Each(\.items, Line.rules) }
}

struct Person: Sendable {
    var name = ""
    static let rules = RuleSet<Person> { Attribute(\.name) { Required() } }
}

func cpuSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Each element's quantity is a string: every element fails to convert, and every rule error
/// under it is filtered out.
func badElements(_ count: Int) -> Data {
    Data(("{\"items\":[" + Array(repeating: "{\"quantity\":\"x\"}", count: count).joined(separator: ",") + "]}").utf8)
}

func doublings(_ title: String, options: AssignmentOptions) throws {
    print(title)
    var previous = 0.0
    for count in [1_000, 2_000, 4_000, 8_000, 16_000] {
        let body = badElements(count)
        var order = Order()
        let start = cpuSeconds()
        let result = try Order.rules.assign(.json(body), to: &order, options: options)
        let seconds = cpuSeconds() - start
        precondition(!result.isAssigned && order.items.isEmpty, "a failed assignment wrote")
        let ratio = previous > 0 ? String(format: "  ×%.2f", seconds / previous) : ""
        print(
            "  \(count) elements (\(body.count) bytes): \(result.report.errors.count) errors, "
                + String(format: "%.4f s", seconds) + ratio)
        previous = seconds
    }
}

var unlimited = AssignmentOptions(maximumBytes: 1 << 26)
unlimited.maximumErrors = .max
try doublings("Each of bad elements, every error kept (maximumErrors = .max):", options: unlimited)
try doublings("Each of bad elements, the default limit:", options: AssignmentOptions(maximumBytes: 1 << 26))

var text = "{"
var keys = 0
while text.utf8.count < (1 << 20) - 32 {
    if keys > 0 { text += "," }
    text += "\"k\(keys)\":1"
    keys += 1
}
text += "}"
var person = Person()
let start = cpuSeconds()
let result = try Person.rules.assign(
    .json(Data(text.utf8)), to: &person, options: AssignmentOptions(isStrict: true))
let seconds = cpuSeconds() - start
let problem = result.problem(instance: "/signup/strict")!
print(
    "Strict mode, \(text.utf8.count) bytes of \(keys) unknown keys: \(result.report.errors.count) errors, "
        + "\(problem.jsonData.count) bytes of problem+json, " + String(format: "%.3f s", seconds))
