import Foundation
import VerdictRules
import VerdictVocabulary

/// What later layers derive from a graph and keep beside it (massive assignment's plans, one per
/// key strategy), in numbered slots: made once on first use, under a lock, and shared like the
/// graph.
final class GraphAttachments: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var slots: [(AnyObject & Sendable)?] = []

    /// The attachment in `slot`, made by `make` the first time (outside the lock, so that making
    /// one may look up others; when two threads make it, the first stored wins).
    func attachment<Value: AnyObject & Sendable>(slot: Int, make: () -> Value) -> Value {
        lock.lock()
        if slot < slots.count, let found = slots[slot] {
            lock.unlock()
            return unsafeDowncast(found, to: Value.self)
        }
        lock.unlock()
        let made = make()
        lock.lock()
        defer { lock.unlock() }
        if slot >= slots.count { slots += Array(repeating: nil, count: slot + 1 - slots.count) }
        if let raced = slots[slot] { return unsafeDowncast(raced, to: Value.self) }
        slots[slot] = made
        return made
    }
}
