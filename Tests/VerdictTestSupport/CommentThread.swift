import VerdictValidation

/// A comment thread: `Each` on the replies, a tag list per comment; deep ones validate on the
/// nested stack (`NestedStackTests`, `FormSessionDeepModelTests`).
struct CommentThread: Equatable, Sendable {
    var text: String
    var tags: [String] = []
    var replies: [CommentThread] = []

    static let rules: RuleSet<CommentThread> = RuleSet {
        Attribute(\.text) {
            Trim(); Required()
        }
        Each(\.tags) {
            Trim(); Length(max: 3)
        }
        Each(\.replies, CommentThread.rules)
    }

    /// A thread `depth` replies deep, the deepest reply's text blank.
    static func thread(_ depth: Int) -> CommentThread {
        var comment = CommentThread(text: "  ")
        for _ in 0..<depth { comment = CommentThread(text: " x ", replies: [comment]) }
        return comment
    }

    /// Takes the thread apart one reply at a time: releasing it whole would release each reply
    /// from its parent's, as deep on the stack as the thread.
    static func dismantle(_ root: inout CommentThread) {
        var comment = root
        root = CommentThread(text: "")
        while let reply = comment.replies.popLast() { comment = reply }
    }

    /// The depth of the thread, counted without recursion.
    var depth: Int {
        var depth = 0
        var comment = self
        while let reply = comment.replies.first {
            depth += 1
            comment = reply
        }
        return depth
    }

    /// The texts along the first replies, root first.
    var texts: [String] {
        var texts = [text]
        var comment = self
        while let reply = comment.replies.first {
            texts.append(reply.text)
            comment = reply
        }
        return texts
    }
}
