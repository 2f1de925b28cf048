import VerdictRules
import VerdictVocabulary

/// One rule of a graph being compiled, before ordering: where it comes from, its attribute, what
/// it writes and reads, and how diagnostics name it.
///
/// Not generic, so that the compiler's bookkeeping over its rules (ordering, grouping into nodes)
/// runs as specialized code: nested in the generic compiler, each access to the list of rules
/// looked up the rule type's generic metadata.
struct PendingRule {
    enum Source {
        /// A rule of a field declaration, with the switches its link captures (and its position
        /// among the field's rules).
        case _attributeRule(declaration: Int, link: FieldStepBuilder.LinkSettings)
        case check(declaration: Int)
        case nested(declaration: Int, child: NestedStepBuilder.ChildGraph)
    }

    var source: Source
    var attribute: Int
    var writes: Bool
    var reads: Set<Int>?
    /// What names the rule's declaration: `Constraint(\Form.c) at File.swift:12`,
    /// `Nested(\Form.child)`, or, for a field rule, the field's key path (with no names).
    var declarationLabel: RuleLabel
    /// The rule's own name (`Trim`) for a field rule, `""` otherwise.
    var name = ""

    /// Names the rule in diagnostics: `Attribute(\Form.a) › Trim`.
    var label: String {
        switch declarationLabel {
        case .text(let text): text
        case .field(let keyPath, _): RuleLabel.prefix(of: keyPath) + name
        }
    }

    /// The field declaration of a field rule.
    var fieldDeclaration: Int? {
        if case ._attributeRule(let declaration, _) = source { return declaration }
        return nil
    }
}
