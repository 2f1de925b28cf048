/// A language identifier read leniently (`pt-BR`, `pt_BR`, `zh-Hant-TW`, `de_DE@currency=EUR`,
/// `en-US-u-ca-gregory`): its language, script and region, in their canonical case. Anything
/// else in it is ignored; text that does not start with a language subtag gives `nil`.
struct LanguageTag: Hashable, Sendable, CustomStringConvertible {
    /// Two or three lowercase letters (`de`), or `*` for Accept-Language's wildcard.
    var language: String
    /// Four letters, the first uppercase (`Hant`).
    var script: String?
    /// Two uppercase letters or three digits (`BR`, `419`).
    var region: String?

    /// Reads at most the first 64 bytes of `text`: an identifier is never longer, and a huge
    /// one costs no more than that. Reading stops at the first byte that is not a letter, a
    /// digit, `*`, `-` or `_`.
    init?(_ text: some StringProtocol) {
        var subtags: [[UInt8]] = [[]]
        for byte in text.utf8.prefix(64) {
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                guard subtags.count < 4 else { break }
                subtags.append([])
            } else if Self.isLetter(byte) || Self.isDigit(byte) || byte == UInt8(ascii: "*") {
                subtags[subtags.count - 1].append(byte)
            } else {
                break
            }
        }
        let first = subtags[0]
        if first == [UInt8(ascii: "*")] {
            language = "*"
            return
        }
        guard (2...3).contains(first.count), first.allSatisfy(Self.isLetter) else { return nil }
        language = String(decoding: first, as: UTF8.self).lowercased()
        for subtag in subtags.dropFirst() {
            let text = String(decoding: subtag, as: UTF8.self)
            if script == nil, region == nil, subtag.count == 4, subtag.allSatisfy(Self.isLetter) {
                script = text.prefix(1).uppercased() + text.dropFirst().lowercased()
            } else if region == nil,
                (subtag.count == 2 && subtag.allSatisfy(Self.isLetter))
                    || (subtag.count == 3 && subtag.allSatisfy(Self.isDigit))
            {
                region = text.uppercased()
            } else {
                break
            }
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    init(language: String, script: String? = nil, region: String? = nil) {
        self.language = language
        self.script = script
        self.region = region
    }

    /// `language-Script-REGION`, the parts it has.
    var description: String {
        [language, script, region].compactMap { $0 }.joined(separator: "-")
    }

    /// The script a Chinese tag implies when it names none: Traditional for Taiwan, Hong Kong
    /// and Macao, Simplified otherwise.
    var impliedScript: String? {
        guard language == "zh" else { return script }
        if let script { return script }
        return ["TW", "HK", "MO"].contains(region ?? "") ? "Hant" : "Hans"
    }

    /// The tags to look up, most specific first: `zh-Hant-TW`, `zh-Hant`, `zh-TW`, `zh`; a
    /// Norwegian tag also tries its other code (`no` ↔ `nb`).
    var fallbacks: [LanguageTag] {
        var tags: [LanguageTag] = []
        func add(_ tag: LanguageTag) { if !tags.contains(tag) { tags.append(tag) } }
        let script = impliedScript
        if let script, let region { add(LanguageTag(language: language, script: script, region: region)) }
        if let script { add(LanguageTag(language: language, script: script)) }
        if let region { add(LanguageTag(language: language, region: region)) }
        add(LanguageTag(language: language))
        if language == "no" { add(LanguageTag(language: "nb")) }
        if language == "nb" { add(LanguageTag(language: "no")) }
        return tags
    }
}
