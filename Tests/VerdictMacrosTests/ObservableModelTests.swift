#if Macros
    import Foundation
    import Observation
    import Testing
    import Verdict
    import VerdictMacros

    /// An `@Observable` model with one line for its names, as *Getting started* shows.
    @Observable @AttributeNames
    final class Membership {
        var displayName = ""
        var age = 0
        var acceptsTerms = false
        @ObservationIgnored var notes = ""
        private var reviewer = ""  // a private property too: the extension is in the same file

        static let rules = RuleSet<Membership> {
            Attribute(\.displayName) {
                Trim(); Required()
            }
            Attribute(\.age) { Number(min: 18) }
            Attribute(\.acceptsTerms) { Required(equalTo: true) }
        }
    }

    @Suite("@Observable @AttributeNames")
    struct ObservableModelTests {
        @Test func theTableNamesEveryStoredProperty() {
            #expect(
                Membership.attributeNames.count == 5
                    && Membership.attributeNames[\Membership.displayName] == "displayName"
                    && Membership.attributeNames[\Membership.notes] == "notes")
        }

        @Test func validatesWithoutName() throws {
            #expect(Membership.rules.diagnostics().isEmpty)
            var membership = Membership()
            membership.displayName = "   "
            membership.age = 16
            let report = try Membership.rules.validate(&membership)
            #expect(report.errors.map(\.path.jsonPointer) == ["/displayName", "/age", "/acceptsTerms"])
            #expect(
                report.errors.map(\.message) == [
                    "Display name cannot be blank.", "Age must be no less than 18.", "Accepts terms must be true.",
                ])
        }

        @Test func assignsByName() throws {
            var membership = Membership()
            let result = try Membership.rules.assign(
                .json(Data(#"{"displayName": "Ann", "age": 30, "acceptsTerms": true}"#.utf8)), to: &membership)
            #expect(result.ignoredKeys.isEmpty)
            #expect(membership.displayName == "Ann" && membership.age == 30 && membership.acceptsTerms)
        }
    }
#endif
