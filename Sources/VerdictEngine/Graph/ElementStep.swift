import VerdictRules
import VerdictVocabulary

/// What a node that validates each element of an array (an `Each` declaration) offers beyond its
/// step: running one element alone, so that an edit of one element re-runs that element's rules
/// and no other's.
///
/// The node's step is ``opens`` then ``runAll``; an element-wise re-run is ``opens``, then
/// ``runElement`` for each edited element. An element's errors depend only on the element (the
/// child rules see nothing else), so those of the elements not re-run stay as they were, as long
/// as the array has the same elements in the same places.
///
/// Not generic, like ``Step``: it takes the model as a ``ModelPointer``.
package struct ElementStep: Sendable {
    /// Whether the node runs in `run`: its attribute not failed by an earlier rule (unless it
    /// does not skip on error) and its `when` conditions hold.
    var opens: @Sendable (_ model: ModelPointer, _ run: inout EvaluationRun) -> Bool
    /// The number of elements of the array.
    var count: @Sendable (_ model: ModelPointer) -> Int
    /// Runs every element, as the node's step does once open; when `owners` is given, appends to
    /// it the element of each error it adds to `run`.
    var runAll: @Sendable (_ model: ModelPointer, _ run: inout EvaluationRun, _ owners: inout [Int]?) -> Void
    /// Runs the element at `index` alone (what its filters change is written back); its errors
    /// go into `run` with the paths and labels a full run gives them.
    var runElement: @Sendable (_ model: ModelPointer, _ index: Int, _ run: inout EvaluationRun) -> Void
    /// The journal's handle on the element at an index; `nil` when the array's key path is
    /// read-only.
    package var element: (@Sendable (_ index: Int) -> ElementHandle)?
    /// The journal's changes of the elements at `indices` between two values of the array
    /// (`old`, `new`: `[Element]`s), under the array's key path `key`; `nil` when the array's key
    /// path is read-only.
    package var elementChanges:
        (@Sendable (_ old: Any, _ new: Any, _ indices: [Int], _ key: KeyPathBox) -> [ModelChange])?
    /// The positions of the elements that differ between two values of the array (`old`, `new`:
    /// `[Element]`s), `nil` when it cannot tell: arrays of different lengths, or elements that are
    /// not `Equatable` values. `nil` itself when the elements cannot be compared at all.
    package var changedElements: (@Sendable (_ old: Any, _ new: Any) -> [Int]?)?
}

/// One element of an array attribute, for the undo journal: the array's key path and the
/// element's position (the key of its changes, so that consecutive changes of one element merge),
/// and a capture of its value.
///
/// No key path to the element is made: instantiating `\[Element].[index]` in generic code costs
/// about 13,000 instructions, more than re-validating the element.
package struct ElementHandle {
    package let keyPath: KeyPathBox
    package let element: Int
    package let capture: (_ model: ModelPointer) -> RestorableValue
}
