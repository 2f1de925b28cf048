import VerdictVocabulary

/// A filter that replaces the value with the result of a closure; later rules see the new value.
///
/// With `skipOnArray: true` the filter leaves list values alone (Yii's `skipOnArray`): when
/// `Value` is a collection other than a string, such as `[String]` or `[Int]?`, the filter is
/// switched off. This is decided once, from the type.
///
/// ```swift
/// Filter<String> { $0.lowercased() }.filtered("Alice@Example.COM") // "alice@example.com"
/// Filter<[String]>(skipOnArray: true) { _ in [] }.filtered(["kept"]) // ["kept"]
/// ```
public struct Filter<Value>: ValueRule {
    /// The transform, or `nil` when `skipOnArray` switched the filter off for `Value`.
    private let transform: (@Sendable (Value) -> Value)?

    /// Filters with `transform`, unless `skipOnArray` and `Value` is a list type.
    ///
    /// ```swift
    /// Filter<Int> { max($0, 0) }.filtered(-5) // 0
    /// ```
    public init(skipOnArray: Bool = false, _ transform: @escaping @Sendable (Value) -> Value) {
        self.transform = skipOnArray && Self.isList(Value.self) ? nil : transform
    }

    /// `false`: like `Trim` and `Default`, a filter runs on empty values too (it may turn `""`
    /// into something); `.skipOnEmpty(true)` switches that on.
    ///
    /// ```swift
    /// Filter<String> { $0 }.skipsEmptyValues // false
    /// ```
    public var skipsEmptyValues: Bool { false }

    /// A filter: it rewrites the value, so it needs a writable key path.
    ///
    /// ```swift
    /// let effect: RuleEffect.Rewriting.Type = Filter<String>.Effect.self
    /// ```
    public typealias Effect = RuleEffect.Rewriting

    /// Replaces `value` with the transformed value; never fails.
    ///
    /// ```swift
    /// var tags = ["b", "a"]
    /// _ = Filter<[String]> { $0.sorted() }.apply(to: &tags) // tags == ["a", "b"]
    /// ```
    public func apply(to value: inout Value) -> RuleFailure? {
        if let transform { value = transform(value) }
        return nil
    }

    /// Whether `type` is a collection other than a string, possibly optional.
    static func isList(_ type: Any.Type) -> Bool {
        if type is any StringProtocol.Type { return false }
        if type is any Collection.Type { return true }
        if let optional = type as? any OptionalValue.Type { return isWrappedList(optional) }
        return false
    }

    private static func isWrappedList<O: OptionalValue>(_: O.Type) -> Bool {
        isList(O.Wrapped.self)
    }
}
