/// Reads one attribute's value so that it can be written back later: the undo history keeps what
/// filters write into the model this way.
typealias ValueCapture<Model> = @Sendable (inout Model) -> any RestorableValue

/// Builds the ``ValueCapture`` of a field's or nested declaration's key path; `nil` when the key
/// path is read-only (nothing can write it).
struct ValueCaptureBuilder<Model>: FieldVisitor, NestedVisitor {
    func visit<Value>(_ field: TypedField<Model, Value>) -> ValueCapture<Model>? {
        capture(field.typedKeyPath)
    }

    func visit<Child>(_ nested: TypedNested<Model, Child>) -> ValueCapture<Model>? {
        switch nested.access {
        case .single(let keyPath): capture(keyPath)
        case .optional(let keyPath): capture(keyPath)
        case .each(let keyPath): capture(keyPath)
        }
    }

    private func capture<Value>(_ keyPath: KeyPath<Model, Value>) -> ValueCapture<Model>? {
        guard let cast = keyPath as? WritableKeyPath<Model, Value> else { return nil }
        // Key paths are immutable; the cast result is as safe to share as the key path itself.
        nonisolated(unsafe) let writable = cast
        return { model in AttributeValue(keyPath: writable, value: model[keyPath: writable]) }
    }
}
