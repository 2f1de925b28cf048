import VerdictRules
import VerdictVocabulary

/// Reads one attribute's value from the model behind the pointer so that it can be written back
/// later: the undo history keeps what filters write into the model this way. Not generic, like
/// ``RestorableValue``.
typealias ValueCapture = @Sendable (_ model: ModelPointer) -> RestorableValue

enum ValueCaptures {
    /// The capture of `keyPath`; `nil` when the key path is read-only (nothing can write it).
    static func capture<Model, Value>(_ keyPath: KeyPath<Model, Value>) -> ValueCapture? {
        guard let cast = keyPath as? WritableKeyPath<Model, Value> else { return nil }
        // Key paths are immutable; the cast result, and a writer that only holds it, are as safe
        // to share as the key path itself.
        nonisolated(unsafe) let writable = cast
        nonisolated(unsafe) let writer = RestorableValue.writer(for: cast)
        return { model in
            model.access(as: Model.self) { unsafe RestorableValue(value: $0[keyPath: writable], writer: writer) }
        }
    }
}
