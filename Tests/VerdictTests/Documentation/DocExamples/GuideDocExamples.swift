// swift-format-ignore-file
// (the examples keep the documentation's formatting)
import Verdict
@testable import VerdictTestSupport

// The examples of the Verdict DocC articles written for issue 26 that no other mirror holds,
// verbatim (DocExampleSyncTests checks it). Compiled, never run.

// MARK: LargeModels.md

enum LargeModelsArticle {
    struct Application {
        var firstName = ""
        var email = ""
        var password = ""
        // … 500 more

        static let identity = RuleSet<Application> {
            Attribute(\.firstName) { Trim(); Required(); Length(1...40) }
            // … up to 10–25 attributes
        }
        static let contact = RuleSet<Application> {
            Attribute(\.email) { Trim(); Required(); Email() }
            // …
        }
        static let register = Scenario<Application>(.register) {
            Attribute(\.password) { Required(); Length(min: 8) }
        }
        static let rules = RuleSet<Application> { identity; contact; register }
    }
}
