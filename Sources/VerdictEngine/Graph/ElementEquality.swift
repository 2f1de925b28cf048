import VerdictRules
import VerdictVocabulary

/// How the elements of an `Each` compare: an element with itself after its filters ran, and two
/// values of the array after an edit that set it whole (see ``ElementComparison``).
///
/// `Each`'s initializers build it in the client's code, where the element type is concrete, from
/// ``ElementComparison/equality(of:)``, which is `@inlinable`: the client's compiler specializes
/// the comparison for the element type, so that `==` runs on the elements where they are, instead
/// of generic code copying each element before it compares it.
@usableFromInline
package struct ElementEquality<Element>: Sendable {
    /// Whether an element before and after its filters ran is the same (see
    /// ``ElementComparison/sameValue(of:)``).
    package let same: @Sendable (Element, Element) -> Bool
    /// The positions of the elements that differ between two values of the array, `nil` itself
    /// when the elements cannot be compared (see ``ElementStep/changedElements``).
    package let changed: (@Sendable (Any, Any) -> [Int]?)?

    @usableFromInline
    package init(same: @escaping @Sendable (Element, Element) -> Bool, changed: (@Sendable (Any, Any) -> [Int]?)?) {
        self.same = same
        self.changed = changed
    }
}
