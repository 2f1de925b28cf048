import VerdictEngine

/// The history over a model of a known type: how an edit, and what filters write, become changes
/// in the journal, and how undo, redo and the undo of one attribute move the model itself.
///
/// The history itself stays non-generic (its changes are ``RestorableValue``s and it moves the
/// model through a ``ModelPointer``); these methods only take the typed model `inout` and build
/// the values.
extension ValidationHistory {
    /// A history of a `Model` that starts at `start`; `snapshot` copies a value-type model, for
    /// the copies that compaction keeps.
    ///
    /// A class instance is never copied: its journal is compacted by location instead, so that undo
    /// and redo write the values back into the same instance. A copy would be the instance itself with the
    /// default `snapshot` (`{ $0 }`), which compaction then kept as both the model before and after
    /// the changes (issue 25: undo said `clean` with the last values in the model), and with a
    /// copying one, undo would put another instance in the model's place.
    init<Model>(of _: Model.Type, start: Checkpoint, depth: Int, snapshot: @escaping (Model) -> Model) {
        let writer = RestorableValue.modelWriter(copy: snapshot)
        self.init(
            of: ModelType(Model.self), start: start, depth: depth,
            readModel: { pointer in pointer.access(as: Model.self) { $0 as Any } }
        ) { pointer in
            pointer.access(as: Model.self) { model in
                // The dynamic type: a `Model` that is an existential may hold a class instance.
                type(of: model as Any) is AnyObject.Type ? nil : RestorableValue(value: snapshot(model), writer: writer)
            }
        }
    }

    // MARK: Recording

    /// Records an edit of `keyPath` from `old` to `new` (already in `model`), under `key` (the
    /// graph's own key path object for an attribute), then what input-stage filters wrote after
    /// it: what redo could bring back is gone.
    mutating func recordEdit<Model, Value>(
        _ keyPath: WritableKeyPath<Model, Value>, as key: KeyPathBox, from old: Value, to new: Value,
        filtered: [ModelChange], model: inout Model
    ) {
        modelType.check(Model.self, at: "ValidationHistory")
        let writer = RestorableValue.writer(for: keyPath)
        let change = ModelChange(
            keyPath: key, old: RestorableValue(value: old, writer: writer),
            new: RestorableValue(value: new, writer: writer))
        ModelPointer.with(&model) { edited(change, filtered: filtered, model: $0) }
    }

    /// Records an edit made of `changes` (of elements of an array), in `model`: what redo could
    /// bring back is gone.
    mutating func recordEdit<Model>(_ changes: [ModelChange], model: inout Model) {
        modelType.check(Model.self, at: "ValidationHistory")
        ModelPointer.with(&model) { edited(changes, model: $0) }
    }

    /// Records an edit of the element at `index` of the array at `keyPath` from `old` to `new`
    /// (already in `model`), under `key` (the graph's own key path object for an attribute): what
    /// redo could bring back is gone.
    mutating func recordEdit<Model, Element>(
        _ keyPath: WritableKeyPath<Model, [Element]>, element index: Int, as key: KeyPathBox, from old: Element,
        to new: Element, model: inout Model
    ) {
        modelType.check(Model.self, at: "ValidationHistory")
        let writer = RestorableValue.writer(for: keyPath, element: index)
        let change = ModelChange(
            keyPath: key, element: index, old: RestorableValue(value: old, writer: writer),
            new: RestorableValue(value: new, writer: writer))
        ModelPointer.with(&model) { edited(change, filtered: [], model: $0) }
    }

    /// Runs `body` on `model`, then records what it wrote into the `filtered` attributes of
    /// `evaluator` and into the `elements` (of arrays whose rules re-run element by element):
    /// their values before and after. The journal must hold every change made to the model so far:
    /// the value of an attribute or element it has just recorded is taken from it. `before` hears
    /// of the changes with their values before `body` runs (their new values not taken yet), and
    /// of none once it ran: it drops them then, so that the changes are not copied as their new
    /// values are taken (424 instructions per edit on `incremental/100-rules/incremental`).
    mutating func recordingWrites<Model>(
        of evaluator: Evaluator<Model>, filtered: [Int], elements: [ElementHandle] = [], model: inout Model,
        before: ([ModelChange]) -> Void = { _ in }, _ body: (inout Model) -> Void
    ) {
        modelType.check(Model.self, at: "ValidationHistory")
        var changes: [ModelChange] = []
        swap(&changes, &scratch)
        ModelPointer.with(&model) { pointer in
            for attribute in filtered where evaluator.canCapture(attribute) {
                let keyPath = evaluator.keyPath(at: attribute)
                // The attribute just edited: the journal has its value already.
                guard let old = latestValue(at: keyPath) ?? evaluator.capture(attribute, from: pointer) else {
                    continue
                }
                changes.append(ModelChange(keyPath: keyPath, old: old, new: old))
            }
            for element in elements {
                let old = latestValue(at: element.keyPath, element: element.element) ?? element.capture(pointer)
                changes.append(ModelChange(keyPath: element.keyPath, element: element.element, old: old, new: old))
            }
        }
        before(changes)
        body(&model)
        before([])
        Self.captureNewValues(of: evaluator, filtered: filtered, into: &changes, model: &model)
        ModelPointer.with(&model) { pointer in
            for (offset, element) in elements.enumerated() {
                changes[changes.count - elements.count + offset].new = element.capture(pointer)
            }
            changed(changes, model: pointer)
        }
        changes.removeAll(keepingCapacity: true)
        scratch = changes
    }

    /// Runs `body` on `model` and returns what it wrote into the `filtered` attributes of
    /// `evaluator`, without recording it: the input stage's writes, which go in with their edit
    /// (or are undone with a refused one).
    static func writes<Model>(
        of evaluator: Evaluator<Model>, filtered: [Int], model: inout Model, _ body: (inout Model) -> Void
    ) -> [ModelChange] {
        var changes: [ModelChange] = []
        ModelPointer.with(&model) { pointer in
            for attribute in filtered {
                guard let old = evaluator.capture(attribute, from: pointer) else { continue }
                changes.append(ModelChange(keyPath: evaluator.keyPath(at: attribute), old: old, new: old))
            }
        }
        body(&model)
        captureNewValues(of: evaluator, filtered: filtered, into: &changes, model: &model)
        return changes
    }

    /// Sets the new values of `changes`, made for the capturable attributes among `filtered`, in
    /// order.
    private static func captureNewValues<Model>(
        of evaluator: Evaluator<Model>, filtered: [Int], into changes: inout [ModelChange], model: inout Model
    ) {
        ModelPointer.with(&model) { pointer in
            var index = 0
            for attribute in filtered {
                guard let new = evaluator.capture(attribute, from: pointer) else { continue }
                changes[index].new = new
                index += 1
            }
        }
    }

    // MARK: Moving the model

    /// Moves `model` back for an undo (see ``undo(keeping:model:)``) and returns the checkpoint to
    /// restore; `nil`: nothing to undo.
    mutating func undo<Model>(keeping draft: Checkpoint, model: inout Model) -> Checkpoint? {
        modelType.check(Model.self, at: "ValidationHistory")
        return ModelPointer.with(&model) { undo(keeping: draft, model: $0) }
    }

    /// Moves `model` forward for a redo and returns the checkpoint to restore; `nil`: nothing to
    /// redo.
    mutating func redo<Model>(model: inout Model) -> Checkpoint? {
        modelType.check(Model.self, at: "ValidationHistory")
        return ModelPointer.with(&model) { redo(model: $0) }
    }

    /// The value at `keyPath` of the model as it was at the baseline checkpoint; `model` is as
    /// before afterwards.
    mutating func baselineValue<Model, Value>(at keyPath: WritableKeyPath<Model, Value>, of model: inout Model)
        -> Value
    {
        modelType.check(Model.self, at: "ValidationHistory")
        return ModelPointer.with(&model) { pointer in
            atBaseline(model: pointer) { pointer.access(as: Model.self) { $0[keyPath: keyPath] } }
        }
    }
}
