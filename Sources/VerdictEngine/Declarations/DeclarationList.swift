/// What a `RuleSet` holds: the declarations its builder recorded, and the graphs compiled from
/// them (kept in a class, so that copies of the rule set share them). The engine reads a rule set
/// through it, so that it does not name the DSL's public type above it.
package struct DeclarationList<Model>: Sendable {
    package let declarations: [Declaration<Model>]
    package let compiled = CompiledRuleSet()

    package init(_ declarations: [Declaration<Model>]) {
        self.declarations = declarations
    }
}
