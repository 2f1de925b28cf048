import VerdictVocabulary

/// A pattern of ``PatternAutomaton``'s subset, as ``PatternParser`` reads it.
///
/// ```swift
/// // ^a+$
/// PatternNode.sequence([.assertion(.start), .repetition(.set(ScalarSet(single: 0x61)), minimum: 1, maximum: nil), .assertion(.end)])
/// ```
indirect enum PatternNode: Sendable {
    /// One scalar of the set.
    case set(ScalarSet)
    /// A zero-width condition on the position.
    case assertion(PatternAssertion)
    /// Each in turn; empty, it matches the empty string.
    case sequence([PatternNode])
    /// Any one of them.
    case choice([PatternNode])
    /// `minimum` to `maximum` times (any number when `maximum` is `nil`).
    case repetition(PatternNode, minimum: Int, maximum: Int?)

    /// Whether the node can match the empty string (assertions match no character).
    var isNullable: Bool {
        switch self {
        case .set: false
        case .assertion: true
        case .sequence(let items): items.allSatisfy(\.isNullable)
        case .choice(let alternatives): alternatives.contains(where: \.isNullable)
        case .repetition(let inner, let minimum, _): minimum == 0 || inner.isNullable
        }
    }
}

/// A zero-width condition of a pattern, with ICU's meaning when no option is set.
enum PatternAssertion: Sendable {
    /// `^` or `\A`: the value's start.
    case start
    /// `$` or `\Z`: the value's end, or just before a final line terminator (U+000A to U+000D,
    /// U+0085, U+2028, U+2029, or CR LF as one).
    case end
    /// `\z`: the value's end only.
    case absoluteEnd
}
