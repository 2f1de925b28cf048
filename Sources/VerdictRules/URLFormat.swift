import VerdictVocabulary

/// Checks that a string is an absolute URL with an allowed scheme, following Yii 2's
/// `UrlValidator`; with a default scheme it also completes the value (a filter).
///
/// The value must read `scheme://host[:port]` followed by nothing or by `/`, `?` or `#` and
/// anything after. The scheme is one of `validSchemes` (any case); the host is two or more
/// dot-separated labels, each starting with a letter or digit and going on with letters,
/// digits, `_` or `-`; the port has one to five digits. URLs of 2000 UTF-8 bytes or more fail,
/// as in Yii, the default scheme counted (Yii counts the value before completing it, so that a
/// value it completed could fail when checked again). The check is a linear scan: any input
/// returns quickly.
///
/// - `defaultScheme`: a value without `://` is checked as `defaultScheme://value`, and when
///   it passes the completed URL is written back into the value.
/// - `enableIDN`: a non-ASCII host is converted with Punycode before checking.
///
/// ```swift
/// URLFormat().validate("https://example.com/path?q=1")        // nil
/// URLFormat().validate("ftp://example.com")?.code             // .urlInvalid
/// URLFormat(defaultScheme: "https").filtered("example.com")   // "https://example.com"
/// URLFormat(enableIDN: true).validate("http://bücher.de")     // nil
/// ```
public struct URLFormat: ValueRule {
    /// The accepted schemes, compared without regard to ASCII case.
    ///
    /// ```swift
    /// URLFormat(validSchemes: ["ftp"]).validate("FTP://files.example.com") // nil
    /// ```
    public let validSchemes: [String]

    /// The scheme put in front of a value that has no `://`, or `nil` to require one.
    ///
    /// ```swift
    /// URLFormat(defaultScheme: "http").filtered("example.com") // "http://example.com"
    /// ```
    public let defaultScheme: String?

    /// Whether a non-ASCII host is converted with Punycode before checking.
    ///
    /// ```swift
    /// URLFormat(enableIDN: true).validate("https://münchen.de") // nil
    /// ```
    public let enableIDN: Bool

    /// Values of this many UTF-8 bytes or more fail (Yii's guard against costly input).
    static let maxLength = 2000

    /// Each of ``validSchemes`` in ASCII lowercase followed by `://`: the prefixes a valid URL
    /// starts with, ignoring ASCII case. Made once here.
    private let schemePrefixes: [[UInt8]]

    /// ``defaultScheme`` followed by `://`: what a value without `://` is completed with.
    private let defaultPrefix: String?

    /// Creates the rule.
    ///
    /// ```swift
    /// let rule = URLFormat(validSchemes: ["https"], defaultScheme: "https", enableIDN: true)
    /// ```
    public init(validSchemes: [String] = ["http", "https"], defaultScheme: String? = nil, enableIDN: Bool = false) {
        self.validSchemes = validSchemes
        self.defaultScheme = defaultScheme
        self.enableIDN = enableIDN
        self.schemePrefixes = validSchemes.map { $0.utf8.map(URLScanner.asciiLowercased) + Array("://".utf8) }
        self.defaultPrefix = defaultScheme.map { $0 + "://" }
    }

    /// `true` when a ``defaultScheme`` is set: the rule then completes scheme-less values.
    ///
    /// ```swift
    /// URLFormat(defaultScheme: "https").writesValue // true
    /// ```
    public var writesValue: Bool { defaultScheme != nil }

    /// Checks `value`; with a ``defaultScheme``, a valid value without `://` gets the scheme
    /// prepended. An invalid value is left unchanged.
    ///
    /// ```swift
    /// var link = "example.com/about"
    /// URLFormat(defaultScheme: "https").apply(to: &link) // nil
    /// link // "https://example.com/about"
    /// ```
    public func apply(to value: inout String) -> RuleFailure? {
        var steps = 0
        return apply(to: &value, steps: &steps)
    }

    /// ``apply(to:)``, adding to `steps` the bytes each of its passes may visit (the tests' work
    /// counter: it shows that the check is linear in the value).
    func apply(to value: inout String, steps: inout Int) -> RuleFailure? {
        guard value.utf8.count < Self.maxLength else { return failure(value) }
        var candidate = value
        // Unsafe: the bytes are read only during the call that lends them, below their count.
        let completes =
            unsafe defaultPrefix != nil
            && value.withUTF8Bytes {
                steps += $0.count
                return unsafe URLScanner.firstSchemeSeparator(in: $0) == nil
            }
        if completes, let defaultPrefix { candidate = defaultPrefix + value }
        // The limit holds for the URL checked, completed or not: what the filter writes passes again.
        guard candidate.utf8.count < Self.maxLength else { return failure(value) }
        var checked = candidate
        if enableIDN {
            guard let converted = URLScanner.convertingHost(of: candidate, steps: &steps) else {
                return failure(value)
            }
            checked = converted
        }
        // Unsafe: the bytes are read only during the call that lends them, below their count.
        let matches = unsafe checked.withUTF8Bytes {
            // Each scheme's prefix, then one pass over the authority (a prefix ends in `://`, which
            // no scheme holds: one prefix at most matches).
            steps += schemePrefixes.reduce(0) { $0 + $1.count } + $0.count
            return unsafe URLScanner.matches($0, schemePrefixes: schemePrefixes)
        }
        guard matches else { return failure(value) }
        if completes { value = candidate }
        return nil
    }

    private static let invalidTemplate: MessageTemplate = "{attribute} is not a valid URL."

    private func failure(_ value: String) -> RuleFailure {
        RuleFailure(code: .urlInvalid, template: Self.invalidTemplate, attemptedValue: .string(value))
    }
}

/// The linear-time scanner behind ``URLFormat``, equivalent to Yii 2's case-insensitive
/// `^(schemes)://(([A-Z0-9][A-Z0-9_-]*)(\.[A-Z0-9][A-Z0-9_-]*)+)(?::\d{1,5})?(?:$|[?/#])`.
///
/// The pattern never needs to backtrack: the longest host is the only one that can be
/// followed by `:`, `/`, `?`, `#` or the end, and likewise for the port's digits.
enum URLScanner {
    /// The bytes of a URL.
    // Unsafe: each function reads `bytes` (or `rest`) only at indices it checked against the end.
    typealias Bytes = UnsafeBufferPointer<UInt8>

    /// Whether `bytes` starts with one of `schemePrefixes` (each a scheme in ASCII lowercase
    /// followed by `://`, compared ignoring ASCII case), followed by a valid host, optional port
    /// and then the end or `/`, `?`, `#`.
    static func matches(_ bytes: Bytes, schemePrefixes: [[UInt8]]) -> Bool {
        schemePrefixes.contains { prefix in
            unsafe hasLowercasePrefix(bytes, prefix) && matchesAuthority(bytes[prefix.count...])
        }
    }

    /// The index of the first `://`, if any.
    static func firstSchemeSeparator(in bytes: Bytes) -> Int? {
        guard bytes.count >= 3 else { return nil }
        for i in 0...(bytes.count - 3)
        where unsafe bytes[i] == UInt8(ascii: ":") && bytes[i + 1] == UInt8(ascii: "/")
            && bytes[i + 2] == UInt8(ascii: "/")
        {
            return i
        }
        return nil
    }

    /// `url` with the host after the first `://` (up to `:`, `/`, `?`, `#` or the end)
    /// converted to ASCII with Punycode; unchanged when the host is already ASCII, `nil` when
    /// it cannot be encoded. `steps` counts the bytes its passes may visit (the tests' work
    /// counter).
    static func convertingHost(of url: String, steps: inout Int) -> String? {
        // Unsafe: the bytes are read only during the call that lends them, below their count.
        let nonASCIIHost: Range<Int>? = unsafe url.withUTF8Bytes { bytes in
            steps += 2 * bytes.count  // the separator, then the host
            guard let separator = unsafe firstSchemeSeparator(in: bytes) else { return nil }
            let hostStart = separator + 3
            let hostEnd = unsafe bytes[hostStart...].firstIndex(where: isHostTerminator) ?? bytes.count
            return unsafe bytes[hostStart..<hostEnd].contains { $0 >= 0x80 } ? hostStart..<hostEnd : nil
        }
        guard let nonASCIIHost else { return url }
        // The host is bounded by ASCII bytes (or the ends), so these are scalar boundaries.
        let hostStart = url.utf8.index(url.startIndex, offsetBy: nonASCIIHost.lowerBound)
        let hostEnd = url.utf8.index(url.startIndex, offsetBy: nonASCIIHost.upperBound)
        guard let ascii = Punycode.toASCII(domain: String(url[hostStart..<hostEnd]), steps: &steps) else { return nil }
        steps += url.utf8.count + ascii.utf8.count  // the converted copy
        var converted = String(url[..<hostStart])
        converted += ascii
        converted += url[hostEnd...]
        return converted
    }

    /// `host(?::\d{1,5})?(?:$|[?/#])` at the start of `rest`.
    static func matchesAuthority(_ rest: Slice<Bytes>) -> Bool {
        var i = unsafe rest.startIndex
        var labels = 0
        // Labels: [A-Z0-9][A-Z0-9_-]*, joined by single dots.
        while unsafe i < rest.endIndex, unsafe isAlphanumeric(rest[i]) {
            labels += 1
            i += 1
            while unsafe i < rest.endIndex, unsafe isLabelCharacter(rest[i]) { i += 1 }
            guard unsafe i + 1 < rest.endIndex, unsafe rest[i] == UInt8(ascii: "."), unsafe isAlphanumeric(rest[i + 1])
            else { break }
            i += 1
        }
        guard labels >= 2 else { return false }
        if unsafe i < rest.endIndex, unsafe rest[i] == UInt8(ascii: ":") {
            var digits = 0
            i += 1
            while unsafe i < rest.endIndex, unsafe isDigit(rest[i]), digits < 6 {
                digits += 1
                i += 1
            }
            guard (1...5).contains(digits) else { return false }
        }
        guard unsafe i < rest.endIndex else { return true }
        switch unsafe rest[i] {
        case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"): return true
        default: return false
        }
    }

    /// Whether `bytes` begins with `lowercasePrefix`, ignoring ASCII case; the prefix is
    /// already in ASCII lowercase.
    static func hasLowercasePrefix(_ bytes: Bytes, _ lowercasePrefix: [UInt8]) -> Bool {
        guard bytes.count >= lowercasePrefix.count else { return false }
        return unsafe zip(bytes, lowercasePrefix).allSatisfy { asciiLowercased($0) == $1 }
    }

    private static func isHostTerminator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ":") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
    }

    /// `[A-Z0-9_-]`, any case.
    private static func isLabelCharacter(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        isDigit(byte) || (asciiLowercased(byte) >= UInt8(ascii: "a") && asciiLowercased(byte) <= UInt8(ascii: "z"))
    }

    /// `byte` with `A`–`Z` mapped to `a`–`z`.
    static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
}
