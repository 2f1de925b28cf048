/// A key path to one attribute of `Model`, of any value type, that can cross concurrency domains.
///
/// Key path literals are `Sendable` when they capture nothing, so `\.email` fits:
///
/// ```swift
/// let attributes: [AttributeKeyPath<SignUp>] = [\.username, \.email]
/// ```
public typealias AttributeKeyPath<Model> = PartialKeyPath<Model> & Sendable

/// A hashable, sendable holder of a key path, for internal tables.
package struct KeyPathBox: @unchecked Sendable, Hashable {
    // Key paths are immutable after creation; @unchecked only because the stdlib class is not
    // annotated for key paths that are not literals.
    package let keyPath: AnyKeyPath

    package init(_ keyPath: AnyKeyPath) { self.keyPath = keyPath }
}
