import VerdictRules
import VerdictVocabulary

/// How a nested child is reached from its parent, through the attribute's accessor.
package enum NestedKind<Model, Child>: Sendable {
    /// A single child (`\.address`).
    case single(AttributeAccessor<Model, Child>)
    /// An optional child, skipped when `nil` (`\.billingAddress`).
    case optional(AttributeAccessor<Model, Child?>)
    /// Each element of an array (`\.addresses`).
    case each(AttributeAccessor<Model, [Child]>)
}

/// A nested attribute (`Nested`, `Each`) of a compiled graph: its accessor by kind, and the
/// child's graph. What massive assignment opens (with an ``AttributeVisitor``) to assign a nested
/// model; nothing reads the declaration once the graph is compiled.
package final class NestedAttribute<Model, Child>: NestedAttributeAccess {
    package let kind: NestedKind<Model, Child>
    let child: NestedStepBuilder.ChildGraph
    /// Whether it is an `Each` over values (`Each(\.tags) { … }`), whose elements are not models.
    package let isEachOfValues: Bool

    init(kind: NestedKind<Model, Child>, child: NestedStepBuilder.ChildGraph, isEachOfValues: Bool) {
        self.kind = kind
        self.child = child
        self.isEachOfValues = isEachOfValues
    }

    /// Whether the child's graph was compiled with the parent's: `false` for a model that nests
    /// its own type, whose graph is looked up when it is first needed.
    package var isChildCompiled: Bool {
        if case .compiled = child { return true }
        return false
    }

    package func open<Visitor: AttributeVisitor>(_ visitor: inout Visitor) -> Visitor.Result {
        guard let typed = self as? NestedAttribute<Visitor.Model, Child> else {
            preconditionFailure("The nested attribute of \(Model.self) was opened as one of \(Visitor.Model.self).")
        }
        return visitor.visit(nested: typed)
    }
}
