/// Which elements of an array an edit that set the whole array changed, by comparing them with
/// `==`: so that `form.items[5].quantity = 3` (which sets `items`) re-validates element 5 alone.
///
/// Only for elements that are `Equatable` values: a class instance edited in place is the same
/// instance, equal to itself, and so never seen as changed. `==` must tell apart any two values
/// that the rules could tell apart, as `Equatable` requires (equal values are substitutable).
enum ElementComparison {
    /// The comparison of two `[Element]`s (as `Any`), or `nil` when the elements cannot be
    /// compared: not `Equatable`, or a class.
    static func changedElements<Element>(of _: Element.Type) -> (@Sendable (Any, Any) -> [Int]?)? {
        guard !(Element.self is AnyClass), let equatable = Element.self as? any Equatable.Type else { return nil }
        return comparison(equatable)
    }

    private static func comparison<Element: Equatable>(_: Element.Type) -> @Sendable (Any, Any) -> [Int]? {
        let compare: (Any, Any) -> [Int]? = { old, new in
            guard let old = old as? [Element], let new = new as? [Element], old.count == new.count else { return nil }
            return changed(old, new)
        }
        // It captures nothing but the element type's conformance, which a graph (and so this
        // closure) is only ever given for a model type whose rules are `Sendable`.
        nonisolated(unsafe) let shared = compare
        return { shared($0, $1) }
    }

    /// The positions where `old` and `new`, of the same length, differ. Identical storage is
    /// equal throughout, without comparing.
    static func changed<Element: Equatable>(_ old: [Element], _ new: [Element]) -> [Int] {
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                guard old.baseAddress != new.baseAddress else { return [] }
                var changed: [Int] = []
                for index in old.indices where old[index] != new[index] { changed.append(index) }
                return changed
            }
        }
    }
}
