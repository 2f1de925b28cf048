// swift-format-ignore-file
// (the examples keep the documentation's formatting)
#if Macros
import Foundation
import Observation
import Testing
import Verdict
import VerdictMacros

// The ```swift examples that use `@AttributeNames`, verbatim (DocExampleSyncTests checks that each
// is in a mirror): the section "Models that are Observable classes" of GettingStarted.md, and the
// doc comment of the macro's declaration (AttributeNames.swift). Compiled and run by the macro's
// tests, which need the package trait `Macros`.
enum MacrosDocExamples {
    // MARK: Verdict.docc/GettingStarted.md

    @Observable @AttributeNames
    final class Membership {
        var displayName = ""
        var age = 0

        static let rules = RuleSet<Membership> {
            Attribute(\.displayName) { Trim(); Required() }
            Attribute(\.age) { Number(min: 18) }
        }
    }

    // MARK: AttributeNames.swift

    @Observable @AttributeNames
    final class Profile {
        var displayName = ""
        var age = 0
    }
    // extension Profile: VerdictVocabulary.NamedAttributes {
    //     static var attributeNames: [PartialKeyPath<Profile>: String] {
    //         [\Profile.displayName: "displayName", \Profile.age: "age"]
    //     }
    // }
}

@Suite("The documentation's @AttributeNames examples")
struct MacrosDocExampleTests {
    /// The article's model validates and assigns with no `name:` on its attributes.
    @Test func membershipIsNamedByTheMacro() throws {
        #expect(MacrosDocExamples.Membership.rules.diagnostics().isEmpty)
        var membership = MacrosDocExamples.Membership()
        membership.displayName = "   "
        membership.age = 16
        let report = try MacrosDocExamples.Membership.rules.validate(&membership)
        #expect(report.errors.map(\.path.jsonPointer) == ["/displayName", "/age"])
        var assigned = MacrosDocExamples.Membership()
        let result = try MacrosDocExamples.Membership.rules.assign(
            .json(Data(#"{"displayName": "Ann", "age": 30}"#.utf8)), to: &assigned)
        #expect(result.ignoredKeys.isEmpty && result.report.isValid)
        #expect(assigned.displayName == "Ann" && assigned.age == 30)
    }

    /// The doc comment's expansion, as its comment shows it.
    @Test func profileTableIsTheOneTheCommentShows() {
        #expect(
            MacrosDocExamples.Profile.attributeNames == [
                \MacrosDocExamples.Profile.displayName: "displayName", \MacrosDocExamples.Profile.age: "age",
            ])
    }
}
#endif
