import VerdictRules
import VerdictVocabulary

/// An optional attribute's value seen through a protocol, so that the links of its rules, generic
/// over the optional type itself, reach the wrapped value without naming `Optional<Value>`.
///
/// In code that is not specialized, each use of the type `Value?` — a copy, a comparison with
/// `nil` — looks the type up (about 400 instructions). A closure created in a function generic over
/// `Slot` captures `Slot`'s type once, when the graph is built, and looks up nothing when it runs;
/// `SendableMetatype` lets a `@Sendable` closure capture it.
protocol OptionalSlot: SendableMetatype {
    /// The type inside the optional.
    associatedtype Wrapped
    /// Whether the optional is `nil`.
    var isNone: Bool { get }
    /// Runs `body` on the optional itself.
    mutating func withOptional(_ body: (inout Wrapped?) -> RuleFailure?) -> RuleFailure?
    /// Runs `body` on the wrapped value (the optional is not `nil`): in place when `writes`, else on
    /// a copy.
    mutating func withWrapped(writes: Bool, _ body: (inout Wrapped) -> RuleFailure?) -> RuleFailure?
}

extension Optional: OptionalSlot {
    var isNone: Bool { isNil(orWrapping: nil) }

    mutating func withOptional(_ body: (inout Wrapped?) -> RuleFailure?) -> RuleFailure? {
        body(&self)
    }

    mutating func withWrapped(writes: Bool, _ body: (inout Wrapped) -> RuleFailure?) -> RuleFailure? {
        // `self!` as an `inout` argument: the payload is taken out, passed, and put back, all
        // through the optional's own type, with no memory read as another type.
        if writes { return body(&self!) }
        var value = self!
        return body(&value)
    }
}
