import VerdictEngine

/// A key of the input that massive assignment did not write, and why: listed in
/// ``AssignmentResult/ignoredKeys`` so that a caller can log it, or refused in strict mode.
///
/// ```swift
/// for key in result.ignoredKeys { print("ignored \(key.path): \(key.reason)") }
/// ```
public struct IgnoredKey: Sendable, Hashable, CustomStringConvertible {
    /// Why a key was not written. Closed: a key names nothing, an unsafe attribute or an inactive
    /// one; it will not gain cases.
    public enum Reason: String, Sendable, Hashable, CustomStringConvertible {
        /// It names no attribute of the rule set.
        case unknown
        /// Its attribute is marked unsafe (``Unsafe``, `ActiveAttributes(…, unsafe:)`), or its key
        /// path is read-only.
        case unsafe
        /// Its attribute is not active in the scenario.
        case inactive

        /// ```swift
        /// print(IgnoredKey.Reason.unsafe) // unsafe
        /// ```
        public var description: String { rawValue }
    }

    /// The key's path in the input, as sent (`address.country`, `items[2].secret`).
    public var path: AttributePath
    /// Why it was not written.
    public var reason: Reason

    /// ```swift
    /// let key = IgnoredKey(path: "isAdmin", reason: .unsafe)
    /// ```
    public init(path: AttributePath, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// ```swift
    /// print(IgnoredKey(path: "isAdmin", reason: .unsafe)) // isAdmin (unsafe)
    /// ```
    public var description: String { "\(path) (\(reason))" }
}
