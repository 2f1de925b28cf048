import Foundation
import VerdictRules
import VerdictVocabulary

/// What later layers derive from a graph and keep beside it (massive assignment's plans, one per
/// key strategy), each under a key type: made once on first use, under a lock, and shared like
/// the graph.
///
/// An attachment is found by the `ObjectIdentifier` of its key type, an empty type that only the
/// layer that owns the attachment names, and comes back through a checked cast to the value type
/// asked for: a key reused for another value type traps rather than hand out a value as the
/// wrong class.
final class GraphAttachments: @unchecked Sendable {
    // Guarded by `lock`. A few entries at most (one per key strategy): a scan beats hashing.
    private let lock = NSLock()
    private var entries: [(key: ObjectIdentifier, value: AnyObject & Sendable)] = []

    /// The attachment under `key`, made by `make` the first time (outside the lock, so that
    /// making one may look up others; when two threads make it, the first stored wins).
    func attachment<Value: AnyObject & Sendable>(key: Any.Type, make: () -> Value) -> Value {
        let key = ObjectIdentifier(key)
        if let found = lock.withLock({ entry(key) }) { return Self.checked(found, as: Value.self) }
        let made = make()
        return lock.withLock {
            if let raced = entry(key) { return Self.checked(raced, as: Value.self) }
            entries.append((key, made))
            return made
        }
    }

    /// How many attachments the graph keeps.
    var count: Int { lock.withLock { entries.count } }

    /// The attachment under `key`; the caller holds the lock.
    private func entry(_ key: ObjectIdentifier) -> (AnyObject & Sendable)? {
        for entry in entries where entry.key == key { return entry.value }
        return nil
    }

    /// `value` as a `Value`: traps when the key it was found under was used for another type.
    private static func checked<Value: AnyObject & Sendable>(_ value: AnyObject & Sendable, as _: Value.Type) -> Value {
        guard let value = value as? Value else {
            preconditionFailure("A graph attachment's key was used for \(type(of: value)) and \(Value.self).")
        }
        return value
    }
}
