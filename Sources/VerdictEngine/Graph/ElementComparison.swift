import VerdictRules
import VerdictVocabulary

/// Which elements of an array an edit that set the whole array changed, by comparing them with
/// `==`: so that `form.items[5].quantity = 3` (which sets `items`) re-validates element 5 alone.
///
/// Only for elements that are `Equatable` values: a class instance edited in place is the same
/// instance, equal to itself, and so never seen as changed. `==` must tell apart any two values
/// that the rules could tell apart, as `Equatable` requires (equal values are substitutable).
///
/// Its functions are `@inlinable`: called from `Each`'s initializers, in the client's code, they
/// are specialized for the concrete element type (see ``ElementEquality``).
@usableFromInline
package enum ElementComparison {
    /// Both comparisons of `Element`, built where this is called.
    @inlinable
    package static func equality<Element>(of _: Element.Type) -> ElementEquality<Element> {
        ElementEquality(same: sameValue(of: Element.self), changed: changedElements(of: Element.self))
    }

    /// The comparison of two `[Element]`s (as `Any`), or `nil` when the elements cannot be
    /// compared: not `Equatable`, or a class.
    @inlinable
    package static func changedElements<Element>(of _: Element.Type) -> (@Sendable (Any, Any) -> [Int]?)? {
        guard !(Element.self is AnyClass), let equatable = Element.self as? any Equatable.Type else { return nil }
        return comparison(equatable)
    }

    @inlinable
    static func comparison<Element: Equatable>(_: Element.Type) -> @Sendable (Any, Any) -> [Int]? {
        let compare: (Any, Any) -> [Int]? = { old, new in
            guard let old = old as? [Element], let new = new as? [Element], old.count == new.count else { return nil }
            return changed(old, new)
        }
        // It captures nothing but the element type's conformance, which a graph (and so this
        // closure) is only ever given for a model type whose rules are `Sendable`.
        nonisolated(unsafe) let shared = compare
        return { unsafe shared($0, $1) }
    }

    /// Whether two values of `Value` (an element before and after its filters ran) are the same:
    /// by `==` for an `Equatable` value, by identity for a class instance (its filters edit it in
    /// place); never for other values, which cannot be compared without reading their bytes.
    @inlinable
    package static func sameValue<Value>(of _: Value.Type) -> @Sendable (Value, Value) -> Bool {
        if Value.self is AnyClass { return { ($0 as AnyObject) === ($1 as AnyObject) } }
        guard let equatable = Value.self as? any Equatable.Type else { return { _, _ in false } }
        return equality(equatable, as: Value.self)
    }

    @inlinable
    static func equality<Element: Equatable, Value>(_: Element.Type, as _: Value.Type)
        -> @Sendable (Value, Value) -> Bool
    {
        let equal: (Value, Value) -> Bool = { a, b in
            guard let a = a as? Element, let b = b as? Element else { return false }
            return a == b
        }
        // As in `comparison(_:)`: it captures nothing but the element type's conformance.
        nonisolated(unsafe) let shared = equal
        return { unsafe shared($0, $1) }
    }
}
