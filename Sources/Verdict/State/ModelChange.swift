/// One change of a model: the key path it wrote, and the values before and after.
struct ModelChange {
    /// `nil` for a change of the whole model.
    let keyPath: KeyPathBox?
    var old: RestorableValue
    var new: RestorableValue

    /// The change that undoes this one.
    var inverted: ModelChange {
        ModelChange(keyPath: keyPath, old: new, new: old)
    }
}
