import VerdictRules
import VerdictVocabulary

/// The errors of one validation kept per node, in execution order, so that re-validating after
/// a change replaces only the nodes the change can affect. Joined, they are the report's errors.
///
/// For a node that validates each element of an array (`Each`) and ran every element, it also
/// keeps which element each error belongs to, so that re-validating one element replaces that
/// element's errors alone.
package struct NodeErrors: Sendable, Equatable {
    private(set) var byNode: [[ValidationError]]
    /// Every error, in execution order; joined again only when a node's errors change.
    package private(set) var all: [ValidationError] = []
    /// The element nodes that ran every element of their array, by node position.
    private(set) var elements: [Int: ElementErrors] = [:]

    /// Which element each error of an element node belongs to.
    struct ElementErrors: Sendable, Equatable {
        /// The length of the array when the node ran every element.
        var count: Int
        /// The element of each of the node's errors, in the same order (ascending).
        var owners: [Int]
        /// How many of the node's errors are failures (severity `error`): the node fails its
        /// attribute while there is one.
        var failures: Int
    }

    init(nodes: Int) {
        byNode = Array(repeating: [], count: nodes)
    }

    /// Replaces one node's errors; returns whether they changed. The node's element owners, if it
    /// had any, are forgotten: give them again with ``setElements(at:count:owners:)``.
    mutating func set(_ errors: [ValidationError], at position: Int) -> Bool {
        if !elements.isEmpty { elements[position] = nil }
        guard byNode[position] != errors else { return false }
        byNode[position] = errors
        return true
    }

    /// Records that element node `position` ran every element of an array of `count`, and the
    /// element of each of its errors (set with ``set(_:at:)`` just before).
    mutating func setElements(at position: Int, count: Int, owners: [Int]) {
        let failures = byNode[position].reduce(0) { $0 + ($1.severity == .error ? 1 : 0) }
        elements[position] = ElementErrors(count: count, owners: owners, failures: failures)
    }

    /// Whether element node `position` ran every element of an array of `count` (so that its
    /// errors can be replaced element by element).
    func hasElements(at position: Int, count: Int) -> Bool {
        elements[position]?.count == count
    }

    /// Whether element node `position` has a failure, of any element.
    func elementsFail(at position: Int) -> Bool {
        (elements[position]?.failures ?? 0) > 0
    }

    /// Replaces the errors of the element at `index` of element node `position` (which
    /// ``hasElements(at:count:)``) by `errors`, in place among the others; returns whether they
    /// changed. Costs a binary search, and moving the errors of the later elements when the
    /// number changes.
    mutating func replace(element index: Int, at position: Int, with errors: [ValidationError]) -> Bool {
        guard var element = elements[position] else {
            preconditionFailure("The errors of node \(position) are not kept element by element.")
        }
        let start = Self.firstPosition(in: element.owners, notBelow: index)
        let end = Self.firstPosition(in: element.owners, notBelow: index + 1)
        if end - start == errors.count && byNode[position][start..<end].elementsEqual(errors) { return false }
        let removedFailures = byNode[position][start..<end].reduce(0) { $0 + ($1.severity == .error ? 1 : 0) }
        let addedFailures = errors.reduce(0) { $0 + ($1.severity == .error ? 1 : 0) }
        // Take the table out while it changes, so that its arrays are not shared.
        elements[position] = nil
        byNode[position].replaceSubrange(start..<end, with: errors)
        element.owners.replaceSubrange(start..<end, with: repeatElement(index, count: errors.count))
        element.failures += addedFailures - removedFailures
        elements[position] = element
        return true
    }

    mutating func join() {
        all = byNode.flatMap { $0 }
    }

    /// The first position in `sorted` whose value is at least `value`.
    private static func firstPosition(in sorted: [Int], notBelow value: Int) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
