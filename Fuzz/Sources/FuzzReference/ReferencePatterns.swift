import Foundation

/// The patterns the e-mail and URL scanners document (Yii 2's), in atomic form: the same
/// languages, written with possessive quantifiers so that ICU never backtracks into them. The
/// plain patterns backtrack (4.5 s on a 243-byte address), which is why the library scans by hand
/// and why this reference only sees short inputs.
///
/// Letters are spelled in both cases rather than matched case-insensitively, and digits as
/// `[0-9]`: ICU's case folding and `\d` reach beyond ASCII (the Kelvin sign matches `k`), the
/// patterns do not. `$` is read as the end of the input (`\z`).
enum ReferencePatterns {
    /// `[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]`, every symbol escaped for ICU.
    static let atext = #"[a-zA-Z0-9!#\$%&'\*\+/=\?\^_`\{\|\}~\-]"#
    /// `[a-z0-9](?:[a-z0-9-]*[a-z0-9])?`: runs of letters and digits joined by runs of hyphens.
    static let emailLabel = "[a-zA-Z0-9]++(?:-++[a-zA-Z0-9]++)*+"
    /// `[atext]+(?:\.[atext]+)*@(?:label\.)+label`, the address captured.
    static let address = "(\(atext)++(?:\\.\(atext)++)*+@(?:\(emailLabel)\\.)++\(emailLabel))"
    static let bareEmail = regex(#"\A"# + address + #"\z"#)
    /// `^[^@]*<address>$`. The address holds no `<`, so the `<` before it is the last one: the
    /// name is taken as runs ending in `<` up to that one, without backtracking.
    static let namedEmail = regex(#"\A(?:[^@<]*+<)++"# + address + #">\z"#)

    /// Whether `value` is an address, lengths included (64 bytes of local part, 254 in all).
    static func isEmail(_ value: String, allowName: Bool) -> Bool {
        let patterns = allowName ? [bareEmail, namedEmail] : [bareEmail]
        let range = NSRange(value.startIndex..., in: value)
        for pattern in patterns {
            guard let match = pattern.firstMatch(in: value, range: range),
                let captured = Range(match.range(at: 1), in: value)
            else { continue }
            let address = value[captured]
            let local = address[..<address.lastIndex(of: "@")!]
            return local.utf8.count <= 64 && address.utf8.count <= 254
        }
        return false
    }

    /// `^(schemes)://[A-Z0-9][A-Z0-9_-]*(?:\.[A-Z0-9][A-Z0-9_-]*)+(?::\d{1,5})?(?:$|[?/#])`, the
    /// schemes compared ignoring ASCII case.
    static func url(schemes: [String]) -> NSRegularExpression {
        let alternatives = schemes.map { scheme in
            scheme.map { character -> String in
                let lower = character.lowercased()
                let upper = character.uppercased()
                guard character.isASCII, character.isLetter else {
                    return NSRegularExpression.escapedPattern(for: String(character))
                }
                return "[\(lower)\(upper)]"
            }.joined()
        }
        let label = "[a-zA-Z0-9][a-zA-Z0-9_\\-]*+"
        return regex(
            #"\A(?:"# + alternatives.joined(separator: "|") + ")://" + label + #"(?:\."# + label + ")++"
                + #"(?::[0-9]{1,5}+)?+(?:\z|[?/#])"#)
    }

    /// Whether `value` is a URL: completed with `defaultScheme` first when it has no `://`,
    /// and shorter than 2000 bytes once completed.
    static func isURL(_ value: String, pattern: NSRegularExpression, defaultScheme: String?) -> Bool {
        var candidate = value
        if let defaultScheme, !value.contains("://") { candidate = defaultScheme + "://" + value }
        guard candidate.utf8.count < 2000 else { return false }
        return pattern.firstMatch(in: candidate, range: NSRange(candidate.startIndex..., in: candidate)) != nil
    }

    private static func regex(_ pattern: String) -> NSRegularExpression {
        try! NSRegularExpression(pattern: pattern)
    }
}
