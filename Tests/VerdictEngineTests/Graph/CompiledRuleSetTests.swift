import Testing
import VerdictTesting

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Compiled rule sets")
struct CompiledRuleSetTests {
    private struct Form {
        var name = ""
    }

    private static let rules = RuleSet<Form> {
        Scenario(.register)
        Attribute(\.name) {
            Trim(); Required()
        }
    }

    @Test func unknownScenarioNamesAreRefusedAndNeverKept() throws {
        let rules = RuleSet<Form> {
            Scenario(.register)
            Attribute(\.name) {
                Trim(); Required()
            }
        }
        _ = try rules.testValidate(Form(), scenario: .register).report
        let kept = rules.compiled.count
        #expect(kept == 1)
        var refused = 0
        for index in 0..<2_000 {
            do {
                _ = try rules.testValidate(Form(), scenario: ScenarioName("unknown-\(index)")).report
            } catch {
                #expect(error.diagnostics.map(\.kind) == [.unknownScenario])
                refused += 1
            }
        }
        #expect(refused == 2_000)
        // Nothing was compiled or kept for them, and the known scenario still validates.
        #expect(rules.compiled.count == kept)
        #expect(try rules.testValidate(Form(), scenario: .register).report.pairs == ["name required"])
    }

    @Test func eachScenarioAndStageIsCompiledOnce() throws {
        let rules = Self.rules
        for _ in 0..<3 {
            _ = try rules.testValidate(Form(name: " x "), scenario: .register).report
            _ = try rules.testValidate(Form(name: " x ")).report
        }
        #expect(rules.compiled.count == 2)
        let first = try Evaluator(rules: rules, scenario: .register).graph
        let second = try Evaluator(rules: rules, scenario: .register).graph
        #expect(first === second)
    }

    @Test func aScenarioNamedOnlyInOnIsADiagnosticWithItsLocation() {
        let line = #line + 3
        let rules = RuleSet<Form> {
            Scenario(.register)
            Attribute(\.name) { Required().on(ScenarioName("registr")) }
        }
        #expect(throws: RuleSetError.self) { try rules.testValidate(Form(), scenario: .register).report }
        let diagnostics = rules.diagnostics()
        #expect(diagnostics.map(\.kind) == [.unknownScenario])
        #expect(diagnostics.first?.location == "VerdictEngineTests/CompiledRuleSetTests.swift:\(line)")
        #expect(diagnostics.first?.message.contains("'registr'") == true)
        #expect(rules.scenarios == [.default, .register])
    }

    @Test func scenarioQueriesRefuseAnUnknownScenario() {
        #expect(throws: RuleSetError.self) { try Self.rules.safeAttributes(in: .update) }
        #expect(throws: RuleSetError.self) { try Self.rules.activeAttributes(in: .update) }
        #expect(throws: RuleSetError.self) { try Self.rules.attributesWithRules(in: .update) }
        #expect((try? Self.rules.safeAttributes(in: .register)) == [\Form.name])
    }

    @Test func scenarioNamesCanBeDeclaredAsStaticMembers() throws {
        #expect(try Self.rules.testValidate(Form(), scenario: .registerForTests).report.pairs == ["name required"])
        #expect(ScenarioName.registerForTests.description == "register")
    }
}

extension ScenarioName {
    fileprivate static let registerForTests: Self = ScenarioName("register")
}
