import VerdictEngine

/// A key of the input compared as RFC 8259 compares member names: by its Unicode scalars, one
/// for one. `String`'s own equality is canonical equivalence, under which `é` precomposed and `é`
/// decomposed are one key, and KELVIN SIGN (U+212A) is `K`: two keys a client sends as distinct
/// would be one, and an attribute would answer to a spelling that is not its own.
struct ExactKey: Hashable, Sendable {
    let text: String

    init(_ text: String) { self.text = text }

    static func == (lhs: ExactKey, rhs: ExactKey) -> Bool { lhs.text.hasSameScalars(as: rhs.text) }

    func hash(into hasher: inout Hasher) {
        hasher.combine(text.utf8.count)
        for byte in text.utf8 { hasher.combine(byte) }
    }
}

extension String {
    /// Whether the two strings are the same Unicode scalars (the same UTF-8 bytes), not only
    /// canonically equivalent.
    package func hasSameScalars(as other: String) -> Bool {
        utf8.count == other.utf8.count && utf8.elementsEqual(other.utf8)
    }
}
