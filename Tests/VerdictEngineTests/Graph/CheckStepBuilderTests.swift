import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Check steps")
struct CheckStepBuilderTests {
    private struct Trip {
        var start = 0
        var end = 0
        var name = ""
        var isRoundTrip = false
    }

    private static let rules = RuleSet<Trip> {
        Constraint(
            \.end, reads: [\.start, \.end], code: "trip.order", message: "{attribute} must come after the start."
        ) {
            $0.end > $0.start
        }
    }

    @Test(arguments: [(1, 2, [String]()), (2, 2, ["end trip.order"]), (3, 1, ["end trip.order"])])
    func aCheckReportsOnItsAttributeWhenTheModelFailsIt(start: Int, end: Int, expected: [String]) {
        var trip = Trip(start: start, end: end)
        #expect(Self.rules.compiledGraph().evaluate(&trip).pairs == expected)
    }

    @Test func theErrorCarriesTheAttributesLabelKeyPathAndTheScenario() throws {
        let rules = RuleSet<Trip> {
            Scenario(.booking)
            Constraint(
                \.end, label: "Return day", code: "trip.order", message: "{attribute} must come after the start."
            ) {
                $0.end > $0.start
            }
        }
        var trip = Trip(start: 5, end: 4)
        let error = try #require(rules.compiledGraph(.booking).evaluate(&trip, scenario: .booking).errors.first)
        #expect(error.message == "Return day must come after the start.")
        #expect(error.keyPath == \Trip.end)
        #expect(error.scenario == .booking)
        #expect(error.severity == .error)
    }

    @Test func aCheckReturningItsOwnFailureReportsIt() throws {
        let rules = RuleSet<Trip> {
            Constraint(\.name) { trip in
                trip.name.count > 3
                    ? RuleFailure(code: "trip.name", template: "{attribute} {value} is long.", parameters: ["value": 4])
                    : nil
            }
        }
        var trip = Trip(name: "Lisbon")
        let error = try #require(rules.compiledGraph().evaluate(&trip).errors.first)
        #expect(error.code == "trip.name")
        #expect(error.message == "Name 4 is long.")
        trip.name = "Rio"
        #expect(rules.compiledGraph().evaluate(&trip).errors.isEmpty)
    }

    @Test func aCheckIsSkippedWhenAnEarlierRuleFailedItsAttribute() {
        let rules = RuleSet<Trip> {
            Attribute(\.name) { Required() }
            Constraint(\.name, code: "trip.name") { $0.name.count > 3 }
        }
        let graph = rules.compiledGraph()
        var empty = Trip()
        #expect(graph.evaluate(&empty).pairs == ["name required"])
        var short = Trip(name: "Rio")
        #expect(graph.evaluate(&short).pairs == ["name trip.name"])
    }

    @Test(arguments: [(false, [String]()), (true, ["end trip.order"])])
    func aCheckRunsOnlyWhereItsConditionHolds(isRoundTrip: Bool, expected: [String]) {
        let rules = RuleSet<Trip> {
            Constraint(\.end, reads: [\.start, \.end], code: "trip.order") { $0.end > $0.start }.when(\.isRoundTrip)
        }
        var trip = Trip(start: 3, end: 1, isRoundTrip: isRoundTrip)
        #expect(rules.compiledGraph().evaluate(&trip).pairs == expected)
    }

    @Test func aWarningCheckReportsWithoutFailingTheAttribute() {
        let rules = RuleSet<Trip> {
            Constraint(\.name, code: "trip.short") { $0.name.count > 3 }.severity(.warning)
            Attribute(\.name) { Length(max: 2) }
        }
        var trip = Trip(name: "Rio")
        let run = rules.compiledGraph().evaluate(&trip)
        // The length rule still runs: a warning does not fail the attribute.
        #expect(run.pairs == ["name trip.short", "name string.tooLong"])
        #expect(run.errors.map(\.severity) == [.warning, .error])
        let warningOnly = RuleSet<Trip> {
            Constraint(\.name, code: "trip.short") { $0.name.count > 3 }.severity(.warning)
        }
        var fast = Trip(name: "Rio")
        #expect(!warningOnly.compiledGraph().evaluate(&fast, stopsAtFirstError: true).stopped)
    }

    @Test func aCheckOnAnotherAttributeSeesWhatTheFiltersOfWhatItReadsWrote() {
        let rules = RuleSet<Trip> {
            Constraint(\.name, reads: [\.name], code: "trip.padded") { !$0.name.hasPrefix(" ") }
            Attribute(\.name) { Trim() }
        }
        var trip = Trip(name: "  Oslo")
        // On the filtered attribute itself, the check keeps its declared place, before the trim…
        #expect(rules.compiledGraph().evaluate(&trip).pairs == ["name trip.padded"])
        let reading = RuleSet<Trip> {
            Constraint(\.end, reads: [\.name]) { $0.name == "Oslo" }
            Attribute(\.name) { Trim() }
        }
        var other = Trip(name: "  Oslo")
        // …while on another attribute, a check that reads the filtered one runs after the trim.
        #expect(reading.compiledGraph().evaluate(&other).pairs == [])
    }
}
