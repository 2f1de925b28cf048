import Testing

@testable import VerdictEngine
@testable import VerdictRules
@testable import VerdictTestSupport
@testable import VerdictValidation
@testable import VerdictVocabulary

/// Numbers written for a language: separators after CLDR's `latn` symbols, ASCII digits.
@Suite("Number styles")
struct NumberStyleTests {
    static func written(_ value: MessageParameter, _ language: BuiltInLanguage) -> String {
        MessageTemplate("{n}").storage.render(["n": value], language: language.rules ?? LanguageRules.unknown)
    }

    @Test(
        "integers and decimals",
        arguments: [
            (MessageParameter.int(1234567), BuiltInLanguage.german, "1.234.567"),
            (.int(999), .german, "999"), (.int(-1000), .german, "-1.000"), (.double(1234.5), .german, "1.234,5"),
            (.int(1000), .spanish, "1000"), (.int(10000), .spanish, "10.000"), (.int(1000), .polish, "1000"),
            (.int(10000), .polish, "10\u{A0}000"), (.int(1000), .russian, "1\u{A0}000"),
            (.int(1000), .french, "1\u{202F}000"), (.double(0.5), .french, "0,5"),
            (.int(-5), .swedish, "\u{2212}5"), (.int(1234567), .hindi, "12,34,567"),
            (.int(12345678), .hindi, "1,23,45,678"),
            (.int(1000), .hindi, "1,000"), (.int(-3), .arabic, "\u{200E}-3"), (.int(1000), .arabic, "1,000"),
            (.double(2.25), .arabic, "2.25"), (.int(1000), .japanese, "1,000"),
            (.int(Int.min), .german, "-9.223.372.036.854.775.808"),
            (.double(3), .german, "3"), (.double(1e20), .german, "1e+20"), (.double(-0.5), .russian, "-0,5"),
            (.string("1000"), .german, "1000"), (.list([1000, 2000]), .japanese, "1,000、2,000"),
            (.list(["a", "b"]), .arabic, "a، b"), (.int(1000), .english, "1000"),
        ])
    func written(value: MessageParameter, language: BuiltInLanguage, expected: String) {
        #expect(Self.written(value, language) == expected)
    }

    @Test("English renders numbers as before: no grouping") func english() {
        #expect(MessageTemplate("{n}").render(["n": 1234567]) == "1234567")
        #expect(MessageTemplate("{n}").render(["n": 1.5]) == "1.5")
    }
}
