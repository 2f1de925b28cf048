import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// Deep models: nested rule sets past ``NestedStack/recursionLimit`` levels run on an explicit
/// stack, so that a chain or a thread of any depth validates on a small thread, with the same
/// errors, writes, failures and step counts as the recursive steps give.
@Suite("Nested stack: deep models")
struct NestedStackTests {
    /// A chain of nodes as class instances: `Nested` on an optional child.
    final class Link: @unchecked Sendable {
        var name: String
        var child: Link?

        init(name: String, child: Link? = nil) {
            self.name = name
            self.child = child
        }

        static let rules: RuleSet<Link> = RuleSet {
            Attribute(\.name) {
                Trim(); Required()
            }
            Nested(\.child, Link.rules)
        }

        /// `depth` links below the root, the deepest one's name blank.
        static func chain(_ depth: Int) -> Link {
            var link = Link(name: " ")
            for _ in 0..<depth { link = Link(name: " x ", child: link) }
            return link
        }

        /// Unlinks the chain one link at a time: releasing it whole would release each link from
        /// its parent's deinit, as deep on the stack as the chain.
        static func dismantle(_ root: Link) {
            var link = root
            while let child = link.child {
                link.child = nil
                link = child
            }
        }
    }

    /// A comment thread: `Each` on the replies, a tag list per comment (shared with the forms'
    /// tests of deep models).
    typealias Comment = CommentThread

    @Test("a 10,000-deep chain of Nested validates on a 256 KiB thread; the deepest error has its full path")
    func deepChainOnSmallStack() {
        let depth = 10_000
        let outcome = onSmallStack { () -> [String] in
            let root = Link.chain(depth)
            defer { Link.dismantle(root) }
            var model = root
            guard let report = try? Link.rules.validate(&model) else { return ["threw"] }
            var deepest = root
            var trimmed = true
            while let child = deepest.child {
                trimmed = trimmed && deepest.name == "x"
                deepest = child
            }
            return report.errors.map {
                "\($0.path.components.count) \($0.path.components.last.map { "\($0)" } ?? "") \($0.code)"
            } + ["trimmed: \(trimmed)"]
        }
        #expect(outcome == ["\(depth + 1) property(\"name\") required", "trimmed: true"])
    }

    @Test("a 10,000-deep comment thread (Each) validates on a 256 KiB thread, filters written back")
    func deepThreadOnSmallStack() {
        let depth = 10_000
        let outcome = onSmallStack { () -> [String] in
            var thread = Comment.thread(depth)
            thread.replies[0].tags = [" ab ", "long"]
            guard let report = try? Comment.rules.validate(&thread) else { return ["threw"] }
            let texts = thread.texts
            let outcome =
                report.errors.map { "\($0.path.components.count) \($0.label) \($0.code)" } + [
                    "tags \(thread.replies[0].tags)",
                    "depth \(thread.depth)", "trimmed \(texts.dropLast().allSatisfy { $0 == "x" })",
                ]
            Comment.dismantle(&thread)
            return outcome
        }
        #expect(
            outcome == [
                "4 Tag 2 string.tooLong", "\(2 * depth + 1) Text required", "tags [\"ab\", \"long\"]",
                "depth \(depth)", "trimmed true",
            ])
    }

    @Test("isValid of a 3,000-deep comment thread with Trim runs on a 256 KiB thread, the caller's thread untouched")
    func deepThreadIsValidOnSmallStack() {
        let depth = 3_000
        let outcome = onSmallStack { () -> [String] in
            var thread = Comment.thread(depth)
            let blank = (try? Comment.rules.isValid(thread)).map { "\($0)" } ?? "threw"
            // The deepest reply's blank text made it fail; with a text there, it passes.
            var filled = Comment(text: " y ")
            for _ in 0..<depth { filled = Comment(text: " x ", replies: [filled]) }
            let valid = (try? Comment.rules.isValid(filled)).map { "\($0)" } ?? "threw"
            let untouched = thread.texts.dropLast().allSatisfy { $0 == " x " } && filled.texts.last == " y "
            Comment.dismantle(&thread)
            Comment.dismantle(&filled)
            return [blank, valid, "untouched \(untouched)"]
        }
        #expect(outcome == ["false", "true", "untouched true"])
    }

    @Test("the deepest error's path and key path are those of the recursive steps", arguments: [17, 40])
    func deepErrorKeyPath(depth: Int) throws {
        var thread = Comment.thread(depth)
        let report = try Comment.rules.validate(&thread)
        let error = try #require(report.errors.first)
        var keyPath: AnyKeyPath = \Comment.self
        for _ in 0..<depth { keyPath = keyPath.appending(path: \Comment.replies[0])! }
        keyPath = keyPath.appending(path: \Comment.text)!
        #expect(error.keyPath == keyPath)
        #expect(error.path.description == String(repeating: "replies[0].", count: depth) + "text")
    }

    /// A random tree of comments up to `depth` deep, with blank texts, long tags and spaces.
    static func randomThread(depth: Int, _ random: inout SplitMix64) -> Comment {
        // Built bottom-up along one spine, with a few short branches, so that nothing recurses.
        var comment = Comment(text: random.pick(["", " a ", "b"]))
        for _ in 0..<depth {
            var parent = Comment(text: random.pick(["", " a ", "b", "  "]))
            parent.tags = (0..<random.below(3)).map { _ in random.pick(["x", " long ", "toolong", ""]) }
            var replies = (0..<random.below(3)).map { _ in Comment(text: random.pick(["", "c", " d "])) }
            replies.insert(comment, at: random.below(replies.count + 1))
            parent.replies = replies
            comment = parent
        }
        return comment
    }

    @Test("the explicit stack gives what the recursive steps give: errors, writes, failures, steps, stops")
    func stackMatchesRecursion() {
        var random = SplitMix64(seed: 24)
        let graph = Comment.rules.compiledGraph()
        for _ in 0..<300 {
            let thread = Self.randomThread(depth: random.below(40), &random)
            for stops in [false, true] {
                var recursive = thread
                let expected = graph.evaluate(&recursive, stopsAtFirstError: stops)
                var iterative = thread
                var run = EvaluationRun(scenario: .default, stopsAtFirstError: stops)
                ModelPointer.with(&iterative) { NestedStack.run(graph, $0, &run) }
                #expect(run.errors == expected.errors)
                #expect(run.errors.map(\.label) == expected.errors.map(\.label))
                #expect((0..<3).map(run.failed.contains) == (0..<3).map(expected.failed.contains))
                #expect(run.stopped == expected.stopped)
                #expect(run.steps == expected.steps)
                #expect(iterative == recursive)
            }
        }
    }

    @Test("a class chain: the stack gives what the recursive steps give, at every depth around the limit")
    func chainMatchesRecursion() {
        let graph = Link.rules.compiledGraph()
        for depth in [0, 1, NestedStack.recursionLimit - 1, NestedStack.recursionLimit, 40] {
            let recursive = Link.chain(depth)
            var model = recursive
            let expected = graph.evaluate(&model)
            let iterative = Link.chain(depth)
            var pointee = iterative
            var run = EvaluationRun(scenario: .default, stopsAtFirstError: false)
            ModelPointer.with(&pointee) { NestedStack.run(graph, $0, &run) }
            #expect(run.errors == expected.errors)
            #expect(run.steps == expected.steps)
            Link.dismantle(recursive)
            Link.dismantle(iterative)
        }
    }

    @Test("joining key paths in halves gives the key path of appending them in order")
    func joinedKeyPaths() {
        let parts: [AnyKeyPath] = [\Comment.replies[0], \Comment.replies[1], \Comment.replies[0], \Comment.text]
        var appended: AnyKeyPath = parts[0]
        for part in parts.dropFirst() { appended = appended.appending(path: part)! }
        #expect(NestedStack.joined(parts) == appended)
        #expect(NestedStack.joined(Array(parts.dropLast()), \Comment.text) == appended)
        #expect(NestedStack.joined([]) == nil)
        #expect(NestedStack.joined([\Comment.text, \Comment.text]) == nil)
    }
}
