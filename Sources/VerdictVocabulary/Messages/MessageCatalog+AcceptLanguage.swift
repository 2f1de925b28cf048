import Foundation

extension MessageCatalog {
    /// The locale to answer in for an HTTP `Accept-Language` value: one of the catalog's
    /// languages (Verdict's 24, tagged `en`, `de`, `pt-BR`, `zh-Hant`, `nb`…, and those the
    /// catalog adds), never a tag the client invented. Its identifier is the language's tag, what
    /// a server says in `Content-Language`: `de-CH` is answered in German, as `de`.
    ///
    /// The value is read as RFC 9110 §12.5.4 writes it: `fr-CH, fr;q=0.9, *;q=0.5`, each range
    /// with an optional `;q=` weight (`q=` followed by `0` to `1` with at most three decimals,
    /// spaces and tabs allowed around the `;`). A range whose weight is malformed (`fr;q = 0.5`,
    /// `fr;q=abc`, `fr;q=1.5`, `fr;level=1`) is dropped. Ranges are taken by weight, ties in their
    /// order. A range answers with the language it names, or the more general one the catalog has
    /// (`de-CH` → `de`, `zh-TW` → `zh-Hant`, `pt-PT` → `pt-BR`, `no` → `nb`). `q=0` refuses every
    /// language the range matches (`en;q=0` refuses English, `zh;q=0` both Chinese); `*` stands
    /// for every language no range names, so `en;q=0, *` answers in another language than
    /// English. When no range answers: English, or when it is refused the first language not
    /// refused. Only the first 4 096 bytes and the first 32 ranges are read.
    ///
    /// ```swift
    /// let locale = MessageCatalog().locale(forAcceptLanguage: "fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5")
    /// locale.identifier // "fr"
    /// ```
    public func locale(forAcceptLanguage header: String?) -> Locale {
        NegotiatedLocales.locale(language(forAcceptLanguage: header))
    }

    /// The tag of the language to answer in (see ``locale(forAcceptLanguage:)``).
    func language(forAcceptLanguage header: String?) -> String {
        let ranges = AcceptLanguage(header)
        guard !ranges.ranges.isEmpty else { return BuiltInLanguage.english.rawValue }
        return ranges.negotiate(among: answerLanguages) { tag in answerLanguage(for: tag) }
    }

    /// The languages an answer may be in, by preference when the client has none: English, the
    /// other built-in languages, then the catalog's own.
    private var answerLanguages: [String] {
        let builtIn = BuiltInLanguage.allCases.map(\.rawValue)
        return builtIn + languages.filter { !builtIn.contains($0) }
    }

    /// The language a range's tag is answered in: the catalog's most specific language along the
    /// tag's fallbacks, or else the built-in language of the tag.
    private func answerLanguage(for tag: LanguageTag) -> String? {
        if !isEmpty, let entry = tag.fallbacks.first(where: { entries[$0.description] != nil }) {
            return entry.description
        }
        return BuiltInLanguage(tag)?.rawValue
    }
}
