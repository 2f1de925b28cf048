import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Field steps")
struct FieldStepBuilderTests {
    private struct Profile: Equatable {
        var name = ""
        var nickname: String?
        var age: Int?
        var country = ""
        let id = ""
    }

    private static func run(_ rules: RuleSet<Profile>, _ profile: inout Profile, stopsAtFirstError: Bool = false)
        -> EvaluationRun
    {
        rules.compiledGraph().evaluate(&profile, stopsAtFirstError: stopsAtFirstError)
    }

    // MARK: Optional attributes

    private static let lifted: [String: RuleSet<Profile>] = [
        "Length": RuleSet { Attribute(\.nickname) { Length(min: 3) } },
        "Required": RuleSet { Attribute(\.nickname) { Required() } },
        "Default": RuleSet { Attribute(\.nickname) { Default("anon") } },
        "Compare": RuleSet { Attribute(\.nickname) { Compare(.notEqual, to: \.name) } },
    ]

    /// On an optional attribute, rules see the unwrapped value; `nil` skips them, except that
    /// `Required` fails and `Default` fills it.
    @Test(
        arguments: [
            ("Length", nil, [], nil),
            ("Length", "ab", ["nickname string.tooShort"], "ab"),
            ("Length", "abc", [], "abc"),
            ("Length", "", [], ""),
            ("Required", nil, ["nickname required"], nil),
            ("Required", "", ["nickname required"], ""),
            ("Required", "a", [], "a"),
            ("Default", nil, [], "anon"),
            ("Default", "", [], "anon"),
            ("Default", "bo", [], "bo"),
            ("Compare", nil, [], nil),
            ("Compare", "al", ["nickname compare.failed"], "al"),
            ("Compare", "bo", [], "bo"),
        ] as [(String, String?, [String], String?)])
    func rulesOnAnOptionalAttributeSeeTheUnwrappedValue(
        rule: String, nickname: String?, expected: [String], after: String?
    ) throws {
        let rules = try #require(Self.lifted[rule])
        var profile = Profile(name: "al", nickname: nickname)
        #expect(Self.run(rules, &profile).pairs == expected)
        #expect(profile.nickname == after)
    }

    @Test(arguments: [(nil, nil, [String]()), ("bob", "BOB", []), ("al", "AL", ["nickname nickname.bob"])])
    func aFilterOnAnOptionalAttributeRewritesOnlyAPresentValue(
        nickname: String?, after: String?, expected: [String]
    ) {
        let rules = RuleSet<Profile> {
            Attribute(\.nickname) {
                Filter { $0.uppercased() }; Custom("nickname.bob") { $0 == "BOB" }
            }
        }
        var profile = Profile(nickname: nickname)
        #expect(Self.run(rules, &profile).pairs == expected)
        #expect(profile.nickname == after)
    }

    @Test(arguments: [(nil, [String]()), (12, ["age number.tooSmall"]), (30, [])] as [(Int?, [String])])
    func anOptionalNumberIsCheckedWhenPresent(age: Int?, expected: [String]) {
        var profile = Profile(age: age)
        #expect(Self.run(RuleSet { Attribute(\.age) { Number(min: 18) } }, &profile).pairs == expected)
    }

    // MARK: Skipping

    @Test(
        arguments: [
            (nil, "", [String]()),
            (false, "", ["name name.blank"]),
            (true, "", []),
            (nil, "x", []),
        ] as [(Bool?, String, [String])])
    func validatorsSkipEmptyValuesUnlessToldNot(skipOnEmpty: Bool?, name: String, expected: [String]) {
        let custom = Custom<String>("name.blank") { !$0.isEmpty }
        let rules = RuleSet<Profile> {
            if let skipOnEmpty {
                Attribute(\.name) { custom.skipOnEmpty(skipOnEmpty) }
            } else {
                Attribute(\.name) { custom }
            }
        }
        var profile = Profile(name: name)
        #expect(Self.run(rules, &profile).pairs == expected)
    }

    @Test(arguments: [
        (true, "ab", ["name string.tooShort"]),
        (false, "ab", ["name string.tooShort", "name characters.missingDigit"]),
        (true, "abcdef", ["name characters.missingDigit"]),
        (false, "abcdef", ["name characters.missingDigit"]),
    ])
    func aRuleSkipsAnAttributeThatAnEarlierRuleFailedUnlessToldNot(
        skipOnError: Bool, name: String, expected: [String]
    ) {
        let rules = RuleSet<Profile> {
            Attribute(\.name) {
                Length(min: 5); Characters.containsDigit.skipOnError(skipOnError)
            }
        }
        var profile = Profile(name: name)
        #expect(Self.run(rules, &profile).pairs == expected)
    }

    @Test func aWarningDoesNotFailTheAttributeForTheRulesAfterIt() {
        let rules = RuleSet<Profile> {
            Attribute(\.name) {
                Length(max: 2).severity(.warning); Characters.containsDigit
            }
        }
        var profile = Profile(name: "abc")
        let run = Self.run(rules, &profile)
        #expect(run.pairs == ["name string.tooLong", "name characters.missingDigit"])
        #expect(run.errors.map(\.severity) == [.warning, .error])
    }

    @Test func completenessRulesCheckEmptyValues() {
        let rules = RuleSet<Profile> { Attribute(\.name) { Length(min: 3).stage(.completeness) } }
        var profile = Profile()
        let graph = rules.compiledGraph(stage: .completeness)
        #expect(graph.evaluate(&profile).pairs == ["name string.tooShort"])
        #expect(rules.compiledGraph().nodes.isEmpty, "no rule at the validation stage")
    }

    // MARK: Names, labels and overrides

    @Test func theAttributesNameAndLabelAreBoundIntoItsErrors() throws {
        let rules = RuleSet<Profile> { Attribute(\.name, name: "person.name", label: "Full name") { Required() } }
        var profile = Profile()
        let error = try #require(Self.run(rules, &profile).errors.first)
        #expect(error.path == "person.name")
        #expect(error.keyPath == \Profile.name)
        #expect(error.label == "Full name")
        #expect(error.message == "Full name cannot be blank.")
    }

    @Test(arguments: [(nil, "from country"), ("place.country", "from place.country")] as [(String?, String)])
    func aModelRuleIsGivenTheAttributesName(name: String?, filled: String) {
        let rules = RuleSet<Profile> {
            Attribute(\.country, name: name) { Default { _, attribute in "from \(attribute)" } }
        }
        var profile = Profile()
        _ = Self.run(rules, &profile)
        #expect(profile.country == filled)
    }

    @Test func aRulesCodeAndMessageOverridesReachTheError() throws {
        let rules = RuleSet<Profile> {
            Attribute(\.name) { Length(min: 3).code("name.short").message("{attribute} needs {min}.") }
        }
        var profile = Profile(name: "a")
        let error = try #require(Self.run(rules, &profile).errors.first)
        #expect(error.code == "name.short")
        #expect(error.message == "Name needs 3.")
    }

    // MARK: Filters

    @Test func laterRulesSeeTheFilteredValueAndTheModelGetsItBack() {
        let rules = RuleSet<Profile> {
            Attribute(\.name) {
                Trim(); Length(max: 1)
            }
        }
        var profile = Profile(name: "  x ")
        #expect(Self.run(rules, &profile).pairs == [])
        #expect(profile.name == "x")
    }

    @Test func aConditionSeesWhatEarlierFiltersOfTheAttributeWrote() {
        let rules = RuleSet<Profile> {
            Attribute(\.name) {
                Trim(); Custom("name.seen") { _ in false }.when { $0.name == "x" }
            }
        }
        var profile = Profile(name: " x ")
        #expect(Self.run(rules, &profile).pairs == ["name name.seen"])
    }

    @Test func aValidatorOnAReadOnlyKeyPathRunsAndWritesNothing() {
        var profile = Profile()
        #expect(Self.run(RuleSet { Attribute(readOnly: \.id) { Required() } }, &profile).pairs == ["id required"])
    }

    @Test(arguments: [(false, "!"), (true, "")])
    func theFastModeStopsTheChainAtTheFirstErrorAndKeepsWhatWasFiltered(stopsAtFirstError: Bool, after: String) {
        let rules = RuleSet<Profile> {
            Attribute(\.name) {
                Trim(); Required(); Filter { $0 + "!" }.skipOnError(false)
            }
        }
        var profile = Profile(name: "   ")
        let run = Self.run(rules, &profile, stopsAtFirstError: stopsAtFirstError)
        #expect(run.stopped == stopsAtFirstError)
        #expect(run.hasFailed(0))
        #expect(profile.name == after)
    }
}

/// A field step reads and writes a stored property of a struct at its offset, and anything else
/// (observed, computed, optional-chained, class properties) through its key path: each way reads
/// the value and writes a filter's change back exactly once.
@Suite("Field step access")
struct FieldStepAccessTests {
    private struct Inner: Equatable {
        var code = ""
    }

    private struct Form: Equatable {
        var plain = ""
        var observed = "" {
            didSet { writes += 1 }
        }
        var writes = 0
        var inner = Inner()
        var optionalInner: Inner? = Inner()
        var number = 0
    }

    private final class Profile {
        var name = ""
    }

    @Test func storedPropertiesOfAStructAreReadAndWrittenBack() throws {
        let rules = RuleSet<Form> {
            Attribute(\.plain) {
                Trim(); Length(max: 3)
            }
            Attribute(\.inner.code) {
                Trim(); Required()
            }
            Attribute(readOnly: \.optionalInner?.code) { Length(max: 1) }
            Attribute(\.number) { Number(max: 9) }
        }
        var form = Form(plain: "  abcd ", inner: Inner(code: " x "), optionalInner: Inner(code: " y "), number: 12)
        let report = try rules.validate(&form)
        #expect(report.pairs == ["plain string.tooLong", "optionalInner.code string.tooLong", "number number.tooBig"])
        #expect(form.plain == "abcd")
        #expect(form.inner.code == "x")
        #expect(form.optionalInner?.code == " y ")
    }

    /// Its setter runs, so its observer hears the write-back, once per step however many
    /// filters ran (a filter's result is written back without comparing it to the old value).
    @Test func aPropertyWithObserversIsWrittenThroughItsSetterOncePerStep() throws {
        // The runtime describes a property with observers as computed, so it needs a name.
        let rules = RuleSet<Form> {
            Attribute(\.observed, name: "observed") {
                Trim(); Filter { $0.uppercased() }; Length(max: 9)
            }
        }
        var form = Form(observed: " a ")
        form.writes = 0
        _ = try rules.validate(&form)
        #expect(form.observed == "A")
        #expect(form.writes == 1)
        let checking = RuleSet<Form> { Attribute(\.observed, name: "observed") { Length(max: 9) } }
        form.writes = 0
        _ = try checking.validate(&form)
        #expect(form.writes == 0)
    }

    @Test func aClassModelIsWrittenThroughItsKeyPath() throws {
        let rules = RuleSet<Profile> {
            Attribute(\.name) {
                Trim(); Length(min: 2)
            }
        }
        var profile = Profile()
        profile.name = "  a  "
        let report = try rules.validate(&profile)
        #expect(report.pairs == ["name string.tooShort"])
        #expect(profile.name == "a")
    }
}
