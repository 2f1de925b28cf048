import Testing

@testable import VerdictAssignment
@testable import VerdictEngine
@testable import VerdictForms
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// `FormSession` over a model thousands of levels deep: its edits and undos validate through the
/// explicit stack of nested rule sets (``NestedStack``), in constant machine stack.
@Suite("FormSession model: deep models")
@MainActor
struct FormSessionDeepModelTests {
    typealias Comment = CommentThread

    @Test("an edit and an undo of a 5,000-deep thread, validated on change")
    func editAndUndoOfADeepThread() throws {
        let depth = 5_000
        let form = try FormSession(Comment.thread(depth), rules: Comment.rules, validatesOnChange: true)
        let first = form.validate()
        #expect(first.errors.map(\.path.components.count) == [2 * depth + 1])
        var fixed = Comment(text: "y")
        for _ in 0..<depth - 1 { fixed = Comment(text: "x", replies: [fixed]) }
        form.update(\.replies, to: [fixed])
        #expect(form.state == .clean)
        #expect(form.report.isValid)
        form.update(\.text, to: "")
        #expect(form.report.errors.map(\.path.description) == ["text"])
        #expect(form.undo())
        #expect(form.model.depth == depth)
        #expect(form.model.texts.last == "y")
        #expect(form.report.isValid)
        #expect(form.undo())
        #expect(form.model.texts.last == "  ")
        #expect(form.validate().errors.map(\.path.components.count) == [2 * depth + 1])
        form.reset(to: Comment(text: ""))
    }
}
