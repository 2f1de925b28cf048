import VerdictValidation

/// Random names and paths for property tests, from an alphabet chosen to break printable paths:
/// the path syntax's own characters, escapes, empty strings, combining marks that merge with the
/// character before them, and scalars JSON must escape.
extension SplitMix64 {
    static let nastyPieces: [String] = [
        "a", "Z", "zip", "0", "42", "_", " ", "-", ".", "[", "]", "[0]", "\\", "\"", "\\\"", "é", "e\u{301}",
        "\u{301}", "ß", "中", "👩‍👩‍👧", "\u{200D}", "\u{FEFF}", "\u{0}", "\n", "\t", "\u{7F}", "'", "{attribute}",
    ]

    /// A name of zero to four pieces of the nasty alphabet.
    mutating func nastyName() -> String {
        (0..<below(5)).map { _ in pick(Self.nastyPieces) }.joined()
    }

    /// An index: small, negative, or at the ends of `Int`.
    mutating func nastyIndex() -> Int {
        switch below(6) {
        case 0: Int.min
        case 1: Int.max
        case 2: -below(100) - 1
        default: below(1_000)
        }
    }

    /// A path of zero to five components, properties or indexes.
    mutating func nastyPath() -> AttributePath {
        AttributePath(
            (0..<below(6)).map { _ in
                below(3) == 0 ? .index(nastyIndex()) : .property(nastyName())
            })
    }
}
