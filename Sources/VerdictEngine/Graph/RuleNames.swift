import Foundation
import VerdictRules
import VerdictVocabulary

/// The short names of rules (`Length`) for labels and diagnostics, and whether a rule's type can
/// diagnose its own declaration, found once per rule type: spelling a type
/// (`String(describing:)`) costs thousands of instructions, a conformance cast about 1,500, and a
/// graph labels and checks every rule.
///
/// A compilation keeps the rule types it met in a ``RuleNames`` value, a short list searched
/// without a lock; a type it has not met is looked up in the process-wide cache (thread-safe),
/// and spelled there the first time.
struct RuleNames {
    /// What is known of a rule type.
    struct Info {
        /// The rule's short name (`Length`).
        var name: String
        /// Whether the type conforms to ``SelfDiagnosingRule``.
        var diagnoses: Bool
        /// Whether the type conforms to ``PresenceRule`` (``Required``), whose problems depend
        /// on whether the attribute is optional.
        var checksPresence: Bool
        /// Whether the rule may be asynchronous (an ``AsyncValueRule``, or a rule that is in some
        /// configurations).
        var mayBeAsynchronous: Bool
    }

    private var known: [(type: ObjectIdentifier, info: Info)] = []

    /// The name of the value rule of type `type` and whether the type diagnoses its declaration.
    mutating func info(of type: Any.Type) -> Info {
        let key = ObjectIdentifier(type)
        for entry in known where entry.type == key { return entry.info }
        let info = Self.cache.info(of: type, key: key)
        known.append((key, info))
        return info
    }

    private static let cache = Cache()

    private final class Cache: @unchecked Sendable {
        // Guarded by `lock`.
        private let lock = NSLock()
        private var infos: [ObjectIdentifier: Info] = [:]

        func info(of type: Any.Type, key: ObjectIdentifier) -> Info {
            lock.lock()
            if let known = infos[key] {
                lock.unlock()
                return known
            }
            lock.unlock()
            let info = Info(
                name: String(describing: type).prefix { $0 != "<" }.description,
                diagnoses: type is any SelfDiagnosingRule.Type,
                checksPresence: type is any PresenceRule.Type,
                mayBeAsynchronous: type is any AsynchronousRule.Type || type is any AsyncValueRule.Type)
            lock.lock()
            defer { lock.unlock() }
            infos[key] = info
            return info
        }
    }
}
