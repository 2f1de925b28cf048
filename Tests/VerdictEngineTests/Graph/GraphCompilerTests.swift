import Testing
import VerdictTesting

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Graph compiler")
struct GraphCompilerTests {
    private struct Form {
        var a = ""
        var b = ""
        var c = ""
        var computed: String { a }
        let fixed = ""
    }

    private struct Child {
        var name = ""
        var computed: String { name }
    }

    private struct Parent {
        var child = Child()
        let fixedChild = Child()
        var values: [String] = []
        var computedChild: Child { child }

        /// A value by its position that never traps: the model's own subscript, not the array's
        /// (a declaration through `\.values[index]` is a `positionalKeyPath` diagnostic).
        subscript(slot index: Int) -> String {
            get { values.indices.contains(index) ? values[index] : "" }
            set { if values.indices.contains(index) { values[index] = newValue } }
        }
    }

    // MARK: Order

    @Test func aFilterPrecedesEveryRuleThatReadsItsAttribute() throws {
        // The compare on `b` is declared before the trim of `a`, yet must see the trimmed `a`.
        let rules = RuleSet<Form> {
            Attribute(\.b) { Compare(.equal, to: \.a) }
            Attribute(\.a) { Trim() }
        }
        var form = Form(a: " x ", b: "x")
        #expect(try rules.validate(&form).pairs == [])
        let graph = rules.compiledGraph()
        #expect(graph.labels == ["Attribute(\\Form.a) › Trim", "Attribute(\\Form.b) › Compare"])
        #expect(graph.checkInvariants())
    }

    @Test func filtersRunInTheOrderOfTheirDataDependenciesWhateverTheDeclarationOrder() {
        // c reads b, whose default reads a, whose trim comes last.
        let rules = RuleSet<Form> {
            Attribute(\.c) { Compare(.equal, to: \.b) }
            Attribute(\.b) { Default(reads: [\.a]) { form, _ in form.a } }
            Attribute(\.a) { Trim() }
        }
        #expect(
            rules.compiledGraph().labels == [
                "Attribute(\\Form.a) › Trim", "Attribute(\\Form.b) › Default", "Attribute(\\Form.c) › Compare",
            ])
        var form = Form(a: " x ", c: "x")
        #expect(rules.compiledGraph().evaluate(&form).pairs == [])
        #expect(form.b == "x")
    }

    @Test func declarationOrderIsKeptWithinAnAttribute() throws {
        let rules = RuleSet<Form> {
            Attribute(\.a) { Length(max: 1) }
            Attribute(\.a) { Trim() }
        }
        var form = Form(a: " x ")
        // Length runs first on the untrimmed value, as declared.
        #expect(try rules.validate(&form).pairs == ["a string.tooLong"])
    }

    /// A rule whose condition names no reads reads everything: it runs after the filters
    /// declared before it, and keeps its place before those declared after it.
    @Test(arguments: [(true, ["a required"]), (false, [])])
    func aRuleThatReadsEverythingRunsAfterTheFiltersDeclaredBeforeIt(filterFirst: Bool, expected: [String]) {
        let rules = RuleSet<Form> {
            Safe(\.a)  // `a` comes first among the attributes
            if filterFirst { Attribute(\.b) { Trim() } }
            Attribute(\.a) { Required().when { $0.b == "x" } }
            if !filterFirst { Attribute(\.b) { Trim() } }
        }
        var form = Form(b: " x ")
        #expect(rules.compiledGraph().evaluate(&form).pairs == expected)
        #expect(form.b == "x")
    }

    // MARK: Nodes

    @Test func consecutiveRulesOfOneDeclarationBecomeOneNode() {
        let rules = RuleSet<Form> {
            Attribute(\.a) {
                Trim(); Required(); Length(max: 3)
            }
            Attribute(\.a) { Match("^[a-z]+$") }
        }
        #expect(
            rules.compiledGraph().labels == [
                "Attribute(\\Form.a) › Trim, Required, Length", "Attribute(\\Form.a) › Match",
            ])
    }

    @Test func aDeclarationIsSplitWhereAnotherAttributesFilterMustRunBetweenItsRules() {
        let rules = RuleSet<Form> {
            Attribute(\.a) {
                Trim(); Compare(.equal, to: \.b)
            }
            Attribute(\.b) { Trim() }
        }
        let graph = rules.compiledGraph()
        #expect(
            graph.labels == [
                "Attribute(\\Form.a) › Trim", "Attribute(\\Form.b) › Trim", "Attribute(\\Form.a) › Compare",
            ])
        var form = Form(a: " x", b: "x ")
        #expect(graph.evaluate(&form).pairs == [])
    }

    @Test(arguments: [1, 10, 100, 300])
    func theNodeCountGrowsWithTheDeclarations(count: Int) {
        let rules = RuleSet<Parent> {
            for index in 0..<count {
                Attribute(\.[slot: index], name: "v\(index)") {
                    Trim(); Required()
                }
                if index > 0 {
                    Attribute(\.[slot: index], name: "v\(index)") { Compare(.notEqual, to: \.[slot: index - 1]) }
                }
            }
        }
        let graph = rules.compiledGraph()
        #expect(graph.diagnostics.isEmpty)
        #expect(graph.attributes.count == count)
        #expect(graph.nodes.count == 2 * count - 1)
        #expect(graph.dependents.map(\.count).reduce(0, +) == 2 * count - 1 + count - 1)
        #expect(graph.checkInvariants())
        var parent = Parent(values: (0..<count).map { " \($0) " })
        #expect(graph.evaluate(&parent).errors.isEmpty)
        #expect(parent.values == (0..<count).map { "\($0)" })
    }

    // MARK: Scenarios, stages, active attributes

    private static let scoped = RuleSet<Form> {
        Scenario(.register, .login)
        Attribute(\.a) { Required() }
        Attribute(\.b) { Required().on(.register) }
        Attribute(\.c) { Required().except(.login) }
        Scenario(.login) { Constraint(\.a, code: "login.a") { _ in true } }
    }

    @Test(
        arguments: [
            (.default, ["Attribute(\\Form.a) › Required", "Attribute(\\Form.c) › Required"]),
            (
                .register,
                ["Attribute(\\Form.a) › Required", "Attribute(\\Form.b) › Required", "Attribute(\\Form.c) › Required"]
            ),
            (.login, ["Attribute(\\Form.a) › Required", "Constraint(\\Form.a)"]),
        ] as [(ScenarioName, [String])])
    func onlyTheRulesOfTheScenarioBecomeNodes(scenario: ScenarioName, labels: [String]) {
        let graph = Self.scoped.compiledGraph(scenario)
        #expect(graph.scenario == scenario)
        #expect(graph.labels.map { $0.components(separatedBy: " at ")[0] } == labels)
    }

    @Test func aRuleLeftOutOfTheScenarioLeavesTheRestOfItsDeclarationInOneNode() {
        let rules = RuleSet<Form> {
            Scenario(.register)
            Attribute(\.a) {
                Trim(); Required().on(.register); Length(max: 3)
            }
        }
        #expect(rules.compiledGraph().labels == ["Attribute(\\Form.a) › Trim, Length"])
        #expect(rules.compiledGraph(.register).labels == ["Attribute(\\Form.a) › Trim, Required, Length"])
    }

    @Test(
        arguments: [
            (RuleStage.validation, ["Attribute(\\Form.a) › Required"]),
            (.input, ["Attribute(\\Form.a) › Length"]),
            (.submission, ["Attribute(\\Form.b) › Required"]),
            (.completeness, []),
        ] as [(RuleStage, [String])])
    func onlyTheRulesOfTheStageBecomeNodes(stage: RuleStage, labels: [String]) {
        let rules = RuleSet<Form> {
            Attribute(\.a) {
                Length(max: 3).stage(.input); Required()
            }
            Attribute(\.b) { Required() }.stage(.submission)
        }
        let graph = rules.compiledGraph(stage: stage)
        #expect(graph.stage == stage)
        #expect(graph.labels == labels)
    }

    @Test func anAttributeListLimitsTheScenarioToItsAttributes() throws {
        let rules = RuleSet<Form> {
            ActiveAttributes(.login, \.a, unsafe: \.c)
            Attribute(\.a) { Required() }
            Attribute(\.b) { Required() }
            Attribute(\.c) { Required() }
        }
        let login = rules.compiledGraph(.login)
        #expect(login.labels == ["Attribute(\\Form.a) › Required", "Attribute(\\Form.c) › Required"])
        let attributes = try [\Form.a, \Form.b, \Form.c].map { login.attributes[try login.position(of: $0)] }
        #expect(attributes.map(\.isActive) == [true, false, true])
        #expect(attributes.map(\.isUnsafe) == [false, false, true])
        #expect(rules.compiledGraph().labels.count == 3, "the other scenarios validate every attribute")
    }

    @Test func attributesAreRegisteredOnceWithTheirNamesAndLabels() {
        let rules = RuleSet<Form> {
            Attribute(\.a, label: "First") { Required() }
            Attribute(\.a) { Compare(.equal, to: \.b) }
            Constraint(\.c, reads: [\.a]) { _ in true }
            Safe(\.computed)
        }
        let graph = rules.compiledGraph()
        // In the order they are named: declared first, then those only read.
        #expect(graph.attributes.map(\.name) == ["a", "c", nil, "b"])
        let labels = Dictionary(uniqueKeysWithValues: graph.attributes.map { ($0.keyPath, $0.label) })
        #expect(labels[KeyPathBox(\Form.a)] == "First")
        #expect(labels[KeyPathBox(\Form.b)] == "B", "an attribute that is only read gets its derived label")
        #expect(labels[KeyPathBox(\Form.computed)] == "Value")
        #expect(graph.attributes.first { $0.keyPath == KeyPathBox(\Form.b) }?.isActive == false)
    }

    // MARK: Nested rule sets

    @Test func aNestedRuleSetWithNoRulesInTheScenarioBecomesNoNode() {
        let childRules = RuleSet<Child> {
            Scenario(.edit)
            Attribute(\.name) { Required().on(.edit) }
        }
        let rules = RuleSet<Parent> { Nested(\.child, childRules) }
        #expect(rules.compiledGraph().nodes.isEmpty)
        #expect(rules.compiledGraph(.edit).labels == ["Nested(\\Parent.child)"])
    }

    @Test func aNestedRuleSetsDiagnosticsAreTheParentsNamingTheNesting() throws {
        let childRules = RuleSet<Child> { Attribute(readOnly: \.computed) { Required() } }
        let rules = RuleSet<Parent> { Nested(\.child, childRules) }
        let diagnostic = try #require(rules.compiledGraph().diagnostics.first)
        #expect(diagnostic.kind == .unnamedKeyPath)
        #expect(diagnostic.message.hasPrefix("Nested(\\Parent.child): Attribute(\\Child."))
        #expect(diagnostic.message.contains("): cannot derive a printable name for this key path"))
    }

    @Test func nestedFiltersOnAReadOnlyKeyPathAreDiagnosed() {
        let filtering = RuleSet<Child> { Attribute(\.name) { Trim() } }
        let checking = RuleSet<Child> { Attribute(\.name) { Required() } }
        let diagnostics = RuleSet<Parent> { Nested(\.fixedChild, filtering) }.compiledGraph().diagnostics
        #expect(diagnostics.map(\.kind) == [.readOnlyFilter])
        #expect(
            diagnostics.first?.message
                == "Nested(\\Parent.fixedChild): the nested rules rewrite values, but the key path is read-only.")
        #expect(RuleSet<Parent> { Nested(\.fixedChild, checking) }.compiledGraph().diagnostics.isEmpty)
    }

    // MARK: Diagnostics

    @Test func aFilterCycleIsReportedAsOneDiagnostic() {
        let rules = RuleSet<Form> {
            Attribute(\.a) { Default(reads: [\.b]) { form, _ in form.b } }
            Attribute(\.b) { Default(reads: [\.a]) { form, _ in form.a } }
        }
        let diagnostics = rules.diagnostics(for: .default)
        #expect(diagnostics.map(\.kind) == [.filterCycle])
        #expect(
            diagnostics.first?.message
                == "Filters depend on each other in a cycle: Attribute(\\Form.a) › Default → Attribute(\\Form.b) › Default."
        )
        #expect(throws: RuleSetError.self) { try rules.testValidate(Form()).report }
    }

    @Test func computedKeyPathsNeedAName() throws {
        let unnamed = RuleSet<Form> { Attribute(readOnly: \.computed) { Required() } }
        let diagnostic = try #require(unnamed.diagnostics().first)
        #expect(diagnostic.kind == .unnamedKeyPath)
        #expect(diagnostic.location?.hasPrefix("VerdictEngineTests/GraphCompilerTests.swift:") == true)
        let named = RuleSet<Form> { Attribute(readOnly: \.computed, name: "computed") { Required() } }
        #expect(named.diagnostics().isEmpty)
        #expect(try named.testValidate(Form()).report.pairs == ["computed required"])
    }

    @Test func everyKindOfDeclarationOnAComputedKeyPathNeedsAName() {
        let rules = RuleSet<Parent> {
            Attribute(readOnly: \.child.computed) { Required() }
            Constraint(\.child.computed) { _ in true }
            Nested(\.computedChild, RuleSet<Child> { Attribute(\.name) { Required() } })
        }
        let diagnostics = rules.compiledGraph().diagnostics
        #expect(diagnostics.map(\.kind) == [.unnamedKeyPath, .unnamedKeyPath, .unnamedKeyPath])
        // A computed key path prints no property name, so the declaration is named by its kind.
        #expect(diagnostics.map { $0.message.prefix { $0 != "(" } } == ["Attribute", "Constraint", "Nested"])
    }

    /// A filter that the types cannot see on a read-only key path (one behind `when`, a
    /// modified `Default`, a URL default scheme) is diagnosed; a plain `Trim` does not compile.
    @Test func filtersOnReadOnlyKeyPathsThatTypesCannotSeeAreDiagnosed() {
        let rules = RuleSet<Form> {
            Attribute(readOnly: \.fixed) { Trim().when(reads: []) { _ in true } }
            Attribute(readOnly: \.fixed) { Default("x").on(.default) }
            Attribute(readOnly: \.fixed) { URLFormat(defaultScheme: "https") }
        }
        #expect(rules.diagnostics().map(\.kind) == [.readOnlyFilter, .readOnlyFilter, .readOnlyFilter])
        #expect(
            rules.diagnostics().first?.message
                == "Attribute(\\Form.fixed) › Trim rewrites the value, but the key path is read-only; use a `var` property."
        )
    }

    @Test func invalidAndContradictoryRuleOptionsAreDiagnosed() {
        let rules = RuleSet<Form> {
            Attribute(\.a) { Match("([a-z") }
            Attribute(\.b) { Length(min: 10, max: 5) }
            Attribute(\.c) { Number(min: 9, max: 1) }
        }
        #expect(rules.diagnostics().map(\.kind) == [.invalidRule, .invalidRule, .invalidRule])
        #expect(rules.diagnostics()[1].message.hasPrefix("Attribute(\\Form.b) › Length: "))
    }

    @Test("A Match pattern that needs ICU is a diagnostic with its file and line, and the opt-in")
    func matchOutsideTheAutomatonIsDiagnosed() throws {
        let line = #line + 2
        let rules = RuleSet<Form> {
            Attribute(\.a) { Match(#"^(\w)\1$"#) }
            Attribute(\.b) { Match(#"^\w+$"#) }
        }
        let diagnostic = try #require(rules.diagnostics().first)
        #expect(rules.diagnostics().map(\.kind) == [.invalidRule])
        #expect(diagnostic.location == "VerdictEngineTests/GraphCompilerTests.swift:\(line)")
        #expect(diagnostic.message.contains(#"Pattern ^(\w)\1$ needs NSRegularExpression (back-reference)"#))
        #expect(diagnostic.message.contains("Match(backtracking:)"))
        #expect(throws: RuleSetError.self) { try rules.testValidate(Form()).report }
    }

    @Test func comparingMerelyEquatableValuesWithAnOrderingIsDiagnosed() {
        struct Tagged: Equatable, Sendable { var id = 0 }
        struct Holder { var tag = Tagged() }
        let rules = RuleSet<Holder> { Attribute(\.tag) { Compare(.greater, Tagged()) } }
        #expect(rules.diagnostics().map(\.kind) == [.invalidRule])
    }

    @Test func allDiagnosticsAreListedTogether() throws {
        let rules = RuleSet<Form> {
            Attribute(readOnly: \.computed) { Required() }
            Attribute(readOnly: \.fixed) { URLFormat(defaultScheme: "https") }
        }
        do {
            _ = try rules.testValidate(Form()).report
            Issue.record("expected a RuleSetError")
        } catch {
            #expect(error.diagnostics.count == 2)
            #expect(error.description.hasPrefix("Rule set for Form has 2 problems in scenario 'default':"))
        }
    }

    @Test(arguments: ["items[0]", "a..b", ".a", "a.", "a]"])
    func namesThatCannotBePrintablePathsAreDiagnosed(name: String) throws {
        let rules = RuleSet<Form> { Attribute(\.a, name: name) { Required() } }
        let diagnostic = try #require(rules.diagnostics().first)
        #expect(diagnostic.kind == .invalidName)
        #expect(diagnostic.message.hasPrefix("Attribute(\\Form.a): The name '\(name)' "))
        #expect(diagnostic.location?.hasPrefix("VerdictEngineTests/GraphCompilerTests.swift:") == true)
        #expect(throws: RuleSetError.self) { try rules.testValidate(Form()).report }
    }

    @Test func dottedNamesAndEachElementsNeedNoDiagnostic() {
        struct Tags { var tags = [""] }
        #expect(RuleSet<Form> { Attribute(\.a, name: "form.a") { Required() } }.diagnostics().isEmpty)
        #expect(RuleSet<Tags> { Each(\.tags) { Required() } }.diagnostics().isEmpty)
    }
}
