import Foundation

/// What later layers derive from a graph and keep beside it (massive assignment's plans, one per
/// key strategy): made once on first use, under a lock, and shared like the graph.
final class GraphAttachments: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var stored: [AnyHashable: AnyObject] = [:]

    /// The attachment stored under `key`, made by `make` the first time (outside the lock, so
    /// that making one may look up others; when two threads make it, the first stored wins).
    func attachment<Value: AnyObject & Sendable>(_ key: some Hashable & Sendable, make: () -> Value) -> Value {
        let key = AnyHashable(key)
        lock.lock()
        if let found = stored[key] as? Value {
            lock.unlock()
            return found
        }
        lock.unlock()
        let made = make()
        lock.lock()
        defer { lock.unlock() }
        if let raced = stored[key] as? Value { return raced }
        stored[key] = made
        return made
    }
}
