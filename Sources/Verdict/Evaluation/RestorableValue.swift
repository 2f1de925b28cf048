/// A value of one attribute of a model, or of a whole model, that can write itself back.
///
/// It takes the model as an untyped pointer, so that the undo history holding such values is not
/// generic: recording an edit instantiates no generic type.
protocol RestorableValue {
    /// Writes the value back into `model`, a pointer to the model type the value was read from.
    func restore(into model: UnsafeMutableRawPointer)
}

/// The value of the attribute at `keyPath`.
struct AttributeValue<Model, Value>: RestorableValue {
    let keyPath: WritableKeyPath<Model, Value>
    let value: Value

    func restore(into model: UnsafeMutableRawPointer) {
        model.assumingMemoryBound(to: Model.self).pointee[keyPath: keyPath] = value
    }
}

/// A whole model, restored as a new copy so that the value kept here never changes (for a class
/// model, `copy` makes a new instance).
struct WholeModelValue<Model>: RestorableValue {
    let model: Model
    let copy: (Model) -> Model

    func restore(into pointer: UnsafeMutableRawPointer) {
        pointer.assumingMemoryBound(to: Model.self).pointee = copy(model)
    }
}
