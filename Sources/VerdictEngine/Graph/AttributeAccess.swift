import VerdictRules
import VerdictVocabulary

/// The non-generic face of an ``AttributeAccessor``, stored on ``AttributeNode``.
package protocol AttributeAccess: Sendable {
    /// Whether the key path is writable.
    var isWritable: Bool { get }
    /// The journal's capture of the attribute; `nil` when the key path is read-only.
    var capture: ValueCapture? { get }
    /// Calls `visitor` with the typed accessor; traps unless the visitor's model type is the
    /// accessor's.
    func open<Visitor: AttributeVisitor>(_ visitor: inout Visitor) -> Visitor.Result
}
