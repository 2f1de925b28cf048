import VerdictRules
import VerdictVocabulary

/// A set of attribute positions; no allocation up to 64 attributes.
package struct AttributeMask: Sendable {
    private var low: UInt64 = 0
    private var high: [UInt64] = []

    package init() {}

    init(_ positions: some Sequence<Int>) {
        for position in positions { insert(position) }
    }

    var isEmpty: Bool { low == 0 && high.allSatisfy { $0 == 0 } }

    package func contains(_ position: Int) -> Bool {
        if position < 64 { return low & (1 << UInt64(position)) != 0 }
        let word = position / 64 - 1
        return word < high.count && high[word] & (1 << UInt64(position % 64)) != 0
    }

    mutating func insert(_ position: Int) {
        if position < 64 {
            low |= 1 << UInt64(position)
            return
        }
        let word = position / 64 - 1
        if word >= high.count { high += Array(repeating: 0, count: word - high.count + 1) }
        high[word] |= 1 << UInt64(position % 64)
    }

    mutating func remove(_ position: Int) {
        if position < 64 {
            low &= ~(1 << UInt64(position))
            return
        }
        let word = position / 64 - 1
        if word < high.count { high[word] &= ~(1 << UInt64(position % 64)) }
    }
}
