/// Media types of request bodies, read from a `Content-Type` value's bytes.
enum MediaType {
    /// Whether `contentType` is `application/x-www-form-urlencoded`: the type before any `;`,
    /// without the spaces and tabs around it, compared letter by letter in any case (RFC 9110
    /// §8.3.1: the type and subtype are case-insensitive). Foundation's trimming and lowercasing
    /// would cost an allocation each, on every request.
    static func isForm(_ contentType: String) -> Bool {
        let form = "application/x-www-form-urlencoded".utf8
        var mediaType = contentType.utf8.prefix { $0 != UInt8(ascii: ";") }[...]
        while let first = mediaType.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") {
            mediaType.removeFirst()
        }
        while let last = mediaType.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") {
            mediaType.removeLast()
        }
        // The name is in lowercase ASCII; a letter may come in uppercase.
        return mediaType.count == form.count
            && zip(mediaType, form).allSatisfy { $0 == $1 || ((0x61...0x7A).contains($1) && $0 == $1 - 0x20) }
    }
}
