import Foundation
import Testing
import Verdict
import VerdictTesting
@testable import VerdictTestSupport

/// Models at the extremes, validated through the rule set and through `FormSession`.
@Suite("Bad input: rule sets and state")
struct RuleSetBadInputTests {
    struct Tagged: Equatable, Sendable {
        var tags: [String] = []
        var count = 0
        var ratio = 0.0

        static let rules = RuleSet<Tagged> {
            Each(\.tags) {
                Trim(); Length(max: 3)
            }
            Attribute(\.count) { Number(min: -5, max: 5) }
            Attribute(\.ratio) { Number(min: 0, max: 1) }
        }
    }

    @Test("a million elements in Each are all validated, and their filters written back")
    func millionElements() throws {
        var model = Tagged(tags: Array(repeating: " ok ", count: 1_000_000))
        model.tags[500_000] = "far too long"
        let report = try Tagged.rules.validate(&model)
        #expect(report.errors.map(\.path.description) == ["tags[500000]"])
        #expect(model.tags[0] == "ok")
        #expect(model.tags[999_999] == "ok")
    }

    @Test(
        "extreme numbers are answered by their bounds",
        arguments: [
            BadInput("Int.min", Tagged(count: .min)), BadInput("Int.max", Tagged(count: .max)),
            BadInput("NaN", Tagged(ratio: .nan)), BadInput("infinity", Tagged(ratio: .infinity)),
            BadInput("-infinity", Tagged(ratio: -.infinity)),
        ])
    func extremes(input: BadInput<Tagged>) throws {
        let codes = try Tagged.rules.testValidate(input.value).report.errors.map(\.code)
        let expected: [ErrorCode] =
            switch input.name {
            case "Int.min": [.numberTooSmall]
            case "Int.max": [.numberTooBig]
            default: [.numberInvalid]
            }
        #expect(codes == expected)
    }

    /// A thread of replies nesting its own rule set.
    struct Reply: Equatable, Sendable {
        var text = "ok"
        var replies: [Reply] = []

        static let rules: RuleSet<Reply> = RuleSet {
            Attribute(\.text) { Required() }
            Each(\.replies, Reply.rules)
        }
    }

    /// Input nested 10,000 levels deep is refused before it becomes a model (`input.tooDeep`, see
    /// the assignment table; JSON decoders stop at 512 levels). A model nested that deep can only
    /// be built in code, and validating it overflows the stack: nested rule sets are validated
    /// recursively (about 5,000 levels fit in 8 MB in release builds, 2,000 in debug builds).
    /// This checks a depth well past any input's.
    @Test("a thread nested 1,000 levels deep is validated to its deepest reply")
    func deepNesting() throws {
        var thread = Reply(text: "")
        for _ in 0..<999 { thread = Reply(replies: [thread]) }
        let report = try Reply.rules.testValidate(thread).report
        #expect(report.errors.count == 1)
        #expect(report.errors.first?.path.components.count == 2 * 999 + 1)
    }

    @MainActor
    @Test(
        "FormSession takes the extremes as edits",
        arguments: BadInputs.strings.filter { $0.value.utf8.count < 1_000_000 }
    )
    func validatedEdits(input: BadInput<String>) throws {
        let form = try FormSession(Tagged(), rules: Tagged.rules, validatesOnChange: true)
        form.tags = [input.value, input.value]
        form.count = .min
        form.ratio = .nan
        let report = form.validate()
        #expect(report.errors(at: \Tagged.count).map(\.code) == [.numberTooSmall])
        #expect(report.errors(at: \Tagged.ratio).map(\.code) == [.numberInvalid])
        #expect(form.undo() || true)
    }
}
