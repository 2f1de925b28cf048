import Foundation
import Testing
import Verdict

/// The locale a server answers in, from an `Accept-Language` value.
@Suite("Accept-Language")
struct MessageCatalogAcceptLanguageTests {
    @Test(
        "the best built-in language",
        arguments: [
            ("de", "de"), ("de-CH, de;q=0.9, en;q=0.8", "de-CH"), ("fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5", "fr-CH"),
            ("xx, ru;q=0.5", "ru"), ("en;q=0.2, ja;q=0.9", "ja"), ("ja;q=0.5, ko;q=0.5", "ja"),
            ("zh-TW", "zh-TW"), ("zh-Hant", "zh-Hant"), ("pt-BR,pt;q=0.8", "pt-BR"), ("*", "en"), ("xx, *", "en"),
            ("xx", "en"), ("", "en"), ("de;q=0", "en"), ("de;q=0.000, es", "es"), ("de;q=1.0", "de"),
            ("de;q=1.5, it", "it"), ("de;q=abc, it", "it"), ("de;q=0.1234, it", "it"), (" ;;;,,,", "en"),
            ("ar-EG ; q=0.9 , he ; q=0.95", "he"), ("DE-at", "de-AT"), ("i-klingon, nl", "nl"),
            ("de;level=1;q=0.4, fi;q=0.3", "de"), ("\u{0}\u{FFFF}, pl", "pl"), ("ü, tr", "tr"),
        ])
    func builtIn(header: String, expected: String) {
        #expect(MessageCatalog().locale(forAcceptLanguage: header).identifier == expected)
    }

    @Test("no header is English") func missing() {
        #expect(MessageCatalog().locale(forAcceptLanguage: nil).identifier == "en")
    }

    @Test("a catalog's own languages count too") func catalogLanguage() {
        let catalog = MessageCatalog(language: "ca", messages: ["required": "{attribute} és obligatori."])
        #expect(catalog.locale(forAcceptLanguage: "ca-ES, es;q=0.8").identifier == "ca-ES")
        #expect(MessageCatalog().locale(forAcceptLanguage: "ca-ES, es;q=0.8").identifier == "es")
    }

    @Test("a huge header is read up to a bound, without crashing") func huge() {
        let header = String(repeating: "xx-YY;q=0.5, ", count: 100_000) + "de"
        #expect(MessageCatalog().locale(forAcceptLanguage: header).identifier == "en")
        let early = "it;q=0.1, " + String(repeating: "q", count: 1_000_000)
        #expect(MessageCatalog().locale(forAcceptLanguage: early).identifier == "it")
    }
}
