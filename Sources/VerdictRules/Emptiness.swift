import VerdictVocabulary

/// What *empty* means in Verdict, decided once per type: `nil`, `""`, or an empty collection.
///
/// Validators other than ``Required`` skip empty values, so the evaluator asks for the check of
/// a field's type once, when the rule graph is built, and then calls the closure per value with
/// no casts. A whitespace-only string is not empty (it becomes empty once trimmed).
///
/// ```swift
/// let isEmpty = Emptiness.check(for: String?.self)
/// isEmpty?(nil)   // true
/// isEmpty?("")    // true
/// isEmpty?(" ")   // false
/// Emptiness.check(for: Int.self) // nil: an Int is never empty
/// ```
package enum Emptiness {
    /// A closure telling whether a value of `type` is empty, or `nil` when no value of `type`
    /// can be empty.
    ///
    /// Collections (`String`, arrays, sets, dictionaries…) are empty when they have no
    /// elements; an optional is empty when it is `nil` or wraps an empty value, at any depth.
    ///
    /// ```swift
    /// Emptiness.check(for: [Int].self)?([]) // true
    /// Emptiness.check(for: Int?.self)?(nil)  // true
    /// Emptiness.check(for: Int?.self)?(0)    // false
    /// ```
    package static func check<V>(for type: V.Type) -> (@Sendable (V) -> Bool)? {
        if let optional = type as? any OptionalValue.Type {
            return optionalCheck(optional, as: type, missingOnly: false)
        }
        if let collection = type as? any Collection.Type {
            return collectionCheck(collection, as: type)
        }
        return nil
    }

    /// A closure telling whether a value of `type` is missing (`nil`, at any optional depth),
    /// or `nil` when `type` is not optional. ``Required``'s strict mode uses it.
    ///
    /// ```swift
    /// Emptiness.missingCheck(for: String?.self)?(nil) // true
    /// Emptiness.missingCheck(for: String?.self)?("")  // false
    /// Emptiness.missingCheck(for: String.self)         // nil
    /// ```
    static func missingCheck<V>(for type: V.Type) -> (@Sendable (V) -> Bool)? {
        guard let optional = type as? any OptionalValue.Type else { return nil }
        return optionalCheck(optional, as: type, missingOnly: true)
    }

    /// `nil` is empty (and missing); a wrapped value is empty (or missing) when the check of
    /// the wrapped type says so.
    private static func optionalCheck<O: OptionalValue, V>(
        _: O.Type, as type: V.Type, missingOnly: Bool
    ) -> (@Sendable (V) -> Bool)? {
        let wrappedCheck = missingOnly ? missingCheck(for: O.Wrapped.self) : check(for: O.Wrapped.self)
        return retyped({ (value: O) -> Bool in value.isNil(orWrapping: wrappedCheck) }, as: type)
    }

    private static func collectionCheck<C: Collection, V>(_: C.Type, as type: V.Type) -> (@Sendable (V) -> Bool)? {
        retyped({ (value: C) in value.isEmpty }, as: type)
    }
}
