import VerdictRules
import VerdictVocabulary

/// The non-generic face of a ``NestedAttribute``, stored on ``AttributeNode``.
package protocol NestedAttributeAccess: Sendable {
    /// Calls `visitor` with the typed nested attribute; traps unless the visitor's model type is
    /// the attribute's.
    func open<Visitor: AttributeVisitor>(_ visitor: inout Visitor) -> Visitor.Result
}
