import VerdictRules
import VerdictVocabulary

/// The rules ready to be ordered, as a binary min-heap: ``popFirst()`` takes the rule of the
/// lowest (attribute, rule index), so that an attribute's rules stay together and in declaration
/// order where the dependencies allow. Insertion and removal cost a logarithm of the count.
struct ReadyRules {
    /// The attribute of each rule, by rule index.
    private let attributes: [Int]
    private var heap: [Int] = []

    init(rules attributes: [Int]) {
        self.attributes = attributes
    }

    var isEmpty: Bool { heap.isEmpty }

    mutating func insert(_ rule: Int) {
        heap.append(rule)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the rule of the lowest (attribute, rule index); `nil` when empty.
    mutating func popFirst() -> Int? {
        guard let last = heap.popLast() else { return nil }
        guard !heap.isEmpty else { return last }
        let first = heap[0]
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { break }
            let right = left + 1
            let child = right < heap.count && precedes(heap[right], heap[left]) ? right : left
            guard precedes(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            parent = child
        }
        return first
    }

    private func precedes(_ a: Int, _ b: Int) -> Bool {
        (attributes[a], a) < (attributes[b], b)
    }
}
