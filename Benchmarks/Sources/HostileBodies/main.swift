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

// Issue 37: the error limit bounds the rules' work, not only the report. 50,000 and 100,000
// elements that all convert and all fail a rule, with the limit lifted (every rule runs, as
// before the fix at any limit) and at 1 and 100.
struct Labels: Sendable {
    var items: [String] = []
    static let rules = RuleSet<Labels> { Each(\.items) { Length(max: 1) } }
}
for count in [50_000, 100_000] {
    let body = Data(("{\"items\":[" + Array(repeating: "\"long\"", count: count).joined(separator: ",") + "]}").utf8)
    for maximum in [Int.max, 100, 1] {
        var options = AssignmentOptions(maximumBytes: 1 << 26)
        options.maximumErrors = maximum
        var labels = Labels()
        let start = cpuSeconds()
        let result = try Labels.rules.assign(.json(body), to: &labels, options: options)
        let seconds = cpuSeconds() - start
        precondition(result.isAssigned && labels.items.count == count)
        print(
            "Rules past the limit, \(count) failing elements, maximumErrors \(maximum == .max ? "lifted" : "\(maximum)"): "
                + "\(result.report.errors.count) errors listed, " + String(format: "%.3f s", seconds))
    }
}

// Issue 37: Match's cost per byte is bounded by the automaton's size, which is bounded at
// declaration. A pattern of counted repetitions written out into 8,002 instructions, on 1 MiB.
let counted = Match("(?:[a-z]{1,100}){1,40}z")
let mebibyte = String(repeating: "a", count: 1 << 20)
let matchStart = cpuSeconds()
let matchFailure = counted.validate(mebibyte)
let matchSeconds = cpuSeconds() - matchStart
struct Word: Sendable {
    var text = ""
    static let rules = RuleSet<Word> { Attribute(\.text) { Match("(?:[a-z]{1,100}){1,40}z") } }
}
print(
    "Match (?:[a-z]{1,100}){1,40}z on 1 MiB: \(matchFailure?.code.rawValue ?? "passes"), "
        + String(format: "%.3f s", matchSeconds) + "; diagnostics: "
        + (Word.rules.diagnostics().map(\.description).first ?? "none"))
// The largest such pattern Match accepts (991 instructions, under its limit of 1,000).
let largest = Match("(?:[a-z]{1,99}){1,5}z")
let largestStart = cpuSeconds()
let largestFailure = largest.validate(mebibyte)
print(
    "Match (?:[a-z]{1,99}){1,5}z on 1 MiB: \(largestFailure?.code.rawValue ?? "passes"), "
        + String(format: "%.3f s", cpuSeconds() - largestStart))
