import Foundation

/// The short names of rules (`Length`) for labels and diagnostics, spelled once per rule type:
/// spelling a type (`String(describing:)`) costs thousands of instructions, and a graph labels
/// every rule. Thread-safe.
enum RuleNames {
    static func name<Model, Value>(of behavior: RuleBehavior<Model, Value>) -> String {
        guard case .value(let rule) = behavior else { return behavior.name }
        let key = ObjectIdentifier(type(of: rule))
        if let known = cache.name(for: key) { return known }
        let name = behavior.name
        cache.store(name, for: key)
        return name
    }

    private static let cache = Cache()

    private final class Cache: @unchecked Sendable {
        // Guarded by `lock`.
        private let lock = NSLock()
        private var names: [ObjectIdentifier: String] = [:]

        func name(for key: ObjectIdentifier) -> String? {
            lock.lock()
            defer { lock.unlock() }
            return names[key]
        }

        func store(_ name: String, for key: ObjectIdentifier) {
            lock.lock()
            defer { lock.unlock() }
            names[key] = name
        }
    }
}
