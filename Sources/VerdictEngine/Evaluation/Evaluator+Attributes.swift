import VerdictRules
import VerdictVocabulary

extension Evaluator {
    /// The accessor of the attribute at `position` (see ``AttributeAccessor``).
    package func accessor(at position: Int) -> any AttributeAccess {
        graph.attributes[position].accessor
    }

    /// Opens the attribute at `position` with `visitor`: its nested attribute when it is one
    /// (`Nested`, `Each`), its accessor otherwise. The door through which massive assignment
    /// reaches an attribute's value type.
    package func open<Visitor: AttributeVisitor>(attribute position: Int, _ visitor: inout Visitor) -> Visitor.Result
    where Visitor.Model == Model {
        let node = graph.attributes[position]
        if let nested = node.nested { return nested.open(&visitor) }
        return node.accessor.open(&visitor)
    }
}

extension NestedAttribute {
    /// The evaluator of the child's graph: traps unless it was compiled for `Child`, as any
    /// evaluator made from a graph does.
    package func evaluator() -> Evaluator<Child> {
        Evaluator<Child>(graph: child.graph(of: Child.self))
    }
}
