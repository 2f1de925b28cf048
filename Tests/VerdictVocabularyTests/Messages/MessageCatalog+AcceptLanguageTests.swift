import Foundation
import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// The locale a server answers in, from an `Accept-Language` value.
@Suite("Accept-Language")
struct MessageCatalogAcceptLanguageTests {
    @Test(
        "the best built-in language, as the catalog's tag",
        arguments: [
            ("de", "de"), ("de-CH, de;q=0.9, en;q=0.8", "de"), ("fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5", "fr"),
            ("xx, ru;q=0.5", "ru"), ("en;q=0.2, ja;q=0.9", "ja"), ("ja;q=0.5, ko;q=0.5", "ja"),
            ("zh-TW", "zh-Hant"), ("zh-Hant", "zh-Hant"), ("zh", "zh-Hans"), ("zh-HK", "zh-Hant"),
            ("pt-BR,pt;q=0.8", "pt-BR"), ("pt-PT", "pt-BR"), ("no", "nb"), ("nb-NO", "nb"), ("iw", "he"),
            ("*", "en"), ("xx, *", "en"), ("xx", "en"), ("", "en"), ("de;q=0", "en"), ("de;q=0.000, es", "es"),
            ("de;q=1.0", "de"), (" ;;;,,,", "en"), ("ar-EG ; q=0.9 , he ; q=0.95", "he"), ("DE-at", "de"),
            ("i-klingon, nl", "nl"), ("\u{0}\u{FFFF}, pl", "pl"), ("ü, tr", "tr"), ("de-Zzzz-QQ", "de"),
        ])
    func builtIn(header: String, expected: String) {
        #expect(MessageCatalog().locale(forAcceptLanguage: header).identifier == expected)
    }

    /// RFC 9110 §12.5.4 and §12.4.2: `q=0` is "not acceptable", `*` any language not otherwise
    /// listed; a weight that is not `OWS ";" OWS "q=" qvalue` drops its range; ties keep their
    /// order; ranges and `q` are case-insensitive.
    @Test(
        "weights are read by RFC 9110's grammar",
        arguments: [
            // q=0 refuses; * stands for every language not named.
            ("en;q=0, *", "de"), ("*, en;q=0", "de"), ("en;q=0, de;q=0, *", "fr"), ("en;q=0", "de"),
            ("*;q=0", "en"), ("*;q=0, fr;q=0.1", "fr"), ("de;q=0.5, *", "en"), ("en;q=0, *;q=0.1, it;q=0.2", "it"),
            ("zh;q=0, zh-TW, ja;q=0.1", "ja"), ("en-US;q=0, en", "en"), ("de-CH;q=0, de", "de"),
            ("no;q=0, nb, sv;q=0.1", "sv"), ("EN;Q=0, *", "de"),
            // Malformed weights drop their range; the other ranges stay.
            ("fr;q = 0.5, de;q=0.9", "de"), ("fr;q=abc, it;q=0.1", "it"), ("fr;q=1.5, it;q=0.1", "it"),
            ("fr;q=0.1234, it;q=0.1", "it"), ("fr;q=.5, it;q=0.1", "it"), ("fr;q=, it;q=0.1", "it"),
            ("fr;level=1;q=0.4, fi;q=0.3", "fi"), ("fr;q=0.5;q=0.9, it;q=0.1", "it"), ("fr;, it;q=0.1", "it"),
            ("fr;q=1.001, it;q=0.1", "it"), ("fr;q=0.5x, it;q=0.1", "it"), ("fr q=0.5, it;q=0.1", "it"),
            // Well-formed weights, with spaces and tabs around the `;`.
            ("fr ;\tq=0.5, de;q=0.4", "fr"), ("fr;Q=0.5, de;q=0.4", "fr"), ("fr;q=1.000, de", "fr"),
            ("fr;q=0.001, de;q=0", "fr"), ("fr;q=0., de;q=0.1", "de"), ("fr;q=1., de;q=0.9", "fr"),
            // Ties in their order; case-insensitive ranges.
            ("ja;q=0.5, ko;q=0.5", "ja"), ("ko;q=0.5, ja;q=0.5", "ko"), ("FR-ch", "fr"), ("zH-hANt-tw", "zh-Hant"),
            // Not a language range.
            ("de_DE, it;q=0.1", "it"), ("123, it;q=0.1", "it"), ("toolongrange, it;q=0.1", "it"),
            ("de--CH, it;q=0.1", "it"), ("de-, it;q=0.1", "it"), ("-de, it;q=0.1", "it"),
        ])
    func weights(header: String, expected: String) {
        #expect(MessageCatalog().language(forAcceptLanguage: header) == expected, "\(header)")
    }

    @Test("no header is English") func missing() {
        #expect(MessageCatalog().locale(forAcceptLanguage: nil).identifier == "en")
    }

    @Test("a catalog's own languages count too") func catalogLanguage() {
        let catalog = MessageCatalog(language: "ca", messages: ["required": "{attribute} és obligatori."])
        #expect(catalog.locale(forAcceptLanguage: "ca-ES, es;q=0.8").identifier == "ca")
        #expect(catalog.locale(forAcceptLanguage: "en;q=0, de;q=0, *").identifier == "fr")
        #expect(MessageCatalog().locale(forAcceptLanguage: "ca-ES, es;q=0.8").identifier == "es")
        let swiss = MessageCatalog(language: "de-CH", labels: ["email": "E-Mail"])
        #expect(swiss.locale(forAcceptLanguage: "de-CH-1996, de;q=0.9").identifier == "de-CH")
        #expect(swiss.locale(forAcceptLanguage: "de-AT, de;q=0.9").identifier == "de")
    }

    @Test("a huge header is read up to a bound, without crashing") func huge() {
        let header = String(repeating: "xx-YY;q=0.5, ", count: 100_000) + "de"
        #expect(MessageCatalog().locale(forAcceptLanguage: header).identifier == "en")
        let early = "it;q=0.1, " + String(repeating: "q", count: 1_000_000)
        #expect(MessageCatalog().locale(forAcceptLanguage: early).identifier == "it")
    }

    /// Reading costs at most one step per byte of the first 4 096 and one per range of the
    /// first 32, however long the value; the 33rd range is not read.
    @Test("the cost of a value is bounded", arguments: [10, 100, 1_000, 10_000, 100_000])
    func linear(ranges: Int) {
        let header = (0..<ranges).map { "x\($0 % 10)-Q\($0 % 7)Z;q=0.5" }.joined(separator: ", ")
        let read = AcceptLanguage(header)
        #expect(read.steps <= AcceptLanguage.byteLimit + AcceptLanguage.rangeLimit)
        #expect(read.steps <= header.utf8.count + ranges)
        #expect(read.ranges.count <= AcceptLanguage.rangeLimit)
        let thirtyThird = Array(repeating: "xx", count: 32).joined(separator: ", ") + ", de"
        #expect(MessageCatalog().language(forAcceptLanguage: thirtyThird) == "en")
        let thirtySecond = Array(repeating: "xx", count: 31).joined(separator: ", ") + ", de"
        #expect(MessageCatalog().language(forAcceptLanguage: thirtySecond) == "de")
    }

    /// Clients choose their tags freely (`de-Zzzz-QQ`): each is answered with a language the
    /// catalog has, and the locales made stay as few as the catalogs' languages, not one per tag.
    @Test("thousands of invented tags make no locale of their own") func inventedTags() {
        let catalog = MessageCatalog(language: "ca", labels: ["email": "Correu"])
        let allowed = Set(BuiltInLanguage.allCases.map(\.rawValue) + catalog.languages)
        var generator = SplitMix64(seed: 23)
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        func letter() -> Character { letters[Int(generator.next() % 26)] }
        var answered = Set<String>()
        var sent = Set<String>()
        for index in 0..<5_000 {
            let language =
                index.isMultiple(of: 2) ? ["de", "ca", "zh", "pt", "no", "en"][index % 6] : "\(letter())\(letter())"
            let script = "\(letter())".uppercased() + "\(letter())\(letter())\(letter())"
            let header = "\(language)-\(script)-\(letter())\(letter())".uppercased() + ", x\(index);q=0.5"
            sent.insert(String(header.prefix { $0 != "," }).lowercased())
            let locale = catalog.locale(forAcceptLanguage: header)
            answered.insert(locale.identifier)
            #expect(allowed.contains(locale.identifier), "\(header) → \(locale.identifier)")
        }
        #expect(answered.isSubset(of: allowed))
        // Other tests' catalogs may add a few languages of their own, never a client's tag.
        #expect(NegotiatedLocales.count <= BuiltInLanguage.allCases.count + 16)
        #expect(Set(NegotiatedLocales.languages.map { $0.lowercased() }).isDisjoint(with: sent))
    }
}
