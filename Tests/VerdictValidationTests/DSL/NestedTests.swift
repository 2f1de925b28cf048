import Testing
import VerdictTesting
import VerdictValidation

@testable import VerdictForms
@testable import VerdictTestSupport

/// A comment thread: a model that nests its own type.
private struct Comment: Equatable {
    var text = ""
    var replies: [Comment] = []

    static let rules: RuleSet<Comment> = RuleSet {
        Attribute(\.text) {
            Trim(); Required(); Length(max: 10)
        }
        Each(\.replies, Comment.rules)
    }
}

/// A category tree whose rules are a computed property: each use makes a new rule set.
private struct Category {
    var name = ""
    var parent: [Category] = []

    static var rules: RuleSet<Category> {
        RuleSet<Category> {
            Attribute(\.name) { Required() }
            Each(\.parent, Category.rules)
        }
    }
}

@Suite("Nested and recursive rule sets")
@MainActor
struct NestedTests {
    @Test func aTreeIsValidatedAtEveryDepthWithFiltersWrittenBack() throws {
        var thread = Comment(
            text: " root ",
            replies: [
                Comment(text: "ok"),
                Comment(text: " a ", replies: [Comment(text: ""), Comment(text: "far too long here")]),
            ])
        let report = try Comment.rules.validate(&thread)
        #expect(report.pairs == ["replies[1].replies[0].text required", "replies[1].replies[1].text string.tooLong"])
        #expect(report.errors.first?.keyPath == \Comment.replies[1].replies[0].text)
        #expect(thread.text == "root")
        #expect(thread.replies[1].text == "a")
        #expect(try Comment.rules.isValid(thread) == false)
        #expect(try Comment.rules.isValid(Comment(text: "x", replies: [Comment(text: "y")])))
    }

    @Test func aTreeWithComputedRulesTerminates() throws {
        let tree = Category(name: "a", parent: [Category(name: "b", parent: [Category(name: "")])])
        #expect(try Category.rules.testValidate(tree).report.pairs == ["parent[0].parent[0].name required"])
    }

    @Test func aTreeInAValidatedFormRevalidatesAfterEdits() throws {
        let form = try FormSession(Comment(text: "x", replies: [Comment(text: "y")]), rules: Comment.rules)
        #expect(form.validate().isValid)
        form.update(\Comment.replies[0].text, to: "")
        #expect(form.validate().pairs == ["replies[0].text required"])
        #expect(form.undo())
        #expect(form.model.replies[0].text == "y")
    }
}

/// A part reused in another model without a path prefix: `name: ""` reports the part's errors
/// at its own paths, and typed look-ups go through the part's key path.
@Suite("Nested parts without a prefix")
struct NestedWithoutPrefixTests {
    private struct Contact {
        var email = ""
        static let rules = RuleSet<Contact> { Attribute(\.email) { Required() } }
    }

    private struct Signup {
        var contact = Contact()
        var username = ""
    }

    @Test func theChildsErrorsKeepTheirOwnPaths() throws {
        let rules = RuleSet<Signup> {
            Nested(\.contact, Contact.rules, name: "")
            Attribute(\.username) { Required() }
        }
        let report = try rules.testValidate(Signup()).report
        #expect(report.pairs == ["email required", "username required"])
        #expect(report.errors(at: \Signup.contact.email).map(\.code) == [.required])
        #expect(report.errors(at: "email").count == 1)
    }

    @Test func withoutTheNameTheChildsPathIsPrefixed() throws {
        let rules = RuleSet<Signup> { Nested(\.contact, Contact.rules) }
        #expect(try rules.testValidate(Signup()).report.pairs == ["contact.email required"])
    }
}
