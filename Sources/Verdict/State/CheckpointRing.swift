/// A bounded stack that forgets its oldest element when full, without moving the others.
struct CheckpointRing<Element> {
    private var slots: [Element?]
    private var oldest = 0
    private(set) var count = 0

    init(capacity: Int) {
        slots = Array(repeating: nil, count: capacity)
    }

    /// The oldest element; the ring is never empty when this is read.
    var first: Element { slots[oldest]! }

    /// The newest element; the ring is never empty when this is read.
    var last: Element { slots[index(count - 1)]! }

    /// Pushes `element`; returns whether the oldest one was dropped to make room.
    @discardableResult
    mutating func append(_ element: consuming Element) -> Bool {
        if count == slots.count {
            slots[oldest] = element
            oldest = index(1)
            return true
        }
        slots[index(count)] = element
        count += 1
        return false
    }

    /// Pops the newest element.
    mutating func removeLast() -> Element {
        let position = index(count - 1)
        let element = slots[position]!
        slots[position] = nil
        count -= 1
        return element
    }

    private func index(_ offset: Int) -> Int { (oldest + offset) % slots.count }
}
