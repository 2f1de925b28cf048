import VerdictEngine

/// The media types a request body is read in, recognised from a `Content-Type` value's bytes.
enum MediaType: Equatable {
    /// `application/json`, or any type with the structured syntax suffix `+json` (RFC 6839:
    /// `application/problem+json`, `application/vnd.example+json`).
    case json
    /// `application/x-www-form-urlencoded`.
    case form

    /// The media type `contentType` names, or `nil` for any other, or for a value that is not a
    /// media type. Only the type and subtype count: the part before any `;` (the parameters, such
    /// as `charset`, are ignored), without the spaces and tabs around it; type and subtype are
    /// compared in any case (RFC 9110 §8.3.1) and must be non-empty tokens. Read from the bytes,
    /// without allocating: Foundation's trimming and lowercasing would cost an allocation each,
    /// on every request.
    init?(_ contentType: String) {
        var mediaType = contentType.utf8.prefix { $0 != UInt8(ascii: ";") }[...]
        while let first = mediaType.first, Self.isSpace(first) { mediaType.removeFirst() }
        while let last = mediaType.last, Self.isSpace(last) { mediaType.removeLast() }
        guard let slash = mediaType.firstIndex(of: UInt8(ascii: "/")) else { return nil }
        let type = mediaType[..<slash]
        let subtype = mediaType[mediaType.index(after: slash)...]
        guard !type.isEmpty, !subtype.isEmpty, type.allSatisfy(Self.isToken), subtype.allSatisfy(Self.isToken)
        else { return nil }
        if Self.equals(type, "application"), Self.equals(subtype, "json") {
            self = .json
        } else if Self.equals(type, "application"), Self.equals(subtype, "x-www-form-urlencoded") {
            self = .form
        } else if subtype.count > 5, Self.equals(subtype.suffix(5), "+json") {
            self = .json
        } else {
            return nil
        }
    }

    /// Whether `bytes` look like a JSON document rather than form pairs: the first byte that is not
    /// JSON whitespace is `{` or `[`. A form's key does not start so in practice, and a form body
    /// read as pairs would make the whole document one unknown key, every field left blank.
    static func looksLikeJSON(_ bytes: some Sequence<UInt8>) -> Bool {
        for byte in bytes {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): continue
            case UInt8(ascii: "{"), UInt8(ascii: "["): return true
            default: return false
            }
        }
        return false
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    /// A `tchar` of RFC 9110 §5.6.2: a letter, a digit or one of ``!#$%&'*+-.^_`|~``.
    private static func isToken(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"),
            UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
            true
        default: false
        }
    }

    /// Whether `bytes` spell `name` (lowercase ASCII), a letter in any case.
    private static func equals(_ bytes: Substring.UTF8View.SubSequence, _ name: String) -> Bool {
        guard bytes.count == name.utf8.count else { return false }
        return zip(bytes, name.utf8).allSatisfy { $0 == $1 || ((0x61...0x7A).contains($1) && $0 == $1 - 0x20) }
    }
}
