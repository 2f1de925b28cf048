import Testing

@testable import Verdict

@Suite("Rule graph")
struct RuleGraphTests {
    private struct Form {
        var a = ""
        var b = ""
        var c = ""
        var computed: String { a }
        let fixed = ""
    }

    @Test func aFilterPrecedesEveryRuleThatReadsItsAttribute() throws {
        // The compare on `b` is declared before the trim of `a`, yet must see the trimmed `a`.
        let rules = RuleSet<Form> {
            Attribute(\.b) { Compare(.equal, to: \.a) }
            Attribute(\.a) { Trim() }
        }
        var form = Form(a: " x ", b: "x")
        #expect(try rules.validate(&form).pairs == [])
        let graph = rules.graph(for: .default, stage: .validation, context: CompileContext())
        #expect(graph.nodes.map(\.label) == ["Attribute(\\Form.a) › Trim", "Attribute(\\Form.b) › Compare"])
        #expect(graph.checkInvariants())
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

    @Test func dependentsIndexNamesEveryRuleAnAttributeFeeds() {
        let rules = RuleSet<Form> {
            Attribute(\.a) {
                Trim(); Required()
            }
            Attribute(\.b) { Compare(.equal, to: \.a) }
            Attribute(\.c) { Required().when(reads: [\.b]) { $0.b.isEmpty } }
        }
        let graph = rules.graph(for: .default, stage: .validation, context: CompileContext())
        let a = try! #require(graph.attribute(for: KeyPathBox(\Form.a)))
        let b = try! #require(graph.attribute(for: KeyPathBox(\Form.b)))
        let c = try! #require(graph.attribute(for: KeyPathBox(\Form.c)))
        #expect(
            graph.dependents[a].map { graph.nodes[$0].label } == [
                "Attribute(\\Form.a) › Trim, Required", "Attribute(\\Form.b) › Compare",
            ])
        #expect(
            graph.dependents[b].map { graph.nodes[$0].label } == [
                "Attribute(\\Form.b) › Compare", "Attribute(\\Form.c) › Required",
            ])
        #expect(graph.dependents[c].count == 1)
    }

    @Test func aFilterCycleIsReportedAsOneDiagnostic() {
        let rules = RuleSet<Form> {
            Attribute(\.a) { Default(reads: [\.b]) { form, _ in form.b } }
            Attribute(\.b) { Default(reads: [\.a]) { form, _ in form.a } }
        }
        let diagnostics = rules.diagnostics(for: "default")
        #expect(diagnostics.map(\.kind) == [.filterCycle])
        #expect(diagnostics.first?.message.contains("Attribute(\\Form.a) › Default") == true)
        #expect(throws: RuleSetError.self) { try rules.validate(Form()) }
    }

    @Test func computedKeyPathsNeedAName() throws {
        let unnamed = RuleSet<Form> { Attribute(readOnly: \.computed) { Required() } }
        let diagnostic = try #require(unnamed.diagnostics().first)
        #expect(diagnostic.kind == .unnamedKeyPath)
        #expect(diagnostic.location?.hasPrefix("VerdictTests/RuleGraphTests.swift:") == true)
        let named = RuleSet<Form> { Attribute(readOnly: \.computed, name: "computed") { Required() } }
        #expect(named.diagnostics().isEmpty)
        #expect(try named.validate(Form()).pairs == ["computed required"])
    }

    /// A filter that the types cannot see on a read-only key path (one behind `when`, a
    /// modified `Default`, a URL default scheme) is diagnosed; a plain `Trim` does not compile.
    @Test func filtersOnReadOnlyKeyPathsThatTypesCannotSeeAreDiagnosed() {
        let rules = RuleSet<Form> {
            Attribute(readOnly: \.fixed) { Trim().when(reads: []) { _ in true } }
            Attribute(readOnly: \.fixed) { Default("x").on("default") }
            Attribute(readOnly: \.fixed) { URLFormat(defaultScheme: "https") }
        }
        #expect(rules.diagnostics().map(\.kind) == [.readOnlyFilter, .readOnlyFilter, .readOnlyFilter])
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
            _ = try rules.validate(Form())
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
        #expect(diagnostic.location?.hasPrefix("VerdictTests/RuleGraphTests.swift:") == true)
        #expect(throws: RuleSetError.self) { try rules.validate(Form()) }
    }

    @Test func dottedNamesAndEachElementsNeedNoDiagnostic() {
        struct Tags { var tags = [""] }
        #expect(RuleSet<Form> { Attribute(\.a, name: "form.a") { Required() } }.diagnostics().isEmpty)
        #expect(RuleSet<Tags> { Each(\.tags) { Required() } }.diagnostics().isEmpty)
    }
}
