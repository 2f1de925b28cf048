/// A pattern of ``ASCIIPattern``'s subset, as ``PatternParser`` reads it.
///
/// ```swift
/// // ^a+$
/// PatternNode.sequence([.start, .repetition(.set(ASCIISet { $0 == "a" }), minimum: 1, maximum: nil), .end])
/// ```
indirect enum PatternNode: Sendable {
    /// One character of the set.
    case set(ASCIISet)
    /// `^` or `\A`: the value's start.
    case start
    /// `$`, `\z` or `\Z`: the value's end (a printable value has no final line break).
    case end
    /// Each in turn; empty, it matches the empty string.
    case sequence([PatternNode])
    /// Any one of them.
    case choice([PatternNode])
    /// `minimum` to `maximum` times (any number when `maximum` is `nil`).
    case repetition(PatternNode, minimum: Int, maximum: Int?)

    /// Whether the node can match the empty string (anchors match no character).
    var isNullable: Bool {
        switch self {
        case .set: false
        case .start, .end: true
        case .sequence(let items): items.allSatisfy(\.isNullable)
        case .choice(let alternatives): alternatives.contains(where: \.isNullable)
        case .repetition(let inner, let minimum, _): minimum == 0 || inner.isNullable
        }
    }
}
