import Testing
import VerdictTesting

@testable import VerdictAssignment
@testable import VerdictEngine
@testable import VerdictForms
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// Records what a session announces, in order.
@MainActor
private final class Announcements: SessionObserver {
    var heard: [SessionProperty] = []

    func changing<Result>(_ property: SessionProperty, _ change: () throws -> Result) rethrows -> Result {
        heard.append(property)
        return try change()
    }
}

/// A name of at most 5 characters that must not be empty; the input stage refuses digits.
private struct Member {
    var name = ""

    static let rules = RuleSet<Member> {
        Attribute(\.name) {
            Characters.only(.letters).stage(.input)
            Required()
            Length(max: 5)
        }
    }
}

/// A handle, checked by an asynchronous rule in the "remote" scenario only.
private struct Handle {
    var name = ""

    static let rules = RuleSet<Handle> {
        Scenario(.remote) {
            Attribute(\.name) { Custom<String>(answerLifetime: .seconds(60)) { value in value != "taken" } }
        }
    }
}

/// The session under a `FormSession` model, through the internal API: what it announces to its
/// face, and when.
@Suite("Validation session")
@MainActor
struct ValidationSessionTests {
    private static func session(validatesOnChange: Bool = false) throws -> (
        ValidationSession<Member>, Announcements
    ) {
        let session = try ValidationSession(
            Member(), rules: Member.rules, scenario: .default, validatesOnChange: validatesOnChange, historyDepth: 4,
            checkOptions: CheckOptions(clock: ManualClock()), snapshot: { $0 })
        let announcements = Announcements()
        session.observer = announcements
        return (session, announcements)
    }

    @Test func anEditAnnouncesTheModelThenItsStateOnceAtTheEnd() throws {
        let (session, announcements) = try Self.session()
        #expect(session.update(\.name, to: "ann", elements: nil).isAccepted)
        #expect(announcements.heard == [.model, .history, .state])
        #expect(session.state == .dirty([AttributePath("name")]))
    }

    @Test func anEditValidatedAtOnceAnnouncesOneStateThoughItWentThroughTwo() throws {
        let (session, announcements) = try Self.session(validatesOnChange: true)
        var states: [ValidationState] = []
        session.onStateChange = { states.append($0) }
        _ = session.update(\.name, to: "annabel", elements: nil)
        #expect(states.count == 2)  // dirty, then invalid
        #expect(announcements.heard.filter { $0 == .state }.count == 1)
        #expect(announcements.heard.contains(.report))
    }

    @Test func aRefusedEditAnnouncesTheRefusalAndNotTheModel() throws {
        let (session, announcements) = try Self.session()
        var refusals = 0
        session.onRefusal = { _ in refusals += 1 }
        guard case .refused(let report) = session.update(\.name, to: "4nn", elements: nil) else {
            Issue.record("the edit was not refused")
            return
        }
        #expect(announcements.heard == [.refusal])
        #expect(refusals == 1)
        #expect(session.screening.refusal == report)
        #expect(session.model.name == "")

        announcements.heard = []
        _ = session.update(\.name, to: "ann", elements: nil)
        #expect(announcements.heard.first == .refusal)  // the refusal is over
        #expect(session.screening.refusal == nil)
    }

    @Test func aSessionWithoutObserverStillWorks() throws {
        let session = try ValidationSession(
            Member(), rules: Member.rules, scenario: .default, validatesOnChange: false, historyDepth: 4,
            checkOptions: CheckOptions(clock: ManualClock()), snapshot: { $0 })
        _ = session.update(\.name, to: "ann", elements: nil)
        #expect(session.validate().isValid)
        #expect(session.undo())
        #expect(session.model.name == "")
    }

    @Test func aSwitchToAScenarioWithChecksRunsThem() async throws {
        let session = try ValidationSession(
            Handle(), rules: Handle.rules, scenario: .default, validatesOnChange: false, historyDepth: 4,
            checkOptions: CheckOptions(clock: ManualClock()), snapshot: { $0 })
        _ = session.update(\.name, to: "taken", elements: nil)
        #expect(session.validate().isValid)  // no check in the default scenario
        try session.setScenario(.remote)
        let report = await session.settle()
        #expect(report.errors.count == 1)
        #expect(session.state.description == "invalid(1 error)")
    }
}
