/// A failure found by the hand-written checks: what a ``ValidationError`` of Verdict holds
/// before any message is rendered (where, which code, which parameters).
struct HandError: Equatable {
    var path: String
    var code: String
    var parameters: [String: HandParameter] = [:]
}

/// A typed parameter of a ``HandError``, as Verdict keeps numbers as numbers.
enum HandParameter: Equatable {
    case string(String)
    case int(Int)
}

/// The register scenario of ``SignUp``, written by hand in plain Swift: the baseline Verdict
/// is measured against. It implements the same rules with the same semantics: filters write
/// back into the model, each attribute reports at most its first failure, empty optional
/// values skip the validators, and the parameters are the ones Verdict's rules report.
enum HandWrittenSignUp {
    /// Every failure, attribute by attribute; filters (trim, URL scheme, default country)
    /// rewrite `form` as Verdict's do.
    static func validate(_ form: inout SignUp) -> [HandError] {
        var errors: [HandError] = []
        if let error = filterAndCheckUsername(&form.username) { errors.append(error) }
        if let error = filterAndCheckEmail(&form.email) { errors.append(error) }
        if let error = checkAge(form.age) { errors.append(error) }
        if let error = filterAndCheckWebsite(&form.website) { errors.append(error) }
        if let error = filterAndCheckCountry(&form.country) { errors.append(error) }
        if let error = checkPassword(form.password) { errors.append(error) }
        if let error = checkPasswordRepeat(form.passwordRepeat, password: form.password) { errors.append(error) }
        if let error = checkTerms(form.acceptedTerms) { errors.append(error) }
        return errors
    }

    /// Whether `form` is valid, stopping at the first failure; `form` itself is not changed.
    static func isValid(_ form: SignUp) -> Bool {
        var form = form
        if filterAndCheckUsername(&form.username) != nil { return false }
        if filterAndCheckEmail(&form.email) != nil { return false }
        if checkAge(form.age) != nil { return false }
        if filterAndCheckWebsite(&form.website) != nil { return false }
        if filterAndCheckCountry(&form.country) != nil { return false }
        if checkPassword(form.password) != nil { return false }
        if checkPasswordRepeat(form.passwordRepeat, password: form.password) != nil { return false }
        return checkTerms(form.acceptedTerms) == nil
    }

    // MARK: Attributes

    /// Trim; required; 4...24 characters; `^[a-z]\w*$`.
    static func filterAndCheckUsername(_ username: inout String) -> HandError? {
        username = trimmed(username)
        guard !username.isEmpty else { return required("username") }
        let count = username.count
        if count < 4 || count > 24 {
            return HandError(
                path: "username", code: count < 4 ? "string.tooShort" : "string.tooLong",
                parameters: ["value": .string(username), "min": .int(4), "max": .int(24)])
        }
        guard isUsernamePattern(username) else {
            return HandError(
                path: "username", code: "match.noMatch",
                parameters: ["value": .string(username), "pattern": .string(#"^[a-z]\w*$"#)])
        }
        return nil
    }

    /// Trim; required; an email address.
    static func filterAndCheckEmail(_ email: inout String) -> HandError? {
        email = trimmed(email)
        guard !email.isEmpty else { return required("email") }
        guard isEmailAddress(email) else {
            return HandError(path: "email", code: "email.invalid", parameters: ["value": .string(email)])
        }
        return nil
    }

    /// 18...120 when present.
    static func checkAge(_ age: Int?) -> HandError? {
        guard let age, age < 18 || age > 120 else { return nil }
        return HandError(
            path: "age", code: age < 18 ? "number.tooSmall" : "number.tooBig",
            parameters: ["value": .int(age), "min": .int(18), "max": .int(120)])
    }

    /// When not empty: an http(s) URL, completed with `https://` when it has no `://`.
    static func filterAndCheckWebsite(_ website: inout String) -> HandError? {
        guard !website.isEmpty else { return nil }
        let url = containsSchemeSeparator(website) ? website : "https://" + website
        guard website.utf8.count < 2000, isHTTPURL(url) else {
            return HandError(path: "website", code: "url.invalid", parameters: ["value": .string(website)])
        }
        website = url
        return nil
    }

    /// Defaults to `US`; exactly 2 characters.
    static func filterAndCheckCountry(_ country: inout String?) -> HandError? {
        if country?.isEmpty ?? true { country = "US" }
        guard let value = country, value.count != 2 else { return nil }
        return HandError(
            path: "country", code: "string.wrongLength", parameters: ["value": .string(value), "length": .int(2)])
    }

    /// Required; at least 8 characters; a digit.
    static func checkPassword(_ password: String) -> HandError? {
        guard !password.isEmpty else { return required("password") }
        guard password.count >= 8 else {
            return HandError(
                path: "password", code: "string.tooShort", parameters: ["value": .string(password), "min": .int(8)])
        }
        guard password.contains(where: isDigit) else {
            return HandError(
                path: "password", code: "characters.missingDigit", parameters: ["value": .string(password)])
        }
        return nil
    }

    /// Required; equal to the password.
    static func checkPasswordRepeat(_ passwordRepeat: String, password: String) -> HandError? {
        guard !passwordRepeat.isEmpty else { return required("passwordRepeat") }
        guard passwordRepeat == password else {
            return HandError(
                path: "passwordRepeat", code: "compare.failed",
                parameters: [
                    "value": .string(passwordRepeat), "compareValue": .string("Password"), "operator": .string("=="),
                ])
        }
        return nil
    }

    /// The terms must be accepted.
    static func checkTerms(_ acceptedTerms: Bool) -> HandError? {
        acceptedTerms ? nil : HandError(path: "acceptedTerms", code: "terms.required")
    }

    private static func required(_ path: String) -> HandError {
        HandError(path: path, code: "required", parameters: ["value": .string("")])
    }

    // MARK: Character tests

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
    private static func isDigit(_ character: Character) -> Bool {
        character.unicodeScalars.first?.properties.generalCategory == .decimalNumber
    }

    // MARK: Structural checks

    /// `local@domain`: the local part is dot-separated runs of letters, digits and
    /// ``isEmailSymbol(_:)`` (at most 64 bytes), the domain two or more dot-separated labels of
    /// letters, digits and inner hyphens; at most 254 bytes in all.
    static func isEmailAddress(_ text: String) -> Bool {
        let bytes = text.utf8
        guard bytes.count <= 254, let at = bytes.lastIndex(of: UInt8(ascii: "@")) else { return false }
        let local = bytes[..<at]
        let domain = bytes[bytes.index(after: at)...]
        guard local.count <= 64 else { return false }
        let localRuns = local.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        let labels = domain.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return localRuns.allSatisfy { !$0.isEmpty && $0.allSatisfy { isAlphanumeric($0) || isEmailSymbol($0) } }
            && labels.count >= 2 && labels.allSatisfy(isDomainLabel)
    }

    /// `[a-z0-9]([a-z0-9-]*[a-z0-9])?`, any case.
    private static func isDomainLabel(_ label: Substring.UTF8View) -> Bool {
        guard let first = label.first, let last = label.last, isAlphanumeric(first), isAlphanumeric(last) else {
            return false
        }
        return label.allSatisfy { isAlphanumeric($0) || $0 == UInt8(ascii: "-") }
    }

    /// The symbols allowed in the local part of an address: ``!#$%&'*+/=?^_`{|}~-``.
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
        let bytes = url.utf8
        let schemeLength: Int
        if hasPrefixIgnoringCase(bytes, "http://") {
            schemeLength = 7
        } else if hasPrefixIgnoringCase(bytes, "https://") {
            schemeLength = 8
        } else {
            return false
        }
        let rest = bytes.dropFirst(schemeLength)
        let end = rest.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
        let authority = rest[..<(end ?? rest.endIndex)]
        let parts = authority.split(separator: UInt8(ascii: ":"), maxSplits: 1, omittingEmptySubsequences: false)
        let labels = parts[0].split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy(isHostLabel) else { return false }
        guard parts.count == 2 else { return true }
        let port = parts[1]
        return (1...5).contains(port.count) && port.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    private static func isHostLabel(_ label: Substring.UTF8View) -> Bool {
        guard let first = label.first, isAlphanumeric(first) else { return false }
        return label.allSatisfy { isAlphanumeric($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") }
    }

    private static func hasPrefixIgnoringCase(_ bytes: String.UTF8View, _ prefix: String) -> Bool {
        bytes.count >= prefix.utf8.count && zip(bytes, prefix.utf8).allSatisfy { asciiLowercased($0) == $1 }
    }

    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
