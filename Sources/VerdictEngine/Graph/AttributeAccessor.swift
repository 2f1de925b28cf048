import VerdictRules
import VerdictVocabulary

/// The typed access to one attribute of a model: the one place that reads, writes, captures and
/// restores it, built once per attribute node by the graph compiler from the attribute's key
/// path.
///
/// Steps, the undo journal's captures, `Each` element edits, asynchronous check inputs and
/// massive assignment's plan all reach the attribute through it: no other code casts the key path
/// to a writable one or looks for its offset. Its non-generic face, stored on
/// ``AttributeNode/accessor``, is ``AttributeAccess``; the value type comes back through
/// ``AttributeAccess/open(_:)`` with an ``AttributeVisitor``.
///
/// Where the key path names a stored property of a struct, ``offset`` is where it lives, for
/// the steps' load and store through ``ModelPointer`` (see `Unsafe/FieldOffset.swift`).
///
/// `@unchecked Sendable`: every stored property is a constant, and the key paths it holds are
/// immutable objects (not `Sendable` only because a key path made at run time is not marked so).
package final class AttributeAccessor<Model, Value>: AttributeAccess, @unchecked Sendable {
    /// The attribute's key path.
    package let keyPath: KeyPath<Model, Value>
    /// The key path as a writable one; `nil` when it is read-only.
    package let writable: WritableKeyPath<Model, Value>?
    /// Where the stored property of a struct lives in the model; `nil` for anything else.
    package let offset: FieldOffset<Value>?

    package init(_ keyPath: KeyPath<Model, Value>) {
        self.keyPath = keyPath
        writable = keyPath as? WritableKeyPath<Model, Value>
        offset = FieldOffset(keyPath)
    }

    package var isWritable: Bool { writable != nil }

    /// The attribute's value in `model`.
    package func read(_ model: Model) -> Value {
        model[keyPath: keyPath]
    }

    /// Writes `value` into `model`; does nothing when the key path is read-only.
    package func write(_ value: Value, to model: inout Model) {
        guard let writable else { return }
        model[keyPath: writable] = value
    }

    /// Whether a value of the attribute is empty (see ``Emptiness``); `nil` when none can be.
    package var emptiness: (@Sendable (Value) -> Bool)? {
        Emptiness.check(for: Value.self)
    }

    /// The journal's capture of the attribute: its value read from the model behind a pointer,
    /// with the way to write it back; `nil` when the key path is read-only.
    ///
    /// A stored property of a struct is read at its offset: a key path's generic projection costs
    /// about 400 instructions more per capture.
    package var capture: ValueCapture? {
        guard let writable else { return nil }
        // Key paths are immutable; a writer that only holds one is as safe to share.
        nonisolated(unsafe) let target = writable
        nonisolated(unsafe) let writer = RestorableValue.writer(for: writable)
        if let offset {
            return { model in unsafe RestorableValue(value: model.load(at: offset), writer: writer) }
        }
        return { model in
            model.access(as: Model.self) { unsafe RestorableValue(value: $0[keyPath: target], writer: writer) }
        }
    }

    package func open<Visitor: AttributeVisitor>(_ visitor: inout Visitor) -> Visitor.Result {
        visitor.visit(typed(as: Visitor.Model.self))
    }

    /// This accessor as one of `Other`, the model type it was built for: traps otherwise.
    package func typed<Other>(as _: Other.Type) -> AttributeAccessor<Other, Value> {
        guard let typed = self as? AttributeAccessor<Other, Value> else {
            preconditionFailure("The accessor of \(Model.self) was opened as one of \(Other.self).")
        }
        return typed
    }
}
