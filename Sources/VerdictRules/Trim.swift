import Foundation
import VerdictVocabulary

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
    /// The ASCII part of ``characters``, for the byte-level fast path.
    private let asciiCharacters: ASCIISet

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
        self.asciiCharacters = ASCIISet(characters.contains)
    }

    /// A filter: it rewrites the value, so it needs a writable key path.
    ///
    /// ```swift
    /// let effect: RuleEffect.Rewriting.Type = Trim.Effect.self
    /// ```
    public typealias Effect = RuleEffect.Rewriting

    /// Trims `value` in place; never fails.
    ///
    /// ```swift
    /// var name = " bob "
    /// _ = Trim().apply(to: &name) // name == "bob"
    /// ```
    public func apply(to value: inout String) -> RuleFailure? {
        if let kept = Self.keptBytes(of: value, trimming: asciiCharacters) {
            if kept.count < value.utf8.count {
                let utf8 = value.utf8
                let start = utf8.index(utf8.startIndex, offsetBy: kept.lowerBound)
                let end = utf8.index(utf8.startIndex, offsetBy: kept.upperBound)
                value = String(value[start..<end])
            }
            return nil
        }
        var steps = 0
        let kept = Self.keptCharacters(of: value, trimming: characters, steps: &steps)
        if kept != value.startIndex..<value.endIndex { value = String(value[kept]) }
        return nil
    }

    /// The characters that trimming keeps, found in one forward pass; `steps` counts the
    /// characters visited (the tests' work counter: at most one per character).
    ///
    /// The end is found going forward too: stepping backward over a run of regional indicators
    /// (flags) costs the length of the run per character, so `lastIndex(where:)` was quadratic.
    static func keptCharacters(
        of value: String, trimming characters: CharacterSet, steps: inout Int
    ) -> Range<String.Index> {
        let isKept = { (character: Character) in !character.unicodeScalars.allSatisfy(characters.contains) }
        var index = value.startIndex
        var start: String.Index?
        var end = value.startIndex
        while index < value.endIndex {
            steps += 1
            let next = value.index(after: index)
            if isKept(value[index]) {
                if start == nil { start = index }
                end = next
            }
            index = next
        }
        guard let start else { return value.startIndex..<value.startIndex }
        return start..<end
    }

    /// The byte offsets of the text that trimming keeps, found from the UTF-8 bytes when the
    /// text is cut between ASCII bytes, or `nil` when only the `Character` scan can tell.
    ///
    /// The bytes cut off are ASCII bytes in the set, so the characters they form are removed.
    /// No grapheme rule joins two ASCII scalars except CR LF, so a cut between two ASCII bytes
    /// that are not CR LF falls between characters; and the character on the kept side holds
    /// a byte outside the set, so it is kept.
    private static func keptBytes(of value: String, trimming ascii: ASCIISet) -> Range<Int>? {
        // Unsafe: the bytes are read only during the call that lends them, below their count.
        unsafe value.withUTF8Bytes { bytes in
            var start = 0
            while start < bytes.count, unsafe ascii.contains(bytes[start]) { start += 1 }
            guard start < bytes.count else { return 0..<0 }  // all ASCII, all in the set
            var end = bytes.count
            while unsafe ascii.contains(bytes[end - 1]) { end -= 1 }  // stops at `start` at the latest
            func isCut(_ i: Int) -> Bool { unsafe i == 0 || i == bytes.count || !isCRLF(bytes[i - 1], bytes[i]) }
            guard unsafe bytes[start] < 0x80, unsafe bytes[end - 1] < 0x80, isCut(start), isCut(end) else { return nil }
            return start..<end
        }
    }

    private static func isCRLF(_ first: UInt8, _ second: UInt8) -> Bool {
        first == UInt8(ascii: "\r") && second == UInt8(ascii: "\n")
    }
}
