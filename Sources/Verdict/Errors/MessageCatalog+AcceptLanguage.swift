import Foundation

extension MessageCatalog {
    /// How much of an `Accept-Language` value is read: a longer one is cut here, so that a huge
    /// header costs no more than this.
    static let acceptLanguageLimit = 4_096
    /// How many language ranges of an `Accept-Language` value are weighed at most.
    static let acceptLanguageRanges = 32

    /// The locale to answer in for an HTTP `Accept-Language` value (RFC 9110): the range with the
    /// highest weight (`q`) that names a language Verdict or the catalog has messages in (`de-CH`
    /// is answered in German), ranges of equal weight in their order. A wildcard, a value that
    /// names no such language, and a malformed or missing value give English. Ranges with `q=0`
    /// are refused; only the first 4 096 bytes and 32 ranges are read.
    ///
    /// ```swift
    /// let locale = MessageCatalog().locale(forAcceptLanguage: "fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5")
    /// locale.identifier // "fr-CH"
    /// ```
    public func locale(forAcceptLanguage header: String?) -> Locale {
        var ranges: [(tag: LanguageTag, weight: Int)] = []
        for item in (header ?? "").utf8.prefix(Self.acceptLanguageLimit).split(separator: UInt8(ascii: ",")) {
            guard ranges.count < Self.acceptLanguageRanges else { break }
            let parts = item.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
            let rangeText = String(decoding: parts[0], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            guard let tag = LanguageTag(rangeText) else { continue }
            var weight = 1_000
            for parameter in parts.dropFirst() {
                let text = String(decoding: parameter, as: UTF8.self).trimmingCharacters(in: .whitespaces)
                guard text.hasPrefix("q=") || text.hasPrefix("Q=") else { continue }
                weight = Self.weight(text.dropFirst(2)) ?? -1
            }
            if weight > 0 { ranges.append((tag, weight)) }
        }
        let ordered = ranges.indices.sorted { a, b in
            ranges[a].weight != ranges[b].weight ? ranges[a].weight > ranges[b].weight : a < b
        }
        for index in ordered {
            let tag = ranges[index].tag
            if tag.language == "*" { break }
            if BuiltInLanguage(tag) != nil || tag.fallbacks.contains(where: { entries[$0.description] != nil }) {
                return Locale(identifier: tag.description)
            }
        }
        return Locale(identifier: "en")
    }

    /// A `qvalue` in thousandths: `0`, `0.5`, `1`, `1.000`; `nil` when malformed.
    private static func weight(_ text: Substring) -> Int? {
        let bytes = Array(text.utf8)
        guard let first = bytes.first, first == UInt8(ascii: "0") || first == UInt8(ascii: "1") else { return nil }
        var value = Int(first - UInt8(ascii: "0")) * 1_000
        guard bytes.count > 1 else { return value }
        guard bytes[1] == UInt8(ascii: "."), bytes.count <= 5 else { return nil }
        var scale = 100
        for byte in bytes.dropFirst(2) {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value += Int(byte - UInt8(ascii: "0")) * scale
            scale /= 10
        }
        return value <= 1_000 ? value : nil
    }
}
