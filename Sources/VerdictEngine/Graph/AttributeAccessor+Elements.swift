import VerdictRules
import VerdictVocabulary

extension AttributeAccessor {
    /// The journal's handle on an element of the array attribute; `nil` when the array's key path
    /// is read-only.
    package func elementHandle<Element>() -> (@Sendable (_ index: Int) -> ElementHandle)? where Value == [Element] {
        guard let writable else { return nil }
        // Key paths are immutable; one is as safe to share as the graph that holds it.
        nonisolated(unsafe) let array = writable
        let box = KeyPathBox(writable)
        return { index in
            let writer = unsafe RestorableValue.writer(for: array, element: index)
            return ElementHandle(keyPath: box, element: index) { pointer in
                pointer.access(as: Model.self) {
                    unsafe RestorableValue(value: $0[keyPath: array][index], writer: writer)
                }
            }
        }
    }

    /// The journal's changes of some elements between two values of the array attribute (`old`,
    /// `new`: `[Element]`s, under the key `key`); `nil` when the array's key path is read-only.
    package func elementChanges<Element>()
        -> (@Sendable (_ old: Any, _ new: Any, _ indices: [Int], _ key: KeyPathBox) -> [ModelChange])?
    where Value == [Element] {
        guard let writable else { return nil }
        nonisolated(unsafe) let array = writable
        return { old, new, indices, key in
            // The values are those of this key path, handed over as `Any` by generic code.
            guard let old = old as? [Element], let new = new as? [Element] else {
                preconditionFailure("Element changes of \(Value.self) were given other values.")
            }
            return indices.map { index in
                let writer = unsafe RestorableValue.writer(for: array, element: index)
                return ModelChange(
                    keyPath: key, element: index, old: RestorableValue(value: old[index], writer: writer),
                    new: RestorableValue(value: new[index], writer: writer))
            }
        }
    }
}
