import VerdictRules
import VerdictVocabulary

/// A value read from a model — one attribute's, or the whole model — with the way to write it
/// back.
///
/// It is not generic, and takes the model as a ``ModelPointer``, so that the undo history
/// holding such values is not generic either: recording an edit instantiates no generic type.
package struct RestorableValue {
    /// Writes a value read by the same key path back into the model behind the pointer.
    package typealias Writer = (_ model: ModelPointer, _ value: Any) -> Void

    let value: Any
    let writer: Writer

    package init(value: Any, writer: @escaping Writer) {
        self.value = value
        self.writer = writer
    }

    /// The same way of writing back, with `value`, read by the same key path (at the same element):
    /// a value the undo journal read from the model itself, when it merges changes.
    package func replacingValue(with value: Any) -> RestorableValue {
        RestorableValue(value: value, writer: writer)
    }

    /// Writes the value back into `model`, a pointer to the model type it was read from.
    package func restore(into model: ModelPointer) {
        writer(model, value)
    }

    /// The writer of the attribute at `keyPath`.
    package static func writer<Model, Value>(for keyPath: WritableKeyPath<Model, Value>) -> Writer {
        { model, value in
            // A value is only ever paired with the writer of the key path it was read by.
            model.access(as: Model.self) { $0[keyPath: keyPath] = value as! Value }
        }
    }

    /// The writer of the element at `index` of the array at `keyPath`.
    package static func writer<Model, Element>(for keyPath: WritableKeyPath<Model, [Element]>, element index: Int)
        -> Writer
    {
        { model, value in
            // A value is only ever paired with the writer of the element it was read from.
            model.access(as: Model.self) { $0[keyPath: keyPath][index] = value as! Element }
        }
    }

    /// The writer of a whole model; it writes a new copy (for a class model, `copy` makes a new
    /// instance) so that the value kept in the history never changes.
    package static func modelWriter<Model>(copy: @escaping (Model) -> Model) -> Writer {
        { model, value in
            model.access(as: Model.self) { $0 = copy(value as! Model) }
        }
    }
}
