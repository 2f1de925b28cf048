import Foundation

/// A filter that removes surrounding whitespace and line breaks (Foundation's
/// `.whitespacesAndNewlines`), including Unicode spaces such as U+00A0 (no-break space),
/// U+3000 (ideographic space) and U+200B (zero-width space).
///
/// Trimming works on whole characters: a character is removed only if all its scalars are in
/// the set, so a space carrying a combining mark stays.
///
/// ```swift
/// Trim().filtered("  alice \n") // "alice"
/// Trim(CharacterSet(charactersIn: "/")).filtered("/path/") // "path"
/// ```
public struct Trim: ValueRule {
    /// The characters removed from both ends.
    let characters: CharacterSet

    /// Trims whitespace and line breaks.
    ///
    /// ```swift
    /// Trim().filtered("\u{3000}名前\u{00A0}") // "名前"
    /// ```
    public init() {
        self.init(.whitespacesAndNewlines)
    }

    /// Trims the characters of `characters`.
    ///
    /// ```swift
    /// Trim(CharacterSet(charactersIn: "-")).filtered("--x--") // "x"
    /// ```
    public init(_ characters: CharacterSet) {
        self.characters = characters
    }

    /// `true`: `Trim` rewrites the value.
    ///
    /// ```swift
    /// Trim().writesValue // true
    /// ```
    public var writesValue: Bool { true }

    /// Trims `value` in place; never fails.
    ///
    /// ```swift
    /// var name = " bob "
    /// _ = Trim().apply(to: &name) // name == "bob"
    /// ```
    public func apply(to value: inout String) -> RuleFailure? {
        let isKept = { (character: Character) in !character.unicodeScalars.allSatisfy(characters.contains) }
        guard let first = value.firstIndex(where: isKept), let last = value.lastIndex(where: isKept) else {
            value = ""
            return nil
        }
        if first != value.startIndex || value.index(after: last) != value.endIndex {
            value = String(value[first...last])
        }
        return nil
    }
}
