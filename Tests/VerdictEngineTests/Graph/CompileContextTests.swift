import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

@Suite("Compile context")
struct CompileContextTests {
    private struct Child {
        var name = ""
    }

    private struct Parent {
        var child = Child()
    }

    @Test func aGraphIsMarkedAsBeingCompiledOnlyWhileItsBodyRuns() {
        let context = CompileContext()
        #expect(!context.isCompiling(Child.self, scenario: .default, stage: .validation))
        let result = context.compiling(Child.self, scenario: .default, stage: .validation) {
            context.isCompiling(Child.self, scenario: .default, stage: .validation)
        }
        #expect(result, "marked inside the body, whose result is returned")
        #expect(!context.isCompiling(Child.self, scenario: .default, stage: .validation))
    }

    /// Inside the compilation of `Child` for the default scenario at validation, which keys are
    /// marked: only that model, scenario and stage.
    @Test(arguments: [
        (ObjectIdentifier(Child.self), ScenarioName.default, RuleStage.validation, true),
        (ObjectIdentifier(Parent.self), .default, .validation, false),
        (ObjectIdentifier(Child.self), .register, .validation, false),
        (ObjectIdentifier(Child.self), .default, .input, false),
    ])
    func onlyTheSameModelScenarioAndStageAreMarked(
        model: ObjectIdentifier, scenario: ScenarioName, stage: RuleStage, marked: Bool
    ) {
        let context = CompileContext()
        let seen = context.compiling(Child.self, scenario: .default, stage: .validation) {
            model == ObjectIdentifier(Child.self)
                ? context.isCompiling(Child.self, scenario: scenario, stage: stage)
                : context.isCompiling(Parent.self, scenario: scenario, stage: stage)
        }
        #expect(seen == marked)
    }

    @Test func nestedCompilationsAreMarkedTogetherAndUnmarkedInTurn() {
        let context = CompileContext()
        context.compiling(Parent.self, scenario: .default, stage: .validation) {
            context.compiling(Child.self, scenario: .default, stage: .validation) {
                #expect(context.isCompiling(Parent.self, scenario: .default, stage: .validation))
                #expect(context.isCompiling(Child.self, scenario: .default, stage: .validation))
            }
            #expect(context.isCompiling(Parent.self, scenario: .default, stage: .validation))
            #expect(!context.isCompiling(Child.self, scenario: .default, stage: .validation))
        }
        #expect(!context.isCompiling(Parent.self, scenario: .default, stage: .validation))
    }

    @Test func aChildBeingCompiledAroundItsParentIsLookedUpWhenTheParentRuns() throws {
        let childRules = RuleSet<Child> { Attribute(\.name) { Required() } }
        let parentRules = RuleSet<Parent> { Nested(\.child, childRules) }
        let context = CompileContext()
        let parent = context.compiling(Child.self, scenario: .default, stage: .validation) {
            parentRules.graph(for: .default, stage: .validation, context: context)
        }
        // The child's graph was not compiled within the parent's: that would recurse.
        #expect(childRules.compiled.count == 0)
        #expect(parent.labels == ["Nested(\\Parent.child)"])
        var model = Parent()
        #expect(parent.evaluate(&model).pairs == ["child.name required"])
        #expect(childRules.compiled.count == 1, "compiled when the parent first ran")
    }

    @Test func aChildNotBeingCompiledIsCompiledWithItsParent() {
        let childRules = RuleSet<Child> { Attribute(\.name) { Required() } }
        let parentRules = RuleSet<Parent> { Nested(\.child, childRules) }
        _ = parentRules.graph(for: .default, stage: .validation, context: CompileContext())
        #expect(childRules.compiled.count == 1)
    }
}
