/// An HTTP `Accept-Language` value read as RFC 9110 §12.5.4 writes it, as plain strings: its
/// language ranges with their weights, and the negotiation of a language among a finite set.
///
/// Grammar: `#( language-range [ weight ] )`, where `weight = OWS ";" OWS "q=" qvalue` and
/// `qvalue = "0" [ "." 0*3DIGIT ] / "1" [ "." 0*3("0") ]` (`q` in either case). A range followed
/// by anything else (`fr;q = 0.5`, `fr;q=abc`, `de;level=1`, `de;q=1.5`) is malformed and dropped.
/// Only the first ``byteLimit`` bytes and the first ``rangeLimit`` ranges (empty list elements
/// not counted) are read, so the cost of a value is bounded whatever its length.
struct AcceptLanguage {
    /// How much of a value is read.
    static let byteLimit = 4_096
    /// How many ranges are read at most.
    static let rangeLimit = 32

    /// One language range and its weight.
    struct Range {
        /// The range as written, lowercased (`de-ch`, `*`).
        var text: String
        /// The range read as a tag (`nil` for `*` and for a range with no language Verdict can
        /// read, such as `i-klingon`).
        var tag: LanguageTag?
        /// The weight in thousandths: 0 (not acceptable) to 1 000.
        var weight: Int
        var isWildcard: Bool { text == "*" }
    }

    /// The well-formed ranges, in their order.
    private(set) var ranges: [Range] = []
    /// The bytes read and the ranges weighed: what reading the value cost, for the tests that
    /// show it bounded.
    private(set) var steps = 0

    init(_ header: String?) {
        guard let header else { return }
        var element: [UInt8] = []
        var elements = 0
        for byte in header.utf8.prefix(Self.byteLimit) {
            steps += 1
            if byte == UInt8(ascii: ",") {
                if read(element, count: &elements) { return }
                element.removeAll(keepingCapacity: true)
            } else {
                element.append(byte)
            }
        }
        _ = read(element, count: &elements)
    }

    /// Reads one list element; `true` when the limit of ranges is reached.
    private mutating func read(_ element: [UInt8], count: inout Int) -> Bool {
        let trimmed = Self.trimmed(element[...])
        guard !trimmed.isEmpty else { return false }
        count += 1
        steps += 1
        if let range = Self.range(trimmed) { ranges.append(range) }
        return count >= Self.rangeLimit
    }

    /// A range and its optional weight; `nil` when malformed.
    private static func range(_ element: ArraySlice<UInt8>) -> Range? {
        let semicolon = element.firstIndex(of: UInt8(ascii: ";"))
        let rangeBytes = trimmed(element[..<(semicolon ?? element.endIndex)])
        guard isLanguageRange(rangeBytes) else { return nil }
        var weight = 1_000
        if let semicolon {
            let parameter = trimmed(element[(semicolon + 1)...])
            guard parameter.count >= 2, parameter.first! | 0x20 == UInt8(ascii: "q"),
                parameter[parameter.startIndex + 1] == UInt8(ascii: "="),
                let value = qvalue(parameter.dropFirst(2))
            else { return nil }
            weight = value
        }
        let text = String(decoding: rangeBytes.map { isLetter($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
        return Range(text: text, tag: text == "*" ? nil : LanguageTag(text), weight: weight)
    }

    /// `language-range = (1*8ALPHA *("-" 1*8alphanum)) / "*"` (RFC 4647).
    private static func isLanguageRange(_ bytes: ArraySlice<UInt8>) -> Bool {
        if bytes.count == 1, bytes.first == UInt8(ascii: "*") { return true }
        var length = 0
        var first = true
        for byte in bytes {
            if byte == UInt8(ascii: "-") {
                guard length > 0 else { return false }
                length = 0
                first = false
                continue
            }
            guard isLetter(byte) || (!first && isDigit(byte)), length < 8 else { return false }
            length += 1
        }
        return length > 0
    }

    /// A `qvalue` in thousandths; `nil` when malformed.
    private static func qvalue(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard let first = bytes.first, first == UInt8(ascii: "0") || first == UInt8(ascii: "1"),
            bytes.count <= 5
        else { return nil }
        var value = Int(first - UInt8(ascii: "0")) * 1_000
        let rest = bytes.dropFirst()
        guard let dot = rest.first else { return value }
        guard dot == UInt8(ascii: "."), rest.count <= 4 else { return nil }
        var scale = 100
        for byte in rest.dropFirst() {
            guard isDigit(byte) else { return nil }
            value += Int(byte - UInt8(ascii: "0")) * scale
            scale /= 10
        }
        return value <= 1_000 ? value : nil
    }

    /// Without the optional white space (`OWS`: spaces and tabs) around it.
    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let start = bytes.firstIndex(where: { !isSpace($0) }) else { return [] }
        let end = bytes.lastIndex(where: { !isSpace($0) })!
        return bytes[start...end]
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    // MARK: Negotiation

    /// The language to answer in, among `languages` (canonical tags, in order of preference,
    /// the default first): `resolve` maps a range's tag to the language it is answered in
    /// (`de-CH` → `de`), or `nil`.
    ///
    /// The ranges are taken by weight, ties in their order. A range answers with the language it
    /// resolves to, unless that language is refused: a range of weight 0 matches it (RFC 4647
    /// basic filtering: `en;q=0` refuses `en`, `zh;q=0` both Chinese), or `*;q=0` and no range
    /// names it. `*` answers with the first language that no range names nor refuses. When no
    /// range answers, the first language not refused; the default when every one is.
    func negotiate(among languages: [String], resolve: (LanguageTag) -> String?) -> String {
        let resolved = ranges.map { $0.tag.flatMap(resolve) }
        let lowercased = languages.map { $0.lowercased() }
        func named(_ index: Int, _ language: Int) -> Bool {
            !ranges[index].isWildcard
                && (resolved[index] == languages[language] || Self.matches(ranges[index].text, lowercased[language]))
        }
        func refused(_ language: Int) -> Bool {
            var isNamed = false
            var wildcardRefuses = false
            for index in ranges.indices {
                if ranges[index].isWildcard {
                    if ranges[index].weight == 0 { wildcardRefuses = true }
                } else if ranges[index].weight == 0 {
                    if Self.matches(ranges[index].text, lowercased[language]) { return true }
                } else if named(index, language) {
                    isNamed = true
                }
            }
            return wildcardRefuses && !isNamed
        }
        let order = ranges.indices.filter { ranges[$0].weight > 0 }.sorted { a, b in
            ranges[a].weight != ranges[b].weight ? ranges[a].weight > ranges[b].weight : a < b
        }
        for index in order {
            if ranges[index].isWildcard {
                let unnamed = languages.indices.first { language in
                    !ranges.indices.contains { named($0, language) } && !refused(language)
                }
                if let unnamed { return languages[unnamed] }
            } else if let answer = resolved[index], let language = languages.firstIndex(of: answer),
                !refused(language)
            {
                return answer
            }
        }
        return languages.indices.first { !refused($0) }.map { languages[$0] } ?? languages[0]
    }

    /// Whether `range` (lowercased) matches `language` (lowercased) by RFC 4647 basic filtering:
    /// the range is the tag, or a prefix of it ending at a `-` (`zh` matches `zh-hant`). The old
    /// codes `no`, `iw` and `in` match as `nb`, `he` and `id`.
    static func matches(_ range: String, _ language: String) -> Bool {
        let range =
            switch range {
            case "no": "nb"
            case "iw": "he"
            case "in": "id"
            default: range
            }
        guard language.hasPrefix(range) else { return false }
        return language.utf8.count == range.utf8.count
            || language.utf8.dropFirst(range.utf8.count).first == UInt8(ascii: "-")
    }
}
