import VerdictVocabulary

/// Helpers that let a rule decide *once*, from a type's metatype, how to treat its values,
/// so that checking a value never needs an `Any` cast.
///
/// The pattern: open an existential metatype (`any Collection.Type`) into a generic function,
/// build a closure over the concrete type there, and retype that closure to the rule's `Value`
/// (the two types are the same at run time, so the one cast in ``retyped(_:as:)`` succeeds).

/// Implemented by `Optional` only, so that generic code can open `Optional<Wrapped>` and
/// reach `Wrapped` (for example to decide whether `[String]?` is a list).
///
/// ```swift
/// if let optional = T.self as? any OptionalValue.Type { open(optional) }
/// ```
protocol OptionalValue {
    /// The type inside the optional.
    associatedtype Wrapped
    /// The optional itself, seen through the protocol.
    var wrappedValue: Wrapped? { get }
    /// Whether the optional is `nil`, or wraps a value for which `wrappedHolds` is `true`.
    ///
    /// Generic code calls this rather than unwrapping ``wrappedValue`` itself, which would
    /// look up the type `Wrapped?` on every call; `Optional` has it at hand.
    func isNil(orWrapping wrappedHolds: ((Wrapped) -> Bool)?) -> Bool
}

extension Optional: OptionalValue {
    /// The optional itself.
    ///
    /// ```swift
    /// Optional(3).wrappedValue // 3
    /// ```
    var wrappedValue: Wrapped? { self }

    /// Whether the optional is `nil`, or wraps a value for which `wrappedHolds` is `true`.
    ///
    /// ```swift
    /// Optional("").isNil(orWrapping: { $0.isEmpty }) // true
    /// Optional(3).isNil(orWrapping: nil)             // false
    /// ```
    package func isNil(orWrapping wrappedHolds: ((Wrapped) -> Bool)?) -> Bool {
        guard let self else { return true }
        return wrappedHolds?(self) ?? false
    }
}

/// `f` as a closure over `B`, when `A` and `B` are the same type at run time; otherwise `nil`.
///
/// The one dynamic cast happens here, when a rule is created, never per value. The result is
/// `@Sendable` although `f` need not be: callers only pass closures that capture immutable,
/// `Sendable` state and use the conformances of `A` (type metadata and witness tables are
/// immutable; an actor-isolated conformance is not found by the dynamic casts that open `A`
/// outside that actor).
///
/// ```swift
/// let isEmpty: (@Sendable ([Int]) -> Bool)? = retyped({ (c: [Int]) in c.isEmpty }, as: [Int].self)
/// ```
func retyped<A, B, Result>(_ f: @escaping (A) -> Result, as type: B.Type) -> (@Sendable (B) -> Result)? {
    guard let typed = f as? (B) -> Result else { return nil }
    let box = UncheckedClosure(body: typed)
    return { box.body($0) }
}

/// Carries a closure built by ``retyped(_:as:)``; see there for why this is safe.
private struct UncheckedClosure<Input, Output>: @unchecked Sendable {
    let body: (Input) -> Output
}
