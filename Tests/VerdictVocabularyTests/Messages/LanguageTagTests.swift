import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// Language identifiers read leniently, and the fallbacks a catalog is searched along.
@Suite("Language tags")
struct LanguageTagTests {
    @Test(
        "parsing",
        arguments: [
            ("pt-BR", "pt-BR"), ("pt_br", "pt-BR"), ("zh-hant-tw", "zh-Hant-TW"), ("de_DE@currency=EUR", "de-DE"),
            ("en-US-u-ca-gregory", "en-US"), ("es-419", "es-419"), ("EN", "en"), ("*", "*"), ("fil", "fil"),
            ("sr_Latn_RS.UTF-8", "sr-Latn-RS"), ("de-1996", "de"),
        ])
    func parsing(text: String, expected: String) {
        #expect(LanguageTag(text)?.description == expected)
    }

    @Test(
        "text that is no language tag",
        arguments: ["", "-", "d", "toolong", "12", "é", "de;q=1".dropFirst(2).description])
    func rejected(text: String) {
        #expect(LanguageTag(text) == nil)
    }

    @Test("a huge identifier costs no more than its first bytes") func huge() {
        let tag = LanguageTag("de-" + String(repeating: "x-", count: 1_000_000))
        #expect(tag?.language == "de")
    }

    @Test(
        "fallbacks, most specific first",
        arguments: [
            ("zh-TW", ["zh-Hant-TW", "zh-Hant", "zh-TW", "zh"]), ("pt-BR", ["pt-BR", "pt"]), ("de", ["de"]),
            ("no", ["no", "nb"]), ("nb-NO", ["nb-NO", "nb", "no"]), ("sr-Latn", ["sr-Latn", "sr"]),
        ])
    func fallbacks(text: String, expected: [String]) throws {
        #expect(try #require(LanguageTag(text)).fallbacks.map(\.description) == expected)
    }
}
