/// Builds, once per value type, a typed check for emptiness: `nil`, `""`, or an empty collection.
///
/// The type is inspected once (by opening its metatype); the returned check does no cast.
enum Emptiness {
    /// A check for `V`, or `nil` when values of `V` are never empty.
    static func check<V>(for type: V.Type) -> (@Sendable (V) -> Bool)? {
        guard let checker = checker(for: type) else { return nil }
        return { checker.isEmpty($0) }
    }

    private static func checker<V>(for type: V.Type) -> (any EmptinessChecker<V>)? {
        if let optional = type as? any OptionalValue.Type {
            return optionalChecker(optional) as? any EmptinessChecker<V>
        }
        if let collection = type as? any Collection.Type {
            return collectionChecker(collection) as? any EmptinessChecker<V>
        }
        return nil
    }

    private static func optionalChecker<O: OptionalValue>(_: O.Type) -> any Sendable {
        OptionalChecker<O>(wrapped: checker(for: O.Wrapped.self))
    }

    private static func collectionChecker<C: Collection>(_: C.Type) -> any Sendable {
        CollectionChecker<C>()
    }
}

/// Tells whether a value of one type is empty.
private protocol EmptinessChecker<Value>: Sendable {
    associatedtype Value
    func isEmpty(_ value: Value) -> Bool
}

private struct CollectionChecker<C: Collection>: EmptinessChecker {
    func isEmpty(_ value: C) -> Bool { value.isEmpty }
}

private struct OptionalChecker<O: OptionalValue>: EmptinessChecker {
    let wrapped: (any EmptinessChecker<O.Wrapped>)?
    func isEmpty(_ value: O) -> Bool {
        guard let unwrapped = value.wrappedValue else { return true }
        return wrapped?.isEmpty(unwrapped) ?? false
    }
}

/// Lets generic code see through `Optional` without knowing the wrapped type.
protocol OptionalValue {
    associatedtype Wrapped
    var wrappedValue: Wrapped? { get }
}

extension Optional: OptionalValue {
    var wrappedValue: Wrapped? { self }
}
