import Foundation
import Testing

@testable import VerdictAssignment
@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// Recursive models assigned from input as deep as it may nest: nested models stop at
/// `AssignmentRun.maximumNesting` with `input.tooDeep`, so that assigning and validating them
/// never needs more than a 256 KiB stack, in debug builds too.
@Suite("Assignment run: nesting")
struct AssignmentRunTests {
    /// A thread of replies: two levels of input (an object, an array) per model.
    struct Reply: Equatable, Sendable, AssignableModel {
        var text = "x"
        var replies: [Reply] = []

        static let rules: RuleSet<Reply> = RuleSet {
            Attribute(\.text) { Required() }
            Each(\.replies, Reply.rules)
        }
    }

    /// A chain of nodes: one level of input per model.
    final class Node: @unchecked Sendable, AssignableModel {
        var name = "x"
        var child: Node?

        required init() {}

        static let rules: RuleSet<Node> = RuleSet {
            Attribute(\.name) { Required() }
            Nested(\.child, Node.rules)
        }
    }

    /// `{"replies":[…]}` nesting `models` replies below the root.
    static func replies(_ models: Int) -> Data {
        Data((String(repeating: #"{"replies":["#, count: models) + "{}" + String(repeating: "]}", count: models)).utf8)
    }

    /// `{"child":…}` nesting `models` nodes below the root, the deepest with an empty name.
    static func nodes(_ models: Int) -> Data {
        Data(
            (String(repeating: #"{"child":"#, count: models) + #"{"name":""}"# + String(repeating: "}", count: models))
                .utf8)
    }

    static func outcome(_ result: AssignmentResult) -> String {
        let errors = result.report.errors
        return result.isAssigned
            ? "assigned, \(errors.count) errors" : errors.map(\.code.rawValue).joined(separator: ",")
    }

    @Test("nested models assign and validate as deep as allowed, and deeper ones are refused, on a 256 KiB stack")
    func deepestOnSmallStack() {
        let deepest = AssignmentRun.maximumNesting
        let outcomes = onSmallStack { () -> [String] in
            var options = AssignmentOptions()
            options.maximumDepth = .max
            var outcomes: [String] = []
            for models in [deepest, deepest + 1, (options.maximumDepth - 1) / 2] {
                var reply = Reply()
                let result = try? Reply.rules.assign(.json(Self.replies(models)), to: &reply, options: options)
                outcomes.append(result.map(Self.outcome) ?? "threw")
            }
            for models in [deepest, deepest + 1, options.maximumDepth - 1] {
                var node = Node()
                let result = try? Node.rules.assign(.json(Self.nodes(models)), to: &node, options: options)
                outcomes.append(result.map(Self.outcome) ?? "threw")
            }
            return outcomes
        }
        #expect(
            outcomes == [
                "assigned, 0 errors", "input.tooDeep", "input.tooDeep", "assigned, 1 errors", "input.tooDeep",
                "input.tooDeep",
            ])
    }

    @Test("the refusal names the model too deep")
    func refusalPath() throws {
        var node = Node()
        let result = try Node.rules.assign(
            .json(Self.nodes(AssignmentRun.maximumNesting + 1)), to: &node, validating: false)
        #expect(result.report.errors.count == 1)
        #expect(result.report.errors.first?.path.components.count == AssignmentRun.maximumNesting + 1)
        #expect(result.report.errors.first?.message == "The request body must nest at most 32 levels deep.")
        #expect(node.child == nil)
    }

    @Test(
        "a JSON body of replies 255 to 512 levels deep is refused with a structured error on a 256 KiB stack",
        arguments: [255, 256, 300, 384, 511, 512])
    func deepJSONBodiesOnSmallStack(models: Int) {
        let outcome = onSmallStack { () -> String in
            var options = AssignmentOptions()
            options.maximumDepth = .max
            var reply = Reply()
            let result = try? Reply.rules.assign(.json(Self.replies(models)), to: &reply, options: options)
            return result.map(Self.outcome) ?? "threw"
        }
        #expect(outcome == "input.tooDeep")
    }
}
