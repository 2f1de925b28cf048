/// Reads one attribute's value from the model behind the pointer so that it can be written back
/// later: the undo history keeps what filters write into the model this way. Not generic, like
/// ``RestorableValue``.
typealias ValueCapture = @Sendable (_ model: UnsafeMutableRawPointer) -> RestorableValue

/// Builds the ``ValueCapture`` of a field's or nested declaration's key path; `nil` when the key
/// path is read-only (nothing can write it).
struct ValueCaptureBuilder<Model>: FieldVisitor, NestedVisitor {
    func visit<Value>(_ field: TypedField<Model, Value>) -> ValueCapture? {
        capture(field.typedKeyPath)
    }

    func visit<Child>(_ nested: TypedNested<Model, Child>) -> ValueCapture? {
        switch nested.access {
        case .single(let keyPath): capture(keyPath)
        case .optional(let keyPath): capture(keyPath)
        case .each(let keyPath): capture(keyPath)
        }
    }

    private func capture<Value>(_ keyPath: KeyPath<Model, Value>) -> ValueCapture? {
        guard let cast = keyPath as? WritableKeyPath<Model, Value> else { return nil }
        // Key paths are immutable; the cast result, and a writer that only holds it, are as safe
        // to share as the key path itself.
        nonisolated(unsafe) let writable = cast
        nonisolated(unsafe) let writer = RestorableValue.writer(for: cast)
        // The model goes `inout`: reading `pointee` in generic code would copy the whole model.
        let read: @Sendable (inout Model) -> RestorableValue = { model in
            RestorableValue(value: model[keyPath: writable], writer: writer)
        }
        return { model in read(&model.assumingMemoryBound(to: Model.self).pointee) }
    }
}
