/// One change of a model: the key path it wrote (and, for an element of an array, which one), and
/// the values before and after.
struct ModelChange {
    /// `nil` for a change of the whole model.
    let keyPath: KeyPathBox?
    /// The position of the element of the array at ``keyPath`` that the change wrote; `nil` for
    /// the whole value at ``keyPath``.
    var element: Int? = nil
    var old: RestorableValue
    var new: RestorableValue

    /// The change that undoes this one.
    var inverted: ModelChange {
        ModelChange(keyPath: keyPath, element: element, old: new, new: old)
    }

    /// Whether a change written after this one, at `keyPath` (`element`), writes the same value,
    /// so that the two merge.
    func writesSameValue(as keyPath: KeyPathBox, element: Int?) -> Bool {
        self.element == element && self.keyPath == keyPath
    }
}
