import VerdictVocabulary

/// A set of Unicode scalars, as a class of a ``PatternAutomaton`` reads it: ASCII scalars
/// answered with one shift, others by ranges and ICU's property classes.
///
/// ```swift
/// let set = ScalarSet([.range(0x61...0x7A), .class(.digit)], inverted: false) // [a-z\d]
/// set.contains(0x62)    // true: "b"
/// set.contains(0x0663)  // true: ARABIC-INDIC DIGIT THREE
/// set.contains(0xE9)    // false: "é"
/// ```
struct ScalarSet: Sendable {
    /// The members of a class: scalars in a range, or a property class.
    enum Member: Sendable {
        /// The scalars from the lower to the upper bound, both included.
        case range(ClosedRange<UInt32>)
        /// The scalars of a property class.
        case `class`(ScalarClass)
    }

    /// The answer for ASCII scalars, computed once.
    private let ascii: ASCIISet
    /// The members, for scalars past ASCII.
    private let members: [Member]
    /// Whether the set is every scalar *not* in the members.
    private let isInverted: Bool

    /// The scalars of `members` or, `inverted`, every other scalar.
    init(_ members: [Member], inverted: Bool) {
        self.members = members
        self.isInverted = inverted
        ascii = ASCIISet { scalar in Self.contains(scalar.value, in: members) != inverted }
    }

    /// One scalar.
    init(single scalar: UInt32) { self.init([.range(scalar...scalar)], inverted: false) }

    /// Whether `scalar` (a Unicode scalar value) is in the set.
    func contains(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 { return ascii.contains(UInt8(scalar)) }
        return Self.contains(scalar, in: members) != isInverted
    }

    private static func contains(_ scalar: UInt32, in members: [Member]) -> Bool {
        for member in members {
            switch member {
            case .range(let range): if range.contains(scalar) { return true }
            case .class(let scalarClass): if scalarClass.contains(scalar) { return true }
            }
        }
        return false
    }
}
