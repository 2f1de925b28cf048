import Testing

@testable import VerdictAssignment
@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Failed paths: the rules' errors below a value that did not convert")
struct FailedPathsTests {
    private static func error(_ path: AttributePath) -> ValidationError {
        ValidationError(
            path: path, keyPath: nil, failure: RuleFailure(code: "test", template: "{attribute} is wrong."),
            label: "Test")
    }

    @Test(
        "a path at or below a failed path is covered; one beside or above it is not",
        arguments: [
            ("items[1].quantity", true), ("items[1].quantity.unit", true), ("items[1]", false),
            ("items[1].sku", false), ("items[2].quantity", false), ("address", true), ("address.zip", true),
            ("addresses", false), ("name", false),
        ])
    func covers(path: String, covered: Bool) throws {
        var paths = FailedPaths([Self.error("items[1].quantity"), Self.error("address")])
        let parsed = try #require(AttributePath(parsing: path))
        let found = paths.covers(parsed)
        #expect(found == covered)
    }

    @Test("the root failed covers every path")
    func rootCoversAll() {
        var paths = FailedPaths([Self.error(AttributePath())])
        let below = paths.covers("anything.at[3].all")
        let root = paths.covers(AttributePath())
        #expect(below && root)
    }

    /// The regression: filtering took every rule error times every failure (an `Each` of 8,000
    /// models whose elements fail to convert took a second). The work is counted: per element it
    /// stays the same from 1,000 elements to 8,000.
    @Test("filtering costs steps linear in the elements: 1k, 2k, 4k, 8k elements")
    func linear() {
        var stepsPerElement: [Double] = []
        for count in [1_000, 2_000, 4_000, 8_000] {
            let failures = (0..<count).map {
                Self.error(AttributePath([.property("items"), .index($0), .property("quantity")]))
            }
            var paths = FailedPaths(failures)
            var kept = 0
            for index in 0..<count {
                for name in ["sku", "quantity", "note"] {
                    if !paths.covers(AttributePath([.property("items"), .index(index), .property(name)])) { kept += 1 }
                }
            }
            #expect(kept == 2 * count)
            stepsPerElement.append(Double(paths.steps) / Double(count))
        }
        let least = stepsPerElement.min()!
        #expect(stepsPerElement.allSatisfy { $0 <= least * 1.25 }, "steps per element: \(stepsPerElement)")
    }
}
