import VerdictRules
import VerdictVocabulary

/// One change of a model: the key path it wrote (and, for an element of an array, which one), and
/// the values before and after.
package struct ModelChange {
    /// `nil` for a change of the whole model.
    package let keyPath: KeyPathBox?
    /// The position of the element of the array at ``keyPath`` that the change wrote; `nil` for
    /// the whole value at ``keyPath``.
    package var element: Int? = nil
    package var old: RestorableValue
    package var new: RestorableValue

    package init(keyPath: KeyPathBox?, element: Int? = nil, old: RestorableValue, new: RestorableValue) {
        self.keyPath = keyPath
        self.element = element
        self.old = old
        self.new = new
    }

    /// The change that undoes this one.
    package var inverted: ModelChange {
        ModelChange(keyPath: keyPath, element: element, old: new, new: old)
    }

    /// Whether a change written after this one, at `keyPath` (`element`), writes the same value,
    /// so that the two merge.
    package func writesSameValue(as keyPath: KeyPathBox, element: Int?) -> Bool {
        self.element == element && self.keyPath == keyPath
    }
}
