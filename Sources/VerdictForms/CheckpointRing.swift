import VerdictEngine

/// A bounded stack that forgets its oldest element when full, without moving the others.
///
/// Storage grows as elements are pushed, never ahead of them: a capacity of `Int.max` costs
/// what is actually kept. Until the ring first fills, its elements sit at the start of the
/// storage in order; once full, the storage stays at `capacity` slots and the oldest is
/// overwritten in place. Every operation is O(1) (pushing amortized, as an array's append).
struct CheckpointRing<Element> {
    /// The storage: a slot of a popped element is `nil` until it is reused. Fewer than
    /// `capacity` slots only while the ring has never been full, and then `oldest` is 0.
    private var slots: [Element?] = []
    private var oldest = 0
    private(set) var count = 0
    /// The most elements kept at once.
    let capacity: Int

    init(capacity: Int) {
        precondition(capacity > 0, "A checkpoint ring keeps at least one element.")
        self.capacity = capacity
    }

    /// The oldest element; the ring is never empty when this is read.
    var first: Element { slots[oldest]! }

    /// The newest element; the ring is never empty when this is read.
    var last: Element { slots[index(count - 1)]! }

    /// How many slots the storage holds: never more than the most elements the ring has held at
    /// once (no reservation ahead of use), up to the array's own growth.
    var allocatedSlots: Int { slots.count }

    /// Pushes `element`; returns whether the oldest one was dropped to make room.
    @discardableResult
    mutating func append(_ element: consuming Element) -> Bool {
        if count == capacity {
            slots[oldest] = element
            oldest = index(1)
            return true
        }
        if count == slots.count {
            // Not full and no free slot: the ring has never been full, so its elements fill the
            // storage from the start, in order, and the next position is the end.
            slots.append(element)
        } else {
            slots[index(count)] = element
        }
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

    /// The slot of the element `offset` places after the oldest.
    private func index(_ offset: Int) -> Int {
        let position = oldest + offset
        return position < slots.count ? position : position - slots.count
    }
}
