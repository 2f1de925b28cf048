/// The format checks behind ``HandWrittenSignUp``: plain loops over characters, scalars and
/// UTF-8 bytes, with the semantics of Verdict's `Trim`, `Match`, `Characters`, `Email` and
/// `URLFormat` for what the sign-up form uses.
extension HandWrittenSignUp {
    // MARK: Characters

    /// Without the surrounding characters that are all whitespace or line breaks (the set of
    /// Foundation's `.whitespacesAndNewlines`), judged by whole characters.
    static func trimmed(_ text: String) -> String {
        let isKept = { (character: Character) in !character.unicodeScalars.allSatisfy(\.properties.isWhitespace) }
        guard let first = text.firstIndex(where: isKept), let last = text.lastIndex(where: isKept) else { return "" }
        if first == text.startIndex && text.index(after: last) == text.endIndex { return text }
        return String(text[first...last])
    }

    /// `^[a-z]\w*$`, with ICU's `\w`: letters, marks, decimal digits, connector punctuation
    /// and the zero-width (non-)joiner. (`$` may also match before a final line break, but a
    /// trimmed value has none.)
    static func isUsernamePattern(_ text: String) -> Bool {
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next(), ("a"..."z").contains(first) else { return false }
        while let scalar = scalars.next() {
            guard isWordScalar(scalar) else { return false }
        }
        return true
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "_"
        }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return true
        default: return properties.isAlphabetic || scalar == "\u{200C}" || scalar == "\u{200D}"
        }
    }

    /// A decimal digit in any script, judged by the character's first scalar.
    static func isDigit(_ character: Character) -> Bool {
        character.unicodeScalars.first?.properties.generalCategory == .decimalNumber
    }

    // MARK: Email and URL

    /// `local@domain`: the local part is at most 64 bytes of letters, digits and
    /// ``isEmailSymbol(_:)`` in runs separated by single dots; the domain is a host name of
    /// two or more labels; at most 254 bytes in all.
    static func isEmailAddress(_ text: String) -> Bool {
        let bytes = text.utf8
        guard bytes.count <= 254, let at = bytes.lastIndex(of: UInt8(ascii: "@")) else { return false }
        let local = bytes[..<at]
        return local.count <= 64 && isDotAtom(local) && isHostName(bytes[bytes.index(after: at)...])
    }

    /// Non-empty runs of letters, digits and ``isEmailSymbol(_:)``, separated by single dots.
    private static func isDotAtom(_ bytes: Substring.UTF8View) -> Bool {
        var runLength = 0
        for byte in bytes {
            if byte == UInt8(ascii: ".") {
                guard runLength > 0 else { return false }
                runLength = 0
            } else {
                guard isAlphanumeric(byte) || isEmailSymbol(byte) else { return false }
                runLength += 1
            }
        }
        return runLength > 0
    }

    /// Two or more labels of letters, digits and inner hyphens, separated by single dots.
    private static func isHostName(_ bytes: Substring.UTF8View) -> Bool {
        var labels = 1
        var labelLength = 0
        var previous = UInt8(ascii: ".")
        for byte in bytes {
            if byte == UInt8(ascii: ".") {
                guard labelLength > 0, previous != UInt8(ascii: "-") else { return false }
                labels += 1
                labelLength = 0
            } else {
                guard isAlphanumeric(byte) || (byte == UInt8(ascii: "-") && labelLength > 0) else { return false }
                labelLength += 1
            }
            previous = byte
        }
        return labels >= 2 && labelLength > 0 && previous != UInt8(ascii: "-")
    }

    /// The symbols allowed in the local part of an address besides letters and digits.
    private static func isEmailSymbol(_ byte: UInt8) -> Bool {
        "!#$%&'*+/=?^_`{|}~-".utf8.contains(byte)
    }

    /// Whether `text` holds `://` anywhere.
    static func containsSchemeSeparator(_ text: String) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            if previous == (UInt8(ascii: ":"), UInt8(ascii: "/")) && byte == UInt8(ascii: "/") { return true }
            previous = (previous.1, byte)
        }
        return false
    }

    /// `http://` or `https://` (any case), a host of two or more dot-separated labels (a
    /// letter or digit, then letters, digits, `_` or `-`), an optional port of 1 to 5 digits,
    /// then the end or `/`, `?`, `#` and anything.
    static func isHTTPURL(_ url: String) -> Bool {
        var rest = url.utf8[...]
        guard dropPrefixIgnoringCase("http://", from: &rest) || dropPrefixIgnoringCase("https://", from: &rest) else {
            return false
        }
        var labels = 1
        var labelLength = 0
        while let byte = rest.first, !isURLDelimiter(byte) {
            if byte == UInt8(ascii: ".") {
                guard labelLength > 0 else { return false }
                labels += 1
                labelLength = 0
            } else {
                let isAllowed = labelLength == 0 ? isAlphanumeric(byte) : isHostLabelByte(byte)
                guard isAllowed else { return false }
                labelLength += 1
            }
            rest.removeFirst()
        }
        guard labels >= 2, labelLength > 0 else { return false }
        if rest.first == UInt8(ascii: ":") {
            rest.removeFirst()
            let digits = rest.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
            guard (1...5).contains(digits) else { return false }
            rest.removeFirst(digits)
        }
        return rest.first.map { $0 != UInt8(ascii: ":") && isURLDelimiter($0) } ?? true
    }

    /// `:`, `/`, `?` or `#`: what ends the host.
    private static func isURLDelimiter(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ":") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
    }

    private static func isHostLabelByte(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }

    /// Removes `prefix` (lowercase ASCII) from the start of `bytes`, ignoring their case;
    /// `false`, and `bytes` unchanged, when they do not start with it.
    private static func dropPrefixIgnoringCase(_ prefix: String, from bytes: inout Substring.UTF8View) -> Bool {
        var index = bytes.startIndex
        for expected in prefix.utf8 {
            guard index < bytes.endIndex, asciiLowercased(bytes[index]) == expected else { return false }
            bytes.formIndex(after: &index)
        }
        bytes = bytes[index...]
        return true
    }

    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            false
        }
    }
}
