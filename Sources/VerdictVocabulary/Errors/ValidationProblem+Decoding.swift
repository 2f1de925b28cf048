import Foundation

extension ValidationProblem {
    /// The deepest nesting of objects and arrays that ``init(json:)`` reads: 32 levels, of which
    /// the problem, its list of errors, an error and its parameters take four, so that a
    /// parameter's lists may nest 28 deep. Decoding recurses once per level, so a bound set here,
    /// not by the server, keeps it within a 256 KiB stack.
    package static let maximumDepth = 32

    /// Decodes problem details (a 422 `application/problem+json` body) after one pass over its
    /// bytes that refuses nesting deeper than 32 objects and arrays, before anything recurses
    /// over it: a body a client does not control decodes in bounded stack, on any thread.
    /// Deeper, or not a problem, it throws a `DecodingError` (`dataCorrupted` for the depth,
    /// whose description says how deep it went and what is allowed).
    ///
    /// ```swift
    /// let problem = try ValidationProblem(json: body)
    /// ```
    public init(json data: Data) throws {
        if let depth = Self.excessiveDepth(of: data) {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: [],
                    debugDescription: "The problem details nest \(depth) or more levels deep; at most "
                        + "\(Self.maximumDepth) are read."))
        }
        self = try JSONDecoder().decode(ValidationProblem.self, from: data)
    }

    /// The depth at which `bytes` pass ``maximumDepth`` (one more than it), or `nil` when they
    /// do not: a count of the `[` and `{` still open, outside strings (a `\` escapes the next
    /// byte). One pass, constant memory; malformed JSON is left to the decoder.
    package static func excessiveDepth(of bytes: some Sequence<UInt8>) -> Int? {
        var depth = 0
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > maximumDepth { return depth }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return nil
    }
}
