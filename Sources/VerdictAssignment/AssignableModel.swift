import VerdictEngine

/// A nested model that massive assignment may create: a new element of an ``Each`` array of
/// models, or the value of an optional ``Nested`` model that is `nil`. Its attributes start as
/// `init()` leaves them; the input then sets the safe ones.
///
/// A rule set that lets assignment create such a model without this conformance has a
/// diagnostic (``RuleDiagnostic/Kind-swift.struct/notAssignable``).
///
/// ```swift
/// struct LineItem: AssignableModel {
///     var sku = ""
///     var quantity = 1
/// }
/// ```
public protocol AssignableModel {
    /// A model with no input yet.
    init()
}
