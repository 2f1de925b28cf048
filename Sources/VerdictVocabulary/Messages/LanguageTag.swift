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
    /// digit, `*`, `-` or `_`. Allocates nothing: the parts are short enough to be small strings.
    init?(_ text: some StringProtocol) {
        let tag = unsafe withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { buffer -> LanguageTag? in
            // In bounds: a byte is written only while `length < 64`, and each subtag's
            // `start..<end` lies within `0..<length`.
            // The subtags, case-folded in `buffer`, as the end of each (at most four).
            var ends = (0, 0, 0, 0)
            var count = 0
            var length = 0
            for byte in text.utf8 {
                if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                    guard count < 3 else { break }
                    Self.setEnd(&ends, count, length)
                    count += 1
                    continue
                }
                guard length < 64, Self.isLetter(byte) || Self.isDigit(byte) || byte == UInt8(ascii: "*") else { break }
                unsafe buffer[length] = byte
                length += 1
            }
            Self.setEnd(&ends, count, length)
            var start = 0
            var tag = LanguageTag(language: "")
            for index in 0...count {
                let end = index == 0 ? ends.0 : index == 1 ? ends.1 : index == 2 ? ends.2 : ends.3
                defer { start = end }
                let subtag = unsafe UnsafeBufferPointer(rebasing: buffer[start..<end])
                if index == 0 {
                    if subtag.count == 1, unsafe subtag[0] == UInt8(ascii: "*") { return LanguageTag(language: "*") }
                    guard (2...3).contains(subtag.count), unsafe subtag.allSatisfy(Self.isLetter) else { return nil }
                    for i in start..<end { unsafe buffer[i] |= 0x20 }
                    tag.language = unsafe String(
                        decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
                } else if tag.script == nil, tag.region == nil, subtag.count == 4,
                    unsafe subtag.allSatisfy(Self.isLetter)
                {
                    for i in start..<end { unsafe buffer[i] = i == start ? buffer[i] & ~0x20 : buffer[i] | 0x20 }
                    tag.script = unsafe String(
                        decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
                } else if tag.region == nil,
                    unsafe (subtag.count == 2 && subtag.allSatisfy(Self.isLetter))
                        || (subtag.count == 3 && subtag.allSatisfy(Self.isDigit))
                {
                    for i in start..<end where unsafe Self.isLetter(buffer[i]) { unsafe buffer[i] &= ~0x20 }
                    tag.region = unsafe String(
                        decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
                } else {
                    break
                }
            }
            return tag
        }
        guard let tag else { return nil }
        self = tag
    }

    private static func setEnd(_ ends: inout (Int, Int, Int, Int), _ index: Int, _ end: Int) {
        switch index {
        case 0: ends.0 = end
        case 1: ends.1 = end
        case 2: ends.2 = end
        default: ends.3 = end
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
